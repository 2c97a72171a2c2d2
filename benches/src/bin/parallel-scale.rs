//! The parallel greedy driver against the number of threads: a module of `F` functions of
//! `N` operations each under `K` patterns ([`pdl_benches::workloads::functions`]; by
//! default 2,000 × 200 under 100, the workload of the parallel drivers' target), rewritten
//! by the native back end (`many<K>`, compiled by the build script: K = 10, 100 or 1000),
//! the VM and hand-written patterns, on 1, 2, ... threads up to the machine's cores (or the
//! `--threads` list), best of `--runs` (default 5) wall times, each on a fresh copy of the
//! parsed payload.
//!
//! ```text
//! cargo run --release -p pdl-benches --bin parallel-scale -- [F N K] [--threads 1,2,4] [--runs R]
//! ```
//!
//! For each set it prints the sequential driver's time (`apply_patterns_greedily`), then the
//! parallel driver's for each thread count with its speed-up over its own one-thread run
//! and over the sequential driver; every output is checked to be the sequential one.

use std::time::{Duration, Instant};

use pdl_benches::hand::{frozen, OpToDone};
use pdl_benches::workloads::functions;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{
    apply_patterns_greedily, apply_patterns_greedily_in_parallel, Applicator, GreedyConfig, Threads,
};
use pdl_runtime::text::print;

/// The native sets the build script compiles.
mod native {
    pdl_runtime::include_patterns!("many10");
    pdl_runtime::include_patterns!("many100");
    pdl_runtime::include_patterns!("many1000");
}

fn main() {
    if let Err(e) = run() {
        eprintln!("parallel-scale: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let mut sizes = Vec::new();
    let mut threads: Option<Vec<usize>> = None;
    let mut runs = 5;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--threads" => {
                let list = args.next().ok_or("--threads needs a list")?;
                let parsed: Result<Vec<usize>, _> = list.split(',').map(str::parse).collect();
                threads = Some(parsed.map_err(|e| format!("--threads {list}: {e}"))?);
            }
            "--runs" => {
                let r = args.next().ok_or("--runs needs a count")?;
                runs = r.parse().map_err(|e| format!("--runs {r}: {e}"))?;
            }
            _ => sizes.push(a.parse::<usize>().map_err(|e| format!("{a}: {e}"))?),
        }
    }
    let [f, n, k] = match sizes[..] {
        [] => [2000, 200, 100],
        [f, n, k] => [f, n, k],
        _ => return Err("give F N K, or nothing".into()),
    };
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    let threads = threads.unwrap_or_else(|| {
        let mut t = vec![1];
        while t.last().is_some_and(|&l| l < cores) {
            t.push((t.last().unwrap() * 2).min(cores));
        }
        t
    });
    let w = functions(k, f, n);
    let ir = pdl_runtime::dialects::parse_loaded(&w.payload, &w.name)
        .map_err(|e| e.render(&w.name, &w.payload))?;
    println!(
        "{f} functions × {n} operations ({} operations, {} rewrites), {k} patterns; \
         {cores} cores; best of {runs}",
        w.ops, w.rewrites
    );
    println!();
    println!("| set | threads | time | speed-up over 1 thread | over the sequential driver |");
    println!("|---|---:|---:|---:|---:|");
    let vm = pdl_benches::vm_set(&w).map_err(|e| e.to_string())?;
    let hand = frozen::<Ir, _>((0..k).map(OpToDone::new));
    match k {
        10 => measure("native", &native::Many10, &ir, &threads, runs)?,
        100 => measure("native", &native::Many100, &ir, &threads, runs)?,
        1000 => measure("native", &native::Many1000, &ir, &threads, runs)?,
        _ => println!("| native | — | (compiled for K = 10, 100, 1000 only) | | |"),
    }
    measure("VM", &vm, &ir, &threads, runs)?;
    measure("hand-written", &hand, &ir, &threads, runs)?;
    Ok(())
}

/// Times `set` on copies of `ir`: the sequential driver, then the parallel one on each
/// thread count; checks every output against the sequential one.
fn measure<A: Applicator<Ir> + Sync>(
    name: &str,
    set: &A,
    ir: &Ir,
    threads: &[usize],
    runs: usize,
) -> Result<(), String> {
    let config = GreedyConfig::default();
    let root = ir.root();
    let (sequential, expected) = best(runs, ir, |ir| {
        apply_patterns_greedily(ir, root, set, &config).map(|_| ())
    })?;
    println!("| {name} | sequential driver | {} | | |", ms(sequential));
    let mut one = None;
    for &t in threads {
        let count = std::num::NonZeroUsize::new(t).ok_or("a thread count of 0")?;
        let (time, out) = best(runs, ir, |ir| {
            apply_patterns_greedily_in_parallel(ir, root, set, &config, Threads::Count(count))
                .map(|_| ())
        })?;
        if out != expected {
            return Err(format!("{name}: {t} threads give another output"));
        }
        let base = *one.get_or_insert(time);
        println!(
            "| {name} | {t} | {} | {:.2}× | {:.2}× |",
            ms(time),
            base.as_secs_f64() / time.as_secs_f64(),
            sequential.as_secs_f64() / time.as_secs_f64()
        );
    }
    Ok(())
}

/// The best wall time of `runs` runs of `apply` on fresh copies of `ir`, and the output.
fn best(
    runs: usize,
    ir: &Ir,
    apply: impl Fn(&mut Ir) -> Result<(), pdl_runtime::rewrite::DriverError>,
) -> Result<(Duration, String), String> {
    let mut best = Duration::MAX;
    let mut out = String::new();
    for _ in 0..runs.max(1) {
        let mut copy = ir.clone();
        let t = Instant::now();
        apply(&mut copy).map_err(|e| e.to_string())?;
        best = best.min(t.elapsed());
        out = print(&copy);
    }
    Ok((best, out))
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}
