//! Diagnostics, the bottom of the compiler: every stage reports through them.
//!
//! - [`Span`]: a byte range in one of the [`SourceFiles`] (a PDLL source and its
//!   `#include`s, or the one file of other inputs);
//! - [`Diagnostic`]: an error or warning at a span, with notes;
//! - rendering: [`Diagnostic::render`] in the style of rustc and codespan
//!   (`file:line:col: error: message`, the source line, a caret and tildes under the
//!   offending range, and notes), and [`mlir_line`] in the style of MLIR's
//!   `SourceMgrDiagnosticHandler` (one caret under the column), which the transform
//!   interpreter's messages follow; both locate with [`location`].

use std::fmt::Write as _;

/// A byte range in a source file. `file` tells which file when a source includes others
/// (0 is the main file; see [`SourceFiles`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
    /// The file, for sources with `#include`s.
    pub file: u32,
}

impl Span {
    /// A span from `start` to `end` in the main file.
    pub fn new(start: usize, end: usize) -> Self {
        Span {
            start: start as u32,
            end: end as u32,
            file: 0,
        }
    }

    /// The same range in file `file`.
    pub fn in_file(self, file: u32) -> Self {
        Span { file, ..self }
    }
}

/// The files of a source and its `#include`s: names and texts, indexed by [`Span::file`],
/// each with its [`LineIndex`] so that locating a span costs O(log lines).
#[derive(Clone, Debug, Default)]
pub struct SourceFiles {
    /// (file name, text, line index), the main file first.
    files: Vec<(String, String, LineIndex)>,
}

impl SourceFiles {
    /// The sources of one file, `file`, holding `src`.
    pub fn single(file: &str, src: &str) -> Self {
        let mut files = SourceFiles::default();
        files.add(file, src);
        files
    }

    /// Adds file `name` holding `src`; returns its index (the [`Span::file`] of spans in it).
    pub fn add(&mut self, name: &str, src: &str) -> u32 {
        self.files
            .push((name.to_string(), src.to_string(), LineIndex::new(src)));
        (self.files.len() - 1) as u32
    }

    /// How many files there are.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether there is no file (the main file could not be read).
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The names of the files, the main file first.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.files.iter().map(|(n, _, _)| n.as_str())
    }

    /// The name and text of file `file` (`<unknown>` and nothing when there is no such file).
    pub fn file(&self, file: u32) -> (&str, &str) {
        self.files
            .get(file as usize)
            .map_or(("<unknown>", ""), |(n, s, _)| (n.as_str(), s.as_str()))
    }

    /// Where `span` starts: `file:line:col`.
    pub fn locate(&self, span: Span) -> String {
        match self.files.get(span.file as usize) {
            Some((name, src, lines)) => {
                let (l, c) = lines.line_col(src, span.start as usize);
                format!("{name}:{l}:{c}")
            }
            None => location("<unknown>", "", span.start as usize),
        }
    }

    /// Where `span` starts, as a value: file name, line and column (1-based; the column
    /// counts bytes, as MLIR's do).
    pub fn location(&self, span: Span) -> Location {
        match self.files.get(span.file as usize) {
            Some((name, src, lines)) => {
                let (line, column) = lines.line_col(src, span.start as usize);
                Location {
                    file: name.clone(),
                    line,
                    column,
                }
            }
            None => Location {
                file: "<unknown>".into(),
                line: 1,
                column: span.start as usize + 1,
            },
        }
    }

    /// Renders diagnostics against the file each one points into.
    pub fn render(&self, diags: &[Diagnostic]) -> String {
        diags
            .iter()
            .map(|d| {
                let (name, src) = self.file(d.span.file);
                let elsewhere = |s: &Option<Span>| s.is_some_and(|s| s.file != d.span.file);
                if !d.notes.iter().any(|(s, _)| elsewhere(s)) {
                    return d.render(name, src);
                }
                // Notes in other files (an ODS definition in a `.td` file) are shown there.
                let mut out = Diagnostic {
                    notes: Vec::new(),
                    ..d.clone()
                }
                .render(name, src);
                for (span, note) in &d.notes {
                    match span {
                        Some(s) => {
                            let (name, src) = self.file(s.file);
                            let at = location(name, src, s.start as usize);
                            let _ = writeln!(out, "{at}: note: {note}");
                            snippet(&mut out, src, *s);
                        }
                        None => {
                            let _ = writeln!(out, "note: {note}");
                        }
                    }
                }
                out
            })
            .collect()
    }
}

