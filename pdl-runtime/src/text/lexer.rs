//! The lexer of MLIR's textual form (shared with the PDL reader): tokens are produced on demand from a byte position, so
//! the parser can also read character-level syntax (shapes like `4x?xf32`) directly.

/// Kinds of tokens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    /// End of input.
    Eof,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`
    BareId,
    /// `@name` or `@"name"`
    AtId,
    /// `%name`
    PercentId,
    /// `^name`
    CaretId,
    /// `#name`
    HashId,
    /// `!name`
    BangId,
    /// Decimal or hexadecimal integer.
    Integer,
    /// Float literal `1.5e3`.
    Float,
    /// String literal.
    String,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `{-#`
    FileMetaBegin,
    /// `#-}`
    FileMetaEnd,
    /// A character no token starts with.
    Error,
    /// A string literal without its closing quote.
    UnterminatedString,
}

/// A token: its kind and byte range.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

/// Byte classes, one bit each in [`CLASS`]: the lexer's loops test a byte with one table
/// load instead of a chain of comparisons.
const BARE: u8 = 1;
/// Continues a suffix identifier (`%name`, `^name`, `#name`, `!name`).
const SUFFIX: u8 = 2;
/// Blank space.
const BLANK: u8 = 4;
/// A decimal digit.
const DIGIT: u8 = 8;

/// The class bits of each byte.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= BARE | SUFFIX;
        }
        if b == b'-' {
            t[c] |= SUFFIX;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            t[c] |= BLANK;
        }
        if b.is_ascii_digit() {
            t[c] |= DIGIT;
        }
        c += 1;
    }
    t
};

/// The end of the run of bytes of class `class` from `pos`.
#[inline]
fn run_end(src: &[u8], mut pos: usize, class: u8) -> usize {
    while pos < src.len() && CLASS[src[pos] as usize] & class != 0 {
        pos += 1;
    }
    pos
}

/// Whether `c` may continue a bare identifier.
pub fn is_bare_id_char(c: u8) -> bool {
    CLASS[c as usize] & BARE != 0
}

/// Skips spaces and `//` comments from `pos`; returns the new position.
pub fn skip_trivia(src: &[u8], mut pos: usize) -> usize {
    loop {
        pos = run_end(src, pos, BLANK);
        if pos + 1 < src.len() && src[pos] == b'/' && src[pos + 1] == b'/' {
            while pos < src.len() && src[pos] != b'\n' {
                pos += 1;
            }
            continue;
        }
        return pos;
    }
}

