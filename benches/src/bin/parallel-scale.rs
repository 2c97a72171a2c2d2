//! The parallel greedy driver against the number of threads: a module of `F` functions of
//! `N` operations each under `K` patterns ([`pdl_benches::workloads::functions`]; by
//! default 2,000 × 200 under 100, the workload of the parallel drivers' target), rewritten
//! by the native back end (`many<K>`, compiled by the build script: K = 10, 100 or 1000),
//! the VM and hand-written patterns, on 1, 2, ... threads up to the machine's cores (or the
//! `--threads` list), `--runs` rounds (default 5) in which each configuration runs once, in
//! turn, on a fresh copy of the parsed payload.
//!
//! ```text
//! cargo run --release -p pdl-benches --bin parallel-scale -- [F N K] [--threads 1,2,4] [--runs R]
//! ```
//!
//! For each set it prints the sequential driver's best time (`apply_patterns_greedily`),
//! then the parallel driver's for each thread count with its speed-up over the first
//! thread count's run (one thread, by default) and over the sequential driver, each the
//! median of the rounds' ratios; every output is checked to be the sequential one.

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
         {cores} cores; {runs} rounds",
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

/// Times `set` on copies of `ir`: the sequential driver and the parallel one on each
/// thread count, taken in turn in each of `runs` rounds (a machine whose speed drifts
/// slows the runs of one round alike); checks every output against the sequential one.
/// Prints each configuration's best time and its speed-ups, each the median over the
/// rounds of the ratio of two runs of one round.
fn measure<A: Applicator<Ir> + Sync>(
    name: &str,
    set: &A,
    ir: &Ir,
    threads: &[usize],
    runs: usize,
) -> Result<(), String> {
    let config = GreedyConfig::default();
    let root = ir.root();
    let runs = runs.max(1);
    // Configuration 0 is the sequential driver, then one per thread count.
    let mut times: Vec<Vec<Duration>> = vec![Vec::with_capacity(runs); threads.len() + 1];
    let mut outputs: Vec<String> = vec![String::new(); threads.len() + 1];
    for round in 0..runs {
        for (c, slot) in times.iter_mut().enumerate() {
            let mut copy = ir.clone();
            let start = Instant::now();
            let result = match c.checked_sub(1).map(|t| threads[t]) {
                None => apply_patterns_greedily(&mut copy, root, set, &config),
                Some(t) => {
                    let count = std::num::NonZeroUsize::new(t).ok_or("a thread count of 0")?;
                    let t = Threads::Count(count);
                    apply_patterns_greedily_in_parallel(&mut copy, root, set, &config, t)
                }
            };
            slot.push(start.elapsed());
            result.map_err(|e| e.to_string())?;
            if round + 1 == runs {
                outputs[c] = print(&copy);
            }
        }
    }
    let best = |c: usize| times[c].iter().min().copied().unwrap_or_default();
    let speedup = |over: usize, c: usize| {
        let mut r: Vec<f64> = times[over]
            .iter()
            .zip(&times[c])
            .map(|(a, b)| a.as_secs_f64() / b.as_secs_f64())
            .collect();
        r.sort_by(f64::total_cmp);
        r[r.len() / 2]
    };
    println!("| {name} | sequential driver | {} | | |", ms(best(0)));
    for (i, &t) in threads.iter().enumerate() {
        if outputs[i + 1] != outputs[0] {
            return Err(format!("{name}: {t} threads give another output"));
        }
        println!(
            "| {name} | {t} | {} | {:.2}× | {:.2}× |",
            ms(best(i + 1)),
            speedup(1, i + 1),
            speedup(0, i + 1)
        );
    }
    Ok(())
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}
