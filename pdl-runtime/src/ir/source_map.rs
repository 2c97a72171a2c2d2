//! Where an IR was read from: the file's name and where each of its lines starts, so that an
//! operation's source offset (`Ir::op_loc`) becomes the `file:line:col` its errors name.

use std::sync::Arc;

use super::{Ir, OpId};
use crate::access::SourceLoc;

impl Ir {
    /// Names the file the IR was read from, whose text is `src`: operations read from it
    /// then have a [`location`](Self::op_location). The reader does this when it is given
    /// the file's name ([`parse`](crate::text::parse)).
    pub fn set_source(&mut self, file: &str, src: &str) {
        self.source = Some(SourceMap::new(file, src));
    }

    /// Where `op` was read from, as `file:line:col`: `None` for an operation the reader did
    /// not make, or an IR whose source is not known.
    pub fn op_location(&self, op: OpId) -> Option<SourceLoc> {
        let offset = self.op_loc(op)?;
        Some(self.source.as_ref()?.locate(offset))
    }
}

/// The file an IR was read from, by name, with the byte offset of each line's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SourceMap {
    file: Arc<str>,
    /// The offset of every line's first byte; the first line starts at 0.
    line_starts: Arc<[u32]>,
}

impl SourceMap {
    /// The map of `src`, named `file`.
    pub(crate) fn new(file: &str, src: &str) -> Self {
        let mut line_starts = Vec::with_capacity(1 + src.len() / 48);
        line_starts.push(0);
        line_starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        SourceMap {
            file: file.into(),
            line_starts: line_starts.into(),
        }
    }

    /// The place of byte `offset`: its line and its column in bytes, both from 1.
    pub(crate) fn locate(&self, offset: u32) -> SourceLoc {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line.saturating_sub(1)];
        SourceLoc {
            file: self.file.clone(),
            line: line as u32,
            col: offset - start + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SourceMap;

    #[test]
    fn offsets_become_lines_and_columns_as_the_reader_counts_them() {
        let src = "ab\n\ncd\u{e9}f\n";
        let map = SourceMap::new("x.mlir", src);
        for offset in 0..=src.len() {
            if !src.is_char_boundary(offset) {
                continue;
            }
            let at = map.locate(offset as u32);
            let (line, col) = crate::text::line_col(src, offset);
            assert_eq!(
                (at.line as usize, at.col as usize),
                (line, col),
                "at {offset}"
            );
            assert_eq!(at.to_string(), format!("x.mlir:{line}:{col}"));
        }
    }
}
