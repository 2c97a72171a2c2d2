//! Applying patterns to a payload, as `pdl-opt FILE` does: what MLIR's
//! `--test-pdl-bytecode-pass` does with a case file.
//!
//! A case file holds `module @patterns` (PDL patterns, or patterns already lowered to
//! `pdl_interp`) beside `module @ir` (the payload), read by the
//! [case file reader](crate::compile::read_case_file). [`prepare`] reads it and compiles the patterns
//! through the [pipeline](crate::compile); [`Prepared::apply`] applies them greedily to the
//! body of `@ir`, verifies the result and prints the top-level module without `@patterns`.
//! [`run`] does both. With [`ApplyOptions::patterns_file`], the patterns come from a
//! separate `.pdl`/`.pdll` file instead and apply to the whole input.
//!
//! ```
//! use pdl_codegen::apply::{run, ApplyOptions, PhaseTimes};
//! use pdl_runtime::ir::Ir;
//! use pdl_runtime::value::Natives;
//! use pdl_runtime::rewrite::NoListener;
//! let src = "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %op = pdl.operation \"test.a\"\n    \
//!            pdl.rewrite %op {\n      pdl.erase %op\n    }\n  }\n}\n\
//!            module @ir {\n  \"test.a\"() : () -> ()\n  \"test.b\"() : () -> ()\n}\n";
//! let natives = Natives::<Ir>::mlir_test_pass();
//! let options = ApplyOptions::default();
//! let out = run("case.mlir", src, &options, &natives, &mut NoListener, &mut PhaseTimes::default())
//!     .unwrap();
//! assert!(out.contains("\"test.b\"") && !out.contains("\"test.a\""));
//! ```

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use pdl_runtime::ir::{Ir, OpId, Value};
use pdl_runtime::rewrite::{
    apply_patterns_greedily_in_parallel, apply_patterns_greedily_with,
    walk_and_apply_patterns_in_parallel, walk_and_apply_patterns_with_config, DriverError,
    GreedyConfig, GreedyOutcome, Threads, WalkConfig,
};
use pdl_runtime::rewrite::{ErasedSet, Listener};
use pdl_runtime::rewrite::{PatternRef, RewriteListener};
use pdl_runtime::value::Natives;
use pdl_runtime::vm::PdlPatternSet;

use crate::compile::{self, Syntax};
use crate::lower::LowerOptions;
use crate::syntax::case_file;

/// How to apply: the lowering, the driver, where the patterns come from.
#[derive(Clone, Debug, Default)]
pub struct ApplyOptions {
    /// How the patterns are lowered (`pdl-opt --mlir-compatible`:
    /// [`LowerOptions::mlir_compatible`]).
    pub lower: LowerOptions,
    /// The greedy driver's configuration (`pdl-opt`: the default, MLIR's).
    pub config: GreedyConfig,
    /// A `.pdl`/`.pdll` file of patterns applied to the whole input, instead of the input's
    /// own `module @patterns` (`pdl-opt --patterns FILE`).
    pub patterns_file: Option<PathBuf>,
    /// Apply with MLIR's walk driver (`walkAndApplyPatterns`: one post-order walk, no
    /// fixpoint, no folding) instead of the greedy driver; `config` is then unused
    /// (`pdl-opt --walk-driver`).
    pub walk: bool,
    /// Print the result in custom form where operations have one (`pdl-opt`'s default);
    /// otherwise in generic form (`pdl-opt --mlir-print-op-generic`, the default here).
    pub custom_form: bool,
    /// Operation definitions registered beside the core dialects' when the input is read
    /// (`pdl-opt --ods FILE.td`: the operations of a user's ODS file, with their syntax).
    pub ops: Vec<pdl_runtime::ir::OpDef>,
    /// Look for patterns that can never apply ([`compile::shadowing_warnings`]) and render
    /// them into [`Prepared::warnings`] (`pdl-opt`: on, but with `--verify-diagnostics`).
    pub shadowing_warnings: bool,
    /// Where the `#include`s of a `.pdll` patterns file are looked for after its own
    /// directory (`pdl-opt -I DIR`; `.td` files need the cargo feature `ods`).
    pub include_dirs: Vec<PathBuf>,
    /// Rewrite the isolated-from-above operations (functions) of the scope on this many
    /// threads
    /// ([`apply_patterns_greedily_in_parallel`](pdl_runtime::rewrite::apply_patterns_greedily_in_parallel),
    /// or the walk driver's counterpart: the same output). The listener then hears only of a failed run, which is run again
    /// sequentially so that its error and the IR printed with it are the sequential ones.
    /// `None` (the default): the sequential driver (`pdl-opt`: `Threads::Auto`, one with
    /// `--mlir-disable-threading` or `--trace`).
    pub threads: Option<Threads>,
}

