//! `pdl-opt`: reads MLIR text and prints it in generic form, as `mlir-opt
//! --allow-unregistered-dialect --mlir-print-op-generic` does; with `--pdll-to-pdl`, reads
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
//! `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-op-generic`
//! does, with MLIR's test-pass native functions registered. `--patterns P.pdl|P.pdll` applies
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
//!         [--mlir-timing]
//! pdl-opt --pdll-to-pdl FILE.pdll [-o OUT]
//! pdl-opt --convert-pdl-to-pdl-interp FILE [--mlir-compatible] [-o OUT]
//! pdl-opt --dump-matcher=dot FILE [-o OUT]
//! pdl-opt --emit=rust FILE [-o OUT]
//! ```
//!
//! `--mlir-compatible` reproduces MLIR 22 where it is wrong (no equality check for a
//! `pdl.types` value met twice).

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str =
    "usage: pdl-opt [FILE|-] [-o OUT] [--patterns P.pdl|P.pdll] [--trace] [--mlir-compatible]
               [--mlir-timing]
       pdl-opt --pdll-to-pdl FILE.pdll
       pdl-opt --convert-pdl-to-pdl-interp FILE.pdl|FILE.pdll [--mlir-compatible]
       pdl-opt --dump-matcher=dot FILE.pdl|FILE.pdll
       pdl-opt --emit=rust FILE.pdl|FILE.pdll|FILE.mlir
       pdl-opt --transform-interpreter FILE [--debug-matcher]";

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

fn run(args: Vec<String>) -> Result<(), String> {
    let mut input: Option<String> = None;
    let mut output: Option<String> = None;
    let mut pdll_to_pdl = false;
    let mut generic = false;
    let mut to_interp = false;
    let mut dot = false;
    let mut emit_rust = false;
    let mut mlir_compatible = false;
    let mut trace = false;
    let mut timing = false;
    let mut patterns_file: Option<String> = None;
    let (mut transform, mut debug_matcher) = (false, false);
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--allow-unregistered-dialect" => {}
            "--mlir-print-op-generic" => generic = true,
            "--pdll-to-pdl" => pdll_to_pdl = true,
            "--convert-pdl-to-pdl-interp" => to_interp = true,
            "--dump-matcher=dot" => dot = true,
            "--emit=rust" => emit_rust = true,
            "--mlir-compatible" => mlir_compatible = true,
            "--trace" => trace = true,
            "--mlir-timing" => timing = true,
            // Transform scripts (pdl_codegen::transform).
            "--transform-interpreter" => transform = true,
            "--debug-matcher" => debug_matcher = true,
            "--patterns" => {
                patterns_file = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: --patterns needs a file\n{USAGE}"))?,
                )
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            "-o" => {
                output = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: -o needs a file\n{USAGE}"))?,
                )
            }
            s if s.starts_with("-o") && s.len() > 2 => output = Some(s[2..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(format!("pdl-opt: unknown option '{s}'\n{USAGE}"))
            }
            _ => {
                if input.replace(a).is_some() {
                    return Err(format!("pdl-opt: more than one input file\n{USAGE}"));
                }
            }
        }
    }
    let input = input.unwrap_or_else(|| "-".into());
    if timing && (emit_rust || transform || to_interp || dot || pdll_to_pdl) {
        return Err(format!(
            "pdl-opt: --mlir-timing times applying patterns only, not this mode\n{USAGE}"
        ));
    }
    if emit_rust {
        if input == "-" {
            return Err(format!("pdl-opt: --emit=rust needs a file\n{USAGE}"));
        }
        let text = pdl_codegen::build::generate(&input).map_err(|e| e.message)?;
        return write_output(output.as_deref(), &text);
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
        let s = pdl_codegen::syntax::case_file::utf8_source(bytes, &input)?;
        (input.clone(), s)
    };
    let text = if transform {
        pdl_codegen::transform::run(&name, &src, debug_matcher)?
    } else if to_interp || dot {
        let (set, module_name) = if input.ends_with(".pdll") {
            (pdll_file_to_model(&input, &name, &src)?, None)
        } else {
            pdl_codegen::syntax::pdl::parse_pdl_named(&src).map_err(|d| {
                pdl_codegen::syntax::diag::render_all(&d, &name, &src)
                    .trim_end()
                    .to_string()
            })?
        };
        let options = if mlir_compatible {
            pdl_codegen::lower::LowerOptions::mlir_compatible()
        } else {
            pdl_codegen::lower::LowerOptions::default()
        };
        let prog = pdl_codegen::lower::lower_with(&set, options).map_err(|d| {
            pdl_codegen::syntax::diag::render_all(&d, &name, &src)
                .trim_end()
                .to_string()
        })?;
        if dot {
            pdl_codegen::emit::dot::matcher_dot(&prog)
        } else {
            pdl_codegen::emit::interp_text::print(&prog, module_name.as_deref())
        }
    } else if pdll_to_pdl {
        let set = pdll_file_to_model(&input, &name, &src)?;
        if generic {
            pdl_codegen::syntax::pdl_generic::print_generic(&set, None)
        } else {
            pdl_codegen::syntax::pdl::print_pdl(&set)
        }
    } else {
        let options = if mlir_compatible {
            pdl_codegen::lower::LowerOptions::mlir_compatible()
        } else {
            pdl_codegen::lower::LowerOptions::default()
        };
        // The clock starts with the input in memory, as in `mlir-opt`.
        let mut times = Timing::start();
        let text = apply::run(
            &name,
            &src,
            patterns_file.as_deref(),
            options,
            trace,
            &mut times,
        )?;
        let t = std::time::Instant::now();
        write_output(output.as_deref(), &text)?;
        times.output += t.elapsed();
        if timing {
            eprint!("{}", times.report());
        }
        return Ok(());
    };
    write_output(output.as_deref(), &text)
}