/// Where each line of a text starts: offsets turned into lines and columns by a binary
/// search, so that locating many spans of one file costs O(n + k log n), not O(n k).
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// The offset of the first byte of each line: 0, then one past each `\n`.
    starts: Vec<usize>,
}

impl LineIndex {
    /// The index of `src`.
    pub fn new(src: &str) -> Self {
        let newlines = src.bytes().enumerate().filter(|&(_, b)| b == b'\n');
        let starts = std::iter::once(0).chain(newlines.map(|(p, _)| p + 1));
        LineIndex {
            starts: starts.collect(),
        }
    }

    /// The 1-based line and column (in bytes) of `offset` in `src`, the text this index was
    /// made from: what [`pdl_runtime::text::line_col`] gives (an offset past the end is the
    /// end; one inside a character is that character's start).
    pub fn line_col(&self, src: &str, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(src, offset);
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        (line, offset - self.starts[line - 1] + 1)
    }
}

/// `file:line:col` of byte `offset` of `src` (1-based, columns in bytes, as MLIR counts).
pub fn location(file: &str, src: &str, offset: usize) -> String {
    let (l, c) = pdl_runtime::text::line_col(src, offset);
    format!("{file}:{l}:{c}")
}

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but probably not what was meant.
    Warning,
}

/// A place in a source file: `file:line:col` when displayed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The file's name.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// The column in bytes, from 1.
    pub column: usize,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// A diagnostic about a span of a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where.
    pub span: Span,
    /// What.
    pub message: String,
    /// Related places (or none) and what they are.
    pub notes: Vec<(Option<Span>, String)>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A reading error of pdl-runtime's MLIR reader (at a byte offset of the main file) as a
    /// diagnostic: its message and notes, each one byte wide.
    pub fn from_parse_error(e: pdl_runtime::text::ParseError) -> Self {
        let mut d = Diagnostic::error(Span::new(e.offset, e.offset + 1), e.message);
        for (o, n) in e.notes {
            d = d.with_note(Some(Span::new(o, o + 1)), n);
        }
        d
    }

    /// Adds a note, at a place or not.
    pub fn with_note(mut self, span: Option<Span>, note: impl Into<String>) -> Self {
        self.notes.push((span, note.into()));
        self
    }

    /// The first line: `file:line:col: error: message`.
    pub fn headline(&self, file: &str, src: &str) -> String {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let at = location(file, src, self.span.start as usize);
        format!("{at}: {sev}: {}", self.message)
    }

    /// The full rendering: headline, source line with a caret under the span, then each note
    /// the same way.
    pub fn render(&self, file: &str, src: &str) -> String {
        let mut out = self.headline(file, src);
        out.push('\n');
        snippet(&mut out, src, self.span);
        for (span, note) in &self.notes {
            match span {
                Some(s) => {
                    let at = location(file, src, s.start as usize);
                    let _ = writeln!(out, "{at}: note: {note}");
                    snippet(&mut out, src, *s);
                }
                None => {
                    let _ = writeln!(out, "note: {note}");
                }
            }
        }
        out
    }
}

