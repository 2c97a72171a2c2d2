//! Lowering generated pattern sets of 10, 100 and 1,000 patterns to the matcher program
//! (`--convert-pdl-to-pdl-interp`), against the baseline of parsing the same set: group
//! `lower`, with `parse/N` (parse_pdl alone) and `parse+lower/N` (parse_pdl, then lower), so
//! the report shows what lowering costs relative to reading the patterns. Both include
//! dropping what they built (the pattern set; the set and the program).
//!
//! The comparison with `mlir-opt-22` itself is `lower-scale` (a separate process cannot be
//! a criterion baseline): `cargo run --release -p pdl-benches --bin lower-scale`.

use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use pdl_benches::pattern_sets::pattern_set_pdl;
use pdl_codegen::{Diagnostic, LowerOptions, PatternSet, Program};

use pdl_codegen::compile::parse_pdl;

fn lowering(c: &mut Criterion) {
    let mut g = c.benchmark_group("lower");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    for &n in &[10usize, 100, 1_000] {
        let src = pattern_set_pdl(n);
        g.throughput(Throughput::Elements(n as u64));
        g.measurement_time(Duration::from_secs(if n >= 1_000 { 3 } else { 2 }));
        g.bench_with_input(BenchmarkId::new("parse", n), &src, |b, src| {
            b.iter(|| parse_pdl(src).expect("generated set parses"))
        });
        g.bench_with_input(BenchmarkId::new("parse+lower", n), &src, |b, src| {
            b.iter(|| {
                let set = parse_pdl(src).expect("generated set parses");
                lower(&set).expect("generated set lowers")
            })
        });
    }
    g.finish();
}

#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::lowering);
}
use group::benches;

/// Lowers with the default options.
fn lower(set: &PatternSet) -> Result<Program, Vec<Diagnostic>> {
    pdl_codegen::compile::lower(set, LowerOptions::default())
}
criterion_main!(benches);
