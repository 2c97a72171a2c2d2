//! Diagnostics, the bottom of the compiler: every stage reports through them.
//!
//! - [`Span`]: a byte range in one of the [`SourceFiles`] (a PDLL source and its
//!   `#include`s, or the one file of other inputs);
//! - [`Diagnostic`]: an error or warning at a span, with notes;
//! - rendering, two styles for two audiences, both led by `file:line:col: error: message`:
//!   - for Rust users ([`SourceFiles::report`], what [`CompileError`](crate::CompileError)
//!     displays): the snippet below the headline is drawn by `annotate-snippets`, the
//!     renderer rustc uses (line-number gutter, carets under the whole span, notes in their
//!     files, `= note:` for notes at no place);
//!   - for MLIR's tools ([`Diagnostic::render`], [`SourceFiles::render`], [`mlir_line`]):
//!     LLVM's `SourceMgr` form, which `mlir-opt` and `mlir-pdll` print and `pdl-opt` must
//!     reproduce byte for byte (its goldens and `--verify-diagnostics` depend on it): the
//!     source line, then a caret with tildes under the range (or one caret). No maintained
//!     crate draws that form, so it is drawn here, by one function ([`source_line`]).
//!
//!   Both locate with [`location`].

use std::fmt::Write as _;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

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

impl SourceFiles {
    /// Diagnostics as Rust users read them (what [`CompileError`](crate::CompileError)
    /// displays): each one's `file:line:col: error: message`, then its source lines drawn by
    /// `annotate-snippets` (rustc's renderer: a line-number gutter, carets under the whole
    /// span); each note at a place follows with the lines it points at, in its own file,
    /// and notes at no place as `= note: ...`.
    pub fn report(&self, diags: &[Diagnostic]) -> String {
        let renderer = Renderer::plain();
        let mut out = String::new();
        for d in diags {
            let (name, src) = self.file(d.span.file);
            out.push_str(&d.headline(name, src));
            out.push('\n');
            let level = match d.severity {
                Severity::Error => Level::ERROR,
                Severity::Warning => Level::WARNING,
            };
            let mut main = Group::with_level(level).element(self.excerpt(d.span, None));
            let mut placed = Vec::new();
            for (span, note) in &d.notes {
                match span {
                    Some(s) => {
                        let file = Some(self.file(s.file).0);
                        let title = Level::NOTE.secondary_title(note.as_str());
                        placed.push(Group::with_title(title).element(self.excerpt(*s, file)));
                    }
                    None => main = main.element(Level::NOTE.message(note.as_str())),
                }
            }
            let groups: Vec<Group<'_>> = std::iter::once(main).chain(placed).collect();
            out.push_str(&renderer.render(&groups));
            out.push('\n');
        }
        out
    }

