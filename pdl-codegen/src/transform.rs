//! Transform scripts with PDL: reads a file in the layout of `mlir-opt --transform-interpreter`
//! (payload and `transform.*` operations in one module, `pdl.pattern`s inside
//! `transform.with_pdl_patterns`), compiles its PDL patterns for `transform.pdl_match`, runs
//! `@__transform_main` with pdl-runtime's interpreter and renders its diagnostics as MLIR's
//! source manager does (`file:line:col: remark: ...`, the source line, a caret, notes).
//!
//! This is `pdl-opt --transform-interpreter FILE` (and `--debug-matcher`).

use std::collections::HashMap;

use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::{NoListener, Rewriter};
use pdl_runtime::text::{lex, skip_trivia, Tok};
use pdl_runtime::transform::Registry;
use pdl_runtime::transform::Script;
use pdl_runtime::transform::{run_entry, Interpreter, PdlMatcher, TraceEvent};
use pdl_runtime::transform::{Diag, DiagSink, Loc, Note};
use pdl_runtime::value::Kind;
use pdl_runtime::value::{Natives, Signature};
use pdl_runtime::{rewrite::PatternSet as _, vm::PdlPatternSet};

use crate::diag::render_all;
use crate::lower::LowerOptions;

/// A transform file read: the IR (payload and script), the script, the PDL patterns.
pub struct TransformFile {
    /// Payload and transform operations, as `mlir-opt` holds them.
    pub ir: Ir,
    /// The transform operations, decoded.
    pub script: Script,
    /// Compiled patterns for `transform.pdl_match`.
    pub pdl: PdlPatterns,
}

/// The PDL patterns of each `transform.with_pdl_patterns`, compiled one by one (MLIR
/// compiles each pattern alone, with a no-op `transform.dialect` rewrite).
#[derive(Default)]
pub struct PdlPatterns {
    sets: HashMap<(OpId, String), PdlPatternSet<Ir>>,
}

impl PdlMatcher<Ir> for PdlPatterns {
    fn find_matches(
        &self,
        payload: &mut Ir,
        container: OpId,
        name: &str,
        root: OpId,
    ) -> Option<Vec<OpId>> {
        let set = self.sets.get(&(container, name.to_string()))?;
        let mut out = Vec::new();
        let Ok(mut state) = set.prepare(payload) else {
            return Some(out);
        };
        for op in PayloadRead::nested_ops(payload, root, true) {
            if payload.is_erased(op) {
                continue;
            }
            let matches = set.matches(&mut state, payload, op);
            let Some(m) = matches.first() else {
                continue;
            };
            let mut listener = NoListener;
            let mut rw = Rewriter::new(payload, &mut listener, op);
            match set.apply(&mut state, &mut rw, m) {
                Ok(()) => {
                    if rw.commit().is_ok() {
                        out.push(op);
                    }
                }
                Err(_) => {
                    rw.rollback();
                }
            }
        }
        Some(out)
    }
}

/// Natives for patterns used by `transform.pdl_match`: MLIR's test-pass ones plus the
/// no-op rewrite `transform.dialect` the transform dialect registers.
fn natives() -> Natives<Ir> {
    let mut n = Natives::<Ir>::mlir_test_pass();
    n.register_rewrite(
        "transform.dialect",
        Signature::new(&[Kind::Operation], &[]),
        |_, _| Ok(Vec::new()),
    );
    n
}

