//! Loading patterns at run time, stage by stage: for each N (default 100, 1000 and 10000)
//! generates a pattern set, then times, best of `--runs` (default 7):
//!
//! * `read`: the PDL reader without the checks (`syntax::pdl::read_pdl`);
//! * `check`: MLIR's verifier rules (`compile::check`);
//! * `lower`: `--convert-pdl-to-pdl-interp` (`compile::lower`);
//! * `emit`: the VM bytecode, its branch table left to build on first use
//!   (`compile::bytecode_shared`);
//! * `freeze`: resolving natives (`compile::freeze`);
//! * `load`: the whole of `load::load_pdl` (read + check + lower + emit + freeze), timed on
//!   its own;
//!
//! with the growth of the peak resident set size during `load` (`VmHWM` of
//! `/proc/self/status`, reset before the load through `/proc/self/clear_refs`), so that
//! growth with N can be read off (10× the patterns should cost ≤ 10× time and memory).
//!
//! Two sets: `mix` is the lowering benchmark's set
//! ([`pdl_benches::pattern_sets::pattern_set_pdl`]), `many` the `many-K` workload's
//! ([`pdl_benches::workloads::many_patterns`], what `benches/compare-mlir.sh` times).
//!
//! ```text
//! cargo run --release -p pdl-benches --bin load-scale -- [mix|many] [N ...] [--runs R] [--only STAGE]
//! ```
//!
//! `--only load` repeats only the whole load, for profiling (`perf record -g`).
//! `--write-case N FILE` writes the N-pattern set as a case file with an empty payload
//! (`module @ir {}`), to time `mlir-opt-22 --test-pdl-bytecode-pass --mlir-timing` and
//! `pdl-opt --mlir-timing` loading the same patterns.

use std::time::{Duration, Instant};

use pdl_codegen::compile;
use pdl_codegen::LowerOptions;
use pdl_runtime::ir::Ir;
use pdl_runtime::value::{Natives, Signature};

/// A field of `/proc/self/status` in kB (`VmHWM`, `VmRSS`), 0 where unavailable.
fn status_kb(field: &str) -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))?
                .split_whitespace()
                .nth(1)?
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

/// Resets the peak resident set size (`VmHWM`) to the current one.
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

const STAGES: [&str; 6] = ["read", "check", "lower", "emit", "freeze", "load"];

fn natives() -> Natives<Ir> {
    let mut n = Natives::<Ir>::mlir_test_pass();
    for i in 0..7 {
        n.register_constraint(&format!("check{i}"), Signature::any(), |_, _| Ok(vec![]));
    }
    n.register_rewrite("guarded_rewrite", Signature::any(), |_, _| Ok(vec![]));
    n
}

fn keep_min(slot: &mut Duration, d: Duration) {
    *slot = (*slot).min(d);
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let mut set = "mix".to_string();
    let mut sizes = Vec::new();
    let mut runs = 7usize;
    let mut only: Option<String> = None;
    while let Some(a) = args.next() {
        match a.as_str() {
            "mix" | "many" => set = a,
            "--runs" => runs = args.next().and_then(|r| r.parse().ok()).unwrap_or(7).max(1),
            "--only" => only = args.next(),
            "--write-case" => {
                let n: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
                let path = args.next().unwrap_or_else(|| "case.mlir".into());
                let mut src = match set.as_str() {
                    "many" => pdl_benches::workloads::many_patterns(n),
                    _ => pdl_benches::pattern_sets::pattern_set_pdl(n),
                };
                src.push_str("module @ir {\n}\n");
                if let Err(e) = std::fs::write(&path, src) {
                    eprintln!("load-scale: cannot write {path}: {e}");
                    std::process::exit(2);
                }
                return;
            }
            s => match s.parse() {
                Ok(n) => sizes.push(n),
                Err(_) => {
                    eprintln!("load-scale: unknown argument '{s}'");
                    std::process::exit(2);
                }
            },
        }
    }
    if sizes.is_empty() {
        sizes = vec![100, 1000, 10000];
    }
    let natives = natives();
    println!("Loading generated pattern sets ({set}), best of {runs}, times in ms");
    print!("{:>6}", "N");
    for s in STAGES {
        print!(" {s:>8}");
    }
    println!(" {:>12} {:>9}", "peak +RSS MB", "ms/1000");
    for n in sizes {
        let src = match set.as_str() {
            "many" => pdl_benches::workloads::many_patterns(n),
            _ => pdl_benches::pattern_sets::pattern_set_pdl(n),
        };
        let mut best = [Duration::MAX; 6];
        let mut peak = 0usize;
        for _ in 0..runs {
            if only.as_deref() != Some("load") {
                let sources = compile::source("gen.mlir", &src);
                let t0 = Instant::now();
                let pset = compile::read_pdl(&src).expect("reads");
                let t1 = Instant::now();
                compile::check(&pset).expect("checks");
                let t2 = Instant::now();
                let prog = compile::lower(&pset, LowerOptions::default()).expect("lowers");
                let t3 = Instant::now();
                let code = compile::bytecode_shared(prog, &sources);
                let t4 = Instant::now();
                let frozen =
                    compile::freeze(code, &natives, &sources, Some(&pset)).expect("freezes");
                let t5 = Instant::now();
                drop(frozen);
                for (i, d) in [t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4]
                    .into_iter()
                    .enumerate()
                {
                    keep_min(&mut best[i], d);
                }
            }
            reset_peak();
            let live = status_kb("VmRSS:");
            let t = Instant::now();
            let loaded = pdl_codegen::load::load_pdl(&src, "gen.mlir", &natives).expect("loads");
            let d = t.elapsed();
            peak = peak.max(status_kb("VmHWM:").saturating_sub(live));
            drop(loaded);
            keep_min(&mut best[5], d);
        }
        print!("{n:>6}");
        for d in best {
            if d == Duration::MAX {
                print!(" {:>8}", "-");
            } else {
                print!(" {:>8.2}", d.as_secs_f64() * 1e3);
            }
        }
        println!(
            " {:>12.1} {:>9.2}",
            peak as f64 / 1e3,
            best[5].as_secs_f64() * 1e3 * 1000.0 / n as f64
        );
    }
}
