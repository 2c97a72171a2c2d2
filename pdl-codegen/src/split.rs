//! `--split-input-file`: an input cut into chunks at a marker (`// -----`), each processed
//! on its own, as `mlir-opt` does (MLIR's `splitAndProcessBuffer`, `ToolUtilities.cpp`).
//!
//! The cut follows MLIR 22 to the byte: the text is split at every occurrence of the marker
//! less its last two characters (`// ---`); an occurrence followed by those two characters
//! (and not then by a `0`, as MLIR checks) ends a chunk, the next one starting right after
//! the marker; any other occurrence is a near miss, reported as a warning and left inside
//! the chunk. The marker need not start a line: MLIR matches it anywhere.
//!
//! Diagnostics of a chunk point into the original file, with its name, lines and columns
//! (what `mlir-opt-22` reports): [`Chunk::padded`] gives the chunk's text preceded by as many
//! newlines and spaces as stood before it in the file, so that every offset of the chunk
//! sits at its original line and column.
//!
//! ```
//! use pdl_codegen::split::{split_input, DEFAULT_MARKER};
//! let src = "a\n// -----\nb\n// ----\nc\n";
//! let split = split_input(src, DEFAULT_MARKER);
//! let texts: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
//! assert_eq!(texts, ["a\n", "\nb\n// ----\nc\n"]);
//! assert_eq!(split.near_misses.len(), 1);
//! assert!(split.chunks[1].padded(src).starts_with("\n        \nb"));
//! ```

/// The marker `mlir-opt --split-input-file` cuts at, and joins outputs with.
pub const DEFAULT_MARKER: &str = "// -----";

/// How many characters of the marker end a match (MLIR's `checkLen`).
const CHECK_LEN: usize = 2;

/// One chunk of an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'s> {
    /// Where the chunk starts in the input (byte offset).
    pub start: usize,
    /// The chunk's text.
    pub text: &'s str,
}

impl<'s> Chunk<'s> {
    /// The chunk's text, preceded by whitespace standing for what came before it in `src`
    /// (the input it was cut from): one newline per line before it, then one space per byte
    /// of its first line before it. Read as MLIR text (where whitespace separates tokens
    /// only), it reads as the chunk, and every offset in it has the line and column it had
    /// in `src`. A chunk at the start of the input is its own text (not copied).
    pub fn padded(&self, src: &str) -> std::borrow::Cow<'s, str> {
        if self.start == 0 {
            return std::borrow::Cow::Borrowed(self.text);
        }
        let before = &src[..self.start.min(src.len())];
        let lines = before.bytes().filter(|&b| b == b'\n').count();
        let column = before.len() - before.rfind('\n').map_or(0, |p| p + 1);
        let mut out = String::with_capacity(lines + column + self.text.len());
        out.extend(std::iter::repeat_n('\n', lines));
        out.extend(std::iter::repeat_n(' ', column));
        out.push_str(self.text);
        std::borrow::Cow::Owned(out)
    }
}

/// An input cut into chunks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split<'s> {
    /// The chunks, in order. Empty only when the input is empty.
    pub chunks: Vec<Chunk<'s>>,
    /// Where the near misses are (byte offsets just after the `// ---` of a marker that was
    /// not a whole one): `mlir-opt` warns "near miss with file split marker" there.
    pub near_misses: Vec<usize>,
}

impl Split<'_> {
    /// The warnings `mlir-opt` prints for the near misses of `src` (named `file`): `file:
    /// line:col: warning: near miss with file split marker`, the line and a caret.
    pub fn warnings(&self, file: &str, src: &str) -> String {
        let mut out = String::new();
        for &at in &self.near_misses {
            let msg = "near miss with file split marker";
            crate::diag::mlir_line(&mut out, (file, src), Some(at), "warning", msg, true);
        }
        out
    }
}