    /// The lines of `span` as a snippet (named `path`, if given), the span marked. Offsets
    /// are clamped to the text and to character boundaries; an empty span marks the
    /// character at its start.
    fn excerpt<'a>(
        &'a self,
        span: Span,
        path: Option<&'a str>,
    ) -> Snippet<'a, annotate_snippets::Annotation<'a>> {
        let (_, src) = self.file(span.file);
        let start = floor_char_boundary(src, span.start as usize);
        let mut end = ceil_char_boundary(src, (span.end as usize).max(start));
        if end == start && src[start..].chars().next().is_some_and(|c| c != '\n') {
            end = ceil_char_boundary(src, start + 1);
        }
        let first = src[..start].rfind('\n').map_or(0, |p| p + 1);
        let last = src[end..].find('\n').map_or(src.len(), |p| end + p);
        let line = match self.files.get(span.file as usize) {
            Some((_, _, lines)) => lines.line_col(src, first).0,
            None => 1,
        };
        Snippet::source(&src[first..last])
            .line_start(line)
            .path(path)
            .annotation(AnnotationKind::Primary.span(start - first..end - first))
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

/// The source line of `span` and a caret under its start (see [`source_line`]): `mlir-pdll`
/// and `mlir-opt` report a location, not a range, so their caret lines have no tildes.
fn snippet(out: &mut String, src: &str, span: Span) {
    source_line(out, src, span.start as usize, span.start as usize);
}

/// The columns of a tab stop in LLVM's `SourceMgr` output.
const TAB_STOP: usize = 8;

/// The line of `src` holding byte `start`, then a caret under `start` and tildes under the
/// rest of `start..end` (clipped to that line), as LLVM's `SMDiagnostic::print` draws them:
/// tabs expanded to stops of 8 columns in both lines, trailing blanks dropped from the caret
/// line, and no caret line at all when the source line has a byte that is not printable
/// ASCII (other than a tab), since the columns would not line up. Offsets are clamped to the
/// source and to character boundaries, so no span (however wrong) can make this panic.
pub fn source_line(out: &mut String, src: &str, start: usize, end: usize) {
    let start = floor_char_boundary(src, start);
    let line_start = src[..start].rfind('\n').map_or(0, |p| p + 1);
    let line_end = src[start..].find('\n').map_or(src.len(), |p| start + p);
    let line = &src[line_start..line_end];
    let (col, end) = (start - line_start, end.clamp(start, line_end) - line_start);
    push_expanded(out, line);
    // LLVM tests `c < ' ' && c != '\t'` on a signed `char`: bytes from 0x80 are below too.
    if line.bytes().any(|b| (b < b' ' && b != b'\t') || b >= 0x80) {
        return;
    }
    let mut caret = vec![b' '; line.len() + 1];
    caret[col..end].fill(b'~');
    caret[col] = b'^';
    let used = caret.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
    let mut column = 0;
    for (i, &mark) in caret[..used].iter().enumerate() {
        // A tab in the source line is as wide under it as the source line shows it.
        let tab = line.as_bytes().get(i) == Some(&b'\t');
        loop {
            out.push(mark as char);
            column += 1;
            if !tab || column % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.push('\n');
}

/// `line` and a newline, each tab widened to the next tab stop (columns counted in bytes,
/// as LLVM counts them).
fn push_expanded(out: &mut String, line: &str) {
    let mut column = 0;
    for ch in line.chars() {
        if ch == '\t' {
            loop {
                out.push(' ');
                column += 1;
                if column % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(ch);
            column += ch.len_utf8();
        }
    }
    out.push('\n');
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
    let _ = writeln!(out, "{}: {kind}: {msg}", location(file, src, off));
    if snippet {
        source_line(out, src, off, off);
    }
}

/// A reading error of pdl-runtime's MLIR reader as `mlir-opt` prints it: location, message,
/// source line and caret, then each note the same way (without repeating the source line of
/// a note at the place before it).
pub fn render_parse_error(e: &pdl_runtime::text::ParseError, file: &str, src: &str) -> String {
    let mut out = String::new();
    mlir_line(
        &mut out,
        (file, src),
        Some(e.offset),
        "error",
        &e.message,
        true,
    );
    let mut prev = e.offset;
    for (o, n) in &e.notes {
        mlir_line(&mut out, (file, src), Some(*o), "note", n, *o != prev);
        prev = *o;
    }
    // The last line may be a source line: only its newline goes, not its trailing blanks.
    if out.ends_with('\n') {
        out.pop();
    }
    out
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

    /// `mlir-pdll-22`'s output on the same files (`g.pdll`, `h.pdll`, `i.pdll`): tabs widened
    /// to stops of 8 in the line and under it, no caret line under a line with non-ASCII
    /// text, a caret (no tildes) at the start of the offending name.
    #[test]
    fn source_lines_are_drawn_as_llvm_source_mgr_draws_them() {
        let g = "Pattern {\n\tlet x\t= op<a.b>; erase y;\n}\n";
        let d = Diagnostic::error(Span::new(34, 35), "undefined reference to `y`");
        assert_eq!(
            d.render("g.pdll", g),
            "g.pdll:2:25: error: undefined reference to `y`\n        let x   = op<a.b>; erase y;\n                                 ^\n"
        );
        let h = "Pattern {\n  let x = op<a.b>; let q = \"é\"; erase yy;\n}\n";
        let d = Diagnostic::error(Span::new(37, 38), "expected expression");
        assert_eq!(
            d.render("h.pdll", h),
            "h.pdll:2:28: error: expected expression\n  let x = op<a.b>; let q = \"é\"; erase yy;\n"
        );
        let i = "Pattern {\n  let x = op<a.b>;\n  erase zzz;\n}\n";
        let d = Diagnostic::error(Span::new(37, 40), "undefined reference to `zzz`");
        assert_eq!(
            d.render("i.pdll", i),
            "i.pdll:3:9: error: undefined reference to `zzz`\n  erase zzz;\n        ^\n"
        );
    }

    /// A range (as `--verify-diagnostics` marks an unmet expectation): tildes to its end,
    /// clipped to the line; a tab inside the range is as wide under it as in the line.
    #[test]
    fn ranges_are_clipped_to_their_line() {
        let mut out = String::new();
        source_line(&mut out, "ab\tcd\nef", 1, 100);
        assert_eq!(out, "ab      cd\n ^~~~~~~~~\n");
        let mut out = String::new();
        source_line(&mut out, "", 5, 2);
        assert_eq!(out, "\n^\n");
    }

    #[test]
    fn reports_draw_the_source_as_rustc_does() {
        let mut files =
            SourceFiles::single("p.pdll", "Pattern {\n  let x = op<a.b>;\n  Foo(x);\n}\n");
        let inc = files.add("inc.pdll", "Constraint Foo(v: Value);\n");
        let d = Diagnostic::error(Span::new(31, 34), "`Foo` takes a Value, not an Op")
            .with_note(Some(Span::new(11, 14).in_file(inc)), "declared here")
            .with_note(None, "an Op converts to a Value only with one result");
        assert_eq!(
            files.report(&[d]),
            "p.pdll:3:3: error: `Foo` takes a Value, not an Op
  |
3 |   Foo(x);
  |   ^^^
  |
  = note: an Op converts to a Value only with one result
note: declared here
 --> inc.pdll:1:12
  |
1 | Constraint Foo(v: Value);
  |            ^^^
"
        );
    }

    #[test]
    fn reports_survive_any_span() {
        let files = SourceFiles::single("e.pdll", "é\n");
        for (start, end) in [(0, 0), (1, 1), (0, 99), (3, 3), (99, 5), (2, 0)] {
            let d = Diagnostic::warning(Span::new(start, end), "w")
                .with_note(Some(Span::new(end, start)), "n");
            let text = files.report(&[d]);
            assert!(text.starts_with("e.pdll:"), "{text}");
        }
        let empty = SourceFiles::single("z.pdll", "");
        assert!(empty
            .report(&[Diagnostic::error(Span::new(0, 0), "e")])
            .starts_with("z.pdll:1:1: error: e\n"));
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
