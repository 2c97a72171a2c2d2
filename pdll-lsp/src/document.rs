//! An open document: its text, its analysis by the compiler's front end, and its
//! diagnostics as LSP diagnostics.

use std::path::{Path, PathBuf};

use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, Range, Url,
};
use pdl_codegen::pdll_index::{self, Analysis};
use pdl_codegen::{Severity, Span};

use crate::position::LineIndex;

/// One version of a document's text and what the front end made of it.
#[derive(Debug)]
pub struct Snapshot {
    /// The text.
    pub text: String,
    /// Its lines.
    pub lines: LineIndex,
    /// Its diagnostics and index.
    pub analysis: Analysis,
}

/// An open document.
#[derive(Debug)]
pub struct Document {
    /// Its URI.
    pub uri: Url,
    /// Its path (includes are looked up beside it).
    pub path: PathBuf,
    /// The version the client gave.
    pub version: i32,
    /// The current text.
    pub current: Snapshot,
    /// The last version whose syntax could be read, while the current one cannot: its
    /// names still serve completion and the outline.
    pub last_parsed: Option<Snapshot>,
}

impl Document {
    /// Opens `uri` with `text`, analysed with `include_dirs`.
    pub fn new(uri: Url, version: i32, text: String, include_dirs: &[PathBuf]) -> Self {
        let path = uri
            .to_file_path()
            .unwrap_or_else(|_| PathBuf::from(uri.path()));
        let current = analyze(&path, text, include_dirs);
        Document {
            uri,
            path,
            version,
            current,
            last_parsed: None,
        }
    }

    /// Replaces the text (a full-text change) and analyses it again.
    pub fn update(&mut self, version: i32, text: String, include_dirs: &[PathBuf]) {
        let next = analyze(&self.path, text, include_dirs);
        let previous = std::mem::replace(&mut self.current, next);
        if previous.analysis.parsed {
            self.last_parsed = Some(previous);
        }
        if self.current.analysis.parsed {
            self.last_parsed = None;
        }
        self.version = version;
    }

    /// Analyses the current text again (an included file changed).
    pub fn refresh(&mut self, include_dirs: &[PathBuf]) {
        let text = std::mem::take(&mut self.current.text);
        self.update(self.version, text, include_dirs);
    }

    /// The snapshot whose index serves names: the current one if it parsed, else the last
    /// one that did.
    pub fn names(&self) -> &Snapshot {
        match &self.last_parsed {
            Some(s) if !self.current.analysis.parsed => s,
            _ => &self.current,
        }
    }

    /// The diagnostics of the current text, for `textDocument/publishDiagnostics`.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        self.current
            .analysis
            .diagnostics
            .iter()
            .map(|d| self.diagnostic(d))
            .collect()
    }

    fn diagnostic(&self, d: &pdl_codegen::Diagnostic) -> Diagnostic {
        let snap = &self.current;
        let severity = match d.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
        };
        let mut message = d.message.clone();
        let mut related = Vec::new();
        let range = if d.span.file == 0 {
            span_range(&snap.lines, &snap.text, d.span)
        } else {
            // In an included file: shown at the `#include` of the document, with the place
            // in the included file as related information.
            let sources = &snap.analysis.sources;
            message = format!("in {}: {message}", sources.locate(d.span));
            if let Some(loc) = self.location(d.span) {
                related.push(DiagnosticRelatedInformation {
                    location: loc,
                    message: d.message.clone(),
                });
            }
            let file = std::fs::canonicalize(sources.file(d.span.file).0).ok();
            let includes = &snap.analysis.index.includes;
            let direct = includes.iter().find(|i| {
                let resolved = i.resolved.as_ref().and_then(|p| p.canonicalize().ok());
                resolved.is_some() && resolved == file
            });
            direct
                .or(includes.first())
                .map_or_else(Range::default, |i| {
                    span_range(&snap.lines, &snap.text, i.span)
                })
        };
        for (span, note) in &d.notes {
            match span.and_then(|s| self.location(s)) {
                Some(location) => related.push(DiagnosticRelatedInformation {
                    location,
                    message: note.clone(),
                }),
                None => message = format!("{message}\nnote: {note}"),
            }
        }
        Diagnostic {
            range,
            severity: Some(severity),
            source: Some("pdll".into()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            ..Diagnostic::default()
        }
    }

    /// Where `span` is, in the document or in a file it includes.
    pub fn location(&self, span: Span) -> Option<Location> {
        self.location_in(&self.current, span)
    }

    /// Where `span` of snapshot `snap` is.
    pub fn location_in(&self, snap: &Snapshot, span: Span) -> Option<Location> {
        if span.file == 0 {
            return Some(Location::new(
                self.uri.clone(),
                span_range(&snap.lines, &snap.text, span),
            ));
        }
        let (name, text) = snap.analysis.sources.file(span.file);
        let uri = file_uri(Path::new(name))?;
        let lines = LineIndex::new(text);
        Some(Location::new(uri, span_range(&lines, text, span)))
    }
}

/// The range of `span` in `text`.
pub fn span_range(lines: &LineIndex, text: &str, span: Span) -> Range {
    lines.range(text, span.start as usize, span.end as usize)
}

/// The `file:` URI of `path` (made absolute).
pub fn file_uri(path: &Path) -> Option<Url> {
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().ok()?.join(path)
    };
    Url::from_file_path(abs).ok()
}

fn analyze(path: &Path, text: String, include_dirs: &[PathBuf]) -> Snapshot {
    let analysis = pdll_index::analyze(path, &text, include_dirs);
    Snapshot {
        lines: LineIndex::new(&text),
        text,
        analysis,
    }
}
