//! `pdl-opt`: MLIR's PDL pattern rewriting as `mlir-opt` runs it. `pdl-opt --help` lists
//! every flag ([`cli::Cli`]).
//!
//! Without a mode flag it does what `mlir-opt --test-pdl-bytecode-pass` does with a case
//! file (a `module @patterns` of PDL patterns, or of patterns lowered to `pdl_interp`,
//! beside a `module @ir`): the patterns are applied to the body of `@ir` with the greedy
//! driver, with MLIR's test-pass native functions, and the top-level module is printed
//! without `@patterns`. `--patterns P.pdl|P.pdll` applies a separate pattern file to the
//! whole input instead; `--walk-driver` applies with MLIR's walk driver; `--trace` prints
//! why each candidate pattern did or did not match. A file of bare `pdl.pattern`s is read
//! and checked with MLIR's verifier rules for `pdl` (as `mlir-opt` verifies what it reads)
//! and printed.
//!
//! The modes: `--pdll-to-pdl` (PDLL printed as PDL, as `mlir-pdll -x=mlir`),
//! `--convert-pdl-to-pdl-interp` (the lowering, printed as `mlir-opt` prints it,
//! normalised), `--dump-matcher=dot`, `--emit=rust` (what a build script's `Builder`
//! writes), `--transform-interpreter`, `--ods FILE.td` (cargo feature `ods`).
//!
//! mlir-opt's driver flags: `--split-input-file[=MARKER]` (each chunk processed on its
//! own, errors at the input's lines, outputs joined with `--output-split-marker` lines),
//! `--verify-diagnostics[=all|only-expected]` (MLIR's `expected-*` annotations),
//! `--mlir-print-op-generic`, `--mlir-timing` (the apply mode's time report, laid out as
//! MLIR's), `-o FILE`, `--mlir-disable-threading` (the functions are otherwise rewritten on
//! every core, or on `--threads N`, with the same output); `--allow-unregistered-dialect`
//! and `--mlir-print-debuginfo` are accepted.

mod cli;
mod trace;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, VerifyWhich};
use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_codegen::compile::{self, Syntax};
use pdl_codegen::split::{join_outputs, split_input, Chunk};
use pdl_codegen::verify_diagnostics::{parse_rendered, Emitted, Kind, Verifier};
use pdl_codegen::LowerOptions;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{GreedyConfig, NoListener, Threads};
use pdl_runtime::value::Natives;