/// Where the time of a run went, as `pdl-opt --mlir-timing` reports it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhaseTimes {
    /// Reading the input (the `@patterns` module included).
    pub parser: Duration,
    /// MLIR's `TestPDLByteCodePass`: compiling the patterns (with a patterns file, reading
    /// it too), applying them, verifying the result.
    pub pass: Duration,
    /// Printing the result.
    pub output: Duration,
}

impl PhaseTimes {
    /// The `--mlir-timing` report of a run that took `total`, laid out as MLIR's
    /// `DefaultTimingManager` prints it (list display, wall time only): the Parser, pass
    /// (`TestPDLByteCodePass`) and Output phases, `Rest` (what they do not account for) and
    /// `Total`. `pdl-opt` and `native-opt` print it.
    pub fn report(&self, total: Duration) -> String {
        let total = total.as_secs_f64();
        let [parser, pass, output] = [self.parser, self.pass, self.output].map(|d| d.as_secs_f64());
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

/// Why a run failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApplyError {
    /// The rendered diagnostics (`file:line:col: error: ...`).
    pub message: String,
    /// When the greedy driver failed: its error. The failed rewrite was rolled back.
    pub driver: Option<Box<DriverError>>,
    /// When the greedy driver failed: the IR printed as it stands (what `pdl-opt` prints
    /// before the error).
    pub ir: Option<String>,
}

impl From<String> for ApplyError {
    fn from(message: String) -> Self {
        ApplyError {
            message,
            driver: None,
            ir: None,
        }
    }
}

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ApplyError {}

/// An input read and its patterns compiled: ready to apply.
pub struct Prepared<'s> {
    /// The input's name, for messages.
    pub file: &'s str,
    /// The input's text, which the IR's locations point into.
    pub src: &'s str,
    /// The IR: the whole input, without its `@patterns` module.
    pub ir: Ir,
    /// Where the patterns apply (the `@ir` module, or with a patterns file the input's
    /// top-level operation) and the patterns; `None` when the input does not hold both
    /// `module @patterns` and `module @ir` (MLIR's test pass then does nothing).
    pub work: Option<(OpId, PdlPatternSet<Ir>)>,
    /// How the result is printed ([`ApplyOptions::custom_form`]).
    pub print: pdl_runtime::text::PrintOptions,
    /// Warnings about the patterns, rendered (`file:line:col: warning: ...`), when
    /// [`ApplyOptions::shadowing_warnings`] asked for them.
    pub warnings: String,
    /// The threads of the greedy driver ([`ApplyOptions::threads`]).
    pub threads: Option<Threads>,
}

