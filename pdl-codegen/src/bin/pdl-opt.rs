//! `pdl-opt`: reads MLIR text and prints it as `mlir-opt --allow-unregistered-dialect`
//! does: operations with a custom syntax in custom form, the others in generic form (with
//! `--mlir-print-op-generic`, all in generic form); with `--pdll-to-pdl`, reads
//! PDLL and prints the patterns as PDL (as `mlir-pdll -x=mlir` does; with
//! `--mlir-print-op-generic`, in MLIR's generic form); with `--convert-pdl-to-pdl-interp`,
//! lowers the patterns of a PDL (or, by its `.pdll` extension, PDLL) file to the matcher
//! program and prints it as MLIR's `pdl_interp` in generic form (what `mlir-opt
//! --convert-pdl-to-pdl-interp` prints, normalised); with `--dump-matcher=dot`, prints the
//! matcher as a Graphviz digraph instead; with `--emit=rust`, prints the Rust that a build
//! script's `pdl_codegen::Builder` writes for the file (PDLL by its `.pdll` extension, else
//! PDL: a `.pdl` file, or a `.mlir` file whose `module @patterns` holds the patterns), for
//! inspection.
//!
//! Given a file in the layout of `mlir-opt --test-pdl-bytecode-pass` (a `module @patterns`
//! of PDL patterns beside a `module @ir`), pdl-opt applies the patterns to the body of `@ir`
//! with the greedy driver and prints the top-level module without `@patterns`, as
//! `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass` does (in generic form
//! with `--mlir-print-op-generic`), with MLIR's test-pass native functions registered. `--patterns P.pdl|P.pdll` applies
//! a separate pattern file to the whole input instead; `--trace` prints to stderr, per visited
//! operation, why each candidate pattern did not match (the first check on its path that
//! failed), the matches, the rewrite applied and its changes to the IR.
//!
//! `--mlir-timing` (this apply mode only; the other modes reject it) prints to stderr, once
//! the output is written, an execution time report laid out as MLIR's `--mlir-timing` one:
//! the wall time of `Parser` (reading the input text into IR, the `@patterns` module
//! included), `TestPDLByteCodePass` (the pass, to compare with MLIR's line of that name:
//! compiling the patterns, i.e. lowering them to the matcher program and loading it into the
//! VM — with `--patterns`, reading the pattern file too — then the greedy driver applying
//! them, and verifying the result), `Output` (printing the IR and writing it), `Rest` and
//! `Total`. As in `mlir-opt`, the clock starts once the input file is in memory. Nothing is
//! reported when the run fails.
//!
//! ```text
//! pdl-opt [FILE|-] [-o OUT] [--patterns P.pdl|P.pdll] [--trace] [--mlir-compatible]
//!         [--mlir-timing] [--walk-driver]
//! pdl-opt --pdll-to-pdl FILE.pdll [-o OUT]
//! pdl-opt --convert-pdl-to-pdl-interp FILE [--mlir-compatible] [-o OUT]
//! pdl-opt --dump-matcher=dot FILE [-o OUT]
//! pdl-opt --emit=rust FILE [-o OUT]
//! ```
//!
//! `--walk-driver` applies the patterns with MLIR's walk driver (`walkAndApplyPatterns`:
//! one post-order walk, each operation visited once, no fixpoint, no folding) instead of the
//! greedy driver.
//!
//! `--ods FILE.td [-I DIR]...` (with the cargo feature `ods`) imports the op definitions of an
//! ODS file through `llvm-tblgen-22` (`pdl_ods`) and registers them, with their syntax
//! (assembly formats), beside the core dialects' before the input is read (a core operation
//! keeps its own definition); `--ods-dump FILE.td [-I DIR]...` prints what it read.
//!
//! `--mlir-compatible` reproduces MLIR 22 where it is wrong (no equality check for a
//! `pdl.types` value met twice).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_codegen::compile::{self, Syntax};
use pdl_codegen::LowerOptions;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::GreedyConfig;
use pdl_runtime::rewrite::{ErasedSet, Listener, NoListener};
use pdl_runtime::rewrite::{PatternRef, RewriteListener};
use pdl_runtime::value::Natives;

const USAGE: &str =
    "usage: pdl-opt [FILE|-] [-o OUT] [--patterns P.pdl|P.pdll] [--trace] [--mlir-compatible]
               [--mlir-timing] [--mlir-print-op-generic]
       pdl-opt --pdll-to-pdl FILE.pdll
       pdl-opt --convert-pdl-to-pdl-interp FILE.pdl|FILE.pdll [--mlir-compatible]
       pdl-opt --dump-matcher=dot FILE.pdl|FILE.pdll
       pdl-opt --emit=rust FILE.pdl|FILE.pdll|FILE.mlir
       pdl-opt --transform-interpreter FILE [--debug-matcher]
       pdl-opt --ods FILE.td [-I DIR]... [FILE|-] ...
       pdl-opt --ods-dump FILE.td [-I DIR]...";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            // An empty message: the diagnostics were already reported.
            if !msg.is_empty() {
                eprintln!("{msg}");
            }
            ExitCode::FAILURE
        }
    }
}

