//! Files in the layout `mlir-opt --test-pdl-bytecode-pass` reads: a top-level module holding
//! `module @patterns { pdl.pattern ... }` (PDL custom syntax) beside the payload. The patterns
//! are read by the PDL front end, the rest by pdl-runtime's MLIR reader, and both end up in
//! one IR (the patterns as generic `pdl.*` operations), as `mlir-opt` sees the file.

use pdl_runtime::ir::{AttrKind, Ir, OpDef, OpId};
use pdl_runtime::text::{lex, skip_trivia, Tok};

use crate::diag::render_all;
use crate::model::PatternSet;
use crate::program::Program;

/// A case file read into one IR.
#[derive(Debug)]
pub struct CaseFile {
    /// The whole file; the patterns module, if any, is in it as generic `pdl.*` operations.
    pub ir: Ir,
    /// The patterns and the `builtin.module` operation holding them in `ir`.
    pub patterns: Option<(PatternSet, OpId)>,
    /// A patterns module that was already lowered (`pdl_interp.func @matcher` and `module
    /// @rewriters`, as MLIR's bytecode tests write it), read into the matcher program; it is
    /// not kept in `ir`.
    pub lowered: Option<Program>,
}

/// Where the patterns module starting at `start` ends: just after the brace that closes its
/// body in custom form (`module @patterns { ... }`), after its type (and location) in generic
/// form (`"builtin.module"() <{...}> ({ ... }) : () -> ()`).
pub(crate) fn module_end(src: &str, start: usize) -> Option<usize> {
    let b = src.as_bytes();
    if b.get(start) == Some(&b'"') {
        return generic_module_at(src, start).map(|(end, _)| end);
    }
    balanced_end(b, start, Tok::LBrace, Tok::RBrace)
}

/// The end of the group opened by the first `open` token at or after `pos` (tokens, so
/// strings and comments do not count).
fn balanced_end(b: &[u8], pos: usize, open: Tok, close: Tok) -> Option<usize> {
    let mut pos = pos;
    let mut depth = 0usize;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => return None,
            k if k == open => depth += 1,
            k if k == close => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(t.end);
                }
            }
            _ => {}
        }
        pos = t.end.max(pos + 1);
    }
}

/// A generic `"builtin.module"` operation starting at `start`: where it ends (after its
/// type, and its location if any) and whether its `sym_name`, in its properties or its
/// attribute dictionary, is `"patterns"`. `None` when it is not one.
fn generic_module_at(src: &str, start: usize) -> Option<(usize, bool)> {
    let b = src.as_bytes();
    let next = |pos: usize| lex(b, skip_trivia(b, pos));
    let name = next(start);
    if name.kind != Tok::String || &src[name.start..name.end] != "\"builtin.module\"" {
        return None;
    }
    // `sym_name = "patterns"` directly inside the dictionary `start..end`.
    let names_patterns = |from: usize, to: usize| {
        let mut toks = Vec::new();
        let mut pos = from;
        while pos < to {
            let t = next(pos);
            if t.kind == Tok::Eof || t.end > to {
                break;
            }
            toks.push(t);
            pos = t.end;
        }
        toks.windows(3).any(|w| {
            &src[w[0].start..w[0].end] == "sym_name"
                && w[1].kind == Tok::Equal
                && &src[w[2].start..w[2].end] == "\"patterns\""
        })
    };
    let mut t = next(name.end);
    let mut pos = balanced_end(b, t.start, Tok::LParen, Tok::RParen)?;
    let mut named = false;
    t = next(pos);
    if t.kind == Tok::Less {
        let end = balanced_end(b, t.end, Tok::LBrace, Tok::RBrace)?;
        named |= names_patterns(t.end, end);
        let close = next(end);
        if close.kind != Tok::Greater {
            return None;
        }
        pos = close.end;
        t = next(pos);
    }
    if t.kind == Tok::LParen {
        pos = balanced_end(b, t.start, Tok::LParen, Tok::RParen)?;
        t = next(pos);
    }
    if t.kind == Tok::LBrace {
        let end = balanced_end(b, t.start, Tok::LBrace, Tok::RBrace)?;
        named |= names_patterns(t.start, end);
        pos = end;
        t = next(pos);
    }
    if t.kind != Tok::Colon {
        return None;
    }
    pos = balanced_end(b, t.end, Tok::LParen, Tok::RParen)?;
    t = next(pos);
    if t.kind != Tok::Arrow {
        return None;
    }
    t = next(t.end);
    pos = if t.kind == Tok::LParen {
        balanced_end(b, t.start, Tok::LParen, Tok::RParen)?
    } else {
        t.end
    };
    t = next(pos);
    if t.kind == Tok::BareId && &src[t.start..t.end] == "loc" {
        pos = balanced_end(b, t.end, Tok::LParen, Tok::RParen)?;
    }
    Some((pos, named))
}

