//! Loading patterns at run time (`pdl_codegen::load::load_pdl`: read, check, lower, emit
//! bytecode, freeze with natives), group `load`: `mix/N` is the lowering benchmark's
//! generated set ([`pdl_benches::pattern_sets::pattern_set_pdl`]), `many/N` the `many-K`
//! workload's patterns ([`pdl_benches::workloads::many_patterns`]), for N = 100 and 1,000.
//! Both include dropping the loaded set.
//!
//! Stage by stage, with N = 10,000 and the growth in memory:
//! `cargo run --release -p pdl-benches --bin load-scale`.

use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use pdl_benches::pattern_sets::pattern_set_pdl;
use pdl_benches::workloads::many_patterns;
use pdl_runtime::ir::Ir;
use pdl_runtime::value::{Natives, Signature};

/// The natives both sets call: MLIR's test pass's, and the mix's constraints and rewriter.
fn natives() -> Natives<Ir> {
    let mut n = Natives::<Ir>::mlir_test_pass();
    for i in 0..7 {
        n.register_constraint(&format!("check{i}"), Signature::any(), |_, _| Ok(vec![]));
    }
    n.register_rewrite("guarded_rewrite", Signature::any(), |_, _| Ok(vec![]));
    n
}

fn loading(c: &mut Criterion) {
    let natives = natives();
    let mut g = c.benchmark_group("load");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    for &n in &[100usize, 1_000] {
        g.throughput(Throughput::Elements(n as u64));
        g.measurement_time(Duration::from_secs(if n >= 1_000 { 3 } else { 2 }));
        for (set, src) in [("mix", pattern_set_pdl(n)), ("many", many_patterns(n))] {
            g.bench_with_input(BenchmarkId::new(set, n), &src, |b, src| {
                b.iter(|| {
                    pdl_codegen::load::load_pdl(src, "gen.mlir", &natives)
                        .expect("generated set loads")
                })
            });
        }
    }
    g.finish();
}

#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::loading);
}
use group::benches;

criterion_main!(benches);
