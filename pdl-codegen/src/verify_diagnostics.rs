//! `--verify-diagnostics`: the `expected-*` annotations of an input checked against the
//! diagnostics a run emits, as MLIR's `SourceMgrDiagnosticVerifierHandler`
//! (`mlir/lib/IR/Diagnostics.cpp`) checks them, with its messages.
//!
//! An annotation is a line matching `expected-(error|note|remark|warning)(-re)?
//! *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$` (searched anywhere in the line, trailing
//! whitespace ignored): the diagnostic of that kind expected on the annotation's own line,
//! `@+N`/`@-N` lines below/above it, `@above` the closest line above that is not an
//! annotation, `@below` the closest such line below, `@unknown` at an unknown location. It
//! holds when a diagnostic of that kind on that line contains the text between `{{` and
//! `}}`; with `-re`, the parts inside `{{ }}` of that text are regular expressions.
//!
//! [`Verifier::emit`] takes each diagnostic as it is emitted and returns what MLIR reports
//! for it (nothing for an expected one; `unexpected error: ...`, or `'error' diagnostic
//! emitted when expecting a 'warning'`); [`Verifier::finish`] reports every annotation no
//! diagnostic met (`expected error "..." was not produced`). The run passes when neither
//! reported anything ([`Verifier::failed`]).
//!
//! ```
//! use pdl_codegen::verify_diagnostics::{Emitted, Kind, Verifier};
//! let src = "// expected-error@+1 {{bad thing}}\nop\n";
//! let mut v = Verifier::new("f.mlir", src);
//! let report = v.emit(&Emitted { kind: Kind::Error, at: Some((2, 1)), message: "a bad thing here".into() });
//! assert_eq!(report, "");
//! assert_eq!(v.finish(), "");
//! assert!(!v.failed());
//! ```

use std::fmt::Write as _;

/// The kind (severity) of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `note`.
    Note,
    /// `remark`.
    Remark,
}

impl Kind {
    /// The kind as MLIR spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Error => "error",
            Kind::Warning => "warning",
            Kind::Note => "note",
            Kind::Remark => "remark",
        }
    }

    /// The kind spelled `s`.
    pub fn parse(s: &str) -> Option<Kind> {
        Some(match s {
            "error" => Kind::Error,
            "warning" => Kind::Warning,
            "note" => Kind::Note,
            "remark" => Kind::Remark,
            _ => return None,
        })
    }
}

/// One emitted diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// Its kind.
    pub kind: Kind,
    /// Its 1-based line and column in the input, `None` for an unknown location.
    pub at: Option<(usize, usize)>,
    /// Its message (without the `file:line:col: error: ` head).
    pub message: String,
}

/// One `expected-*` annotation.
#[derive(Clone, Debug)]
struct Expected {
    kind: Kind,
    /// The line the diagnostic is expected on (1-based); `None` for `@unknown`.
    line: Option<usize>,
    /// Where `expected-` starts: line and column.
    at: (usize, usize),
    /// The text between the braces.
    text: String,
    /// For `-re`: the text as a regular expression.
    regex: Option<regex::Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// The annotations of an input and what was reported about them so far.
pub struct Verifier<'s> {
    file: &'s str,
    lines: Vec<&'s str>,
    expected: Vec<Expected>,
    failed: bool,
    /// `--verify-diagnostics=only-expected`: unexpected diagnostics are not reported.
    only_expected: bool,
    /// Reports made while reading the annotations (bad `-re` expressions).
    pending: String,
}

impl<'s> Verifier<'s> {
    /// The annotations of `src`, a file named `file`.
    pub fn new(file: &'s str, src: &'s str) -> Self {
        let lines: Vec<&str> = src.split('\n').collect();
        let mut v = Verifier {
            file,
            lines,
            expected: Vec::new(),
            failed: false,
            only_expected: false,
            pending: String::new(),
        };
        v.read_annotations();
        v
    }

