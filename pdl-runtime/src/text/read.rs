//! The reader's entry points: a file, a type or an attribute read with every dialect
//! syntax this crate knows (`builtin` and `func` in [`super::parser`], `transform` in
//! [`crate::transform::syntax`]; the operations registered in the context with a custom
//! syntax, hand-written or a declarative format, through [`super::format`]). Here the
//! dialects are assembled, so the reader itself depends on none of them.

use super::lexer::Tok;
use super::parser::{DialectSyntax, PResult, Parser};
use super::ParseError;
use crate::ir::{Attribute, Context, Ir, Type};

/// The dialects whose custom forms the reader knows besides `builtin` and `func`.
const DIALECTS: &[DialectSyntax] = &[crate::transform::syntax::DIALECT];

impl<'s> Parser<'s> {
    /// A parser over `src` that builds into `ir`.
    pub fn new(src: &'s str, ir: Ir) -> Self {
        Parser::with_dialects(src, ir, DIALECTS)
    }
}

/// Reads MLIR text into an [`Ir`] whose root is the file's top-level `builtin.module` (a
/// module wrapping the file's operations when the file is not a single module), and verifies
/// it.
pub fn parse(src: &str, file: &str) -> Result<Ir, ParseError> {
    parse_in(Context::new(), src, file)
}

/// [`parse`] into an IR with the given context: its registered operations
/// ([`Context::register_op`]) are known to the reader and to whatever runs on the result.
/// An error is [located](ParseError::located) in `file`.
pub fn parse_in(ctx: Context, src: &str, file: &str) -> Result<Ir, ParseError> {
    let mut ir = read_verified(ctx, src).map_err(|e| e.located(file, src))?;
    ir.set_source(file, src);
    Ok(ir)
}

/// Reads and verifies `src`.
fn read_verified(ctx: Context, src: &str) -> Result<Ir, ParseError> {
    let mut ir = Ir::with_context(ctx);
    // Files hold about one operation per line (the generic form and MLIR's printer put each
    // on its own line): reserving that many up front spares the arenas' growth and copies.
    // Half as much again is room for what rewriting the payload creates: growing an arena
    // copies every record, where reserved room that is never used costs address space only
    // (the pages are not touched).
    let lines = count_lines(src.as_bytes());
    let ops = lines + lines / 2 + 1;
    ir.reserve(ops, ops + ops / 8);
    let mut p = Parser::new(src, ir);
    p.parse_file()?;
    let ir = p.ir;
    if let Err(e) = ir.verify() {
        let off = ir.op_loc(e.op).unwrap_or(0) as usize;
        let mut err = ParseError::new(off, e.message.clone());
        if let Some((Some(op), note)) = &e.note {
            if let Some(o) = ir.op_loc(*op) {
                err = err.with_note(o as usize, note.clone());
            }
        }
        return Err(err);
    }
    Ok(ir)
}

/// The number of line ends in `src`, counted in byte lanes (255 bytes at a time, so that the
/// count fits a byte): a plain filter-and-count took 6% of the reader's time.
fn count_lines(src: &[u8]) -> usize {
    src.chunks(255)
        .map(|c| usize::from(c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum()
}

/// Reads one type from `text` into `ctx`.
pub fn parse_type(ctx: &mut Context, text: &str) -> Result<Type, ParseError> {
    with_context(ctx, text, |p| p.parse_type())
}

/// Reads one attribute from `text` into `ctx`.
pub fn parse_attribute(ctx: &mut Context, text: &str) -> Result<Attribute, ParseError> {
    with_context(ctx, text, |p| p.parse_attribute(None))
}

/// Reads one type starting at byte `offset` of `src` (after any blank space) into `ctx`;
/// returns it with the offset where the next token starts. Front ends that embed MLIR's
/// type syntax (PDL patterns) read types with this.
pub fn parse_type_at(
    ctx: &mut Context,
    src: &str,
    offset: usize,
) -> Result<(Type, usize), ParseError> {
    at_offset(ctx, src, offset, |p| p.parse_type())
}

/// Reads one attribute starting at byte `offset` of `src`; returns it with the offset where
/// the next token starts.
pub fn parse_attribute_at(
    ctx: &mut Context,
    src: &str,
    offset: usize,
) -> Result<(Attribute, usize), ParseError> {
    at_offset(ctx, src, offset, |p| p.parse_attribute(None))
}

fn at_offset<T>(
    ctx: &mut Context,
    src: &str,
    offset: usize,
    f: impl FnOnce(&mut Parser<'_>) -> PResult<T>,
) -> PResult<(T, usize)> {
    let mut p = Parser::new(src, Ir::with_context(std::mem::take(ctx)));
    p.reset_to(offset.min(src.len()));
    let r = f(&mut p).map(|v| (v, p.tok.start));
    *ctx = std::mem::take(&mut p.ir.ctx);
    r
}

fn with_context<T>(
    ctx: &mut Context,
    text: &str,
    f: impl FnOnce(&mut Parser<'_>) -> PResult<T>,
) -> PResult<T> {
    let mut p = Parser::new(text, Ir::with_context(std::mem::take(ctx)));
    let r = f(&mut p).and_then(|v| {
        if p.tok.kind == Tok::Eof {
            Ok(v)
        } else {
            Err(p.err_here("unexpected trailing characters"))
        }
    });
    *ctx = std::mem::take(&mut p.ir.ctx);
    r
}

#[cfg(test)]
mod tests {
    #[test]
    fn count_lines_counts_every_line_end() {
        let src: String = (0..1000).map(|i| "x".repeat(i % 300) + "\n").collect();
        assert_eq!(super::count_lines(src.as_bytes()), 1000);
        assert_eq!(super::count_lines(b""), 0);
        assert_eq!(super::count_lines(&[b'\n'; 600]), 600);
    }
}