/// `src` with everything outside `start..end` blanked (newlines kept), so that every byte
/// offset (and so every `line:col`) stays: a character of `n` bytes becomes `n` spaces.
/// `start` and `end` are byte offsets; a character is kept when it starts inside the range.
pub(crate) fn only(src: &str, start: usize, end: usize) -> String {
    let mut out = String::with_capacity(src.len());
    for (i, c) in src.char_indices() {
        if (start..end).contains(&i) || c == '\n' {
            out.push(c);
        } else {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    }
    debug_assert_eq!(out.len(), src.len());
    out
}

/// `bytes` as text, or `file:line:col: error: invalid UTF-8 in source file` at the first
/// byte that is not UTF-8.
pub fn utf8_source(bytes: Vec<u8>, file: &str) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let off = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(e.as_bytes());
        let at = crate::diag::location(file, &text, off);
        format!("{at}: error: invalid UTF-8 in source file")
    })
}

/// Where the patterns module starts in `src`, if it does: `module @patterns` in custom form,
/// `"builtin.module"` with `sym_name = "patterns"` in generic form (found token by token, so
/// comments and strings do not count).
pub(crate) fn find_patterns_module(src: &str) -> Option<usize> {
    // Every form of the name (`@patterns`, `@"patterns"`, `sym_name = "patterns"`) holds
    // this text: a payload without it is not lexed (a byte search is far faster).
    if !src.contains("patterns") {
        return None;
    }
    let b = src.as_bytes();
    let mut pos = 0;
    let mut prev_module: Option<usize> = None;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => return None,
            Tok::BareId if matches!(&src[t.start..t.end], "module" | "builtin.module") => {
                prev_module = Some(t.start)
            }
            Tok::AtId if matches!(&src[t.start..t.end], "@patterns" | "@\"patterns\"") => {
                if let Some(m) = prev_module {
                    return Some(m);
                }
            }
            Tok::String if &src[t.start..t.end] == "\"builtin.module\"" => {
                if let Some((_, true)) = generic_module_at(src, t.start) {
                    return Some(t.start);
                }
                prev_module = None;
            }
            _ => prev_module = None,
        }
        pos = t.end.max(pos + 1);
    }
}

/// The one-line operation that stands in for the patterns module while the rest of a case
/// file is read.
const PLACEHOLDER: &str = "\"p.p\"() : () -> ()";

/// Reads `src` as MLIR with `start..end` (the patterns module) blanked, newlines kept, and
/// [`PLACEHOLDER`] written over it when it fits (from `start` to `end`): every other byte
/// offset, and so every location, stays. Returns the IR and the placeholder operation in it, if any.
fn read_around(
    src: &str,
    start: usize,
    end: usize,
    file: &str,
    extra: &[OpDef],
) -> Result<(Ir, Option<OpId>), String> {
    let mut text: Vec<u8> = src.as_bytes().to_vec();
    for c in &mut text[start..end] {
        if *c != b'\n' {
            *c = b' ';
        }
    }
    if end - start >= PLACEHOLDER.len() {
        // Its last `)` closes at the module's last byte, so that the placeholder ends where
        // the module did (an error just after the module is located after it, not after
        // the placeholder); only blanks and newlines lie in between.
        let head = &PLACEHOLDER.as_bytes()[..PLACEHOLDER.len() - 1];
        text[start..start + head.len()].copy_from_slice(head);
        text[end - 1] = b')';
    }
    let text = utf8_source(text, file)?;
    let ir = pdl_runtime::dialects::parse_loaded_with(&text, file, extra)
        .map_err(|e| crate::diag::render_parse_error(&e, file, &text))?;
    let placeholder = ir
        .collect_ops(ir.root(), false)
        .into_iter()
        .find(|&o| ir.op_loc(o) == Some(start as u32) && ir.op_name_str(o) == "p.p");
    Ok((ir, placeholder))
}

/// Reads a case file. Errors are rendered `file:line:col: error: ...` diagnostics.
pub fn read_case_file(src: &str, file: &str) -> Result<CaseFile, String> {
    read_case_file_with(src, file, &[])
}

