//! Reads a generated N-operation MLIR file and reports the read time, print time and peak
//! memory per operation (peak RSS from /proc/self/status); times are wall and CPU time (of
//! this thread, from /proc/thread-self/schedstat, which a busy machine does not inflate).
//!
//! `cargo run --release -p pdl-benches --bin text-scale -- [N] [--custom] [--write FILE]`
//! With `--write FILE` it only writes the generated file (to time `mlir-opt` on it). With
//! `--custom` the file is `arith` operations in MLIR's custom syntax, read with the core
//! dialects registered and printed in custom form; otherwise unregistered operations in
//! generic form.

use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The CPU time this thread has run, from /proc/self/schedstat (nanoseconds): on a shared
/// machine, wall time counts the other processes' turns too.
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// `label: wall s (ns/op), cpu s (ns/op)`.
fn timing(label: &str, wall: std::time::Duration, cpu: Option<u64>, n: usize) -> String {
    let mut s = format!(
        "{label}: {:.3} s ({:.0} ns/op)",
        wall.as_secs_f64(),
        wall.as_nanos() as f64 / n as f64
    );
    if let Some(c) = cpu {
        s += &format!(
            ", cpu {:.3} s ({:.0} ns/op)",
            c as f64 / 1e9,
            c as f64 / n as f64
        );
    }
    s
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("text-scale: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let custom = args.iter().any(|a| a == "--custom");
    let src = if custom {
        pdl_benches::arith_custom_mlir(n)
    } else {
        pdl_benches::chain_mlir(n)
    };
    if let Some(i) = args.iter().position(|a| a == "--write") {
        let path = args.get(i + 1).ok_or("--write needs a file")?;
        return std::fs::write(path, &src).map_err(|e| format!("cannot write {path}: {e}"));
    }
    let before = peak_rss_kib().unwrap_or(0);
    let cpu0 = cpu_ns();
    let t = Instant::now();
    let ir = if custom {
        pdl_runtime::dialects::parse_loaded(&src, "gen.mlir")
    } else {
        pdl_runtime::text::parse(&src, "gen.mlir")
    }
    .map_err(|e| e.message)?;
    let read = t.elapsed();
    let read_cpu = cpu_ns().zip(cpu0).map(|(b, a)| b - a);
    let after = peak_rss_kib().unwrap_or(0);
    let cpu0 = cpu_ns();
    let t = Instant::now();
    let out = if custom {
        pdl_runtime::text::print(&ir)
    } else {
        pdl_runtime::text::print_generic(&ir)
    };
    let printed = t.elapsed();
    let print_cpu = cpu_ns().zip(cpu0).map(|(b, a)| b - a);
    println!("ops: {n}");
    println!("source bytes: {}", src.len());
    println!("{}", timing("read", read, read_cpu, n));
    println!(
        "{}, {} bytes",
        timing("print", printed, print_cpu, n),
        out.len()
    );
    println!(
        "peak RSS growth while reading: {} KiB ({:.0} bytes/op); IR arenas: {:.0} bytes/op",
        after.saturating_sub(before),
        after.saturating_sub(before) as f64 * 1024.0 / n as f64,
        ir.heap_bytes() as f64 / n as f64
    );
    Ok(())
}
