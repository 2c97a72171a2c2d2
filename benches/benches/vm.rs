//! The bytecode VM's matcher against the number of patterns: group `vm_match`, `K` = 10,
//! 100 and 1,000 single-root patterns over a 10,000-operation chain that uses every root
//! name. Each iteration matches every operation once (match only, no rewrite); throughput
//! is operations, so the report gives time per operation for each `K`. Root dispatch is a
//! hash lookup once the set is bound, so time per operation should stay flat in `K` (MLIR
//! scans its case list linearly). Group `vm_apply` runs the greedy driver (match and
//! rewrite) on a fresh copy of the chain.

use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use pdl_benches::vm_sets::{chain_payload, single_root_set};
use pdl_runtime::access::PayloadRead;
use pdl_runtime::rewrite::driver::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::rewrite::pattern::PatternSet;

const OPS: usize = 10_000;

fn vm_match(c: &mut Criterion) {
    let mut g = c.benchmark_group("vm_match");
    g.sample_size(20);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(2));
    g.throughput(Throughput::Elements(OPS as u64 + 1));
    for &k in &[10usize, 100, 1_000] {
        let set = single_root_set(k).expect("generated set loads");
        let mut ir = chain_payload(OPS, k).expect("generated payload parses");
        let mut state = set.prepare(&mut ir).expect("binds");
        let root = ir.root();
        let mut ops = ir.nested_ops(root, true);
        ops.pop();
        let mut matches = Vec::new();
        g.bench_function(BenchmarkId::from_parameter(k), |b| {
            b.iter(|| {
                let mut found = 0usize;
                for &op in &ops {
                    matches.clear();
                    set.match_op(
                        &mut state,
                        &mut ir,
                        op,
                        &mut matches,
                        &mut pdl_runtime::vm::exec::NoTrace,
                    );
                    found += matches.len();
                }
                assert_eq!(found, OPS);
            })
        });
    }
    g.finish();
}

fn vm_apply(c: &mut Criterion) {
    let mut g = c.benchmark_group("vm_apply");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(2));
    g.throughput(Throughput::Elements(OPS as u64));
    for &k in &[10usize, 1_000] {
        let set = single_root_set(k).expect("generated set loads");
        g.bench_function(BenchmarkId::from_parameter(k), |b| {
            b.iter_batched(
                || chain_payload(OPS, k).expect("generated payload parses"),
                |mut ir| {
                    let root = ir.root();
                    let out =
                        apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default())
                            .expect("applies");
                    assert_eq!(out.rewrites, OPS as u64);
                },
                criterion::BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

fn benches() {
    let mut c = Criterion::default().configure_from_args();
    vm_match(&mut c);
    vm_apply(&mut c);
}

criterion_main!(benches);