/// [`read_case_file`] with the operation definitions `extra` registered beside the core
/// dialects' (`pdl-opt --ods`).
pub fn read_case_file_with(src: &str, file: &str, extra: &[OpDef]) -> Result<CaseFile, String> {
    let Some(start) = find_patterns_module(src) else {
        let ir = pdl_runtime::dialects::parse_loaded_with(src, file, extra)
            .map_err(|e| crate::diag::render_parse_error(&e, file, src))?;
        // Never a silent pass: a patterns module the search above missed is an error.
        if let Some(m) = child_module(&ir, "patterns") {
            let at = ir.op_loc(m).unwrap_or(0) as usize;
            return Err(crate::diag::render_parse_error(&pdl_runtime::text::ParseError::new(
                at,
                "this `@patterns` module is written in a form pdl-rs does not recognise as the patterns module",
            ), file, src));
        }
        return Ok(CaseFile {
            ir,
            patterns: None,
            lowered: None,
        });
    };
    // A patterns module never closed: MLIR reads on to the end of the file, and wants
    // another operation there.
    if module_end(src, start).is_none() {
        let e = pdl_runtime::text::ParseError::new(
            after_text_before(src, src.len()),
            "expected operation name in quotes",
        );
        return Err(crate::diag::render_parse_error(&e, file, src));
    }
    let lowered_end = module_end(src, start).filter(|&e| src[start..e].contains("pdl_interp."));
    if let Some(end) = lowered_end {
        let program = crate::program::read::parse_pdl_interp(&only(src, start, end), file)
            .map_err(|d| render_all(&d, file, src).trim_end().to_string())?;
        // A placeholder keeps the top-level module implicit, as it is with two modules.
        let (mut ir, placeholder) = read_around(src, start, end, file, extra)?;
        if let Some(p) = placeholder {
            ir.erase_op(p);
        }
        return Ok(CaseFile {
            ir,
            patterns: None,
            lowered: Some(program),
        });
    }
    let super::pdl::PdlModule {
        set,
        name,
        attrs,
        end,
    } = super::pdl::parse_pdl_module_with_attrs_at(src, start)
        .map_err(|d| render_all(&d, file, src).trim_end().to_string())?;
    // The placeholder must stand in for the patterns module (see `read_around`).
    if end - start < PLACEHOLDER.len() {
        return Err(crate::diag::render_parse_error(
            &pdl_runtime::text::ParseError::new(
                start,
                "the patterns module is too short to be a module",
            ),
            file,
            src,
        ));
    }
    let (mut ir, placeholder) = read_around(src, start, end, file, extra)?;
    let module = super::pdl_generic::patterns_module(&mut ir, &set, name.as_deref());
    if !attrs.is_empty() {
        let entries: Vec<&str> = attrs.iter().map(|a| a.1.as_str()).collect();
        let dict =
            pdl_runtime::text::parse_attribute(&mut ir.ctx, &format!("{{{}}}", entries.join(", ")))
                .map_err(|e| crate::diag::render_parse_error(&e, file, src))?;
        ir.set_attributes(module, dict);
    }
    let root = ir.root();
    let only_op = |ir: &Ir, p: OpId| {
        ir.op_loc(root).is_none()
            && ir.collect_ops(root, false).len() == 2
            && ir.parent_op(p) == Some(root)
    };
    match placeholder {
        // The file held just the patterns module: it is the top-level op (MLIR wraps nothing).
        Some(p) if only_op(&ir, p) => ir.set_root(module),
        Some(p) => {
            ir.insert_op_before(p, module);
            ir.erase_op(p);
        }
        None => {
            return Err(crate::diag::render_parse_error(
                &pdl_runtime::text::ParseError::new(
                    start,
                    "internal: the patterns module was lost",
                ),
                file,
                src,
            ))
        }
    }
    Ok(CaseFile {
        ir,
        patterns: Some((set, module)),
        lowered: None,
    })
}

/// MLIR's location for an error about the token at `offset` (its `emitWrongTokenError`):
/// just after the text before it, blank space and comments at the ends of lines left out;
/// `offset` itself when no text comes before it.
pub(crate) fn after_text_before(src: &str, offset: usize) -> usize {
    let mut t = src
        .get(..offset)
        .unwrap_or(src)
        .trim_end_matches([' ', '\t']);
    loop {
        let Some(rest) = t.strip_suffix(['\n', '\r']) else {
            return if t.is_empty() { offset } else { t.len() };
        };
        let line_start = rest.rfind(['\n', '\r']).map_or(0, |i| i + 1);
        t = match rest[line_start..].find("//") {
            Some(c) => &rest[..line_start + c],
            None => rest,
        }
        .trim_end_matches([' ', '\t']);
        if t.is_empty() {
            return offset;
        }
    }
}

/// The `module @NAME` directly inside the top-level operation of `ir` (a case file's `@ir`
/// or `@patterns`).
pub fn child_module(ir: &Ir, name: &str) -> Option<OpId> {
    let region = ir.regions(ir.root()).next()?;
    let block = *ir.region_blocks(region).first()?;
    let sym_name = ir.ctx.lookup_symbol("sym_name")?;
    ir.block_ops(block).find(|&op| {
        ir.op_name_str(op) == "builtin.module"
            && ir
                .properties(op)
                .and_then(|d| ir.dict_get(d, sym_name))
                .is_some_and(|a| {
                    matches!(ir.ctx.attr_kind(a), AttrKind::String { value, .. } if **value == *name.as_bytes())
                })
    })
}

/// Verifies `ir`, read from `src` (file `name`); a failure is rendered as MLIR prints it:
/// at the operation's location, with the source line.
pub fn verify_rendered(ir: &Ir, name: &str, src: &str) -> Result<(), String> {
    let Err(e) = ir.verify() else {
        return Ok(());
    };
    Err(match ir.op_loc(e.op) {
        Some(off) => crate::diag::render_parse_error(
            &pdl_runtime::text::ParseError::new(off as usize, e.message),
            name,
            src,
        )
        .trim_end()
        .to_string(),
        None => format!("{name}: error: {}", e.message),
    })
}
