//! Properties of the matcher program beyond the byte-for-byte comparison with MLIR: every
//! program is well formed (values defined before use, in dominating blocks); where MLIR's
//! lowering is wrong we are not; seed 000's multi-root form; diagnostics instead of crashes.

use std::path::{Path, PathBuf};

use crate::emit::dot;
use crate::program::print as interp_text;
use crate::program::Op;
use crate::program::Program;
use crate::syntax::pdl::{parse_pdl, read_pdl};

/// The default lowering (the tests were written against it).
fn lower(
    set: &crate::model::PatternSet,
) -> Result<crate::program::Program, Vec<crate::diag::Diagnostic>> {
    crate::lower::lower_with(set, crate::lower::LowerOptions::default())
}

fn path(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

fn read(p: &str) -> String {
    std::fs::read_to_string(path(p)).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn lowered(p: &str) -> Program {
    let src = read(p);
    let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{p}: {}", d[0].render(p, &src)));
    lower(&set).unwrap_or_else(|d| panic!("{p}: {}", d[0].render(p, &src)))
}

/// All operations of the program's matcher and rewriters, nested regions included.
fn all_ops(prog: &Program) -> Vec<&Op> {
    let mut out = Vec::new();
    let mut regions = vec![prog.matcher.body];
    regions.extend(prog.rewriters.iter().map(|f| f.body));
    while let Some(r) = regions.pop() {
        for &b in &prog.region(r).blocks {
            for op in &prog.block(b).ops {
                if let Op::Foreach { body, .. } = op {
                    regions.push(*body);
                }
                out.push(op);
            }
        }
    }
    out
}

macro_rules! pdl_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDL corpus files, as the build script listed them (checked against the folder
        /// by `pdl_corpus.rs`).
        const PDL_FILES: &[&str] = &[$($file),*];

        /// Each corpus file's lowered program verifies as MLIR IR.
        mod every_corpus_program_verifies {
            $(#[test]
            fn $name() {
                super::program_verifies($file);
            })*
        }

        /// Each corpus file's program lowered root name first verifies too.
        mod every_root_first_program_verifies {
            $(#[test]
            fn $name() {
                super::root_first_program_verifies($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl.rs"));

#[test]
fn the_corpus_has_enough_programs() {
    let n = PDL_FILES.len();
    assert!(n >= 40, "only {n} files");
}

fn root_first_program_verifies(name: &str) {
    let p = format!("tests/corpus/pdl/{name}");
    let src = read(&p);
    let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{p}: {}", d[0].render(&p, &src)));
    let options =
        crate::lower::LowerOptions::default().with_order(crate::lower::MatchOrder::RootNameFirst);
    let prog = crate::lower::lower_with(&set, options)
        .unwrap_or_else(|d| panic!("{p}: {}", d[0].render(&p, &src)));
    let ir = interp_text::to_ir(&prog, Some("patterns"));
    if let Err(e) = ir.verify() {
        panic!("{name}: the root-name-first program does not verify: {e:?}");
    }
}

fn program_verifies(name: &str) {
    let prog = lowered(&format!("tests/corpus/pdl/{name}"));
    let ir = interp_text::to_ir(&prog, Some("patterns"));
    if let Err(e) = ir.verify() {
        panic!("{name}: the lowered program does not verify: {e:?}");
    }
    // Every block ends with exactly one terminator, and only there.
    for f in std::iter::once(&prog.matcher).chain(&prog.rewriters) {
        let entry = prog.entry(f);
        assert!(
            !prog.block(entry).ops.is_empty(),
            "{name}: empty entry block"
        );
    }
}

#[test]
fn constraint_results_are_used_in_the_branch_that_applies_the_constraint() {
    // MLIR 22 fails on this file (its golden error is committed beside it).
    let file = "tests/corpus/pdl-mlir-bugs/constraint_results_two_branches.mlir";
    let mlir_error = read("tests/corpus/pdl-mlir-bugs/constraint_results_two_branches.mlir-error");
    assert!(
        mlir_error.contains("does not dominate this use"),
        "{mlir_error}"
    );
    let prog = lowered(file);
    let ir = interp_text::to_ir(&prog, Some("patterns"));
    ir.verify().expect("our program verifies");
    let attr_of = all_ops(&prog)
        .into_iter()
        .filter(|op| matches!(op, Op::ApplyConstraint { name, .. } if name == "attr_of"))
        .count();
    assert_eq!(attr_of, 2, "one application of attr_of per branch");
    // Apart from which value `scaled` takes, ours is MLIR's (failing) output.
    let mlir =
        read("tests/corpus/pdl-mlir-bugs/constraint_results_two_branches.mlir-after-failure");
    let ours = interp_text::print(&prog, Some("patterns"));
    let anon = |t: &str| -> Vec<String> {
        t.trim_end()
            .lines()
            .map(|l| {
                l.split(['%'])
                    .enumerate()
                    .map(|(i, part)| {
                        if i == 0 {
                            part.to_string()
                        } else {
                            let rest = part.trim_start_matches(|c: char| c.is_ascii_alphanumeric());
                            format!("%v{rest}")
                        }
                    })
                    .collect::<String>()
            })
            .collect()
    };
    assert_eq!(anon(&ours), anon(&mlir));
    let scaled = |t: &str| {
        t.lines()
            .find(|l| l.contains("name = \"scaled\""))
            .map(str::to_string)
            .unwrap_or_default()
    };
    assert_ne!(
        scaled(&ours),
        scaled(&mlir),
        "MLIR's operand is the other branch's"
    );
}

#[test]
fn seed_000_multi_root_form_lowers_with_loops_over_users() {
    let prog = lowered("tests/data/fc_layer_multi_root.pdl");
    let ops = all_ops(&prog);
    let loops = ops
        .iter()
        .filter(|op| matches!(op, Op::Foreach { .. }))
        .count();
    assert_eq!(loops, 2, "two upward traversals (weight_sub, bias_sub)");
    // The matcher starts from relu, the optimal root (cost 2).
    let root_kind = ops
        .iter()
        .find_map(|op| match op {
            Op::RecordMatch { root_kind, .. } => root_kind.clone(),
            _ => None,
        })
        .expect("root kind");
    assert_eq!(root_kind, "tf.Relu");
    // The external rewriter takes the three roots, in the order the rewrite lists them.
    let record = ops
        .iter()
        .find_map(|op| match op {
            Op::RecordMatch { inputs, .. } => Some(inputs.len()),
            _ => None,
        })
        .expect("record_match");
    assert_eq!(record, 3);
    let rewriter_args = prog.block(prog.entry(&prog.rewriters[0])).args.len();
    assert_eq!(rewriter_args, 3);
    let ir = interp_text::to_ir(&prog, Some("patterns"));
    ir.verify().expect("verifies");
}

#[test]
fn disconnected_roots_are_a_diagnostic_at_the_pattern() {
    let src = read("tests/data/lower_disconnected_roots.mlir");
    // MLIR's verifier (our sema) rejects the pattern...
    assert!(parse_pdl(&src).is_err());
    // ...and the lowering, given it unchecked, reports instead of crashing.
    let set = read_pdl(&src).expect("reads");
    let errors = lower(&set).expect_err("cannot lower");
    let text = errors[0].render("lower_disconnected_roots.mlir", &src);
    assert!(text.contains("not connected"), "{text}");
    assert!(
        text.contains("lower_disconnected_roots.mlir:5:3"),
        "located at the pattern: {text}"
    );
}

#[test]
fn dot_view_has_a_node_per_block_and_a_cluster_per_loop() {
    let prog = lowered("tests/corpus/pdl/m_fc_layer_multi_root.mlir");
    let text = dot::matcher_dot(&prog);
    assert!(text.starts_with("digraph matcher {"));
    assert!(text.trim_end().ends_with('}'));
    assert_eq!(text.matches("subgraph cluster_").count(), 2, "{text}");
    assert!(text.contains("[label=\"yes\"]") && text.contains("[label=\"no\"]"));
    assert!(text.contains("match "), "a record_match node: {text}");
    let blocks = all_ops(&prog).len();
    assert!(blocks > 0);
}

#[test]
fn large_sets_rank_as_mlir_does_without_overflow() {
    // 1,200 identical patterns: the secondary score (a sum of squared counts) exceeds
    // u32 and wraps, as MLIR's `unsigned` does; every pattern is still recorded, in order.
    let mut src = String::from("module @patterns {\n");
    for k in 0..1200 {
        src.push_str(&format!(
            "  pdl.pattern @p{k} : benefit(1) {{\n    %op = pdl.operation \"test.op\"\n    pdl.rewrite %op with \"r\"\n  }}\n"
        ));
    }
    src.push_str("}\n");
    let set = parse_pdl(&src).expect("parse");
    let prog = lower(&set).expect("lower");
    let recorded: Vec<usize> = all_ops(&prog)
        .into_iter()
        .filter_map(|op| match op {
            Op::RecordMatch { pattern, .. } => Some(*pattern),
            _ => None,
        })
        .collect();
    assert_eq!(recorded.len(), 1200);
    assert_eq!(prog.rewriters.len(), 1200);
}
