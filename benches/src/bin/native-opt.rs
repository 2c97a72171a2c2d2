//! `native-opt`: `pdl-opt`'s apply mode with the patterns compiled in by the native back end.
//!
//! The build script compiles the pattern file named by `PDL_NATIVE_PATTERNS` at build time
//! (`.pdll`, `.pdl`, or a `.mlir` case file's `module @patterns`; by default
//! `examples/patterns/fc_layer.pdl`) with MLIR's test-pass natives in scope
//! (`pdl_runtime::rewrite::typed_test_natives`):
//!
//! ```text
//! PDL_NATIVE_PATTERNS=path/to/patterns.pdll cargo build --release -p pdl-benches --bin native-opt
//! native-opt [FILE|-] [-o OUT] [--mlir-timing] [--threads N | --mlir-disable-threading]
//! ```
//!
//! The input is read as `pdl-opt` reads it. If it holds a top-level `module @patterns`, it is
//! a case file (the layout of `mlir-opt --test-pdl-bytecode-pass`): the compiled patterns
//! apply to the body of its `module @ir`, whatever `@patterns` holds (it is read, then
//! dropped from the output), and nothing happens without `@ir`, as with `pdl-opt FILE`.
//! Otherwise they apply to the whole input, as with `pdl-opt --patterns PATTERNS FILE`. The
//! output (the greedy driver run to a fixpoint, the result verified and printed in generic
//! form), the errors (`file:line:col: error: ...`, exit code 1) and the `--mlir-timing` report
//! are `pdl-opt`'s (a failed rewrite's message names the pattern at the absolute path it was
//! compiled from); the pass line times the driver and the verification (nothing is compiled
//! at run time). As `pdl-opt`, it rewrites the input's functions on every core (on N with
//! `--threads N`, on one with `--mlir-disable-threading`), with the same output.
//! `--allow-unregistered-dialect` and `--mlir-print-op-generic` are accepted and change
//! nothing, as in `pdl-opt`'s apply mode.

use std::io::{Read, Write};
use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::time::Instant;

use pdl_codegen::apply::PhaseTimes;
use pdl_codegen::compile;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::Listener;
use pdl_runtime::rewrite::RewriteListener;
use pdl_runtime::rewrite::{
    apply_patterns_greedily_in_parallel, apply_patterns_greedily_with, GreedyConfig, Threads,
};
use pdl_runtime::text::{print_generic, ParseError};

/// The patterns compiled by the build script: `Compiled`.
mod compiled {
    #[allow(unused_imports)]
    use pdl_runtime::rewrite::typed_test_natives::*;
    include!(concat!(env!("OUT_DIR"), "/native_opt.rs"));
}

/// The pattern file compiled in.
const PATTERNS: &str = env!("PDL_NATIVE_PATTERNS_FILE");

const USAGE: &str =
    "usage: native-opt [FILE|-] [-o OUT] [--mlir-timing] [--threads N | --mlir-disable-threading]";

fn main() -> ExitCode {
    match run(std::env::args().skip(1)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn run(mut args: impl Iterator<Item = String>) -> Result<(), String> {
    let (mut input, mut output, mut timing) = (None, None, false);
    let mut threads = Threads::Auto;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--allow-unregistered-dialect" | "--mlir-print-op-generic" => {}
            "--mlir-timing" => timing = true,
            "--mlir-disable-threading" => threads = Threads::ONE,
            "--threads" => {
                let n = args.next().and_then(|n| n.parse::<NonZeroUsize>().ok());
                let n = n.ok_or(format!("native-opt: --threads needs a count\n{USAGE}"))?;
                threads = Threads::Count(n);
            }
            "-h" | "--help" => {
                println!("{USAGE}\npatterns compiled in: {PATTERNS}");
                return Ok(());
            }
            "-o" => {
                output = Some(
                    args.next()
                        .ok_or(format!("native-opt: -o needs a file\n{USAGE}"))?,
                )
            }
            s if s.starts_with("-o") && s.len() > 2 => output = Some(s[2..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(format!("native-opt: unknown option '{s}'\n{USAGE}"))
            }
            _ if input.is_some() => {
                return Err(format!("native-opt: more than one input file\n{USAGE}"))
            }
            _ => input = Some(a),
        }
    }
    let input = input.unwrap_or_else(|| "-".into());
    let (name, src) = if input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("native-opt: cannot read stdin: {e}"))?;
        ("<stdin>".to_string(), s)
    } else {
        let bytes =
            std::fs::read(&input).map_err(|e| format!("native-opt: cannot read '{input}': {e}"))?;
        let s = compile::utf8_source(bytes, &input)?;
        (input, s)
    };
    // The clock starts with the input in memory, as in `mlir-opt` and `pdl-opt`.
    let start = Instant::now();
    // Without `module @patterns`, this is `pdl_runtime::text::parse`, as for `pdl-opt --patterns`.
    let case = compile::read_case_file(&src, &name)?;
    let parser = start.elapsed();
    let t = Instant::now();
    let mut ir = case.ir;
    let scope = match (case.patterns, case.lowered) {
        (None, None) => Some(ir.root()),
        (patterns, _) => {
            let scope = compile::child_module(&ir, "ir");
            if let (Some((_, op)), Some(_)) = (patterns, scope) {
                ir.erase_op(op);
            }
            scope
        }
    };
    if let Some(scope) = scope {
        let mut last = LastVisited(None);
        // Verified below, with MLIR's rendering, as `pdl-opt` does.
        let config = GreedyConfig {
            verify: false,
            ..GreedyConfig::default()
        };
        // The functions on every core, as `pdl-opt`; a failure leaves the IR as it was, and
        // the sequential run gives its error.
        let parallel = apply_patterns_greedily_in_parallel(
            &mut ir,
            scope,
            &compiled::Compiled,
            &config,
            threads,
        );
        if parallel.is_err() {
            if let Err(e) = apply_patterns_greedily_with(
                &mut ir,
                scope,
                &compiled::Compiled,
                &config,
                &mut last,
            ) {
                // A failed rewrite was rolled back: the IR as it stands, then the error at the
                // operation visited last, as `pdl-opt` prints them.
                print!("{}", print_generic(&ir));
                let at = last.0.or(ir.op_loc(scope)).unwrap_or(0);
                return Err(ParseError::new(at as usize, e.message()).render(&name, &src));
            }
        }
        compile::verify_rendered(&ir, &name, &src)?;
    }
    let pass = t.elapsed();
    let t = Instant::now();
    let text = print_generic(&ir);
    match output.as_deref() {
        Some(path) if path != "-" => std::fs::write(path, text)
            .map_err(|e| format!("native-opt: cannot write '{path}': {e}"))?,
        _ => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(|e| format!("native-opt: cannot write output: {e}"))?,
    }
    if timing {
        let phases = PhaseTimes {
            parser,
            pass,
            output: t.elapsed(),
        };
        eprint!("{}", phases.report(start.elapsed()));
    }
    Ok(())
}

/// The location of the operation the driver visited last.
struct LastVisited(Option<u32>);

impl Listener<Ir> for LastVisited {}

impl RewriteListener<Ir> for LastVisited {
    fn visit(&mut self, payload: &Ir, op: OpId) {
        self.0 = payload.op_loc(op);
    }
}