/// The wall time of the apply mode's phases, for `--mlir-timing`.
struct Timing {
    start: std::time::Instant,
    parser: std::time::Duration,
    pass: std::time::Duration,
    output: std::time::Duration,
}

impl Timing {
    fn start() -> Self {
        Timing {
            start: std::time::Instant::now(),
            parser: Default::default(),
            pass: Default::default(),
            output: Default::default(),
        }
    }

    /// The report, laid out as MLIR's `DefaultTimingManager` prints it (list display, wall
    /// time only); `Total` is the time since [`Timing::start`], `Rest` what the phases do not
    /// account for.
    fn report(&self) -> String {
        let total = self.start.elapsed().as_secs_f64();
        let (parser, pass, output) = (
            self.parser.as_secs_f64(),
            self.pass.as_secs_f64(),
            self.output.as_secs_f64(),
        );
        let rest = (total - parser - pass - output).max(0.0);
        let rule = format!("==={}===", "-".repeat(73));
        let title = "... Execution time report ...";
        let mut s = format!(
            "{rule}\n{:pad$}{title}\n{rule}\n  Total Execution Time: {total:.4} seconds\n\n  \
             ----Wall Time----  ----Name----\n",
            "",
            pad = (80 - title.len()) / 2
        );
        for (name, t) in [
            ("Parser", parser),
            ("TestPDLByteCodePass", pass),
            ("Output", output),
            ("Rest", rest),
            ("Total", total),
        ] {
            let pct = if total > 0.0 { 100.0 * t / total } else { 0.0 };
            s.push_str(&format!("  {t:8.4} ({pct:5.1}%)  {name}\n"));
        }
        s
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

/// Reads PDLL (with its `#include`s when it comes from a file) into checked patterns.
fn pdll_file_to_model(
    input: &str,
    name: &str,
    src: &str,
) -> Result<pdl_codegen::model::PatternSet, String> {
    use pdl_codegen::syntax::{diag, pdll, pdll_gen};
    if input == "-" {
        return pdll_gen::pdll_to_model(src)
            .map_err(|d| diag::render_all(&d, name, src).trim_end().to_string());
    }
    let (module, files) = pdll::load_pdll_file(std::path::Path::new(input), &[]);
    let render = |d: Vec<diag::Diagnostic>| files.render(&d).trim_end().to_string();
    let (set, warnings) = pdll_gen::to_model_with_warnings(&module.map_err(render)?);
    if !warnings.is_empty() {
        eprint!("{}", files.render(&warnings));
    }
    let set = set.map_err(render)?;
    let errors = pdl_codegen::sema::check(&set);
    if errors.is_empty() {
        Ok(set)
    } else {
        Err(render(errors))
    }
}

mod apply {
    //! Applying patterns: the test pass's layout, or a separate pattern file.

    use std::path::Path;
    use std::time::Instant;

    use super::Timing;
    use pdl_codegen::load;
    use pdl_codegen::lower::LowerOptions;
    use pdl_codegen::syntax::case_file;
    use pdl_runtime::access::PayloadRead;
    use pdl_runtime::ir::{Ir, OpId};
    use pdl_runtime::rewrite::driver::{apply_patterns_greedily_with, GreedyConfig};
    use pdl_runtime::rewrite::listener::{PatternRef, RewriteListener};
    use pdl_runtime::rewrite::natives::Natives;
    use pdl_runtime::rewrite::pattern::PdlPatternSet;
    use pdl_runtime::rewrite::rewriter::{ErasedSet, Listener};

    /// Reads, applies and prints; errors are rendered messages. `times` gets the time spent
    /// parsing, in the pass (compiling the patterns, applying them, verifying) and printing.
    pub fn run(
        name: &str,
        src: &str,
        patterns_file: Option<&str>,
        options: LowerOptions,
        trace: bool,
        times: &mut Timing,
    ) -> Result<String, String> {
        if let Some(pfile) = patterns_file {
            let t = Instant::now();
            let mut ir = pdl_runtime::text::parse(src, name).map_err(|e| e.render(name, src))?;
            times.parser += t.elapsed();
            let t = Instant::now();
            let natives = Natives::<Ir>::mlir_test_pass();
            let set = load::load_file(Path::new(pfile), &natives).map_err(|e| e.message)?;
            times.pass += t.elapsed();
            let scope = ir.root();
            return apply_and_print(&mut ir, scope, &set, name, src, trace, times);
        }
        // A file may hold `module @patterns` in PDL syntax beside its payload.
        let t = Instant::now();
        let case = pdl_codegen::syntax::case_file::read_case_file(src, name)?;
        times.parser += t.elapsed();
        let t = Instant::now();
        let natives = Natives::<Ir>::mlir_test_pass();
        let mut ir = case.ir;
        if let Some(program) = case.lowered {
            // Already lowered patterns (`pdl_interp`), as MLIR's bytecode tests give them.
            let Some(scope) = case_file::child_module(&ir, "ir") else {
                times.pass += t.elapsed();
                return Ok(print(&ir, times));
            };
            let bytecode = load::compile_program(&program, name, src);
            let set =
                load::freeze_located(bytecode, name, src, None, &natives).map_err(|e| e.message)?;
            times.pass += t.elapsed();
            return apply_and_print(&mut ir, scope, &set, name, src, trace, times);
        }
        let (Some((set, patterns_op)), Some(scope)) =
            (case.patterns, case_file::child_module(&ir, "ir"))
        else {
            // As MLIR's test pass: without both modules, nothing happens.
            times.pass += t.elapsed();
            return Ok(print(&ir, times));
        };
        let program = load::compile(&set, name, src, options).map_err(|e| e.message)?;
        let set = load::freeze_located(program, name, src, Some(&set), &natives)
            .map_err(|e| e.message)?;
        ir.erase_op(patterns_op);
        times.pass += t.elapsed();
        apply_and_print(&mut ir, scope, &set, name, src, trace, times)
    }

    /// Prints `ir`, timed as output.
    fn print(ir: &Ir, times: &mut Timing) -> String {
        let t = Instant::now();
        let text = pdl_runtime::text::print(ir);
        times.output += t.elapsed();
        text
    }

    /// Applies `set` to `scope` and verifies the result (timed as the pass), then prints.
    fn apply_and_print(
        ir: &mut Ir,
        scope: OpId,
        set: &PdlPatternSet<Ir>,
        name: &str,
        src: &str,
        trace: bool,
        times: &mut Timing,
    ) -> Result<String, String> {
        let t = Instant::now();
        let config = GreedyConfig::default();
        // The operation visited last: where a failure of the driver is reported (the
        // operation whose rewrite failed, or the root of the last rewrite when the
        // patterns do not converge).
        let (result, last) = if trace {
            let mut t = TracePrinter::new(name, src);
            let r = apply_patterns_greedily_with(ir, scope, set, &config, &mut t);
            (r, t.last)
        } else {
            let mut l = Locator::default();
            let r = apply_patterns_greedily_with(ir, scope, set, &config, &mut l);
            (r, l.last)
        };
        if let Err(e) = result {
            // The failed rewrite was rolled back: show the IR as it stands, then the error.
            print!("{}", pdl_runtime::text::print(ir));
            let at = last.or(ir.op_loc(scope)).unwrap_or(0);
            return Err(
                pdl_runtime::text::ParseError::new(at as usize, e.to_string()).render(name, src),
            );
        }
        case_file::verify_rendered(ir, name, src)?;
        times.pass += t.elapsed();
        Ok(print(ir, times))
    }

    /// Remembers where the operation visited last was written.
    #[derive(Default)]
    struct Locator {
        last: Option<u32>,
    }

    impl Listener<Ir> for Locator {}

    impl RewriteListener<Ir> for Locator {
        fn visit(&mut self, payload: &Ir, op: OpId) {
            self.last = payload.op_loc(op);
        }
    }

    /// Prints the `--trace` lines to stderr: the driver's listener.
    struct TracePrinter<'a> {
        file: &'a str,
        src: &'a str,
        /// Where the operation visited last was written.
        last: Option<u32>,
    }

    impl<'a> TracePrinter<'a> {
        fn new(file: &'a str, src: &'a str) -> Self {
            TracePrinter {
                file,
                src,
                last: None,
            }
        }

        fn op_text(&self, payload: &Ir, op: OpId) -> String {
            let name = payload.name_str(PayloadRead::op_name(payload, op));
            match payload.op_loc(op) {
                Some(off) => {
                    let (l, c) = pdl_runtime::text::line_col(self.src, off as usize);
                    format!("'{name}' at {}:{l}:{c}", self.file)
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
            self.last = payload.op_loc(op);
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
}