/// The source line of `span` and a caret line under it. Offsets are clamped to the source
/// and to character boundaries, so no span (however wrong) can make this panic.
fn snippet(out: &mut String, src: &str, span: Span) {
    let start = floor_char_boundary(src, span.start as usize);
    let line_start = src[..start].rfind('\n').map_or(0, |p| p + 1);
    let line_end = src[start..].find('\n').map_or(src.len(), |p| start + p);
    let line = &src[line_start..line_end];
    let col = src[line_start..start].chars().count();
    let end = ceil_char_boundary(src, (span.end as usize).clamp(start, line_end));
    let width = src[start..end].chars().count().max(1);
    let _ = writeln!(out, "{line}");
    let _ = writeln!(out, "{}^{}", " ".repeat(col), "~".repeat(width - 1));
}

/// The greatest character boundary of `src` at or before `offset` (`src.len()` when past
/// the end): what the unstable `str::floor_char_boundary` gives.
pub fn floor_char_boundary(src: &str, offset: usize) -> usize {
    let mut i = offset.min(src.len());
    while !src.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The least character boundary of `src` at or after `offset` (`src.len()` when past the
/// end): what the unstable `str::ceil_char_boundary` gives.
pub fn ceil_char_boundary(src: &str, offset: usize) -> usize {
    let mut i = offset.min(src.len());
    while !src.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// Renders several diagnostics, one after another.
pub fn render_all(diags: &[Diagnostic], file: &str, src: &str) -> String {
    diags.iter().map(|d| d.render(file, src)).collect()
}

/// One diagnostic line as MLIR's `SourceMgrDiagnosticHandler` prints it: `file:line:col:
/// kind: msg` (or `loc(unknown): kind: msg` without an offset), then, if `snippet`, the
/// source line and a caret under the column.
pub fn mlir_line(
    out: &mut String,
    (file, src): (&str, &str),
    offset: Option<usize>,
    kind: &str,
    msg: &str,
    snippet: bool,
) {
    let Some(off) = offset else {
        let _ = writeln!(out, "loc(unknown): {kind}: {msg}");
        return;
    };
    let (_, c) = pdl_runtime::text::line_col(src, off);
    let _ = writeln!(out, "{}: {kind}: {msg}", location(file, src, off));
    if snippet {
        let off = floor_char_boundary(src, off);
        let start = src[..off].rfind('\n').map_or(0, |p| p + 1);
        let end = src[start..].find('\n').map_or(src.len(), |p| start + p);
        let _ = writeln!(out, "{}", &src[start..end]);
        let _ = writeln!(out, "{}^", " ".repeat(c - 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_locates_every_offset_as_line_col_does() {
        let texts = ["", "a", "\n", "ab\ncd\n\nef", "é\nxλy\n\n€z", "\n\n\nlast"];
        for src in texts {
            let index = LineIndex::new(src);
            for offset in 0..=src.len() + 2 {
                assert_eq!(
                    index.line_col(src, offset),
                    pdl_runtime::text::line_col(src, offset),
                    "{src:?} at {offset}"
                );
            }
        }
    }

    #[test]
    fn source_files_locate_in_the_file_of_the_span() {
        let mut files = SourceFiles::single("main.pdll", "a\nbc\n");
        let inc = files.add("inc.pdll", "x\ny\nz");
        assert_eq!(files.locate(Span::new(3, 4)), "main.pdll:2:2");
        assert_eq!(files.locate(Span::new(4, 5).in_file(inc)), "inc.pdll:3:1");
        assert_eq!(files.locate(Span::new(0, 1).in_file(7)), "<unknown>:1:1");
    }

    #[test]
    fn char_boundary_helpers() {
        let s = "aé€";
        assert_eq!(
            (0..=7)
                .map(|i| floor_char_boundary(s, i))
                .collect::<Vec<_>>(),
            [0, 1, 1, 3, 3, 3, 6, 6]
        );
        assert_eq!(
            (0..=7)
                .map(|i| ceil_char_boundary(s, i))
                .collect::<Vec<_>>(),
            [0, 1, 3, 3, 6, 6, 6, 6]
        );
    }
}