/// Reads a transform file. Errors are rendered diagnostics.
pub fn read(src: &str, file: &str) -> Result<TransformFile, String> {
    // 1. The `pdl.pattern`s, read by the PDL front end.
    let b = src.as_bytes();
    let mut patterns = Vec::new();
    let mut pos = 0;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        if t.kind == Tok::Eof {
            break;
        }
        if t.kind == Tok::BareId && &src[t.start..t.end] == "pdl.pattern" {
            let Some(end) = crate::syntax::case_file::module_end(src, t.start) else {
                // The PDL reader says what is wrong, where (a missing `}` at the end of
                // the file, as MLIR says it); if it finds nothing, the pattern's start.
                let only = crate::syntax::case_file::only(src, t.start, src.len());
                return Err(match crate::syntax::pdl::parse_pdl(&only) {
                    Err(d) => render_all(&d, file, src).trim_end().to_string(),
                    Ok(_) => render_parse_error(
                        &pdl_runtime::text::ParseError::new(t.start, "unterminated pdl.pattern"),
                        file,
                        src,
                    ),
                });
            };
            let only = crate::syntax::case_file::only(src, t.start, end);
            let set = crate::syntax::pdl::parse_pdl(&only)
                .map_err(|d| render_all(&d, file, src).trim_end().to_string())?;
            patterns.push((t.start, end, set));
            pos = end;
            continue;
        }
        pos = t.end.max(pos + 1);
    }
    let located = |offset: usize, message: &str| {
        render_parse_error(
            &pdl_runtime::text::ParseError::new(offset, message),
            file,
            src,
        )
    };
    // 2. The rest, with a one-line placeholder standing in for each pattern.
    const PLACEHOLDER: &str = "\"p.p\"() : () -> ()";
    let mut text: Vec<u8> = src.as_bytes().to_vec();
    for (start, end, _) in &patterns {
        for c in &mut text[*start..*end] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        if end - start < PLACEHOLDER.len() {
            return Err(located(*start, "a pdl.pattern too short to hold"));
        }
        text[*start..*start + PLACEHOLDER.len()].copy_from_slice(PLACEHOLDER.as_bytes());
    }
    let text = crate::syntax::case_file::utf8_source(text, file)?;
    // The payload's context knows the core dialects' operations, as mlir-opt's does.
    let mut ctx = pdl_runtime::ir::Context::new();
    pdl_runtime::dialects::register_core(&mut ctx);
    let mut ir = pdl_runtime::text::parse_in(ctx, &text, file)
        .map_err(|e| render_parse_error(&e, file, src))?;
    // 3. The patterns as generic `pdl.*` operations where they were written.
    let mut placed = Vec::new();
    if !patterns.is_empty() {
        let all = ir.collect_ops(ir.root(), false);
        for (start, _, set) in patterns {
            let Some(p) = all
                .iter()
                .copied()
                .find(|&o| ir.op_loc(o) == Some(start as u32) && ir.op_name_str(o) == "p.p")
            else {
                return Err(located(start, "internal: a pattern was lost"));
            };
            let module = crate::syntax::pdl_generic::patterns_module(&mut ir, &set, None);
            let inner: Vec<OpId> = ir.collect_ops(module, false).into_iter().skip(1).collect();
            let Some(&pattern) = inner.iter().find(|&&o| ir.op_name_str(o) == "pdl.pattern") else {
                return Err(located(start, "internal: an empty pattern"));
            };
            ir.detach_op(pattern);
            ir.insert_op_before(p, pattern);
            ir.set_op_loc(pattern, Some(start as u32));
            let container = ir.parent_op(p);
            ir.erase_op(p);
            ir.erase_op(module);
            if let Some(c) = container {
                placed.push((c, set));
            }
        }
    }
    let script = Script::from_ir(&ir, src);
    // 4. Each pattern compiled alone.
    let mut pdl = PdlPatterns::default();
    let natives = natives();
    let sources = crate::compile::source(file, src);
    for (container, set) in placed {
        for p in &set.patterns {
            let name = p.name.clone().unwrap_or_default();
            let mut one = set.clone();
            one.patterns.retain(|q| q.name == p.name);
            let frozen = crate::compile::to_vm(&one, &sources, LowerOptions::default(), &natives)
                .map_err(|e| e.message)?;
            pdl.sets.insert((container, name), frozen);
        }
    }
    Ok(TransformFile { ir, script, pdl })
}

/// A reading error as `mlir-opt` prints it (see [`crate::diag::render_parse_error`]).
pub use crate::diag::render_parse_error;

/// Renders diagnostics as MLIR's `SourceMgrDiagnosticHandler` prints them.
pub struct Renderer<'a> {
    /// File name shown.
    pub file: &'a str,
    /// The source.
    pub src: &'a str,
    /// Rendered text, in order.
    pub out: String,
    /// Whether to write each diagnostic to stderr as it comes.
    pub echo: bool,
}

impl Renderer<'_> {
    fn offset(&self, ir: &Ir, script: &Script, loc: Loc<Ir>) -> Option<usize> {
        let o = match loc {
            Loc::Script(id) => script.ops.get(id).and_then(|o| o.loc),
            Loc::Handle(h) => script.handles.get(h as usize).and_then(|h| h.loc),
            // MLIR gives the implicit top-level module the start of the file.
            Loc::Payload(op) => ir.op_loc(op).or((op == ir.root()).then_some(0)),
            Loc::PayloadValue(v) => match ir.value_def(v) {
                pdl_runtime::ir::ValueDef::Result(op, _) => ir.op_loc(op),
                pdl_runtime::ir::ValueDef::BlockArg(b, i) => {
                    let owner = ir.block_parent(b).and_then(|r| ir.region_parent(r));
                    owner.and_then(|op| {
                        let at = ir.op_loc(op)?;
                        let signature =
                            matches!(ir.op_name_str(op), "func.func" | "transform.named_sequence");
                        let offs =
                            pdl_runtime::transform::arg_offsets(self.src, at as usize, signature);
                        offs.get(i as usize).map(|&o| o as u32).or(Some(at))
                    })
                }
            },
        };
        o.map(|o| o as usize)
    }

    fn line(&mut self, offset: Option<usize>, kind: &str, msg: &str, snippet: bool) {
        let at = (self.file, self.src);
        crate::diag::mlir_line(&mut self.out, at, offset, kind, msg, snippet);
    }

    fn printed(ir: &Ir, script: &Script, loc: Loc<Ir>) -> String {
        let op = match loc {
            Loc::Script(id) => script.ops.get(id).map(|o| o.source),
            Loc::Payload(op) => Some(op),
            _ => None,
        };
        match op {
            Some(op) if !ir.is_erased(op) => {
                let p = pdl_runtime::text::print_op_local(ir, op);
                if ir.num_regions(op) > 0 {
                    format!("\n{p}")
                } else {
                    p
                }
            }
            _ => String::new(),
        }
    }
}