/// Lexes one token starting at `pos` (trivia must already be skipped).
pub fn lex(src: &[u8], pos: usize) -> Token {
    let tok = |kind, end| Token {
        kind,
        start: pos,
        end,
    };
    let Some(&c) = src.get(pos) else {
        return tok(Tok::Eof, pos);
    };
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    match c {
        b'(' => tok(Tok::LParen, pos + 1),
        b')' => tok(Tok::RParen, pos + 1),
        b'{' => {
            if at(pos + 1) == b'-' && at(pos + 2) == b'#' {
                tok(Tok::FileMetaBegin, pos + 3)
            } else {
                tok(Tok::LBrace, pos + 1)
            }
        }
        b'}' => tok(Tok::RBrace, pos + 1),
        b'[' => tok(Tok::LSquare, pos + 1),
        b']' => tok(Tok::RSquare, pos + 1),
        b'<' => tok(Tok::Less, pos + 1),
        b'>' => tok(Tok::Greater, pos + 1),
        b',' => tok(Tok::Comma, pos + 1),
        b'=' => tok(Tok::Equal, pos + 1),
        b'?' => tok(Tok::Question, pos + 1),
        b'*' => tok(Tok::Star, pos + 1),
        b'+' => tok(Tok::Plus, pos + 1),
        b':' => {
            if at(pos + 1) == b':' {
                tok(Tok::ColonColon, pos + 2)
            } else {
                tok(Tok::Colon, pos + 1)
            }
        }
        b'-' => {
            if at(pos + 1) == b'>' {
                tok(Tok::Arrow, pos + 2)
            } else {
                tok(Tok::Minus, pos + 1)
            }
        }
        b'"' => lex_string(src, pos),
        b'@' => {
            if at(pos + 1) == b'"' {
                let s = lex_string(src, pos + 1);
                Token {
                    kind: if s.kind == Tok::String {
                        Tok::AtId
                    } else {
                        s.kind
                    },
                    start: pos,
                    end: s.end,
                }
            } else if at(pos + 1).is_ascii_alphabetic() || at(pos + 1) == b'_' {
                tok(Tok::AtId, run_end(src, pos + 2, SUFFIX))
            } else {
                tok(Tok::Error, pos + 1)
            }
        }
        b'%' | b'^' | b'!' => {
            let kind = match c {
                b'%' => Tok::PercentId,
                b'^' => Tok::CaretId,
                _ => Tok::BangId,
            };
            let e = pos + 1;
            let e = if at(e).is_ascii_digit() {
                run_end(src, e, DIGIT)
            } else if at(e).is_ascii_alphabetic() || matches!(at(e), b'_' | b'$' | b'.' | b'-') {
                run_end(src, e, SUFFIX)
            } else {
                return tok(Tok::Error, pos + 1);
            };
            tok(kind, e)
        }
        b'#' => {
            if at(pos + 1) == b'-' && at(pos + 2) == b'}' {
                return tok(Tok::FileMetaEnd, pos + 3);
            }
            let e = pos + 1;
            let e = if at(e).is_ascii_digit() {
                run_end(src, e, DIGIT)
            } else if at(e).is_ascii_alphabetic() || matches!(at(e), b'_' | b'$' | b'.' | b'-') {
                run_end(src, e, SUFFIX)
            } else {
                return tok(Tok::Error, pos + 1);
            };
            tok(Tok::HashId, e)
        }
        b'0'..=b'9' => lex_number(src, pos),
        c if c.is_ascii_alphabetic() || c == b'_' => tok(Tok::BareId, run_end(src, pos + 1, BARE)),
        _ => {
            // One whole UTF-8 character, so that diagnostics can quote it.
            let mut e = pos + 1;
            while e < src.len() && (src[e] & 0xC0) == 0x80 {
                e += 1;
            }
            tok(Tok::Error, e)
        }
    }
}

fn lex_number(src: &[u8], pos: usize) -> Token {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let mut e = pos;
    if at(pos) == b'0' && at(pos + 1) == b'x' && at(pos + 2).is_ascii_hexdigit() {
        e = pos + 2;
        while at(e).is_ascii_hexdigit() {
            e += 1;
        }
        return Token {
            kind: Tok::Integer,
            start: pos,
            end: e,
        };
    }
    while at(e).is_ascii_digit() {
        e += 1;
    }
    if at(e) != b'.' {
        return Token {
            kind: Tok::Integer,
            start: pos,
            end: e,
        };
    }
    e += 1;
    while at(e).is_ascii_digit() {
        e += 1;
    }
    if matches!(at(e), b'e' | b'E') {
        let mut x = e + 1;
        if matches!(at(x), b'+' | b'-') {
            x += 1;
        }
        if at(x).is_ascii_digit() {
            while at(x).is_ascii_digit() {
                x += 1;
            }
            e = x;
        }
    }
    Token {
        kind: Tok::Float,
        start: pos,
        end: e,
    }
}

fn lex_string(src: &[u8], pos: usize) -> Token {
    let mut e = pos + 1;
    while e < src.len() {
        match src[e] {
            b'"' => {
                return Token {
                    kind: Tok::String,
                    start: pos,
                    end: e + 1,
                }
            }
            b'\\' => e += 2,
            b'\n' | b'\r' => break,
            _ => e += 1,
        }
    }
    Token {
        kind: Tok::UnterminatedString,
        start: pos,
        end: e.min(src.len()),
    }
}

/// Decodes the body of a string literal (without quotes). `Err` holds the offset (relative
/// to the body) of an invalid escape.
pub fn unescape(body: &[u8]) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => out.push(n),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let m = body.get(i + 2).copied().unwrap_or(0);
                if n.is_ascii_hexdigit() && m.is_ascii_hexdigit() {
                    let h = |d: u8| (d as char).to_digit(16).unwrap_or(0) as u8;
                    out.push(h(n) * 16 + h(m));
                    i += 3;
                    continue;
                }
                return Err(i);
            }
        }
        i += 2;
    }
    Ok(out)
}
