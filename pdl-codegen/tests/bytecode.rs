//! The bytecode emitter: slots are shared by values of unrelated branches, loops over users
//! keep what they need alive, and every corpus program compiles.

use pdl_codegen::compile::emit_bytecode;
use pdl_codegen::{Diagnostic, LowerOptions, PatternSet, Program};

use pdl_codegen::compile::parse_pdl;
use pdl_runtime::vm::Instr;

/// Lowers with the default options.
fn lower(set: &PatternSet) -> Result<Program, Vec<Diagnostic>> {
    pdl_codegen::compile::lower(set, LowerOptions::default())
}

fn single_root_patterns(k: usize) -> String {
    (0..k)
        .map(|i| {
            format!(
                "pdl.pattern @p{i} : benefit(1) {{\n  %x = pdl.operand\n  %t = pdl.type\n  \
                 %root = pdl.operation \"test.op{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n  \
                 pdl.rewrite %root {{\n    %new = pdl.operation \"test.done{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n    \
                 pdl.replace %root with %new\n  }}\n}}\n"
            )
        })
        .collect()
}

#[test]
fn values_of_unrelated_branches_share_slots() {
    let set = parse_pdl(&single_root_patterns(100)).unwrap();
    let prog = lower(&set).unwrap();
    let bc = emit_bytecode(&prog, &|_| String::new());
    // Each pattern's branch defines a few values of its own; all branches share slots.
    assert!(prog.types.len() > 500, "{} values", prog.types.len());
    assert!(bc.num_slots <= 8, "{} slots", bc.num_slots);
    // The root dispatch is one switch over the 100 names.
    assert!(bc
        .code
        .iter()
        .any(|i| matches!(i, Instr::SwitchOperationName { table, .. }
        if bc.switches[*table as usize].cases.len() == 100)));
    assert_eq!(bc.patterns.len(), 100);
    // Each pattern's operand and result are read with their null checks in one instruction
    // (the result's query keeps its own, fused with its check, for jumps to its address).
    let fused = bc
        .code
        .iter()
        .filter(|i| {
            matches!(
                i,
                Instr::GetOperandResultChecked { .. } | Instr::GetResultChecked { .. }
            )
        })
        .count();
    // (Both in one instruction: an operand, a result, and their checks.)
    let both = bc
        .code
        .iter()
        .filter(|i| matches!(i, Instr::GetOperandResultChecked { .. }))
        .count();
    assert_eq!(both, 100);
    assert_eq!(fused, 200);
    let counts = bc
        .code
        .iter()
        .filter(|i| matches!(i, Instr::CheckCounts { .. }))
        .count();
    assert_eq!(counts, 100);
}

