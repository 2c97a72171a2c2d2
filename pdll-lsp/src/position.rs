//! Byte offsets (the compiler's spans) and LSP positions (line, UTF-16 column), both ways.

use lsp_types::{Position, Range};

/// Where each line of a text starts, to turn offsets into positions and back.
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// The byte offset of each line's first character.
    starts: Vec<usize>,
}

impl LineIndex {
    /// The index of `text`.
    pub fn new(text: &str) -> Self {
        let newlines = text.match_indices('\n').map(|(i, _)| i + 1);
        LineIndex {
            starts: std::iter::once(0).chain(newlines).collect(),
        }
    }

    /// The position of byte `offset` of `text` (clamped to the text and to a character
    /// boundary), its column in UTF-16 code units.
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let offset = floor_boundary(text, offset);
        let line = self.starts.partition_point(|&s| s <= offset).max(1) - 1;
        let start = self.starts[line];
        let column: usize = text[start..offset].chars().map(char::len_utf16).sum();
        Position::new(line as u32, column as u32)
    }

    /// The range of bytes `start..end` of `text`.
    pub fn range(&self, text: &str, start: usize, end: usize) -> Range {
        Range::new(
            self.position(text, start),
            self.position(text, end.max(start)),
        )
    }

    /// The byte offset of `pos` in `text`: a line past the end is the end of the text, a
    /// column past the end of its line is the end of the line.
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let Some(&start) = self.starts.get(pos.line as usize) else {
            return text.len();
        };
        let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
        let mut units = 0usize;
        for (i, c) in text[start..line_end].char_indices() {
            if units >= pos.character as usize {
                return start + i;
            }
            units += c.len_utf16();
        }
        line_end
    }
}

fn floor_boundary(text: &str, offset: usize) -> usize {
    let mut i = offset.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_utf16_units() {
        // `é` is one UTF-16 unit (two bytes), `𝔸` two units (four bytes).
        let text = "ab\né𝔸x\n";
        let index = LineIndex::new(text);
        let x = text.find('x').unwrap();
        assert_eq!(index.position(text, x), Position::new(1, 3));
        assert_eq!(index.offset(text, Position::new(1, 3)), x);
        assert_eq!(index.position(text, 0), Position::new(0, 0));
        assert_eq!(index.position(text, text.len()), Position::new(2, 0));
        // Inside a character: its start.
        assert_eq!(index.position(text, x - 1), Position::new(1, 1));
        assert_eq!(index.offset(text, Position::new(0, 99)), 2);
        assert_eq!(index.offset(text, Position::new(9, 0)), text.len());
        for offset in 0..=text.len() {
            if text.is_char_boundary(offset) {
                assert_eq!(index.offset(text, index.position(text, offset)), offset);
            }
        }
    }
}