/// The command line, read.
#[derive(Default)]
struct Args {
    input: Option<String>,
    output: Option<String>,
    pdll_to_pdl: bool,
    generic: bool,
    to_interp: bool,
    dot: bool,
    emit_rust: bool,
    mlir_compatible: bool,
    trace: bool,
    timing: bool,
    walk: bool,
    patterns_file: Option<String>,
    transform: bool,
    debug_matcher: bool,
    ods: Option<String>,
    ods_dump: Option<String>,
    includes: Vec<String>,
}

/// Reads the command line; `None` when it asks for help (printed here).
fn parse_args(args: Vec<String>) -> Result<Option<Args>, String> {
    let mut o = Args::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--allow-unregistered-dialect" => {}
            "--mlir-print-op-generic" => o.generic = true,
            "--pdll-to-pdl" => o.pdll_to_pdl = true,
            "--convert-pdl-to-pdl-interp" => o.to_interp = true,
            "--dump-matcher=dot" => o.dot = true,
            "--emit=rust" => o.emit_rust = true,
            "--mlir-compatible" => o.mlir_compatible = true,
            "--trace" => o.trace = true,
            "--mlir-timing" => o.timing = true,
            "--walk-driver" => o.walk = true,
            // Transform scripts (pdl_codegen::transform).
            "--transform-interpreter" => o.transform = true,
            "--debug-matcher" => o.debug_matcher = true,
            "--patterns" => {
                o.patterns_file = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: --patterns needs a file\n{USAGE}"))?,
                )
            }
            "--ods" => {
                o.ods = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: --ods needs a .td file\n{USAGE}"))?,
                )
            }
            "--ods-dump" => {
                o.ods_dump = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: --ods-dump needs a .td file\n{USAGE}"))?,
                )
            }
            "-I" => o.includes.push(
                it.next()
                    .ok_or_else(|| format!("pdl-opt: -I needs a directory\n{USAGE}"))?,
            ),
            s if s.starts_with("-I") && s.len() > 2 => o.includes.push(s[2..].to_string()),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            "-o" => {
                o.output = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: -o needs a file\n{USAGE}"))?,
                )
            }
            s if s.starts_with("-o") && s.len() > 2 => o.output = Some(s[2..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(format!("pdl-opt: unknown option '{s}'\n{USAGE}"))
            }
            _ => {
                if o.input.replace(a).is_some() {
                    return Err(format!("pdl-opt: more than one input file\n{USAGE}"));
                }
            }
        }
    }
    Ok(Some(o))
}

fn run(args: Vec<String>) -> Result<(), String> {
    let Some(args) = parse_args(args)? else {
        return Ok(());
    };
    if let Some(td) = &args.ods_dump {
        return write_output(args.output.as_deref(), &ods_dump(td, &args.includes)?);
    }
    let input = args.input.clone().unwrap_or_else(|| "-".into());
    if args.timing
        && (args.emit_rust || args.transform || args.to_interp || args.dot || args.pdll_to_pdl)
    {
        return Err(format!(
            "pdl-opt: --mlir-timing times applying patterns only, not this mode\n{USAGE}"
        ));
    }
    if args.walk
        && (args.emit_rust || args.transform || args.to_interp || args.dot || args.pdll_to_pdl)
    {
        return Err(format!(
            "pdl-opt: --walk-driver applies patterns, which this mode does not\n{USAGE}"
        ));
    }
    if args.emit_rust {
        if input == "-" {
            return Err(format!("pdl-opt: --emit=rust needs a file\n{USAGE}"));
        }
        let text = pdl_codegen::Builder::new()
            .generate(&input)
            .map_err(|e| e.message)?;
        return write_output(args.output.as_deref(), &text);
    }
    let (name, src) = if input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("pdl-opt: cannot read stdin: {e}"))?;
        ("<stdin>".to_string(), s)
    } else {
        let bytes =
            std::fs::read(&input).map_err(|e| format!("pdl-opt: cannot read '{input}': {e}"))?;
        let s = compile::utf8_source(bytes, &input)?;
        (input.clone(), s)
    };
    let text = if args.transform {
        pdl_codegen::transform::run(&name, &src, args.debug_matcher)?
    } else if args.to_interp || args.dot || args.pdll_to_pdl {
        convert(&args, &input, &name, &src)?
    } else {
        return apply_patterns(args, &name, &src);
    };
    write_output(args.output.as_deref(), &text)
}

