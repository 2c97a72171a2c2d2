//! Diagnostics in the style of rustc and codespan: `file:line:col: error: message`, the
//! source line, a caret under the offending range, and notes.

use std::fmt::Write as _;

use crate::model::Span;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but probably not what was meant.
    Warning,
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

    /// Adds a note, at a place or not.
    pub fn with_note(mut self, span: Option<Span>, note: impl Into<String>) -> Self {
        self.notes.push((span, note.into()));
        self
    }

    /// The first line: `file:line:col: error: message`.
    pub fn headline(&self, file: &str, src: &str) -> String {
        let (l, c) = pdl_runtime::text::line_col(src, self.span.start as usize);
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        format!("{file}:{l}:{c}: {sev}: {}", self.message)
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
                    let (l, c) = pdl_runtime::text::line_col(src, s.start as usize);
                    let _ = writeln!(out, "{file}:{l}:{c}: note: {note}");
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
