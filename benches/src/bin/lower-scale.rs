//! Lowering at scale against MLIR: for each N (default 10, 100 and 1000) writes the generated
//! pattern set ([`pdl_benches::pattern_sets::pattern_set_pdl`]) to a temporary file, then
//! times
//!
//! * our lowering in this process: `parse_pdl` + `lower` + `interp_text::print`, each phase
//!   and the total the best of `--runs` (default 5);
//! * `pdl-opt --convert-pdl-to-pdl-interp FILE` as a process (wall time, best of the runs),
//!   when `pdl-opt` was built next to this binary;
//! * `mlir-opt-22 --allow-unregistered-dialect --convert-pdl-to-pdl-interp --mlir-timing FILE`
//!   (wall time, and the Parser / ConvertPDLToPDLInterpPass / Output times it reports, each
//!   the best of the runs);
//!
//! prints a table, and checks that our output equals MLIR's (normalised by
//! `mlir-normalize`) byte for byte.
//!
//! ```text
//! cargo build --release -p pdlrs-codegen --bin pdl-opt
//! cargo run --release -p pdl-benches --bin lower-scale -- [N ...] [--runs R]
//! cargo run --release -p pdl-benches --bin lower-scale -- --write N FILE
//! ```
//!
//! `--write N FILE` only writes the N-pattern set. `MLIR_OPT` and `MLIR_NORMALIZE` override
//! `mlir-opt-22` and `/work/shared/tools/mlir-normalize`. Exits non-zero when an output
//! differs or a tool fails.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use pdl_benches::pattern_sets::pattern_set_pdl;

/// Best-of times of our in-process lowering.
#[derive(Default)]
struct Ours {
    parse: Option<Duration>,
    lower: Option<Duration>,
    print: Option<Duration>,
    total: Option<Duration>,
}

/// Best-of times of one `mlir-opt --mlir-timing` run.
#[derive(Default)]
struct Mlir {
    wall: Option<Duration>,
    parser: Option<Duration>,
    pass: Option<Duration>,
    output: Option<Duration>,
    total: Option<Duration>,
}

fn keep_min(slot: &mut Option<Duration>, d: Duration) {
    *slot = Some(slot.map_or(d, |s| s.min(d)));
}

fn ms(d: Option<Duration>) -> String {
    d.map_or_else(|| "n/a".into(), |d| format!("{:.2}", d.as_secs_f64() * 1e3))
}

fn ratio(a: Option<Duration>, b: Option<Duration>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if !b.is_zero() => format!("{:.1}x", a.as_secs_f64() / b.as_secs_f64()),
        _ => "n/a".into(),
    }
}

/// Parses, lowers and prints `src`, returning the printed program.
fn lower_in_process(src: &str, best: &mut Ours) -> Result<String, String> {
    let t0 = Instant::now();
    let set = pdl_codegen::compile::parse_pdl(src)
        .map_err(|d| pdl_codegen::compile::render_all(&d, "gen.mlir", src))?;
    let t1 = Instant::now();
    let prog = pdl_codegen::compile::lower(&set, pdl_codegen::LowerOptions::default())
        .map_err(|d| pdl_codegen::compile::render_all(&d, "gen.mlir", src))?;
    let t2 = Instant::now();
    let out = pdl_codegen::compile::print_pdl_interp(&prog, Some("patterns"));
    let t3 = Instant::now();
    keep_min(&mut best.parse, t1 - t0);
    keep_min(&mut best.lower, t2 - t1);
    keep_min(&mut best.print, t3 - t2);
    keep_min(&mut best.total, t3 - t0);
    Ok(out)
}

/// The seconds `--mlir-timing` reports for the line named `name`.
fn timing_line(report: &str, name: &str) -> Option<Duration> {
    let line = report
        .lines()
        .find(|l| l.split_whitespace().last() == Some(name))?;
    let secs: f64 = line.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_secs_f64(secs))
}