/// `--pdll-to-pdl`, `--convert-pdl-to-pdl-interp`, `--dump-matcher=dot`: the pattern file
/// read (and lowered), printed.
fn convert(args: &Args, input: &str, name: &str, src: &str) -> Result<String, String> {
    let lowering = args.to_interp || args.dot;
    // PDLL by the file's extension (or always, to print it as PDL), else PDL.
    let syntax = if !lowering || input.ends_with(".pdll") {
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
    } else if input == "-" {
        compile::read_text(src, name, syntax)
    } else {
        compile::read_file(Path::new(input), syntax, &[], &mut Vec::new())
    }
    .map_err(|e| e.message)?;
    if !checked.warnings.is_empty() {
        eprint!("{}", checked.sources.render(&checked.warnings));
    }
    Ok(if !lowering {
        if args.generic {
            compile::print_pdl_generic(&checked.set, None)
        } else {
            compile::print_pdl(&checked.set)
        }
    } else {
        let prog = checked
            .lower(lower_options(args.mlir_compatible))
            .map_err(|e| e.message)?;
        if args.dot {
            compile::dot(&prog)
        } else if let Some(o) = others {
            o.print_with(&prog)
        } else {
            compile::print_pdl_interp(&prog, checked.module_name.as_deref())
        }
    })
}

/// The apply mode: the patterns applied to the payload with the greedy driver, the result
/// written (and, with `--mlir-timing`, the time report).
fn apply_patterns(args: Args, name: &str, src: &str) -> Result<(), String> {
    let options = ApplyOptions {
        lower: lower_options(args.mlir_compatible),
        config: GreedyConfig::default(),
        patterns_file: args.patterns_file.map(PathBuf::from),
        walk: args.walk,
        custom_form: !args.generic,
        ops: match &args.ods {
            Some(td) => ods_defs(td, &args.includes)?,
            None => Vec::new(),
        },
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    // The clock starts with the input in memory, as in `mlir-opt`.
    let mut times = Timing::start();
    let result = if args.trace {
        let mut tracer = TracePrinter::new(name, src);
        apply::run(
            name,
            src,
            &options,
            &natives,
            &mut tracer,
            &mut times.phases,
        )
    } else {
        apply::run(
            name,
            src,
            &options,
            &natives,
            &mut NoListener,
            &mut times.phases,
        )
    };
    let text = result.map_err(|e| {
        // A failed rewrite was rolled back: show the IR as it stands, then the error.
        if let Some(ir) = &e.ir {
            print!("{ir}");
        }
        e.message
    })?;
    let t = std::time::Instant::now();
    write_output(args.output.as_deref(), &text)?;
    times.phases.output += t.elapsed();
    if args.timing {
        eprint!("{}", times.report());
    }
    Ok(())
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

/// Prints the `--trace` lines to stderr: the driver's listener.
struct TracePrinter<'a> {
    file: &'a str,
    src: &'a str,
}

impl<'a> TracePrinter<'a> {
    fn new(file: &'a str, src: &'a str) -> Self {
        TracePrinter { file, src }
    }

    fn op_text(&self, payload: &Ir, op: OpId) -> String {
        let name = payload.name_str(PayloadRead::op_name(payload, op));
        match payload.op_loc(op) {
            Some(off) => {
                let at = compile::location(self.file, self.src, off as usize);
                format!("'{name}' at {at}")
            }
            None => format!("'{name}'"),
        }
    }
}

impl Listener<Ir> for TracePrinter<'_> {
    fn notify_inserted(&mut self, payload: &Ir, op: OpId) {
        let name = payload.name_str(PayloadRead::op_name(payload, op));
        eprintln!("    inserted '{name}'");
    }
    fn notify_modified(&mut self, payload: &Ir, op: OpId) {
        eprintln!("    modified {}", self.op_text(payload, op));
    }
    fn notify_replaced(&mut self, payload: &Ir, op: OpId, with: &[pdl_runtime::ir::Value]) {
        let n = with.len();
        let s = if n == 1 { "" } else { "s" };
        eprintln!("    replaced {} by {n} value{s}", self.op_text(payload, op));
    }
    fn notify_erased(&mut self, payload: &Ir, op: OpId, _erased: &ErasedSet<OpId>) {
        eprintln!("    erased {}", self.op_text(payload, op));
    }
}

impl RewriteListener<Ir> for TracePrinter<'_> {
    const EXPLAIN: bool = true;
    fn visit(&mut self, payload: &Ir, op: OpId) {
        eprintln!("visit {}", self.op_text(payload, op));
    }
    fn match_failure(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>, reason: &str) {
        eprintln!("  no match: {pattern}: {reason}");
    }
    fn match_success(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  matched {pattern} (benefit {})", pattern.benefit);
    }
    fn match_attempt(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  rewriting with {pattern}");
    }
    fn rewrite_applied(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  applied {pattern}");
    }
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
const NO_ODS: &str = "pdl-opt: --ods needs pdl-opt built with the `ods` feature (cargo build -p pdl-codegen --features ods)";
