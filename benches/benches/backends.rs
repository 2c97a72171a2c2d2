//! The back ends against each other, on identical inputs in one process: the native back end
//! (pattern sets compiled to Rust by this crate's build script), the bytecode VM (the same
//! PDL loaded at run time) and hand-written Rust patterns ([`pdl_benches::hand`]).
//!
//! Groups `<workload>_match` match every operation of the payload once and count the
//! matches (no rewrite); groups `<workload>_rewrite` run the greedy driver to a fixpoint on a
//! fresh copy of the payload (the copy is made outside the timed part). The workloads are
//! those of [`pdl_benches::workloads`]: `mlp` (N = 40, 400, 4,000), `many` and `prefix`
//! (K = 10, 100, 1,000) and `chain` (1,000,000 ops). Throughput is payload operations, so
//! criterion reports time per operation. Benchmark ids are `<backend>/<param>`, backend
//! `native`, `vm` or `hand`.
//!
//! Also writes `<criterion home>/pdl-workloads.json` (operations, matches and rewrites per
//! iteration), which `benches/report.py` reads beside criterion's estimates to make the
//! README's table and chart.
//!
//! ```text
//! cargo bench -p pdl-benches --bench backends            # everything (about 10 minutes)
//! cargo bench -p pdl-benches --bench backends -- many_   # one workload
//! python3 benches/report.py
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_main, BatchSize, BenchmarkGroup, BenchmarkId, Criterion, Throughput};
use pdl_benches::hand::{self, Chain5, FcLayer, HandMatcher, OpToDone, PrefixRoot};
use pdl_benches::workloads::{self, Workload};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::Applicator;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::rewrite::{Pattern, PatternSet};

/// The pattern sets compiled by the build script (the native back end).
mod native {
    pdl_runtime::include_patterns!("fc_layer");
    pdl_runtime::include_patterns!("chain5");
    pdl_runtime::include_patterns!("many10");
    pdl_runtime::include_patterns!("many100");
    pdl_runtime::include_patterns!("many1000");
    pdl_runtime::include_patterns!("prefix10");
    pdl_runtime::include_patterns!("prefix100");
    pdl_runtime::include_patterns!("prefix1000");
}

type Group<'a> = BenchmarkGroup<'a, criterion::measurement::WallTime>;

/// What one iteration of each benchmark does, for `pdl-workloads.json`.
#[derive(Default)]
struct Facts(BTreeMap<String, (usize, usize, usize)>);

/// Matches every operation of a copy of `ir` with a PDL set (native or VM).
fn match_pdl<S: PatternSet<Ir>>(g: &mut Group<'_>, id: BenchmarkId, set: &S, ir: &Ir, want: usize) {
    let mut ir = ir.clone();
    let mut state = set.prepare(&mut ir).expect("the set binds to the payload");
    let ops = pdl_benches::payload_ops(&ir, ir.root());
    let mut matches = Vec::new();
    g.bench_function(id, |b| {
        b.iter(|| {
            let found =
                pdl_benches::count_pdl_matches(set, &mut state, &mut ir, &ops, &mut matches);
            assert_eq!(found, want);
        })
    });
}

/// Matches every operation of `ir` with hand-written patterns.
fn match_hand<T: Pattern<Ir>>(
    g: &mut Group<'_>,
    id: BenchmarkId,
    patterns: &[T],
    ir: &Ir,
    want: usize,
) {
    let mut ir = ir.clone();
    let matcher = HandMatcher::new(patterns, &mut ir);
    let ops = pdl_benches::payload_ops(&ir, ir.root());
    g.bench_function(id, |b| {
        b.iter(|| assert_eq!(matcher.count_matches(&ir, &ops), want))
    });
}

/// Runs the greedy driver with `set` on fresh copies of `ir`.
fn rewrite<A: Applicator<Ir>>(g: &mut Group<'_>, id: BenchmarkId, set: &A, ir: &Ir, want: usize) {
    let config = GreedyConfig::default();
    g.bench_function(id, |b| {
        b.iter_batched(
            || ir.clone(),
            |mut ir| {
                let root = ir.root();
                let out = apply_patterns_greedily(&mut ir, root, set, &config).expect("applies");
                assert_eq!(out.rewrites, want as u64);
                ir
            },
            BatchSize::LargeInput,
        )
    });
}

/// A benchmark group of `ops` operations per iteration.
fn group<'a>(c: &'a mut Criterion, name: &str, ops: usize, slow: bool) -> Group<'a> {
    let mut g = c.benchmark_group(name);
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(if slow { 1000 } else { 300 }));
    g.measurement_time(Duration::from_secs(if slow { 4 } else { 1 }));
    g.throughput(Throughput::Elements(ops as u64));
    g
}