macro_rules! pdl_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDL corpus files, as the build script listed them (checked against the folder
        /// by `pdl_corpus.rs`).
        const PDL_FILES: &[&str] = &[$($file),*];

        /// Each corpus file's program compiles to bytecode whose jumps stay in the code.
        mod every_corpus_program_compiles_with_consistent_addresses {
            $(#[test]
            fn $name() {
                super::compiles_with_consistent_addresses($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl.rs"));

#[test]
fn the_corpus_has_enough_programs() {
    let n = PDL_FILES.len();
    assert!(n >= 50, "{n} corpus files");
}

/// The slot a fused query writes.
fn fused_result(i: &Instr) -> u32 {
    match i {
        Instr::GetOperandChecked { result, .. }
        | Instr::GetResultChecked { result, .. }
        | Instr::GetDefiningOpChecked { result, .. }
        | Instr::GetAttributeChecked { result, .. } => *result,
        _ => unreachable!("not a fused query"),
    }
}

fn compiles_with_consistent_addresses(name: &str) {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/pdl")
        .join(name);
    let src = std::fs::read_to_string(&p).unwrap();
    let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{name}: {d:?}"));
    let prog = lower(&set).unwrap_or_else(|d| panic!("{name}: {d:?}"));
    let bc = emit_bytecode(&prog, &|_| String::new());
    let len = bc.code.len() as u32;
    for (at, i) in bc.code.iter().enumerate() {
        let targets: Vec<u32> = match i {
            Instr::Branch { dest } | Instr::RecordMatch { dest, .. } => vec![*dest],
            Instr::GetValueTypeRecord { record, dest, .. } => {
                // The record fused is the next instruction.
                assert_eq!(
                    bc.code.get(at + 1),
                    Some(&Instr::RecordMatch {
                        record: *record,
                        dest: *dest,
                    }),
                    "{name}: instruction {at}"
                );
                vec![*dest]
            }
            Instr::Foreach { exit, .. } => vec![*exit],
            Instr::GetOperandChecked { otherwise, .. }
            | Instr::GetResultChecked { otherwise, .. }
            | Instr::GetDefiningOpChecked { otherwise, .. }
            | Instr::GetAttributeChecked { otherwise, .. } => {
                // The fused check is the next instruction, and it holds when control goes on
                // after it.
                assert_eq!(
                    bc.code.get(at + 1),
                    Some(&Instr::IsNotNull {
                        value: fused_result(i),
                        then: at as u32 + 2,
                        otherwise: *otherwise,
                    }),
                    "{name}: instruction {at}"
                );
                vec![*otherwise]
            }
            Instr::CheckOperation {
                op,
                counts,
                otherwise,
                ..
            }
            | Instr::CheckCounts {
                op,
                counts,
                otherwise,
            } => {
                // The fused checks are the next instructions: the operand count's (after
                // the name's) and the result count's.
                let name_first = matches!(i, Instr::CheckOperation { .. });
                if name_first {
                    // Itself fused with the result count's check, or alone.
                    let fused = Instr::CheckCounts {
                        op: *op,
                        counts: *counts,
                        otherwise: *otherwise,
                    };
                    let alone = Instr::CheckOperandCount {
                        op: *op,
                        count: counts >> 16,
                        then: at as u32 + 2,
                        otherwise: *otherwise,
                    };
                    let next = bc.code.get(at + 1);
                    assert!(
                        next == Some(&fused) || next == Some(&alone),
                        "{name}: instruction {at}: {next:?}"
                    );
                }
                let last = at + 1 + usize::from(name_first);
                assert_eq!(
                    bc.code.get(last),
                    Some(&Instr::CheckResultCount {
                        op: *op,
                        count: counts & 0xffff,
                        then: last as u32 + 1,
                        otherwise: *otherwise,
                    }),
                    "{name}: instruction {at}"
                );
                vec![*otherwise]
            }
            Instr::GetOperandDefiningOpChecked {
                operand,
                result,
                op_index,
                otherwise,
            } => {
                // The operand's query, then the defining operation's query and its check.
                assert_eq!(
                    bc.code.get(at + 1),
                    Some(&Instr::GetDefiningOpChecked {
                        result: *result,
                        value: *operand,
                        otherwise: *otherwise,
                    }),
                    "{name}: instruction {at}"
                );
                let _ = op_index;
                vec![*otherwise]
            }
            Instr::GetOperandResultChecked {
                slots, otherwise, ..
            } => {
                // Two queries, each followed by its null check going on.
                for (k, slot) in [(1, slots >> 16), (3, slots & 0xffff)] {
                    assert_eq!(
                        bc.code.get(at + k),
                        Some(&Instr::IsNotNull {
                            value: slot,
                            then: (at + k) as u32 + 1,
                            otherwise: *otherwise,
                        }),
                        "{name}: instruction {at}"
                    );
                }
                vec![*otherwise]
            }
            Instr::GetResultEqual {
                result,
                other,
                otherwise,
                ..
            }
            | Instr::GetValueTypeEqual {
                result,
                other,
                otherwise,
                ..
            } => {
                // The equality check of the query's result is the last instruction fused.
                let last = at
                    + if matches!(i, Instr::GetResultEqual { .. }) {
                        2
                    } else {
                        1
                    };
                let check = bc.code.get(last);
                let pair = |lhs, rhs| Instr::AreEqual {
                    lhs,
                    rhs,
                    then: last as u32 + 1,
                    otherwise: *otherwise,
                };
                assert!(
                    check == Some(&pair(*result, *other)) || check == Some(&pair(*other, *result)),
                    "{name}: instruction {at}: {check:?}"
                );
                vec![*otherwise]
            }
            Instr::SwitchOperationName { table, .. }
            | Instr::SwitchAttribute { table, .. }
            | Instr::SwitchOperandCount { table, .. }
            | Instr::SwitchResultCount { table, .. }
            | Instr::SwitchType { table, .. }
            | Instr::SwitchTypes { table, .. } => {
                let t = &bc.switches[*table as usize];
                t.dests.iter().copied().chain([t.default]).collect()
            }
            _ => Vec::new(),
        };
        for t in targets {
            assert!(t < len, "{name}: instruction {at} jumps to {t} of {len}");
        }
    }
    for p in &bc.patterns {
        assert!(p.rewriter < len, "{name}");
        assert!(p.num_inputs <= bc.num_slots, "{name}");
    }
}

/// A pattern passing ranges (`pdl.operands`, `pdl.types`) and the root to its rewriter.
const CAPTURE_RANGES: &str = r#"
pdl.pattern @cap : benefit(1) {
  %args = pdl.operands
  %types = pdl.types
  %root = pdl.operation "test.op"(%args : !pdl.range<value>) -> (%types : !pdl.range<type>)
  pdl.rewrite %root {
    %new = pdl.operation "test.done"(%args : !pdl.range<value>) -> (%types : !pdl.range<type>)
    pdl.replace %root with %new
  }
}
"#;

/// The operations named `name` at the top of `ir`.
fn ops_named(ir: &pdl_runtime::ir::Ir, name: &str) -> Vec<pdl_runtime::ir::OpId> {
    use pdl_runtime::access::PayloadRead;
    ir.nested_ops(ir.root(), false)
        .into_iter()
        .filter(|&o| ir.name_str(ir.op_name(o)) == name)
        .collect()
}

#[test]
fn a_match_keeps_its_values_until_the_next_batch_of_matches() {
    use pdl_runtime::ir::Ir;
    use pdl_runtime::rewrite::{NoListener, PatternSet as _, Rewriter};
    use pdl_runtime::value::{Natives, NoTrace, PdlValue};

    let set = pdl_codegen::load::load_pdl::<Ir>(CAPTURE_RANGES, "cap.pdl", &Natives::new())
        .expect("loads");
    let mut ir = pdl_runtime::text::parse(
        "%a = \"test.src\"() : () -> i32\n\
         %b = \"test.op\"(%a, %a) : (i32, i32) -> i32\n\
         %c = \"test.op\"(%b) : (i32) -> f32\n",
        "t.mlir",
    )
    .expect("parses");
    let ops = ops_named(&ir, "test.op");
    let (b, c) = (ops[0], ops[1]);
    let mut state = set.prepare(&mut ir).expect("binds");
    // Appending to a non-empty output keeps the earlier matches' values.
    let mut out = Vec::new();
    set.match_op(&mut state, &mut ir, b, &mut out, &mut NoTrace);
    set.match_op(&mut state, &mut ir, c, &mut out, &mut NoTrace);
    assert_eq!(out.len(), 2);
    let a = ir.operand(b, 0);
    let i32_ty = ir.value_type(a);
    let f32_ty = ir.value_type(ir.result(c, 0));
    let of_b = state.machine.inputs(&out[0]).expect("kept");
    let of_c = state.machine.inputs(&out[1]).expect("kept");
    assert!(of_b.contains(&Some(PdlValue::Operation(b))), "{of_b:?}");
    assert!(
        of_b.contains(&Some(PdlValue::ValueRange(vec![a, a]))),
        "{of_b:?}"
    );
    assert!(
        of_b.contains(&Some(PdlValue::TypeRange(vec![i32_ty]))),
        "{of_b:?}"
    );
    let b_result = ir.result(b, 0);
    assert!(
        of_c.contains(&Some(PdlValue::ValueRange(vec![b_result]))),
        "{of_c:?}"
    );
    assert!(
        of_c.contains(&Some(PdlValue::TypeRange(vec![f32_ty]))),
        "{of_c:?}"
    );
    // A run with an empty output starts a new batch: the old matches are stale.
    let fresh = set.matches(&mut state, &mut ir, c);
    assert_eq!(fresh.len(), 1);
    assert!(state.machine.inputs(&out[1]).is_none());
    let mut listener = NoListener;
    let mut rw = Rewriter::new(&mut ir, &mut listener, c);
    let err = set
        .apply(&mut state, &mut rw, &out[1])
        .expect_err("a stale match is refused");
    assert!(err.to_string().contains("stale"), "{err}");
    rw.rollback();
    // The fresh match applies: `c` is replaced by a `test.done` of the same operand and type.
    let mut rw = Rewriter::new(&mut ir, &mut listener, c);
    set.apply(&mut state, &mut rw, &fresh[0]).expect("applies");
    rw.commit().expect("commits");
    let done = ops_named(&ir, "test.done");
    assert_eq!(done.len(), 1);
    assert_eq!(ir.operand(done[0], 0), b_result);
    assert_eq!(ir.value_type(ir.result(done[0], 0)), f32_ty);
}
