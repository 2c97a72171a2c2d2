//! MLIR's textual form: a reader for the generic form of every operation and the custom
//! form of the operations registered with a syntax (a hand-written reader, or a declarative
//! assembly format read by the `format` engine; `builtin.module`, `func.func`, `func.call`,
//! `func.return` and the `transform` dialect are also known without registration), and a
//! printer that prints what `mlir-opt` prints: [`print`](fn@print) the custom form of the operations
//! with a syntax, [`print_generic`] the generic form (`--mlir-print-op-generic`).
//!
//! ```
//! use pdl_runtime::text::{parse, print};
//! let src = "%0 = \"test.op\"() {b = 1, a = 2.5 : f32} : () -> i32\n";
//! let ir = parse(src, "input.mlir").unwrap();
//! assert_eq!(
//!     print(&ir),
//!     "\"builtin.module\"() ({\n  %0 = \"test.op\"() {a = 2.500000e+00 : f32, b = 1 : i64} : () -> i32\n}) : () -> ()\n\n"
//! );
//! ```

mod attr_type;
pub(crate) mod format;
mod lexer;
pub(crate) mod parser;
mod printer;
mod read;

use std::fmt;

pub use lexer::{is_bare_id_char, lex, skip_trivia, unescape, Tok, Token};
pub(crate) use parser::CustomOpParser;
pub use parser::Parser;
pub(crate) use printer::CustomOpPrinter;
pub use printer::{
    print, print_attribute, print_generic, print_op, print_op_local, print_type, print_with,
    PrintOptions,
};
#[allow(unused_imports)]
pub(crate) use printer::{Printer, RegionFlags};
pub use read::{parse, parse_attribute, parse_attribute_at, parse_in, parse_type, parse_type_at};

/// A reading error: a byte offset in the source and a message (MLIR's wording where MLIR
/// has one). Errors from [`parse`] and [`parse_in`] know their file and display as
/// `file:line:col: error: message`; others display the byte offset until
/// [`located`](Self::located) gives them one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset of the offending token.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
    /// Related places and what they are.
    pub notes: Vec<(usize, String)>,
    /// The error and its notes rendered at their `file:line:col`, once known (boxed: the
    /// reader's recursive functions return this type, and their frames bound how deep a
    /// file may nest in a 2 MB stack).
    pub rendered: Option<Box<String>>,
}

impl ParseError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        ParseError {
            offset,
            message: message.into(),
            notes: Vec::new(),
            rendered: None,
        }
    }

    /// The error located in file `file` whose text is `src`: it then displays as
    /// [`render`](Self::render) renders it.
    pub fn located(mut self, file: &str, src: &str) -> Self {
        self.rendered = Some(Box::new(self.render(file, src)));
        self
    }

    /// Adds a note at `offset`.
    pub fn with_note(mut self, offset: usize, note: impl Into<String>) -> Self {
        self.notes.push((offset, note.into()));
        self
    }

    /// Renders the error as `file:line:col: error: message`, one line, plus one
    /// `file:line:col: note: ...` line per note.
    pub fn render(&self, file: &str, src: &str) -> String {
        let (l, c) = line_col(src, self.offset);
        let mut s = format!("{file}:{l}:{c}: error: {}", self.message);
        for (o, n) in &self.notes {
            let (l, c) = line_col(src, *o);
            s.push_str(&format!("\n{file}:{l}:{c}: note: {n}"));
        }
        s
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rendered {
            Some(r) => f.write_str(r),
            None => write!(f, "at byte {}: {}", self.offset, self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// The 1-based line and column (in bytes, as MLIR counts them) of a byte offset. An offset
/// past the end is the end; one inside a multi-byte character is that character's start.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(src.len());
    while !src.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}