/// Reads `src` (named `file`) and compiles its patterns, with `natives`. Errors are
/// rendered diagnostics. Reading is timed as [`PhaseTimes::parser`], compiling as
/// [`PhaseTimes::pass`].
pub fn prepare<'s>(
    file: &'s str,
    src: &'s str,
    options: &ApplyOptions,
    natives: &Natives<Ir>,
    times: &mut PhaseTimes,
) -> Result<Prepared<'s>, ApplyError> {
    let print = pdl_runtime::text::PrintOptions {
        generic: !options.custom_form,
    };
    let mut warnings = String::new();
    let prepared = |ir, work, warnings| Prepared {
        file,
        src,
        ir,
        work,
        print,
        warnings,
        threads: options.threads,
    };
    if let Some(patterns) = &options.patterns_file {
        let t = Instant::now();
        // Read as mlir-opt reads: the operations of loaded core dialects are registered.
        let ir = pdl_runtime::dialects::parse_loaded_with(src, file, &options.ops)
            .map_err(|e| crate::diag::render_parse_error(&e, file, src))?;
        times.parser += t.elapsed();
        let t = Instant::now();
        let lower = options.lower.clone().loaded_by(&ir);
        let warn = options.shadowing_warnings.then_some(&mut warnings);
        let set = read_patterns_file(patterns, &options.include_dirs, lower, natives, warn)?;
        times.pass += t.elapsed();
        let scope = ir.root();
        return Ok(prepared(ir, Some((scope, set)), warnings));
    }
    let t = Instant::now();
    let blanked = others_in_patterns_blanked(src, file);
    let case =
        case_file::read_case_file_with(blanked.as_deref().unwrap_or(src), file, &options.ops)?;
    times.parser += t.elapsed();
    let t = Instant::now();
    let mut ir = case.ir;
    // The case file was read with MLIR's registered operations, loaded by the operations of
    // the file (`dialects::parse_loaded`).
    let lower = options.lower.clone().loaded_by(&ir);
    let scope = case_file::child_module(&ir, "ir");
    let work = match (case.lowered, case.patterns, scope) {
        // Already lowered patterns (`pdl_interp`), as MLIR's bytecode tests give them.
        (Some(program), _, Some(scope)) => {
            let set =
                compile::program_to_vm(&program, file, src, natives).map_err(|e| e.message)?;
            Some((scope, set))
        }
        (None, Some((set, patterns_op)), Some(scope)) => {
            let sources = compile::source(file, src);
            if options.shadowing_warnings {
                warnings = sources.render(&compile::shadowing_warnings(&set, &lower));
            }
            let set = compile::to_vm(&set, &sources, lower, natives).map_err(|e| e.message)?;
            ir.erase_op(patterns_op);
            Some((scope, set))
        }
        // As MLIR's test pass: without both modules, nothing happens.
        _ => None,
    };
    times.pass += t.elapsed();
    Ok(prepared(ir, work, warnings))
}

/// The patterns of a separate pattern file, compiled. Operations beside the patterns of a
/// PDL file (a `func.func`, an unregistered op) are read and left out, as the patterns
/// module of a case file's are.
fn read_patterns_file(
    path: &Path,
    include_dirs: &[PathBuf],
    lower: LowerOptions,
    natives: &Natives<Ir>,
    warnings: Option<&mut String>,
) -> Result<PdlPatternSet<Ir>, String> {
    let syntax = Syntax::of_path(path);
    let others = (syntax == Syntax::Pdl)
        .then(|| std::fs::read_to_string(path).ok())
        .flatten()
        .and_then(|src| compile::ModuleOps::find(&src, &path.display().to_string()));
    match others {
        Some(o) => compile::read_text(o.patterns_src(), &path.display().to_string(), syntax),
        None => compile::read_file(path, syntax, include_dirs, &mut Vec::new()),
    }
    .and_then(|checked| {
        if let Some(w) = warnings {
            *w = checked.sources.render(&checked.shadowing_warnings(&lower));
        }
        checked.to_vm(lower, natives)
    })
    .map_err(|e| e.message)
}

/// `src` with the operations of its `@patterns` module other than the patterns blanked
/// (every offset kept), when it has any: MLIR's test pass lowers the patterns of that
/// module and never looks at the rest.
fn others_in_patterns_blanked(src: &str, file: &str) -> Option<String> {
    let start = case_file::find_patterns_module(src)?;
    let end = case_file::module_end(src, start)?;
    // Only the module's text is read (a copy of the whole input, payload included, made the
    // reading of large files twice as slow).
    let others = compile::ModuleOps::find(&src[start..end], file)?;
    let kept = others.patterns_src();
    (kept.len() == end - start).then(|| format!("{}{kept}{}", &src[..start], &src[end..]))
}

