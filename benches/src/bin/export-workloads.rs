//! Writes the back-end benchmark workloads ([`pdl_benches::workloads`]) as files `mlir-opt
//! --test-pdl-bytecode-pass` and `pdl-opt` read, for `benches/compare-mlir.sh`.
//!
//! `export-workloads DIR [--quick]` creates `DIR` if needed and writes `DIR/<name>.mlir`, the
//! workload's [`case_file`](pdl_benches::workloads::Workload::case_file) (`module @patterns`
//! beside `module @ir`), for mlp(40), mlp(400), mlp(4000), many(10), many(100), many(1000),
//! prefix(10), prefix(100), prefix(1000), many and prefix with 1000 patterns over 100,000
//! operations, chain(1000000) and functions(100, 2000, 200); with
//! `--quick`, for mlp(40), many(10), prefix(10) and chain(10000). It also writes `DIR/workloads.tsv`: one line per
//! workload, in that order, `name<TAB>ops<TAB>rewrites` (the payload's operation count and
//! the number of rewrites the greedy driver applies), after a header line.
//!
//! `cargo run --release -p pdl-benches --bin export-workloads -- DIR [--quick]`

use std::path::Path;
use std::process::ExitCode;

use pdl_benches::workloads::{
    chain, functions, many, many_sized, mlp, prefix, prefix_sized, Workload,
};

const USAGE: &str = "usage: export-workloads DIR [--quick]";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("export-workloads: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The workloads to write, full or quick.
fn workloads(quick: bool) -> Vec<Workload> {
    if quick {
        return vec![mlp(40), many(10), prefix(10), chain(10_000)];
    }
    let mut ws: Vec<Workload> = [40, 400, 4000].into_iter().map(mlp).collect();
    ws.extend([10, 100, 1000].into_iter().map(many));
    ws.extend([10, 100, 1000].into_iter().map(prefix));
    // 1000 patterns over 100,000 operations (P1's whole-process target).
    ws.push(many_sized(1000, 100_000));
    ws.push(prefix_sized(1000, 100_000));
    ws.push(chain(1_000_000));
    ws.push(functions(100, 2000, 200));
    ws
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut dir: Option<String> = None;
    let mut quick = false;
    for a in args {
        match a.as_str() {
            "--quick" => quick = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            s if s.starts_with('-') => return Err(format!("unknown option '{s}'\n{USAGE}")),
            _ => {
                if dir.replace(a).is_some() {
                    return Err(format!("more than one directory\n{USAGE}"));
                }
            }
        }
    }
    let dir = dir.ok_or_else(|| format!("no directory given\n{USAGE}"))?;
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut tsv = String::from("name\tops\trewrites\n");
    for w in workloads(quick) {
        let path = dir.join(format!("{}.mlir", w.name));
        std::fs::write(&path, w.case_file())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        tsv.push_str(&format!("{}\t{}\t{}\n", w.name, w.ops, w.rewrites));
    }
    let path = dir.join("workloads.tsv");
    std::fs::write(&path, tsv).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