fn run_mlir_opt(mlir_opt: &str, file: &Path, best: &mut Mlir) -> Result<(), String> {
    let t = Instant::now();
    let out = Command::new(mlir_opt)
        .args([
            "--allow-unregistered-dialect",
            "--convert-pdl-to-pdl-interp",
            "--mlir-timing",
            "-o",
            "/dev/null",
        ])
        .arg(file)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {mlir_opt}: {e}"))?;
    let wall = t.elapsed();
    let report = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!(
            "{mlir_opt} failed on {}:\n{report}",
            file.display()
        ));
    }
    keep_min(&mut best.wall, wall);
    let field = |slot: &mut Option<Duration>, name: &str| {
        if let Some(d) = timing_line(&report, name) {
            keep_min(slot, d);
        }
    };
    field(&mut best.parser, "Parser");
    field(&mut best.pass, "ConvertPDLToPDLInterpPass");
    field(&mut best.output, "Output");
    field(&mut best.total, "Total");
    Ok(())
}

fn time_pdl_opt(pdl_opt: &Path, file: &Path, best: &mut Option<Duration>) -> Result<(), String> {
    let t = Instant::now();
    let out = Command::new(pdl_opt)
        .arg("--convert-pdl-to-pdl-interp")
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", pdl_opt.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} failed:\n{}",
            pdl_opt.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    keep_min(best, t.elapsed());
    Ok(())
}

/// MLIR's lowering of `file`, normalised: `mlir-opt ... FILE | mlir-normalize -`.
fn mlir_normalised(mlir_opt: &str, normalize: &str, file: &Path) -> Result<String, String> {
    let lowered = Command::new(mlir_opt)
        .args([
            "--allow-unregistered-dialect",
            "--convert-pdl-to-pdl-interp",
        ])
        .arg(file)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {mlir_opt}: {e}"))?;
    if !lowered.status.success() {
        return Err(format!(
            "{mlir_opt} failed:\n{}",
            String::from_utf8_lossy(&lowered.stderr)
        ));
    }
    let lowered_file = file.with_extension("interp.mlir");
    std::fs::write(&lowered_file, &lowered.stdout).map_err(|e| e.to_string())?;
    let norm = Command::new(normalize)
        .arg(&lowered_file)
        .stdin(Stdio::null())
        .env("MLIR_OPT", mlir_opt)
        .output();
    let _ = std::fs::remove_file(&lowered_file);
    let norm = norm.map_err(|e| format!("cannot run {normalize}: {e}"))?;
    if !norm.status.success() {
        return Err(format!(
            "{normalize} failed:\n{}",
            String::from_utf8_lossy(&norm.stderr)
        ));
    }
    String::from_utf8(norm.stdout).map_err(|e| e.to_string())
}

struct Row {
    n: usize,
    ours: Ours,
    pdl_opt: Option<Duration>,
    mlir: Mlir,
    identical: String,
}

