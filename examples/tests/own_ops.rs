//! The `own_ops` example, run: its `toy` dialect gives what mlir-opt-22 gives for the same
//! payload written with `arith` (`data/own_ops_arith.mlir`, golden
//! `data/own_ops_arith.expected.mlir`), op for op, and the arith mirror gives the golden
//! through pdl-rs's core dialects.

#[allow(dead_code)]
#[path = "../examples/own_ops.rs"]
mod own_ops;

use std::path::Path;

use pdl_codegen::load::load_file;
use pdl_examples::mlp::read_case;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

const ARITH_CASE: &str = include_str!("../data/own_ops_arith.mlir");
const ARITH_EXPECTED: &str = include_str!("../data/own_ops_arith.expected.mlir");

/// The operations of the `@ir` module in the golden, renamed to the toy dialect (arith's
/// properties written as the toy ops' attributes, arith's default overflow flags dropped).
fn golden_as_toy() -> Vec<String> {
    ARITH_EXPECTED
        .lines()
        .filter(|l| l.starts_with("    "))
        .map(|l| {
            l.trim()
                .replace(" <{overflowFlags = #arith.overflow<none>}>", "")
                .replace("<{value = ", "{value = ")
                .replace(" : i32}>", " : i32}")
                .replace("arith.constant", "toy.constant")
                .replace("arith.addi", "toy.add")
                .replace("arith.muli", "toy.mul")
                .replace("\"test.", "\"toy.")
        })
        .collect()
}

#[test]
fn the_example_folds_its_own_dialect_as_mlir_folds_arith() {
    let (before, after, rewrites) = own_ops::run().unwrap();
    assert_eq!(rewrites, 1, "one pattern rewrite; the rest is folding");
    assert!(before.contains("toy.square"), "{before}");
    let body: Vec<String> = after
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(body, golden_as_toy(), "{after}");
}

#[test]
fn without_the_dialect_nothing_folds() {
    // The same payload and pattern with `toy` unregistered: only the pattern applies.
    let mut ir = pdl_runtime::text::parse(own_ops::PAYLOAD, "payload.mlir").unwrap();
    let set =
        pdl_codegen::load::load_pdll::<Ir>(own_ops::PATTERN, "p.pdll", &Natives::with_builtins())
            .unwrap();
    let top = ir.root();
    let out = apply_patterns_greedily(&mut ir, top, &set, &GreedyConfig::default()).unwrap();
    assert_eq!(out.rewrites, 1);
    let text = pdl_runtime::text::print_generic(&ir);
    assert_eq!(text.matches("toy.constant").count(), 3, "{text}");
    assert_eq!(text.matches("toy.mul").count(), 3, "{text}");
}

#[test]
fn the_arith_mirror_gives_mlir_opts_output() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/own_ops_arith.mlir");
    let (mut ir, scope) = read_case(ARITH_CASE, "data/own_ops_arith.mlir").unwrap();
    let set = load_file::<Ir>(&file, &Natives::with_builtins()).unwrap();
    let out = apply_patterns_greedily(&mut ir, scope, &set, &GreedyConfig::default()).unwrap();
    assert!(out.converged);
    assert_eq!(pdl_runtime::text::print_generic(&ir), ARITH_EXPECTED);
}
