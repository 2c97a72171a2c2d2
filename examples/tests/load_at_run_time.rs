//! The run-time loading example's pattern file, applied to both IRs, with the expected
//! results written by hand from the patterns' meaning.

use std::path::Path;

use pdl_codegen::load::load_file;
use pdl_examples::tiny_ir::Graph;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

fn file() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("patterns/fold_neg.pdll")
}

#[test]
fn the_pattern_file_rewrites_runtime_ir() {
    let set = load_file::<Ir>(&file(), &Natives::with_builtins()).unwrap();
    let mut ir = pdl_runtime::text::parse(
        "%0 = \"test.src\"() : () -> i32\n%1 = \"test.neg\"(%0) : (i32) -> i32\n%2 = \"test.neg\"(%1) : (i32) -> i32\n%3 = \"test.add\"(%2, %2) : (i32, i32) -> i32\n\"test.sink\"(%3) : (i32) -> ()\n",
        "p.mlir",
    )
    .unwrap();
    let top = ir.root();
    let out = apply_patterns_greedily(&mut ir, top, &set, &GreedyConfig::default()).unwrap();
    assert!(out.converged);
    assert_eq!(out.rewrites, 2);
    assert_eq!(
        pdl_runtime::text::print_generic(&ir),
        "\"builtin.module\"() ({\n  %0 = \"test.src\"() : () -> i32\n  %1 = \"test.neg\"(%0) : (i32) -> i32\n  %2 = \"test.const\"() {value = 2 : i32} : () -> i32\n  %3 = \"test.mul\"(%0, %2) : (i32, i32) -> i32\n  \"test.sink\"(%3) : (i32) -> ()\n}) : () -> ()\n\n"
    );
}

#[test]
fn the_pattern_file_rewrites_a_users_own_ir() {
    let set = load_file::<Graph>(&file(), &Natives::with_builtins()).unwrap();
    let mut g = Graph::new();
    let src = g.push("test.src", &[], &["i32"], &[]);
    let x = pdl_runtime::access::PayloadRead::result(&g, src, 0);
    let n1 = g.push("test.neg", &[x], &["i32"], &[]);
    let v1 = pdl_runtime::access::PayloadRead::result(&g, n1, 0);
    let n2 = g.push("test.neg", &[v1], &["i32"], &[]);
    let v2 = pdl_runtime::access::PayloadRead::result(&g, n2, 0);
    g.push("test.sink", &[v2], &[], &[]);
    let top = g.top();
    let out = apply_patterns_greedily(&mut g, top, &set, &GreedyConfig::default()).unwrap();
    assert_eq!(out.rewrites, 1);
    assert_eq!(
        g.to_string(),
        "%0 = \"test.src\"() : () -> i32\n%1 = \"test.neg\"(%0) : (i32) -> i32\n\"test.sink\"(%0) : (i32) -> ()\n"
    );
}

#[test]
fn the_frozen_set_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<pdl_runtime::vm::PdlPatternSet<Ir>>();
    assert_send_sync::<pdl_runtime::vm::PdlPatternSet<Graph>>();
}