/// Cuts `src` at `marker` as `mlir-opt --split-input-file=MARKER` does (see the module
/// documentation). An empty marker, or one of fewer than three characters, does not cut.
pub fn split_input<'s>(src: &'s str, marker: &str) -> Split<'s> {
    let mut split = Split::default();
    if src.is_empty() {
        return split;
    }
    if marker.len() <= CHECK_LEN || !marker.is_char_boundary(marker.len() - CHECK_LEN) {
        split.chunks.push(Chunk {
            start: 0,
            text: src,
        });
        return split;
    }
    let (head, tail) = marker.split_at(marker.len() - CHECK_LEN);
    // The pieces between occurrences of `head`, as (start, end).
    let mut pieces = Vec::new();
    let mut from = 0;
    while let Some(p) = src[from..].find(head) {
        pieces.push((from, from + p));
        from += p + head.len();
    }
    pieces.push((from, src.len()));
    // As MLIR, an empty chunk so far takes the next piece as it is (a file starting with a
    // marker has no empty first chunk).
    let (mut pstart, mut pend) = (0, 0);
    for (start, end) in pieces {
        if pstart == pend {
            (pstart, pend) = (start, end);
            continue;
        }
        let piece = &src.as_bytes()[start..end];
        let whole = piece.starts_with(tail.as_bytes())
            && piece.len() > CHECK_LEN
            && piece[CHECK_LEN] != b'0';
        if whole {
            split.chunks.push(Chunk {
                start: pstart,
                text: &src[pstart..pend],
            });
            (pstart, pend) = (start + CHECK_LEN, end);
        } else {
            split.near_misses.push(start);
            pend = end;
        }
    }
    if pstart != pend {
        split.chunks.push(Chunk {
            start: pstart,
            text: &src[pstart..pend],
        });
    }
    split
}

/// The outputs of the chunks joined as `mlir-opt` joins them: `output_marker` and a newline
/// between two outputs (a chunk that failed has an empty output).
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], output_marker: &str) -> String {
    let separator = format!("{output_marker}\n");
    let mut out = String::new();
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            out.push_str(&separator);
        }
        out.push_str(o.as_ref());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'s>(s: &Split<'s>) -> Vec<&'s str> {
        s.chunks.iter().map(|c| c.text).collect()
    }

    #[test]
    fn cuts_at_the_marker_anywhere_as_mlir_does() {
        // A longer dash line cuts too, the chunk starting at the extra dash (MLIR 22).
        let s = split_input("a\n// ------\nb", DEFAULT_MARKER);
        assert_eq!(texts(&s), ["a\n", "-\nb"]);
        // Mid-line.
        let s = split_input("x // ----- y", DEFAULT_MARKER);
        assert_eq!(texts(&s), ["x ", " y"]);
        // A marker at the very end is a near miss (MLIR wants a character after it).
        let s = split_input("a\n// -----", DEFAULT_MARKER);
        assert_eq!(texts(&s), ["a\n// -----"]);
        assert_eq!(s.near_misses, [8]);
        // `// -----0` is a near miss too (MLIR checks for '0', not '-').
        let s = split_input("a// -----0b", DEFAULT_MARKER);
        assert_eq!(texts(&s), ["a// -----0b"]);
    }

    #[test]
    fn no_cut_without_a_marker_and_nothing_for_nothing() {
        assert_eq!(texts(&split_input("abc", DEFAULT_MARKER)), ["abc"]);
        assert!(split_input("", DEFAULT_MARKER).chunks.is_empty());
        assert_eq!(texts(&split_input("a// -----\nb", "")), ["a// -----\nb"]);
        // A marker of its own.
        let s = split_input("a\n#### cut\nb", "#### cut");
        assert_eq!(texts(&s), ["a\n", "\nb"]);
        // A file starting with the marker: no empty first chunk, and (as MLIR) the
        // second one keeps the marker's last two characters.
        assert_eq!(
            texts(&split_input("// -----\na", DEFAULT_MARKER)),
            ["--\na"]
        );
    }

    #[test]
    fn padded_chunks_keep_their_lines_and_columns() {
        let src = "é\n// -----\n  x\n// -----\ny";
        let s = split_input(src, DEFAULT_MARKER);
        for c in &s.chunks {
            let p = c.padded(src);
            for (i, _) in c.text.char_indices() {
                assert_eq!(
                    pdl_runtime::text::line_col(&p, p.len() - c.text.len() + i),
                    pdl_runtime::text::line_col(src, c.start + i)
                );
            }
        }
    }

    #[test]
    fn near_misses_are_warned_about_as_mlir_does() {
        let src = "a\n// ----\nb\n";
        let s = split_input(src, DEFAULT_MARKER);
        assert_eq!(
            s.warnings("f.mlir", src),
            "f.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n"
        );
    }

    #[test]
    fn outputs_are_joined_with_the_marker_line() {
        assert_eq!(
            join_outputs(&["a\n\n", "", "b\n\n"], DEFAULT_MARKER),
            "a\n\n// -----\n// -----\nb\n\n"
        );
        assert_eq!(join_outputs::<&str>(&[], DEFAULT_MARKER), "");
    }
}
