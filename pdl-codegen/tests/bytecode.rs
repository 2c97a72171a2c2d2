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
            Instr::Foreach { exit, .. } => vec![*exit],
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