impl Prepared<'_> {
    /// Applies the patterns greedily with `config`, telling `listener` what happens, verifies
    /// the result (both timed as [`PhaseTimes::pass`]) and prints it (timed as
    /// [`PhaseTimes::output`]). A failure of the driver is reported at the operation visited
    /// last (the one whose rewrite failed, or the root of the last rewrite when the patterns
    /// do not converge), with the IR as it stands; an invalid result at MLIR's location.
    pub fn apply<L: RewriteListener<Ir>>(
        self,
        config: &GreedyConfig,
        listener: &mut L,
        times: &mut PhaseTimes,
    ) -> Result<String, ApplyError> {
        self.apply_with(config, false, listener, times)
    }

    /// [`apply`](Self::apply), with MLIR's walk driver instead of the greedy one when
    /// `walk` ([`ApplyOptions::walk`]).
    pub fn apply_with<L: RewriteListener<Ir>>(
        self,
        config: &GreedyConfig,
        walk: bool,
        listener: &mut L,
        times: &mut PhaseTimes,
    ) -> Result<String, ApplyError> {
        let print = self.print;
        let ir = self.apply_ir(config, walk, listener, times)?;
        let t = Instant::now();
        let text = pdl_runtime::text::print_with(&ir, print);
        times.output += t.elapsed();
        Ok(text)
    }

    /// [`apply_with`](Self::apply_with) without the printing: the IR after the rewrites,
    /// verified (`pdl-opt` chooses how to print it).
    pub fn apply_ir<L: RewriteListener<Ir>>(
        mut self,
        config: &GreedyConfig,
        walk: bool,
        listener: &mut L,
        times: &mut PhaseTimes,
    ) -> Result<Ir, ApplyError> {
        if let Some((scope, set)) = self.work.take() {
            let t = Instant::now();
            if let Err((driver, message)) = self.apply_to(scope, &set, config, walk, listener) {
                let ir = pdl_runtime::text::print_generic(&self.ir);
                return Err(ApplyError {
                    message,
                    driver: Some(Box::new(driver)),
                    ir: Some(ir),
                });
            }
            case_file::verify_rendered(&self.ir, self.file, self.src)?;
            times.pass += t.elapsed();
        }
        Ok(self.ir)
    }

    /// Runs the driver on `scope`; a failure with its located message.
    fn apply_to<L: RewriteListener<Ir>>(
        &mut self,
        scope: OpId,
        set: &PdlPatternSet<Ir>,
        config: &GreedyConfig,
        walk: bool,
        listener: &mut L,
    ) -> Result<GreedyOutcome, (DriverError, String)> {
        let mut located = Locating {
            inner: listener,
            last: None,
        };
        let ir = &mut self.ir;
        if let Some(threads) = self.threads.filter(|t| t.count() > 1) {
            // A failure leaves the IR as it was: the sequential run below then gives its
            // own error, at the operation the listener saw last.
            let parallel = if walk {
                let unverified = WalkConfig { verify: false };
                walk_and_apply_patterns_in_parallel(ir, scope, set, &unverified, threads)
            } else {
                let unverified = GreedyConfig {
                    verify: false,
                    ..config.clone()
                };
                apply_patterns_greedily_in_parallel(ir, scope, set, &unverified, threads)
            };
            if let Ok(outcome) = parallel {
                return Ok(outcome);
            }
        }
        // The result is verified by the caller, with MLIR's rendering (notes included).
        let result = if walk {
            let unverified = WalkConfig { verify: false };
            walk_and_apply_patterns_with_config(ir, scope, set, &unverified, &mut located)
        } else {
            let unverified = GreedyConfig {
                verify: false,
                ..config.clone()
            };
            apply_patterns_greedily_with(ir, scope, set, &unverified, &mut located)
        };
        result.map_err(|e| {
            let at = located.last.or(ir.op_loc(scope)).unwrap_or(0);
            let message = pdl_runtime::text::ParseError::new(at as usize, e.message())
                .render(self.file, self.src);
            (e, message)
        })
    }
}

/// Reads `src` (named `file`), applies its patterns with `options`, verifies and prints the
/// result: [`prepare`], then [`Prepared::apply`].
pub fn run<L: RewriteListener<Ir>>(
    file: &str,
    src: &str,
    options: &ApplyOptions,
    natives: &Natives<Ir>,
    listener: &mut L,
    times: &mut PhaseTimes,
) -> Result<String, ApplyError> {
    prepare(file, src, options, natives, times)?.apply_with(
        &options.config,
        options.walk,
        listener,
        times,
    )
}

/// Forwards everything to `inner`, remembering where the operation visited last was
/// written.
struct Locating<'l, L> {
    inner: &'l mut L,
    last: Option<u32>,
}