/// Both groups of one workload instance, the three back ends in each.
fn workload<S, T>(
    c: &mut Criterion,
    facts: &mut Facts,
    kind: &str,
    w: &Workload,
    param: usize,
    native: &S,
    hand: impl Fn(&mut Ir) -> Vec<T>,
) where
    S: PatternSet<Ir> + Applicator<Ir>,
    T: Pattern<Ir> + 'static,
{
    let mut ir = pdl_benches::payload(w).expect("the generated payload parses");
    let vm = pdl_benches::vm_set(w).expect("the generated patterns load");
    let patterns = hand(&mut ir);
    let frozen = hand::frozen(hand(&mut ir));
    let slow = w.ops > 100_000;
    // In every workload, each match is rewritten: as many matches as rewrites.
    let matches = w.rewrites;
    let name = format!("{kind}_match");
    facts
        .0
        .insert(format!("{name}/{param}"), (w.ops, matches, 0));
    let mut g = group(c, &name, w.ops, slow);
    match_pdl(
        &mut g,
        BenchmarkId::new("native", param),
        native,
        &ir,
        matches,
    );
    match_pdl(&mut g, BenchmarkId::new("vm", param), &vm, &ir, matches);
    match_hand(
        &mut g,
        BenchmarkId::new("hand", param),
        &patterns,
        &ir,
        matches,
    );
    g.finish();
    let name = format!("{kind}_rewrite");
    facts
        .0
        .insert(format!("{name}/{param}"), (w.ops, 0, w.rewrites));
    let mut g = group(c, &name, w.ops, slow);
    rewrite(
        &mut g,
        BenchmarkId::new("native", param),
        native,
        &ir,
        w.rewrites,
    );
    rewrite(&mut g, BenchmarkId::new("vm", param), &vm, &ir, w.rewrites);
    rewrite(
        &mut g,
        BenchmarkId::new("hand", param),
        &frozen,
        &ir,
        w.rewrites,
    );
    g.finish();
}

fn many_patterns(k: usize) -> impl Fn(&mut Ir) -> Vec<OpToDone> {
    move |_| (0..k).map(OpToDone::new).collect()
}

fn prefix_patterns(k: usize) -> impl Fn(&mut Ir) -> Vec<PrefixRoot<Ir>> {
    move |ir| {
        (0..k)
            .map(|i| PrefixRoot::new(ir, i).expect("i32 attributes"))
            .collect()
    }
}

/// Where criterion writes its reports: `$CRITERION_HOME`, else `<target>/criterion`.
fn criterion_home() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return Some(home.into());
    }
    // The bench runs as <target>/<profile>/deps/backends-<hash>.
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.parent()?.join("criterion"))
}

fn write_facts(facts: &Facts) {
    let Some(home) = criterion_home() else { return };
    let mut json = String::from("{\n");
    for (i, (key, (ops, matches, rewrites))) in facts.0.iter().enumerate() {
        let comma = if i + 1 < facts.0.len() { "," } else { "" };
        json.push_str(&format!(
            "  \"{key}\": {{\"ops\": {ops}, \"matches\": {matches}, \"rewrites\": {rewrites}}}{comma}\n"
        ));
    }
    json.push_str("}\n");
    let path = home.join("pdl-workloads.json");
    // Merge with an earlier run's facts (a filtered run writes only its own).
    let merged = match std::fs::read_to_string(&path) {
        Ok(old) => merge_json(&old, &json),
        Err(_) => json,
    };
    if std::fs::create_dir_all(&home).is_ok() {
        let _ = std::fs::write(path, merged);
    }
}

/// The lines of two flat `pdl-workloads.json` objects, the new one's winning.
fn merge_json(old: &str, new: &str) -> String {
    let entries = |s: &str| -> BTreeMap<String, String> {
        s.lines()
            .filter_map(|l| {
                let l = l.trim().trim_end_matches(',');
                let (k, v) = l.split_once(": ")?;
                Some((k.to_string(), v.to_string()))
            })
            .collect()
    };
    let mut all = entries(old);
    all.extend(entries(new));
    let body: Vec<String> = all.iter().map(|(k, v)| format!("  {k}: {v}")).collect();
    format!("{{\n{}\n}}\n", body.join(",\n"))
}

fn benches() {
    let mut c = Criterion::default().configure_from_args();
    let mut facts = Facts::default();
    let c = &mut c;
    let f = &mut facts;
    for (n, set) in [
        (40, native::FcLayer),
        (400, native::FcLayer),
        (4000, native::FcLayer),
    ] {
        workload(c, f, "mlp", &workloads::mlp(n), n, &set, |ir: &mut Ir| {
            vec![FcLayer::new(ir)]
        });
    }
    workload(
        c,
        f,
        "many",
        &workloads::many(10),
        10,
        &native::Many10,
        many_patterns(10),
    );
    workload(
        c,
        f,
        "many",
        &workloads::many(100),
        100,
        &native::Many100,
        many_patterns(100),
    );
    workload(
        c,
        f,
        "many",
        &workloads::many(1000),
        1000,
        &native::Many1000,
        many_patterns(1000),
    );
    workload(
        c,
        f,
        "prefix",
        &workloads::prefix(10),
        10,
        &native::Prefix10,
        prefix_patterns(10),
    );
    let p100 = prefix_patterns(100);
    workload(
        c,
        f,
        "prefix",
        &workloads::prefix(100),
        100,
        &native::Prefix100,
        p100,
    );
    let p1000 = prefix_patterns(1000);
    workload(
        c,
        f,
        "prefix",
        &workloads::prefix(1000),
        1000,
        &native::Prefix1000,
        p1000,
    );
    let n = 1_000_000;
    workload(
        c,
        f,
        "chain",
        &workloads::chain(n),
        n,
        &native::Chain5,
        |ir: &mut Ir| vec![Chain5::new(ir)],
    );
    write_facts(&facts);
}

criterion_main!(benches);
