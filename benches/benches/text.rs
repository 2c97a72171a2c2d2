//! Reading and printing MLIR text at scale (1,000,000 operations), and a small file.

use criterion::{criterion_main, Criterion, Throughput};
use pdl_benches::chain_mlir;
use pdl_runtime::text::{parse, print_generic};

fn text(c: &mut Criterion) {
    for &n in &[1_000usize, 1_000_000] {
        let src = chain_mlir(n);
        let mut g = c.benchmark_group(format!("text_{n}_ops"));
        g.throughput(Throughput::Elements(n as u64));
        if n >= 100_000 {
            g.sample_size(10);
        }
        g.bench_function("read", |b| {
            b.iter(|| parse(&src, "bench.mlir").expect("valid"))
        });
        let ir = parse(&src, "bench.mlir").expect("valid");
        g.bench_function("print", |b| b.iter(|| print_generic(&ir)));
        g.finish();
    }
}

#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::text);
}
use group::benches;
criterion_main!(benches);
