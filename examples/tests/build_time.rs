//! The pattern sets `build.rs` compiles to Rust: seed 000's FC layer on the bundled
//! perceptron gives what mlir-opt-22 gives (`data/mlp.expected.mlir`) and what the VM gives
//! for the same pattern file; the generated code's committed snapshot is current.

use std::path::Path;

use pdl_codegen::load::load_file;
use pdl_examples::compiled::{FcLayer, FoldNeg};
use pdl_examples::mlp::{read_case, MLP_EXPECTED, MLP_MLIR};
use pdl_examples::tiny_ir::Graph;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

fn manifest(p: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// Applies `set` to the perceptron's `@ir` module and prints the whole file, as the test
/// pass does.
fn apply_to_mlp<S: pdl_runtime::rewrite::Applicator<Ir>>(set: &S) -> (String, u64) {
    let (mut ir, scope) = read_case(MLP_MLIR, "data/mlp.mlir").unwrap();
    let out = apply_patterns_greedily(&mut ir, scope, set, &GreedyConfig::default()).unwrap();
    assert!(out.converged);
    ir.verify().unwrap();
    (pdl_runtime::text::print_generic(&ir), out.rewrites)
}

#[test]
fn the_compiled_fc_layer_set_gives_mlir_opts_output() {
    let (native, rewrites) = apply_to_mlp(&FcLayer);
    assert_eq!(rewrites, 2, "both layers fuse");
    assert_eq!(native, MLP_EXPECTED);
}

#[test]
fn the_compiled_fc_layer_set_agrees_with_the_vm() {
    let vm = load_file::<Ir>(
        &manifest("patterns/fc_layer.pdl"),
        &Natives::with_builtins(),
    )
    .unwrap();
    let (by_vm, vm_rewrites) = apply_to_mlp(&vm);
    let (native, native_rewrites) = apply_to_mlp(&FcLayer);
    assert_eq!(native, by_vm);
    assert_eq!(native_rewrites, vm_rewrites);
}

#[test]
fn the_compiled_fold_neg_set_runs_on_both_irs_like_the_vm() {
    const PAYLOAD: &str = "%0 = \"test.src\"() : () -> i32\n%1 = \"test.neg\"(%0) : (i32) -> i32\n%2 = \"test.neg\"(%1) : (i32) -> i32\n%3 = \"test.add\"(%2, %2) : (i32, i32) -> i32\n\"test.sink\"(%3) : (i32) -> ()\n";
    let run = |set: &dyn Fn(&mut Ir) -> u64| {
        let mut ir = pdl_runtime::text::parse(PAYLOAD, "p.mlir").unwrap();
        let n = set(&mut ir);
        (pdl_runtime::text::print_generic(&ir), n)
    };
    let config = GreedyConfig::default();
    let native = run(&|ir| {
        let top = ir.root();
        apply_patterns_greedily(ir, top, &FoldNeg, &config)
            .unwrap()
            .rewrites
    });
    let vm_set = load_file::<Ir>(
        &manifest("patterns/fold_neg.pdll"),
        &Natives::with_builtins(),
    )
    .unwrap();
    let vm = run(&|ir| {
        let top = ir.root();
        apply_patterns_greedily(ir, top, &vm_set, &config)
            .unwrap()
            .rewrites
    });
    assert_eq!(native, vm);
    assert_eq!(native.1, 2);
    // neg(neg(x)) folded, then add(x, x) -> mul(x, 2).
    assert!(native.0.contains("\"test.mul\"(%0, %2)"), "{}", native.0);

    // The same generated code over a user's own IR.
    let mut g = Graph::new();
    let src = g.push("test.src", &[], &["i32"], &[]);
    let x = g.result(src, 0);
    let n1 = g.push("test.neg", &[x], &["i32"], &[]);
    let v1 = g.result(n1, 0);
    let n2 = g.push("test.neg", &[v1], &["i32"], &[]);
    let v2 = g.result(n2, 0);
    let sink = g.push("test.sink", &[v2], &[], &[]);
    let top = g.top();
    let out = apply_patterns_greedily(&mut g, top, &FoldNeg, &GreedyConfig::default()).unwrap();
    assert_eq!(out.rewrites, 1);
    assert_eq!(PayloadRead::operand(&g, sink, 0), x);
}

/// The generated code for seed 000's FC layer, committed for reading: it must be what the
/// build generates now (`UPDATE_SNAPSHOTS=1 cargo test -p pdl-examples` rewrites it), a
/// native state machine (a `for` loop over users, no bytecode, no VM).
#[test]
fn the_fc_layer_snapshot_is_current_and_native() {
    let snapshot_path = manifest("snapshots/fc_layer.rs");
    let generated = include_str!(concat!(env!("OUT_DIR"), "/fc_layer.rs"));
    // What the build wrote is what the Builder (and `pdl-opt --emit=rust`) generates now.
    let builder = pdl_codegen::Builder::new()
        .generate("patterns/fc_layer.pdl")
        .unwrap();
    assert_eq!(generated, builder);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&snapshot_path, generated).unwrap();
    }
    let snapshot = std::fs::read_to_string(&snapshot_path).unwrap_or_default();
    assert!(
        snapshot == generated,
        "snapshots/fc_layer.rs is stale: run `UPDATE_SNAPSHOTS=1 cargo test -p pdl-examples` and read the diff"
    );
    let file = syn::parse_file(&snapshot).unwrap();
    assert!(file.attrs.is_empty(), "no inner attributes");
    let code: String = snapshot
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    // A loop over the users of a value (to reach the other roots), written as Rust.
    assert!(
        code.contains("for user in") && code.contains("native::users_iter("),
        "a `for` loop over users"
    );
    for banned in [
        "bytecode",
        "vm::Program",
        "Instr",
        "PdlPatternSet",
        "Machine",
    ] {
        assert!(!code.contains(banned), "the code mentions {banned}");
    }
    // The VM's module is named only for its tracing trait, shared by both back ends.
    assert_eq!(
        code.matches("vm::").count(),
        code.matches("vm::exec::Tracer").count()
    );
    // Comments name the file, the pattern and where it is written.
    assert!(snapshot.starts_with("// @generated by pdl-codegen from patterns/fc_layer.pdl"));
    assert!(snapshot.contains("@fc_layer"));
    assert!(snapshot.contains("patterns/fc_layer.pdl:8:"), "{snapshot}");
}
