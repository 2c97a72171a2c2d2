//! The three back ends of the benchmarks do the same work: on small instances of every
//! workload (`workloads::golden`), the native back end, the bytecode VM and the hand-written
//! patterns each rewrite the case file's `module @ir` to exactly what
//! `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-op-generic`
//! prints (goldens in `tests/golden/`, made by `tests/golden/regen.sh`), with as many
//! rewrites as the workload says; and matching alone finds one match per rewrite.

use std::path::PathBuf;

use pdl_benches::hand::{self, Chain5, FcLayer, HandMatcher, OpToDone, PrefixRoot};
use pdl_benches::workloads::{self, Workload};
use pdl_codegen::compile::{child_module, read_case_file};
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::Applicator;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::rewrite::{Pattern, PatternSet};

mod native {
    pdl_runtime::include_patterns!("fc_layer");
    pdl_runtime::include_patterns!("chain5");
    pdl_runtime::include_patterns!("many10");
    pdl_runtime::include_patterns!("prefix10");
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// The case file of `w` with its `@patterns` module erased, and its `@ir` module.
fn read(w: &Workload) -> (Ir, OpId) {
    let case = read_case_file(&w.case_file(), &w.name).expect("the case file reads");
    let mut ir = case.ir;
    if let Some((_, patterns)) = case.patterns {
        ir.erase_op(patterns);
    }
    let scope = child_module(&ir, "ir").expect("a module @ir");
    (ir, scope)
}

/// Applies `set` to `w`'s payload; the printed result.
fn apply<A: Applicator<Ir>>(w: &Workload, set: &A) -> String {
    apply_made(w, |_| set)
}

/// Applies the set `make` makes for `w`'s payload (hand-written patterns intern their
/// names in the payload they apply to); the printed result.
fn apply_made<A: Applicator<Ir>, R: std::ops::Deref<Target = A>>(
    w: &Workload,
    make: impl FnOnce(&mut Ir) -> R,
) -> String {
    let (mut ir, scope) = read(w);
    let set = make(&mut ir);
    let out = apply_patterns_greedily(&mut ir, scope, &*set, &GreedyConfig::default())
        .unwrap_or_else(|e| panic!("{}: {e:?}", w.name));
    assert!(out.converged, "{}: did not converge", w.name);
    assert_eq!(out.rewrites, w.rewrites as u64, "{}: rewrites", w.name);
    pdl_runtime::text::print_generic(&ir)
}

/// The number of matches of a PDL set over every operation of `w`'s payload.
fn count_pdl<S: PatternSet<Ir>>(w: &Workload, set: &S) -> usize {
    let (mut ir, scope) = read(w);
    let mut state = set.prepare(&mut ir).expect("binds");
    let ops = pdl_benches::payload_ops(&ir, scope);
    pdl_benches::count_pdl_matches(set, &mut state, &mut ir, &ops, &mut Vec::new())
}

/// The number of matches of hand-written patterns over every operation of `w`'s payload.
fn count_hand<T: Pattern<Ir>>(w: &Workload, make: impl Fn(&mut Ir) -> Vec<T>) -> usize {
    let (mut ir, scope) = read(w);
    let patterns = make(&mut ir);
    let matcher = HandMatcher::new(&patterns, &mut ir);
    let ops = pdl_benches::payload_ops(&ir, scope);
    matcher.count_matches(&ir, &ops)
}

/// Checks one workload: its committed case file is what the generator writes, and every
/// back end gives MLIR's result.
fn check<S, T>(w: &Workload, native: &S, make: impl Fn(&mut Ir) -> Vec<T>)
where
    S: PatternSet<Ir> + Applicator<Ir>,
    T: Pattern<Ir> + 'static,
{
    let case = golden_dir().join(format!("{}.mlir", w.name));
    if std::env::var_os("WRITE_GOLDEN_INPUTS").is_some() {
        std::fs::write(&case, w.case_file()).expect("writes the case file");
        return;
    }
    let committed = std::fs::read_to_string(&case).expect("the committed case file");
    assert_eq!(
        committed,
        w.case_file(),
        "{}: the generator changed; run tests/golden/regen.sh",
        w.name
    );
    let golden = golden_dir().join(format!("{}.expected.mlir", w.name));
    let expected = std::fs::read_to_string(golden).expect("the committed golden");
    let (ir, scope) = read(w);
    assert_eq!(
        pdl_benches::payload_ops(&ir, scope).len(),
        w.ops,
        "{}: ops",
        w.name
    );
    let vm = pdl_benches::vm_set(w).expect("the patterns load");
    let hand = apply_made(w, |ir| Box::new(hand::frozen(make(ir))));
    for (backend, got) in [
        ("native", apply(w, native)),
        ("vm", apply(w, &vm)),
        ("hand", hand),
    ] {
        assert!(
            got == expected,
            "{}: the {backend} back end differs from MLIR:\n--- expected\n{expected}\n--- got\n{got}",
            w.name
        );
    }
    assert_eq!(
        count_pdl(w, native),
        w.rewrites,
        "{}: native matches",
        w.name
    );
    assert_eq!(count_pdl(w, &vm), w.rewrites, "{}: VM matches", w.name);
    assert_eq!(count_hand(w, &make), w.rewrites, "{}: hand matches", w.name);
}

#[test]
fn mlp_backends_agree_with_mlir() {
    check(&workloads::golden()[0], &native::FcLayer, |ir: &mut Ir| {
        vec![FcLayer::new(ir)]
    });
}

#[test]
fn many_backends_agree_with_mlir() {
    check(&workloads::golden()[1], &native::Many10, |_: &mut Ir| {
        (0..10).map(OpToDone::new).collect()
    });
}

#[test]
fn prefix_backends_agree_with_mlir() {
    check(&workloads::golden()[2], &native::Prefix10, |ir: &mut Ir| {
        (0..10).map(|i| PrefixRoot::new(ir, i).unwrap()).collect()
    });
}

#[test]
fn chain_backends_agree_with_mlir() {
    check(&workloads::golden()[3], &native::Chain5, |ir: &mut Ir| {
        vec![Chain5::new(ir)]
    });
}

/// What a rewrite creates takes the records of what the rewrites before it erased
/// ([`Ir::recycle`], called by the greedy driver): on the perceptron, each fusion erases seven
/// operations and creates one, so only the first fusion grows the operation arena, whichever
/// back end runs it; the output is MLIR's all the same (the tests above).
#[test]
fn rewrites_take_the_records_of_what_earlier_rewrites_erased() {
    let w = &workloads::golden()[0];
    let grown = |apply: &dyn Fn(&mut Ir, OpId)| {
        let (mut ir, scope) = read(w);
        let (ops, values) = (ir.num_op_records(), ir.num_value_records());
        apply(&mut ir, scope);
        (ir.num_op_records() - ops, ir.num_value_records() - values)
    };
    let config = GreedyConfig::default();
    let native = grown(&|ir, scope| {
        apply_patterns_greedily(ir, scope, &native::FcLayer, &config).unwrap();
    });
    let vm = grown(&|ir, scope| {
        let set = pdl_benches::vm_set(w).expect("the patterns load");
        apply_patterns_greedily(ir, scope, &set, &config).unwrap();
    });
    let hand = grown(&|ir, scope| {
        let set = hand::frozen([FcLayer::new(ir)]);
        apply_patterns_greedily(ir, scope, &set, &config).unwrap();
    });
    assert!(w.rewrites > 2, "the workload makes several fusions");
    eprintln!("{native:?} {vm:?} {hand:?} of {} rewrites", w.rewrites);
    assert_eq!(native.0, 1, "operation records added (native)");
    assert_eq!(vm.0, 1, "operation records added (VM)");
    assert_eq!(hand.0, 1, "operation records added (hand-written)");
}