impl<L: Listener<Ir>> Listener<Ir> for Locating<'_, L> {
    fn notify_inserted(&mut self, payload: &Ir, op: OpId) {
        self.inner.notify_inserted(payload, op);
    }
    fn notify_modified(&mut self, payload: &Ir, op: OpId) {
        self.inner.notify_modified(payload, op);
    }
    fn notify_replaced(&mut self, payload: &Ir, op: OpId, with: &[Value]) {
        self.inner.notify_replaced(payload, op, with);
    }
    fn notify_erased(&mut self, payload: &Ir, op: OpId, erased: &ErasedSet<OpId>) {
        self.inner.notify_erased(payload, op, erased);
    }
}

impl<L: RewriteListener<Ir>> RewriteListener<Ir> for Locating<'_, L> {
    const EXPLAIN: bool = L::EXPLAIN;
    fn visit(&mut self, payload: &Ir, op: OpId) {
        self.last = payload.op_loc(op);
        self.inner.visit(payload, op);
    }
    fn match_attempt(&mut self, payload: &Ir, op: OpId, pattern: PatternRef<'_>) {
        self.inner.match_attempt(payload, op, pattern);
    }
    fn match_failure(&mut self, payload: &Ir, op: OpId, pattern: PatternRef<'_>, reason: &str) {
        self.inner.match_failure(payload, op, pattern, reason);
    }
    fn match_success(&mut self, payload: &Ir, op: OpId, pattern: PatternRef<'_>) {
        self.inner.match_success(payload, op, pattern);
    }
    fn rewrite_applied(&mut self, payload: &Ir, op: OpId, pattern: PatternRef<'_>) {
        self.inner.rewrite_applied(payload, op, pattern);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pdl_runtime::rewrite::NoListener;

    /// A case whose only rewrite fails (it erases an operation still in use).
    const FAILING: &str = include_str!("../tests/data/failing_rewrite.mlir");

    #[test]
    fn a_failed_rewrite_is_located_with_the_ir_as_it_stands() {
        let natives = Natives::<Ir>::mlir_test_pass();
        let mut times = PhaseTimes::default();
        let options = ApplyOptions::default();
        let prepared = prepare("c.mlir", FAILING, &options, &natives, &mut times).unwrap();
        let before = pdl_runtime::text::print_generic(&prepared.ir);
        assert!(
            !before.contains("pdl.pattern"),
            "@patterns is gone: {before}"
        );
        let e = prepared
            .apply(&options.config, &mut NoListener, &mut times)
            .unwrap_err();
        assert!(
            matches!(e.driver.as_deref(), Some(DriverError::Rewrite { .. })),
            "{e}"
        );
        // At the operation whose rewrite failed.
        assert!(e.message.starts_with("c.mlir:14:"), "{e}");
        assert_eq!(e.ir.as_deref(), Some(before.as_str()));
    }

    #[test]
    fn without_both_modules_nothing_happens() {
        let natives = Natives::<Ir>::mlir_test_pass();
        let src = "module @ir {\n  \"test.a\"() : () -> ()\n}\n";
        let mut times = PhaseTimes::default();
        let options = ApplyOptions::default();
        let prepared = prepare("c.mlir", src, &options, &natives, &mut times).unwrap();
        assert!(prepared.work.is_none());
        let out = run(
            "c.mlir",
            src,
            &options,
            &natives,
            &mut NoListener,
            &mut times,
        )
        .unwrap();
        assert_eq!(out, pdl_runtime::text::print_generic(&prepared.ir));
    }

    #[test]
    fn errors_of_each_stage_are_located() {
        let natives = Natives::<Ir>::mlir_test_pass();
        let options = ApplyOptions::default();
        let run = |src: &str| {
            run(
                "c.mlir",
                src,
                &options,
                &natives,
                &mut NoListener,
                &mut PhaseTimes::default(),
            )
            .unwrap_err()
        };
        // Reading the payload.
        let e = run("module @ir {\n  %0 = \"test.a\"(%9) : (i32) -> i32\n}\n");
        assert!(e.message.starts_with("c.mlir:2:"), "{e}");
        // Compiling: a native nobody registered, at its call.
        let e = run("module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %r = pdl.operation \"test.a\"\n    pdl.apply_native_constraint \"Nope\"(%r : !pdl.operation)\n    pdl.rewrite %r {\n      pdl.erase %r\n    }\n  }\n}\nmodule @ir {\n}\n");
        assert!(e.message.starts_with("c.mlir:4:"), "{e}");
        assert!(e.driver.is_none() && e.ir.is_none());
    }
}