impl DiagSink<Ir> for Renderer<'_> {
    fn emit(&mut self, ir: &Ir, script: &Script, d: Diag<Ir>) {
        let start = self.out.len();
        let msg = d.message.clone();
        let notes = d.notes.clone();
        let main = self.offset(ir, script, d.loc);
        self.line(main, d.severity.as_str(), &msg, true);
        let mut prev = main;
        for n in &notes {
            match n {
                Note::Text(l, m) => {
                    let o = self.offset(ir, script, *l);
                    self.line(o, "note", m, o != prev);
                    prev = o;
                }
                Note::CurrentOp(l) => {
                    let o = self.offset(ir, script, *l);
                    let text = format!("see current operation: {}", Self::printed(ir, script, *l));
                    self.line(o, "note", &text, o != prev);
                    prev = o;
                }
            }
        }
        if self.echo {
            eprint!("{}", &self.out[start..]);
        }
    }

    fn print_op(&self, ir: &Ir, op: OpId) -> String {
        pdl_runtime::text::print_op_local(ir, op)
    }

    fn print_script_op(&self, ir: &Ir, script: &Script, op: usize) -> String {
        // The script was read from the payload's IR (as in MLIR).
        script
            .ops
            .get(op)
            .map(|o| o.source)
            .filter(|&s| !ir.is_erased(s))
            .map_or_else(String::new, |s| pdl_runtime::text::print_op_local(ir, s))
    }
}

/// What `pdl-opt --transform-interpreter` does with a file: runs `@__transform_main` on the
/// top-level module and returns the printed IR; diagnostics go to stderr as they are
/// emitted (with `debug_matcher`, the matcher trace too). An `Err` is the exit status's
/// reason (already reported, or a reading error to print).
pub fn run(file: &str, src: &str, debug_matcher: bool) -> Result<String, String> {
    let TransformFile {
        mut ir,
        script,
        pdl,
    } = read(src, file)?;
    let registry = Registry::<Ir>::new();
    // Diagnostics are echoed as they come: a failure has nothing left to say.
    run_with(
        file,
        src,
        &mut ir,
        &script,
        &pdl,
        &registry,
        debug_matcher,
        true,
    )
    .map(|r| r.0)
    .map_err(|_| String::new())
}

/// [`run`], the diagnostics kept instead of written to stderr (`pdl-opt
/// --verify-diagnostics` checks them): the printed IR, `None` when the run failed, and the
/// rendered diagnostics.
pub fn run_quiet(file: &str, src: &str, debug_matcher: bool) -> (Option<String>, String) {
    let TransformFile {
        mut ir,
        script,
        pdl,
    } = match read(src, file) {
        Ok(t) => t,
        Err(e) => return (None, e),
    };
    let registry = Registry::<Ir>::new();
    let ran = run_with(
        file,
        src,
        &mut ir,
        &script,
        &pdl,
        &registry,
        debug_matcher,
        false,
    );
    match ran {
        Ok((out, diags)) => (Some(out), diags),
        Err(diags) => (None, diags),
    }
}

/// Runs `@__transform_main` with user extensions; returns the printed IR and the rendered
/// diagnostics, or `Err` with the rendered diagnostics when the interpretation failed.
#[allow(clippy::too_many_arguments)]
pub fn run_with(
    file: &str,
    src: &str,
    ir: &mut Ir,
    script: &Script,
    pdl: &PdlPatterns,
    registry: &Registry<Ir>,
    debug_matcher: bool,
    echo: bool,
) -> Result<(String, String), String> {
    let root = ir.root();
    let mut sink = Renderer {
        file,
        src,
        out: String::new(),
        echo,
    };
    let mut trace_fn = |payload: &Ir, e: TraceEvent<'_, Ir>| {
        let line = match e {
            TraceEvent::Matching(op) => format!(
                "[transform-matcher] matching {}",
                one_line(&pdl_runtime::text::print_op_local(payload, op))
            ),
            TraceEvent::MatcherFailed { matcher, message } => {
                format!(
                    "[transform-matcher] matcher {matcher} failed: {}",
                    message.trim_end()
                )
            }
            TraceEvent::Note(m) => format!("[transform-matcher] {m}"),
        };
        eprintln!("{line}");
    };
    let ok = {
        let mut it = Interpreter::new(script, ir, &mut sink, registry).with_pdl(pdl);
        if debug_matcher {
            it = it.with_trace(&mut trace_fn);
        }
        run_entry(&mut it, root, "__transform_main")
    };
    if !ok {
        return Err(sink.out);
    }
    crate::syntax::case_file::verify_rendered(ir, file, src)?;
    Ok((pdl_runtime::text::print_generic(ir), sink.out))
}

/// The first line of a printed operation (regions are skipped in the trace).
fn one_line(s: &str) -> String {
    s.lines().next().unwrap_or("").to_string()
}