    fn read_annotations(&mut self) {
        let mut last_plain = 0;
        let mut for_next_line: Vec<usize> = Vec::new();
        let count = self.lines.len();
        for i in 0..count {
            let line = self.lines[i].trim_end();
            let Some(a) = annotation(line) else {
                for d in for_next_line.drain(..) {
                    self.expected[d].line = Some(i + 1);
                }
                last_plain = i;
                continue;
            };
            let at = (i + 1, a.col);
            let mut e = Expected {
                kind: a.kind,
                line: Some(i + 1),
                at,
                text: a.text.to_string(),
                regex: None,
                matched: false,
            };
            if a.regex {
                match regex_of(a.text) {
                    Ok(re) => e.regex = Some(re),
                    Err(msg) => {
                        self.report_at(at, &msg, a.text.len());
                        continue;
                    }
                }
            }
            match a.place {
                Place::Here => {}
                Place::Offset(n) => e.line = Some((i as i64 + 1 + n).max(0) as usize),
                Place::Unknown => e.line = None,
                Place::Above => e.line = Some(last_plain + 1),
                Place::Below => {
                    for_next_line.push(self.expected.len());
                    e.line = Some(count);
                }
            }
            self.expected.push(e);
        }
    }

    /// Checks only that the expected diagnostics are emitted (MLIR's
    /// `--verify-diagnostics=only-expected`): unexpected ones and near misses pass.
    pub fn only_expected(mut self) -> Self {
        self.only_expected = true;
        self
    }

    /// Takes a diagnostic emitted by the run; returns what is reported about it (empty when
    /// it was expected), as MLIR words it.
    pub fn emit(&mut self, d: &Emitted) -> String {
        let mut near_miss = None;
        for e in &mut self.expected {
            let same_place = match (d.at, e.line) {
                (Some((line, _)), Some(l)) => line == l,
                (None, None) => true,
                _ => false,
            };
            if !same_place || !e.matches(&d.message) {
                continue;
            }
            if e.kind == d.kind {
                e.matched = true;
                return std::mem::take(&mut self.pending);
            }
            near_miss = Some((e.at, e.kind));
        }
        let mut out = std::mem::take(&mut self.pending);
        if self.only_expected {
            return out;
        }
        self.failed = true;
        match near_miss {
            Some((at, kind)) => {
                let msg = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    d.kind.as_str(),
                    kind.as_str()
                );
                self.line(&mut out, Some(at), &msg, 0);
            }
            None => {
                let msg = format!("unexpected {}: {}", d.kind.as_str(), d.message);
                self.line(&mut out, d.at, &msg, 0);
            }
        }
        out
    }

    /// Reports every annotation no diagnostic met (file order, `@unknown` ones last).
    pub fn finish(&mut self) -> String {
        let mut out = std::mem::take(&mut self.pending);
        let (known, unknown): (Vec<&Expected>, Vec<&Expected>) =
            self.expected.iter().partition(|e| e.line.is_some());
        let mut unmet = Vec::new();
        for e in known.into_iter().chain(unknown) {
            if !e.matched {
                unmet.push((
                    e.at,
                    format!(
                        "expected {} \"{}\" was not produced",
                        e.kind.as_str(),
                        e.text
                    ),
                    e.text.len(),
                ));
            }
        }
        for (at, msg, width) in unmet {
            self.failed = true;
            self.line(&mut out, Some(at), &msg, width);
        }
        out
    }

    /// Whether anything was reported: the run fails.
    pub fn failed(&self) -> bool {
        self.failed
    }

    fn report_at(&mut self, at: (usize, usize), msg: &str, width: usize) {
        self.failed = true;
        let mut out = std::mem::take(&mut self.pending);
        self.line(&mut out, Some(at), msg, width);
        self.pending = out;
    }

    /// An error as MLIR's source manager prints it: `file:line:col: error: msg`, the line
    /// and a caret (followed by `width - 1` tildes).
    fn line(&self, out: &mut String, at: Option<(usize, usize)>, msg: &str, width: usize) {
        let Some((line, col)) = at else {
            let _ = writeln!(out, "loc(unknown): error: {msg}");
            return;
        };
        let _ = writeln!(out, "{}:{line}:{col}: error: {msg}", self.file);
        if let Some(text) = self.lines.get(line.wrapping_sub(1)) {
            let text = text.strip_suffix('\r').unwrap_or(text);
            let start = col.saturating_sub(1);
            crate::diag::source_line(out, text, start, start + width.max(1));
        }
    }
}

/// Where an annotation says its diagnostic is.
enum Place {
    Here,
    Offset(i64),
    Above,
    Below,
    Unknown,
}

/// An annotation read from a line.
struct Annotation<'a> {
    kind: Kind,
    regex: bool,
    place: Place,
    text: &'a str,
    /// The 1-based column where `expected-` starts.
    col: usize,
}

