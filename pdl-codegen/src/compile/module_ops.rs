//! The operations of a PDL file's module other than its `pdl.pattern`s (a `func.func`, an
//! unregistered op...). MLIR's `--convert-pdl-to-pdl-interp` keeps them where they are: the
//! matcher function and the rewriter module are inserted at the start of the module, the
//! patterns go, and every other operation stays, in order.
//!
//! [`ModuleOps::find`] reads them with pdl-runtime's text reader (the patterns blanked) and
//! gives the PDL reader the text with them blanked instead; [`ModuleOps::print_with`] prints
//! the lowered program in their module.

use pdl_runtime::ir::Ir;
use pdl_runtime::text::{lex, skip_trivia, Tok};

use crate::program::Program;

/// The other operations of a PDL file's module, read.
pub struct ModuleOps {
    /// The file's text with the other operations blanked (byte offsets kept).
    patterns_src: String,
    /// The file read without its patterns: the module and its other operations.
    ir: Ir,
}

impl ModuleOps {
    /// The other operations of the module holding the patterns of `src` (the patterns
    /// bare at the top of the file, or in one `module`), if there are any. `None` when there
    /// are none, or when the file is not of that shape (a module nested in it, text the
    /// reader rejects): the PDL reader then reads it as it is and says what is wrong.
    pub fn find(src: &str, file: &str) -> Option<ModuleOps> {
        let patterns = pattern_ranges(src)?;
        if patterns.is_empty() {
            return None;
        }
        let without_patterns = blank(src, &patterns, false);
        let mut ir = pdl_runtime::dialects::parse_loaded(&without_patterns, file).ok()?;
        let top = ir.root_block();
        let ops: Vec<_> = ir.block_ops(top).collect();
        if ops.is_empty() || ops.iter().any(|&o| ir.op_name_str(o) == "builtin.module") {
            return None;
        }
        // The module's body: what is between its braces, or the whole file.
        let body = match ir.op_loc(ir.root()) {
            Some(at) => module_body(src, at as usize)?,
            None => (0, src.len()),
        };
        if patterns.iter().any(|r| r.0 < body.0 || r.1 > body.1) {
            return None;
        }
        // Keep the patterns and what is outside the body; blank the rest.
        let mut keep = vec![(0, body.0)];
        keep.extend(patterns.iter().copied());
        keep.push((body.1, src.len()));
        let patterns_src = blank(src, &keep, true);
        Some(ModuleOps { patterns_src, ir })
    }

    /// The file's text with the other operations blanked, for the PDL reader.
    pub fn patterns_src(&self) -> &str {
        &self.patterns_src
    }

    /// The dialects MLIR has loaded once it has read the file: `builtin` and those of the
    /// other operations ([`pdl_runtime::dialects::loaded_dialects`]).
    pub fn loaded_dialects(&self) -> Vec<String> {
        pdl_runtime::dialects::loaded_dialects(&self.ir)
    }

    /// The program lowered from the patterns, in the module with the other operations
    /// after it, printed as [`print_pdl_interp`](super::print_pdl_interp) prints.
    pub fn print_with(self, program: &Program) -> String {
        let ir = crate::program::print::to_ir_in(program, self.ir);
        pdl_runtime::text::print_generic(&ir)
    }
}

/// Where the `pdl.pattern`s of `src` are (start, end), in order; `None` if one is not
/// closed.
fn pattern_ranges(src: &str) -> Option<Vec<(usize, usize)>> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        if t.kind == Tok::Eof {
            return Some(out);
        }
        if t.kind == Tok::BareId && &src[t.start..t.end] == "pdl.pattern" {
            let end = crate::syntax::case_file::module_end(src, t.start)?;
            out.push((t.start, end));
            pos = end;
            continue;
        }
        pos = t.end.max(pos + 1);
    }
}

/// The body of the module at `at` (`module [@name] [attributes {...}] { body }`): from
/// just after its `{` to its `}`.
fn module_body(src: &str, at: usize) -> Option<(usize, usize)> {
    let b = src.as_bytes();
    let mut pos = at;
    let mut depth = 0usize;
    let mut start = None;
    let mut attributes = false;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => return None,
            Tok::BareId if depth == 0 && &src[t.start..t.end] == "attributes" => attributes = true,
            Tok::LBrace => {
                if depth == 0 && start.is_none() && !attributes {
                    start = Some(t.end);
                }
                depth += 1;
            }
            Tok::RBrace => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    if attributes && start.is_none() {
                        attributes = false;
                    } else if let Some(s) = start {
                        return Some((s, t.start));
                    }
                }
            }
            _ => {}
        }
        pos = t.end.max(pos + 1);
    }
}

/// `src` with the bytes inside the ranges blanked (`keep` false) or with those outside
/// blanked (`keep` true); newlines stay and a character of `n` bytes becomes `n` spaces,
/// so every offset stays.
fn blank(src: &str, ranges: &[(usize, usize)], keep: bool) -> String {
    // Whether each byte is inside a range: one pass over the ranges, one over the text
    // (asking every range for every character was quadratic in the number of patterns).
    let mut in_range = vec![false; src.len()];
    for &(s, e) in ranges {
        let e = e.min(src.len());
        if s < e {
            in_range[s..e].fill(true);
        }
    }
    let mut out = String::with_capacity(src.len());
    for (i, c) in src.char_indices() {
        let inside = in_range[i];
        if c == '\n' || inside == keep {
            out.push(c);
        } else {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    }
    out
}