fn main() -> ExitCode {
    let args = cli::normalize(std::env::args());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            let _ = e.print();
            // Help and version succeed; a bad command line fails as in mlir-opt (status 1).
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => ExitCode::SUCCESS,
                _ => ExitCode::FAILURE,
            };
        }
    };
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(msg) => {
            if !msg.is_empty() {
                eprintln!("{msg}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Runs the command; `Ok(false)` when it failed after reporting why.
fn run(cli: Cli) -> Result<bool, String> {
    check_flags(&cli)?;
    if let Some(td) = &cli.ods_dump {
        write_output(cli.output.as_deref(), &ods_dump(td, &cli.includes)?)?;
        return Ok(true);
    }
    if cli.emit.is_some() {
        if cli.input == "-" {
            return Err("pdl-opt: --emit=rust needs a file".into());
        }
        let text = pdl_codegen::Builder::new()
            .generate(&cli.input)
            .map_err(|e| e.message)?;
        write_output(cli.output.as_deref(), &text)?;
        return Ok(true);
    }
    if cli.mlir_print_debuginfo {
        eprintln!("pdl-opt: warning: --mlir-print-debuginfo: locations are not printed yet");
    }
    let (name, src) = read_input(&cli.input)?;
    // The clock starts with the input in memory, as in `mlir-opt`.
    let mut timing = Timing::start();
    let split = cli
        .split_input_file
        .as_deref()
        .map(|marker| split_input(&src, marker));
    let chunks = match &split {
        Some(s) => {
            eprint!("{}", s.warnings(&name, &src));
            s.chunks.clone()
        }
        None => vec![Chunk {
            start: 0,
            text: &src,
        }],
    };
    let mut verifier = cli.verify_diagnostics.map(|which| {
        let v = Verifier::new(&name, &src);
        if which == VerifyWhich::OnlyExpected {
            v.only_expected()
        } else {
            v
        }
    });
    let mut ok = true;
    let mut outputs = Vec::new();
    for chunk in &chunks {
        let text = chunk.padded(&src);
        let outcome = process(&cli, &name, &text, split.is_some(), &mut timing.phases);
        match &mut verifier {
            Some(v) => {
                // As mlir-opt under --verify-diagnostics, no operation printed in notes.
                let diags = parse_rendered(&name, &outcome.diagnostics);
                for d in diags.iter().filter(|d| !is_current_op_note(d)) {
                    eprint!("{}", v.emit(d));
                }
            }
            None => {
                if let Some(partial) = &outcome.partial {
                    print!("{partial}");
                }
                eprint!("{}", outcome.diagnostics);
            }
        }
        ok &= outcome.output.is_some();
        outputs.push(outcome.output.unwrap_or_default());
    }
    if let Some(v) = &mut verifier {
        eprint!("{}", v.finish());
        ok = !v.failed();
    }
    // As mlir-opt: a failed run keeps no output file; standard output gets what there is.
    let to_file = cli.output.as_deref().is_some_and(|o| o != "-");
    if ok || !to_file {
        let text = match &split {
            Some(_) => join_outputs(&outputs, &cli.output_split_marker),
            None => outputs.pop().unwrap_or_default(),
        };
        if ok || !text.is_empty() {
            let t = std::time::Instant::now();
            write_output(cli.output.as_deref(), &text)?;
            timing.phases.output += t.elapsed();
        }
    }
    if ok && cli.mlir_timing {
        eprint!("{}", timing.report());
    }
    Ok(ok)
}

/// A "see current operation" note: MLIR does not print operations in diagnostics under
/// `--verify-diagnostics`.
fn is_current_op_note(d: &Emitted) -> bool {
    d.kind == Kind::Note && d.message.starts_with("see current operation: ")
}

/// Rejects flags the chosen mode has no use for.
fn check_flags(cli: &Cli) -> Result<(), String> {
    let not_apply = |flag: &str, does: &str| {
        Err(format!(
            "pdl-opt: {flag} {does}, which this mode does not (see pdl-opt --help)"
        ))
    };
    if !cli.apply_mode() {
        if cli.mlir_timing {
            return not_apply("--mlir-timing", "times applying patterns");
        }
        if cli.walk_driver {
            return not_apply("--walk-driver", "applies patterns");
        }
    }
    let whole_file = cli.emit.is_some() || cli.ods_dump.is_some();
    if whole_file && (cli.split_input_file.is_some() || cli.verify_diagnostics.is_some()) {
        return Err(
            "pdl-opt: --emit and --ods-dump read whole files: no --split-input-file or --verify-diagnostics"
                .into(),
        );
    }
    Ok(())
}

/// The input's name (as diagnostics spell it) and text.
fn read_input(input: &str) -> Result<(String, String), String> {
    if input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("pdl-opt: cannot read stdin: {e}"))?;
        return Ok(("<stdin>".to_string(), s));
    }
    let bytes = std::fs::read(input).map_err(|e| format!("pdl-opt: cannot read '{input}': {e}"))?;
    Ok((input.to_string(), compile::utf8_source(bytes, input)?))
}

/// What processing one input (or one chunk of it) gave.
struct Outcome {
    /// The output; `None` when processing failed.
    output: Option<String>,
    /// The diagnostics, rendered (`file:line:col: error: ...` with source lines).
    diagnostics: String,
    /// When applying patterns failed: the IR as it stands (printed before the error when
    /// the input is not split).
    partial: Option<String>,
}

impl Outcome {
    fn of(result: Result<String, String>) -> Self {
        match result {
            Ok(output) => Outcome {
                output: Some(output),
                diagnostics: String::new(),
                partial: None,
            },
            Err(diagnostics) => Outcome {
                output: None,
                diagnostics: with_newline(diagnostics),
                partial: None,
            },
        }
    }
}

fn with_newline(mut s: String) -> String {
    if !s.is_empty() && !s.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// Processes `src` (the input, or one chunk of it padded to keep its lines), named `name`,
/// in the mode of `cli`. `chunked`: the input was split (pattern files are then read from
/// the chunk, not from the file).
fn process(cli: &Cli, name: &str, src: &str, chunked: bool, times: &mut PhaseTimes) -> Outcome {
    if cli.transform_interpreter {
        if cli.verify_diagnostics.is_none() {
            // Diagnostics written as they come, between the `--debug-matcher` lines.
            return Outcome::of(pdl_codegen::transform::run(name, src, cli.debug_matcher));
        }
        let (output, diagnostics) = pdl_codegen::transform::run_quiet(name, src, cli.debug_matcher);
        return Outcome {
            output,
            diagnostics: with_newline(diagnostics),
            partial: None,
        };
    }
    if cli.pattern_mode() {
        let from_file = !chunked && cli.input != "-";
        let mut warnings = String::new();
        let mut outcome = Outcome::of(convert(cli, from_file, name, src, &mut warnings));
        outcome.diagnostics.insert_str(0, &warnings);
        return outcome;
    }
    if cli.patterns.is_none() && compile::is_pattern_file(src) {
        return Outcome::of(check_pattern_file(cli, name, src));
    }
    apply_patterns(cli, name, src, times)
}

/// `--pdll-to-pdl`, `--convert-pdl-to-pdl-interp`, `--dump-matcher=dot`: the pattern file
/// read (and lowered), printed. `from_file`: read PDLL from the input's path (to follow its
/// `#include`s). Warnings are rendered into `warnings`.
fn convert(
    cli: &Cli,
    from_file: bool,
    name: &str,
    src: &str,
    warnings: &mut String,
) -> Result<String, String> {
    let dot = cli.dump_matcher.is_some();
    let lowering = cli.convert_pdl_to_pdl_interp || dot;
    // PDLL by the file's extension (or always, to print it as PDL), else PDL.
    let syntax = if !lowering || cli.input.ends_with(".pdll") {
        Syntax::Pdll
    } else {
        Syntax::Pdl
    };
    // Operations beside the patterns stay in the converted module, as in MLIR (and are
    // left out of the drawn matcher).
    let others = (lowering && syntax == Syntax::Pdl)
        .then(|| compile::ModuleOps::find(src, name))
        .flatten();
    let checked = if let Some(o) = &others {
        compile::read_text(o.patterns_src(), name, syntax)
    } else if from_file {
        let dirs: Vec<std::path::PathBuf> = cli.includes.iter().map(Into::into).collect();
        compile::read_file(Path::new(&cli.input), syntax, &dirs, &mut Vec::new())
    } else {
        compile::read_text(src, name, syntax)
    }
    .map_err(|e| e.message)?;
    if !checked.warnings.is_empty() {
        warnings.push_str(&checked.sources.render(&checked.warnings));
    }
    if !lowering {
        return Ok(print_patterns(&checked, cli.mlir_print_op_generic));
    }
    let mut options = lower_options(cli.mlir_compatible);
    if let Some(o) = &others {
        // The operations beside the patterns load their dialects, whose operations are then
        // registered (their result types inferable), as in MLIR.
        let loaded = o.loaded_dialects();
        options = options.with_dialects(
            &pdl_runtime::dialects::core(),
            loaded.iter().map(String::as_str),
        );
    }
    if cli.verify_diagnostics.is_none() {
        warnings.push_str(
            &checked
                .sources
                .render(&checked.shadowing_warnings(&options)),
        );
    }
    let prog = checked.lower(options).map_err(|e| e.message)?;
    Ok(if dot {
        compile::dot(&prog)
    } else if let Some(o) = others {
        o.print_with(&prog)
    } else {
        compile::print_pdl_interp(&prog, checked.module_name.as_deref())
    })
}

/// A file of bare `pdl.pattern`s without a pass: read and checked with MLIR's verifier
/// rules for `pdl`, then printed (the patterns only).
fn check_pattern_file(cli: &Cli, name: &str, src: &str) -> Result<String, String> {
    let others = compile::ModuleOps::find(src, name);
    let text = others.as_ref().map_or(src, |o| o.patterns_src());
    let checked = compile::read_text(text, name, Syntax::Pdl).map_err(|e| e.message)?;
    // Operations a rewrite creates, checked against the dialects MLIR has loaded.
    let loaded = others
        .as_ref()
        .map_or_else(|| vec!["builtin".to_string()], |o| o.loaded_dialects());
    let options = LowerOptions::default().with_dialects(
        &pdl_runtime::dialects::core(),
        loaded.iter().map(String::as_str),
    );
    compile::check_created(&checked.set, &options)
        .map_err(|d| compile::render(&checked.sources, &d).message)?;
    if others.is_some() {
        eprintln!("pdl-opt: note: only the patterns of {name} are printed, not the operations beside them");
    }
    Ok(print_patterns(&checked, cli.mlir_print_op_generic))
}

/// Patterns printed as PDL, in custom or generic form.
fn print_patterns(checked: &pdl_codegen::Checked, generic: bool) -> String {
    let module = checked.module_name.as_deref();
    if generic {
        compile::print_pdl_generic(&checked.set, module)
    } else {
        compile::print_pdl_named(&checked.set, module)
    }
}

/// Prints the payload IR, in MLIR's generic form when `generic` (`--mlir-print-op-generic`),
/// else in its custom form: the one place the print mode of a payload is chosen.
fn print_payload(ir: &Ir, generic: bool) -> String {
    pdl_runtime::text::print_with(ir, pdl_runtime::text::PrintOptions { generic })
}

/// The apply mode: the patterns applied to the payload with the greedy (or walk) driver,
/// the result printed.
/// The greedy driver's threads: one per core, unless asked otherwise; one when tracing
/// (the trace follows the sequential driver's steps).
fn threads(cli: &Cli) -> Threads {
    match cli.threads {
        _ if cli.mlir_disable_threading || cli.trace => Threads::ONE,
        Some(n) => Threads::Count(
            std::num::NonZeroUsize::new(usize::from(n)).unwrap_or(std::num::NonZeroUsize::MIN),
        ),
        None => Threads::Auto,
    }
}

fn apply_patterns(cli: &Cli, name: &str, src: &str, times: &mut PhaseTimes) -> Outcome {
    let ops = match &cli.ods {
        Some(td) => match ods_defs(td, &cli.includes) {
            Ok(ops) => ops,
            Err(e) => return Outcome::of(Err(e)),
        },
        None => Vec::new(),
    };
    let options = ApplyOptions {
        lower: lower_options(cli.mlir_compatible),
        config: GreedyConfig::default(),
        patterns_file: cli.patterns.as_ref().map(PathBuf::from),
        walk: cli.walk_driver,
        custom_form: !cli.mlir_print_op_generic,
        ops,
        // MLIR gives no such warnings: a test checking diagnostics would see them as
        // unexpected.
        shadowing_warnings: cli.verify_diagnostics.is_none(),
        include_dirs: cli.includes.iter().map(PathBuf::from).collect(),
        threads: Some(threads(cli)),
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    let prepared = match apply::prepare(name, src, &options, &natives, times) {
        Ok(p) => p,
        Err(e) => return Outcome::of(Err(e.message)),
    };
    eprint!("{}", prepared.warnings);
    let result = if cli.trace {
        let mut tracer = trace::TracePrinter::new(name, src);
        prepared.apply_ir(&options.config, options.walk, &mut tracer, times)
    } else {
        prepared.apply_ir(&options.config, options.walk, &mut NoListener, times)
    };
    match result {
        Ok(ir) => {
            let t = std::time::Instant::now();
            let text = print_payload(&ir, cli.mlir_print_op_generic);
            times.output += t.elapsed();
            Outcome::of(Ok(text))
        }
        // A failed rewrite was rolled back: the IR as it stands, then the error.
        Err(e) => Outcome {
            partial: e.ir.clone(),
            ..Outcome::of(Err(e.message))
        },
    }
}

/// The lowering `--mlir-compatible` asks for.
fn lower_options(mlir_compatible: bool) -> LowerOptions {
    if mlir_compatible {
        LowerOptions::mlir_compatible()
    } else {
        LowerOptions::default()
    }
}

/// The wall time of the apply mode's phases, for `--mlir-timing`.
struct Timing {
    start: std::time::Instant,
    phases: PhaseTimes,
}

impl Timing {
    fn start() -> Self {
        Timing {
            start: std::time::Instant::now(),
            phases: PhaseTimes::default(),
        }
    }

    /// The report ([`PhaseTimes::report`]); `Total` is the time since [`Timing::start`].
    fn report(&self) -> String {
        self.phases.report(self.start.elapsed())
    }
}

/// Writes the result to `-o OUT`, or to stdout.
fn write_output(output: Option<&str>, text: &str) -> Result<(), String> {
    match output {
        Some(path) if path != "-" => std::fs::write(path, text)
            .map_err(|e| format!("pdl-opt: cannot write '{path}': {e}"))?,
        _ => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .map_err(|e| format!("pdl-opt: cannot write output: {e}"))?;
        }
    }
    Ok(())
}

/// `--ods-dump`: the op definitions of an ODS file, as `pdl_ods` reads them.
#[cfg(feature = "ods")]
fn ods_dump(td: &str, includes: &[String]) -> Result<String, String> {
    let dirs: Vec<&Path> = includes.iter().map(Path::new).collect();
    let ops =
        pdl_ods::import(Path::new(td), &dirs, None).map_err(|e| format!("pdl-opt: {td}: {e}"))?;
    Ok(ops.iter().map(pdl_ods::describe).collect())
}

/// `--ods`: the definitions, with their syntax, of the operations of an ODS file that the
/// core dialects do not define.
#[cfg(feature = "ods")]
fn ods_defs(td: &str, includes: &[String]) -> Result<Vec<pdl_runtime::ir::OpDef>, String> {
    let dirs: Vec<&Path> = includes.iter().map(Path::new).collect();
    let ops =
        pdl_ods::import(Path::new(td), &dirs, None).map_err(|e| format!("pdl-opt: {td}: {e}"))?;
    let core = pdl_runtime::dialects::core();
    Ok(ops
        .iter()
        .filter(|o| core.get(&o.name).is_none())
        .map(|o| o.to_opdef())
        .collect())
}

/// `--ods-dump` without the `ods` feature.
#[cfg(not(feature = "ods"))]
fn ods_dump(_td: &str, _includes: &[String]) -> Result<String, String> {
    Err(NO_ODS.into())
}

/// `--ods` without the `ods` feature.
#[cfg(not(feature = "ods"))]
fn ods_defs(_td: &str, _includes: &[String]) -> Result<Vec<pdl_runtime::ir::OpDef>, String> {
    Err(NO_ODS.into())
}

/// What `--ods` and `--ods-dump` say without the `ods` feature.
#[cfg(not(feature = "ods"))]
const NO_ODS: &str = "pdl-opt: --ods needs pdl-opt built with the `ods` feature (cargo build -p pdlrs-codegen --features ods)";