/// The annotation of `line` (trailing whitespace removed), if it has one: the leftmost
/// `expected-` from which MLIR's regular expression matches.
fn annotation(line: &str) -> Option<Annotation<'_>> {
    let mut from = 0;
    while let Some(p) = line[from..].find("expected-") {
        let start = from + p;
        if let Some(a) = annotation_at(line, start) {
            return Some(a);
        }
        from = start + 1;
    }
    None
}

fn annotation_at(line: &str, start: usize) -> Option<Annotation<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let word_end = rest
        .find(|c: char| !c.is_ascii_lowercase())
        .unwrap_or(rest.len());
    let kind = Kind::parse(&rest[..word_end])?;
    rest = &rest[word_end..];
    let regex = rest.starts_with("-re");
    if regex {
        rest = &rest[3..];
    }
    rest = rest.trim_start_matches(' ');
    let mut place = Place::Here;
    if let Some(r) = rest.strip_prefix('@') {
        let (p, after) = if let Some(a) = r.strip_prefix("above") {
            (Place::Above, a)
        } else if let Some(a) = r.strip_prefix("below") {
            (Place::Below, a)
        } else if let Some(a) = r.strip_prefix("unknown") {
            (Place::Unknown, a)
        } else {
            let sign = r.chars().next().filter(|c| *c == '+' || *c == '-')?;
            let digits = r[1..]
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(r.len() - 1);
            if digits == 0 {
                return None;
            }
            // As MLIR's `getAsInteger` into an `int`: an overflowing number is 0.
            let n: i64 = r[1..1 + digits].parse::<i32>().map_or(0, i64::from);
            let n = if sign == '-' { -n } else { n };
            (Place::Offset(n), &r[1 + digits..])
        };
        place = p;
        rest = after.trim_start_matches(' ');
    }
    let inner = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    Some(Annotation {
        kind,
        regex,
        place,
        text: inner,
        col: start + 1,
    })
}

/// The regular expression of an `expected-*-re` text: the text outside `{{ }}` literal, the
/// parts inside as regular expressions; errors worded as MLIR's.
fn regex_of(text: &str) -> Result<regex::Regex, String> {
    let mut re = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            re.push_str(&regex::escape(rest));
            break;
        };
        re.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let close = rest
            .find("}}")
            .ok_or_else(|| "found start of regex with no end '}}'".to_string())?;
        let part = &rest[..close];
        regex::Regex::new(part).map_err(|e| format!("invalid regex: {}", first_line(&e)))?;
        let _ = write!(re, "({part})");
        rest = &rest[close + 2..];
    }
    regex::Regex::new(&re).map_err(|e| format!("invalid regex: {}", first_line(&e)))
}

fn first_line(e: &regex::Error) -> String {
    let s = e.to_string();
    s.lines().last().unwrap_or("").trim().to_string()
}

/// The diagnostics in a rendered diagnostic text (what the run would print to stderr), for
/// an input named `file`: each line `file:line:col: kind: message` is one, a line `note:
/// message` is a note at the place of the diagnostic before it, the other lines (source
/// lines, carets) are skipped. A first line of neither form is an error at an unknown
/// location.
pub fn parse_rendered(file: &str, text: &str) -> Vec<Emitted> {
    let mut out: Vec<Emitted> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(d) = located(file, line) {
            out.push(d);
        } else if let Some(msg) = line.strip_prefix("note: ") {
            let at = out.last().and_then(|d| d.at);
            out.push(Emitted {
                kind: Kind::Note,
                at,
                message: msg.to_string(),
            });
        } else if i == 0 && !line.trim().is_empty() {
            out.push(Emitted {
                kind: Kind::Error,
                at: None,
                message: line.to_string(),
            });
        }
    }
    out
}

/// `file:line:col: kind: message`.
fn located(file: &str, line: &str) -> Option<Emitted> {
    let rest = line.strip_prefix(file)?.strip_prefix(':')?;
    let (l, rest) = rest.split_once(':')?;
    let (c, rest) = rest.split_once(": ")?;
    let (kind, message) = rest.split_once(": ")?;
    Some(Emitted {
        kind: Kind::parse(kind)?,
        at: Some((l.parse().ok()?, c.parse().ok()?)),
        message: message.to_string(),
    })
}

#[cfg(test)]
mod tests;
