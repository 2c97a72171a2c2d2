//! Time per operation of the greedy driver as the payload grows: each workload at a small
//! and a large size (by default about 10,000 and 1,000,000 operations), rewritten by the
//! native back end, the VM and hand-written patterns, best of `--runs` (default 5) wall
//! times, each run on a fresh copy of the parsed payload (the copy is not timed; every
//! run is checked to make the workload's rewrites). Runs of the back ends and sizes are
//! interleaved, so a busy machine slows them alike.
//!
//! ```text
//! cargo run --release -p pdl-benches --bin rewrite-scale -- [--sizes 10000,1000000] [--runs R] [--no-verify]
//!     [--backends native,vm,hand] [WORKLOAD ...]
//! ```
//!
//! The driver verifies the payload after applying, as MLIR's pass manager does after a
//! pass; `--no-verify` leaves that out ([`GreedyConfig::verify`]).
//!
//! Workloads: `mlp` ([`pdl_benches::workloads::mlp`], 30 operations per copy), `chain`
//! ([`pdl_benches::workloads::chain`]), `many` ([`pdl_benches::workloads::many_sized`] under
//! 10 patterns). For each it prints ns per operation at each size and the ratio of the
//! largest size's to the smallest's (the P1 target: at most 1.3 from 10k to 1M operations).

use std::time::{Duration, Instant};

use pdl_benches::hand::{frozen, Chain5, FcLayer, OpToDone};
use pdl_benches::workloads::{self, Workload};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, Applicator, GreedyConfig};

/// The native sets the build script compiles.
mod native {
    pdl_runtime::include_patterns!("fc_layer");
    pdl_runtime::include_patterns!("chain5");
    pdl_runtime::include_patterns!("many10");
}

fn main() {
    if let Err(e) = run() {
        eprintln!("rewrite-scale: {e}");
        std::process::exit(1);
    }
}

/// One back end's applicator, type-erased for the timing loop.
type Apply<'a> = Box<dyn Fn(&mut Ir) -> Result<u64, String> + 'a>;

fn applier<'a, A: Applicator<Ir>>(set: &'a A, config: &'a GreedyConfig) -> Apply<'a> {
    Box::new(move |ir: &mut Ir| {
        let root = ir.root();
        apply_patterns_greedily(ir, root, set, config)
            .map(|out| out.rewrites)
            .map_err(|e| e.to_string())
    })
}

fn run() -> Result<(), String> {
    let mut sizes = vec![10_000, 1_000_000];
    let mut runs = 5;
    let mut names = Vec::new();
    let mut config = GreedyConfig::default();
    let mut backends: Vec<String> = ["native", "vm", "hand"].map(String::from).to_vec();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--sizes" => {
                let list = args.next().ok_or("--sizes needs a list")?;
                let parsed: Result<Vec<usize>, _> = list.split(',').map(str::parse).collect();
                sizes = parsed.map_err(|e| format!("--sizes {list}: {e}"))?;
            }
            "--runs" => {
                let r = args.next().ok_or("--runs needs a count")?;
                runs = r.parse().map_err(|e| format!("--runs {r}: {e}"))?;
            }
            "--no-verify" => config.verify = false,
            "--backends" => {
                let list = args.next().ok_or("--backends needs a list")?;
                backends = list.split(',').map(str::to_string).collect();
                if let Some(b) = backends
                    .iter()
                    .find(|b| !["native", "vm", "hand"].contains(&b.as_str()))
                {
                    return Err(format!("unknown back end `{b}` (native, vm, hand)"));
                }
            }
            "mlp" | "chain" | "many" => names.push(a),
            _ => return Err(format!("unknown argument `{a}`")),
        }
    }
    if sizes.is_empty() || runs == 0 {
        return Err("give at least one size and one run".into());
    }
    if names.is_empty() {
        names = vec!["mlp".into(), "chain".into(), "many".into()];
    }
    println!("best of {runs} runs; ns per operation of the payload");
    for name in &names {
        let instances: Vec<Workload> = sizes
            .iter()
            .map(|&n| match name.as_str() {
                "mlp" => workloads::mlp(n.div_ceil(30)),
                "chain" => workloads::chain(n),
                _ => workloads::many_sized(10, n),
            })
            .collect();
        let irs = instances
            .iter()
            .map(pdl_benches::payload)
            .collect::<Result<Vec<Ir>, String>>()?;
        let vms = instances
            .iter()
            .map(|w| pdl_benches::vm_set(w).map_err(|e| e.to_string()))
            .collect::<Result<Vec<_>, String>>()?;
        let mut scratch = irs[0].clone();
        let hand = match name.as_str() {
            "mlp" => frozen([FcLayer::new(&mut scratch)]),
            "chain" => frozen([Chain5::new(&mut scratch)]),
            _ => frozen((0..10).map(OpToDone::new)),
        };
        let mut best = vec![vec![Duration::MAX; sizes.len()]; backends.len()];
        for _ in 0..runs {
            for (s, (w, ir)) in instances.iter().zip(&irs).enumerate() {
                for (b, backend) in backends.iter().enumerate() {
                    let apply: Apply<'_> = match (backend.as_str(), name.as_str()) {
                        ("native", "mlp") => applier(&native::FcLayer, &config),
                        ("native", "chain") => applier(&native::Chain5, &config),
                        ("native", _) => applier(&native::Many10, &config),
                        ("vm", _) => applier(&vms[s], &config),
                        _ => applier(&hand, &config),
                    };
                    let mut copy = ir.clone();
                    let start = Instant::now();
                    let rewrites = apply(&mut copy)?;
                    let took = start.elapsed();
                    drop(copy);
                    if rewrites != w.rewrites as u64 {
                        return Err(format!(
                            "{} with {backend}: {rewrites} rewrites, expected {}",
                            w.name, w.rewrites
                        ));
                    }
                    best[b][s] = best[b][s].min(took);
                }
            }
        }
        println!("\n{name}");
        let header: Vec<String> = instances.iter().map(|w| format!("{:>10}", w.ops)).collect();
        println!("{:<8}{}  largest/smallest", "ops", header.join(""));
        for (b, backend) in backends.iter().enumerate() {
            let per_op: Vec<f64> = best[b]
                .iter()
                .zip(&instances)
                .map(|(d, w)| d.as_nanos() as f64 / w.ops as f64)
                .collect();
            let cells: Vec<String> = per_op.iter().map(|p| format!("{p:>10.1}")).collect();
            let ratio = per_op[per_op.len() - 1] / per_op[0];
            println!("{backend:<8}{}  {ratio:.2}", cells.join(""));
        }
    }
    Ok(())
}