fn measure(n: usize, runs: usize, tools: &Tools) -> Result<Row, String> {
    let src = pattern_set_pdl(n);
    let file = std::env::temp_dir().join(format!("lower-scale-{}-{n}.mlir", std::process::id()));
    std::fs::write(&file, &src).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let result = (|| {
        let mut ours = Ours::default();
        let mut printed = String::new();
        for _ in 0..runs {
            printed = lower_in_process(&src, &mut ours)?;
        }
        let mut pdl_opt = None;
        if let Some(p) = &tools.pdl_opt {
            for _ in 0..runs {
                time_pdl_opt(p, &file, &mut pdl_opt)?;
            }
        }
        let mut mlir = Mlir::default();
        for _ in 0..runs {
            run_mlir_opt(&tools.mlir_opt, &file, &mut mlir)?;
        }
        let identical = match mlir_normalised(&tools.mlir_opt, &tools.normalize, &file) {
            Ok(theirs) if theirs == printed => "yes".to_string(),
            Ok(theirs) => {
                let line = printed
                    .lines()
                    .zip(theirs.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or_else(|| printed.lines().count().min(theirs.lines().count()));
                format!("NO (first difference at line {})", line + 1)
            }
            Err(e) => format!("not checked ({})", e.lines().next().unwrap_or("")),
        };
        Ok(Row {
            n,
            ours,
            pdl_opt,
            mlir,
            identical,
        })
    })();
    let _ = std::fs::remove_file(&file);
    result
}

struct Tools {
    mlir_opt: String,
    normalize: String,
    pdl_opt: Option<PathBuf>,
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("lower-scale: {e}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<bool, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut sizes = Vec::new();
    let mut runs = 5usize;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--write" => {
                let n: usize = it
                    .next()
                    .and_then(|n| n.parse().ok())
                    .ok_or("--write needs N FILE")?;
                let path = it.next().ok_or("--write needs N FILE")?;
                std::fs::write(path, pattern_set_pdl(n))
                    .map_err(|e| format!("cannot write {path}: {e}"))?;
                return Ok(true);
            }
            "--runs" => {
                runs = it
                    .next()
                    .and_then(|r| r.parse().ok())
                    .filter(|&r| r > 0)
                    .ok_or("--runs needs a positive count")?
            }
            s => sizes.push(
                s.parse::<usize>()
                    .map_err(|_| format!("unknown argument '{s}'"))?,
            ),
        }
    }
    if sizes.is_empty() {
        sizes = vec![10, 100, 1000];
    }
    let pdl_opt = std::env::current_exe()
        .ok()
        .and_then(|e| Some(e.parent()?.join("pdl-opt")))
        .filter(|p| p.is_file());
    let tools = Tools {
        mlir_opt: std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-22".into()),
        normalize: std::env::var("MLIR_NORMALIZE")
            .unwrap_or_else(|_| "/work/shared/tools/mlir-normalize".into()),
        pdl_opt,
    };
    let rows = sizes
        .iter()
        .map(|&n| measure(n, runs, &tools))
        .collect::<Result<Vec<_>, _>>()?;

    println!(
        "Lowering generated pattern sets (--convert-pdl-to-pdl-interp), best of {runs}, times in ms"
    );
    println!();
    println!("ours, in process:");
    println!(
        "{:>6} {:>9} {:>9} {:>9} {:>9} {:>13}",
        "N", "parse", "lower", "print", "total", "pdl-opt wall"
    );
    for r in &rows {
        println!(
            "{:>6} {:>9} {:>9} {:>9} {:>9} {:>13}",
            r.n,
            ms(r.ours.parse),
            ms(r.ours.lower),
            ms(r.ours.print),
            ms(r.ours.total),
            ms(r.pdl_opt)
        );
    }
    println!();
    println!("{} --mlir-timing:", tools.mlir_opt);
    println!(
        "{:>6} {:>9} {:>9} {:>9} {:>9} {:>9}",
        "N", "parser", "pass", "output", "total", "wall"
    );
    for r in &rows {
        println!(
            "{:>6} {:>9} {:>9} {:>9} {:>9} {:>9}",
            r.n,
            ms(r.mlir.parser),
            ms(r.mlir.pass),
            ms(r.mlir.output),
            ms(r.mlir.total),
            ms(r.mlir.wall)
        );
    }
    println!();
    println!("comparison (how many times longer mlir-opt takes):");
    println!(
        "{:>6} {:>14} {:>16} {:>14}  identical output",
        "N", "pass / lower", "total / total", "wall / wall"
    );
    let mut all_identical = true;
    for r in &rows {
        all_identical &= r.identical == "yes";
        println!(
            "{:>6} {:>14} {:>16} {:>14}  {}",
            r.n,
            ratio(r.mlir.pass, r.ours.lower),
            ratio(r.mlir.total, r.ours.total),
            ratio(r.mlir.wall, r.pdl_opt),
            r.identical
        );
    }
    Ok(all_identical)
}
