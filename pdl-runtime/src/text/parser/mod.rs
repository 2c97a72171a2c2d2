//! The reader: MLIR text into an [`Ir`].
//!
//! Operations in generic form, the custom forms of `builtin.module`, `func.func` and
//! `func.return`, blocks, regions, SSA names with forward references, aliases and locations.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

mod asm;
mod custom;
mod file;
mod names;
mod ops;

pub(crate) use asm::RegionArg;
pub(crate) use custom::{CustomOpParser, DialectSyntax};

use super::format::grammar::RegisteredOp;
use super::lexer::{lex, skip_trivia, unescape, Tok, Token};
use super::ParseError;
use crate::ir::{Attribute, BlockId, Ir, RegionId, Type, Value};

/// Result of the reader's steps.
pub(crate) type PResult<T> = Result<T, ParseError>;

/// How deeply regions, types and attributes may nest before the reader gives up (so that
/// hostile input cannot exhaust the stack).
pub(crate) const MAX_DEPTH: usize = 256;

/// How many levels of [`MAX_DEPTH`] a region takes: reading (and printing) a nested
/// operation takes about three times the stack of a nested type or attribute (some 12 KB a
/// level in a debug build, where 256 levels of types or attributes take under 2 MB), so that
/// at most 64 regions nest, and the deepest input still reads on a 2 MiB thread stack.
const REGION_LEVELS: usize = 4;

/// How much text the reader may add to the IR by expanding aliases, beyond 16 bytes per
/// byte of input: see [`AliasCost`].
const MAX_ALIAS_EXPANSION: u64 = 2 << 20;

/// What using an alias costs. MLIR prints types and attributes expanded (no `!t`/`#a` alias
/// of the input survives), so an alias used n times prints its text n times, and a chain of
/// aliases that each use the previous one k times (`!f1 = (!f0, !f0) -> !f0`) prints
/// k^length times: 1,000 such aliases took 8 GB to print. The reader keeps the sharing (a
/// type is uniqued once) but bounds what printing it can cost:
/// - `weight` estimates the printed size of the alias's value, in bytes: the text of its
///   definition, with each alias it uses counted at that alias's weight. The weights of the
///   aliases used by the operations of a file (or within one alias definition) may add up
///   to 2 MiB plus 16 bytes per byte of input; beyond, the use is an error. So printing
///   costs at most a few times that, linear in the input, whatever the chains; files that
///   use aliases as names (`!t = ...` used wherever the type appears) are far below it.
/// - `depth` is how deeply the value nests: an alias used inside a type or attribute nests
///   its value there, so chains could nest beyond the reader's [`MAX_DEPTH`] (100,000 aliases
///   `!t1 = tuple<!t0>`... overflowed the printer's stack); the nesting through aliases is
///   held to the same limit, with the same error, at the use that crosses it.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct AliasCost {
    pub(crate) depth: usize,
    pub(crate) weight: u64,
}

/// A value name's definition: the first value of its group and the group's size.
#[derive(Clone, Copy)]
struct Def {
    first: Value,
    count: u32,
    /// Where the name is defined (byte offset).
    offset: usize,
}

impl Def {
    /// No definition (a free slot of [`IsolatedScope::numbered`]).
    const EMPTY: Def = Def {
        first: Value(crate::ir::NONE),
        count: 0,
        offset: 0,
    };
}

/// A use of a name that was not defined yet.
struct ForwardRef {
    placeholder: Value,
    offset: usize,
}

/// Names visible in one isolated-from-above scope.
#[derive(Default)]
struct IsolatedScope<'s> {
    values: FxHashMap<&'s str, Def>,
    /// The definitions of names `%N` (see `names::numbered`), by `N`; a `count` of 0 marks
    /// a free slot.
    numbered: Vec<Def>,
    forward: FxHashMap<&'s str, Vec<(u32, ForwardRef)>>,
    /// The placeholder and first use of each forward-referenced `%name#number` (found in
    /// constant time: a scan of the name's list made n numbers of one name cost n^2).
    forward_at: FxHashMap<(&'s str, u32), (Value, usize)>,
    /// Names defined in each open region, to forget when the region closes (`None` for a
    /// region whose names are forgotten with the scope: the scope's own region).
    region_defs: Vec<Option<Vec<&'s str>>>,
}

/// Block labels of one region.
#[derive(Default)]
struct BlockScope<'s> {
    blocks: FxHashMap<&'s str, (BlockId, bool, usize)>,
}

/// The attributes read from one short spelling, with the name each leaves out.
type SpelledAttrs = SmallVec<[(Box<str>, Attribute); 1]>;

/// A pending operand: name, result number and where it was written.
#[derive(Clone, Copy)]
pub(crate) struct UseRef<'s> {
    pub(crate) name: &'s str,
    pub(crate) number: u32,
    pub(crate) offset: usize,
}

/// The reader. Most users want [`parse`](super::parse); the type and attribute entry points serve other
/// front ends (PDL patterns) that embed MLIR's type and attribute syntax.
pub struct Parser<'s> {
    pub(crate) src: &'s str,
    pub(crate) pos: usize,
    pub(crate) tok: Token,
    /// The IR being built (its context holds types and attributes).
    pub ir: Ir,
    pub(crate) type_aliases: FxHashMap<Box<str>, (Type, AliasCost)>,
    pub(crate) attr_aliases: FxHashMap<Box<str>, (Option<Attribute>, AliasCost)>,
    /// Types already read, by their text (see [`Parser::parse_type`]).
    pub(crate) type_cache: FxHashMap<&'s str, Type>,
    /// Attribute dictionaries already read, by their text (see
    /// [`Parser::parse_attr_dict_interned`]).
    pub(crate) dict_cache: FxHashMap<&'s str, Attribute>,
    /// Whether an operation at the top of the file is being read, and none of its regions
    /// yet.
    at_file_top: bool,
    /// Whether an alias definition is being read.
    pub(crate) in_alias_def: bool,
    /// In the alias definition being read: the deepest nesting reached, the weight of the
    /// aliases it uses, and the length of their names in its text.
    def_depth: usize,
    def_refs: u64,
    def_ref_text: usize,
    /// The weight of the aliases used outside alias definitions.
    expanded: u64,
    /// What `expanded` (and `def_refs`) may reach.
    expansion_budget: u64,
    scopes: Vec<IsolatedScope<'s>>,
    block_scopes: Vec<BlockScope<'s>>,
    pub(crate) depth: usize,
    /// Names of operations whose regions use `func` as their default dialect.
    pub(crate) default_dialects: Vec<std::borrow::Cow<'static, str>>,
    /// The dialects whose custom forms this reader knows besides `builtin` and `func`.
    dialects: &'static [DialectSyntax],
    /// The registered operations met, by their name as written with a dialect prefix
    /// (`None`: not registered, or without a custom syntax).
    registered: FxHashMap<&'s str, Option<Rc<RegisteredOp>>>,
    /// The types of op syntaxes, by their spelling (`i64`, `i1`): see
    /// [`Parser::type_from_text`].
    syntax_types: FxHashMap<Box<str>, Type>,
    /// Attributes a format writes in a short spelling (`<nsw>` for `#arith.overflow<nsw>`,
    /// `[1, 2]` for `array<i64: 1, 2>`), by their text and the name the spelling leaves
    /// out: see [`Parser::spelled_attr`].
    spelled_attrs: FxHashMap<&'s str, SpelledAttrs>,
}

impl<'s> Parser<'s> {
    /// A parser over `src` that builds into `ir`, reading the custom forms of `dialects`.
    pub(crate) fn with_dialects(src: &'s str, ir: Ir, dialects: &'static [DialectSyntax]) -> Self {
        let mut p = Parser {
            src,
            pos: 0,
            tok: Token {
                kind: Tok::Eof,
                start: 0,
                end: 0,
            },
            ir,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            at_file_top: false,
            in_alias_def: false,
            def_depth: 0,
            def_refs: 0,
            def_ref_text: 0,
            expanded: 0,
            expansion_budget: MAX_ALIAS_EXPANSION
                .saturating_add((src.len() as u64).saturating_mul(16)),
            scopes: vec![IsolatedScope::default()],
            block_scopes: Vec::new(),
            depth: 0,
            default_dialects: Vec::new(),
            dialects,
            registered: FxHashMap::default(),
            syntax_types: FxHashMap::default(),
            spelled_attrs: FxHashMap::default(),
        };
        p.reset_to(0);
        p
    }

    /// The type spelled `text` in an op syntax (a format's fixed type, `i1`, `index`),
    /// read once per reader.
    pub(crate) fn type_from_text(&mut self, text: &str) -> PResult<Type> {
        if let Some(&t) = self.syntax_types.get(text) {
            return Ok(t);
        }
        let t = super::parse_type(&mut self.ir.ctx, text)?;
        self.syntax_types.insert(text.into(), t);
        Ok(t)
    }

    /// The attribute read earlier from `written` in a short spelling that leaves out
    /// `name` (see [`Parser::remember_spelled_attr`]).
    pub(crate) fn spelled_attr(&self, written: &str, name: &str) -> Option<Attribute> {
        let found = self.spelled_attrs.get(written)?;
        found.iter().find(|(n, _)| &**n == name).map(|&(_, a)| a)
    }

    /// Remembers that `written`, a short spelling leaving out `name`, reads as `attr`:
    /// such text is read in a reader of its own, which costs more than the operation.
    pub(crate) fn remember_spelled_attr(&mut self, written: &'s str, name: &str, attr: Attribute) {
        self.spelled_attrs
            .entry(written)
            .or_default()
            .push((name.into(), attr));
    }

    // ----- tokens -----

    /// Re-lexes the current token at byte `pos` (after trivia).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        let p = skip_trivia(self.src.as_bytes(), pos);
        self.tok = lex(self.src.as_bytes(), p);
        self.pos = self.tok.end;
    }

    /// Moves to the next token.
    pub(crate) fn bump(&mut self) {
        self.reset_to(self.tok.end);
    }

    pub(crate) fn text(&self, t: Token) -> &'s str {
        &self.src[t.start..t.end]
    }

    pub(crate) fn at(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    pub(crate) fn eat(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.text(self.tok) == kw
    }

    pub(crate) fn expect_tok(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        if self.tok.kind == kind {
            let t = self.tok;
            self.bump();
            Ok(t)
        } else {
            Err(self.err_here(format!("expected {what}")))
        }
    }

    /// An error about the current token being the wrong one. Like MLIR, it is reported where
    /// the expected token should have been: just after the previous token, backing up over
    /// blank space, line ends and trailing comments. Lexical errors take precedence.
    pub(crate) fn err_here(&self, msg: impl Into<String>) -> ParseError {
        match self.tok.kind {
            Tok::UnterminatedString => {
                return ParseError::new(self.tok.end, "expected '\"' in string literal")
            }
            Tok::Error => {
                let msg = match self.src.as_bytes().get(self.tok.start) {
                    Some(b'^') => "invalid block name",
                    Some(b'%') => "invalid SSA name",
                    _ => "unexpected character",
                };
                return ParseError::new(self.tok.start, msg);
            }
            _ => {}
        }
        let src = self.src.as_bytes();
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return ParseError::new(original, msg);
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return ParseError::new(end, msg);
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |p| p + 1);
            if let Some(c) = comment_start(&src[line_start..end]) {
                end = line_start + c;
            }
        }
    }

    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err_here(format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        self.def_depth = self.def_depth.max(self.depth);
        Ok(())
    }

    /// Accounts for a use of an alias (the token `t`, `!name` or `#name`) whose value costs
    /// `cost`, inside a type or attribute being read (so at least one level deep): the
    /// value nests from the current level, and its weight adds to the expansion of the
    /// file or of the alias definition being read. See [`AliasCost`].
    pub(crate) fn use_alias(&mut self, t: Token, cost: AliasCost) -> PResult<()> {
        let depth = (self.depth.saturating_sub(1)).saturating_add(cost.depth);
        if depth > MAX_DEPTH {
            return Err(ParseError::new(
                t.start,
                format!(
                    "nesting deeper than {MAX_DEPTH} levels (through alias '{}')",
                    self.text(t)
                ),
            ));
        }
        self.def_depth = self.def_depth.max(depth);
        let total = if self.in_alias_def {
            self.def_ref_text = self.def_ref_text.saturating_add(t.end - t.start);
            self.def_refs = self.def_refs.saturating_add(cost.weight);
            self.def_refs
        } else {
            self.expanded = self.expanded.saturating_add(cost.weight);
            self.expanded
        };
        if total > self.expansion_budget {
            return Err(ParseError::new(
                t.start,
                format!(
                    "expanding alias '{}' here makes the text of the IR larger than {} bytes",
                    self.text(t),
                    self.expansion_budget
                ),
            ));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Enters `region`: [`REGION_LEVELS`] levels at once, except for the region of a
    /// `builtin.module` at the top of the file, which the file's operations are already in
    /// (they are read [`REGION_LEVELS`] deep, as in the module the reader wraps them in), so
    /// that the printed form, always one module, reads back within the limit. Returns the
    /// levels taken.
    fn enter_region(&mut self, region: RegionId) -> PResult<usize> {
        let top_module = std::mem::take(&mut self.at_file_top)
            && self
                .ir
                .region_parent(region)
                .is_some_and(|o| self.ir.op_name_str(o) == "builtin.module");
        let levels = if top_module { 0 } else { REGION_LEVELS };
        self.depth += levels;
        if self.depth > MAX_DEPTH {
            return Err(self.err_here(format!(
                "nesting deeper than {MAX_DEPTH} levels (a region counts as {REGION_LEVELS})"
            )));
        }
        self.def_depth = self.def_depth.max(self.depth);
        Ok(levels)
    }

    /// Decodes the current string token.
    pub(crate) fn string_value(&self, t: Token) -> PResult<Vec<u8>> {
        let body = &self.src.as_bytes()[t.start + 1..t.end - 1];
        unescape(body)
            .map_err(|i| ParseError::new(t.start + 1 + i, "unknown escape in string literal"))
    }

    /// Skips a `loc(...)` if present.
    pub(crate) fn skip_loc(&mut self) -> PResult<()> {
        if self.at_keyword("loc") {
            let start = self.tok.start;
            self.bump();
            if !self.at(Tok::LParen) {
                return Err(self.err_here("expected '(' in location"));
            }
            let end = self
                .balanced_end(self.tok.start, b'(', b')')
                .ok_or_else(|| ParseError::new(start, "unbalanced '(' in location"))?;
            self.reset_to(end);
        }
        Ok(())
    }

    /// Given `open` at `start`, the offset just past its matching `close`, skipping strings
    /// and nested brackets of every kind (`->` does not close `<`).
    pub(crate) fn balanced_end(&self, start: usize, _open: u8, _close: u8) -> Option<usize> {
        let s = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < s.len() {
            let c = s[i];
            match c {
                b'"' => {
                    i += 1;
                    while i < s.len() && s[i] != b'"' {
                        if s[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i >= s.len() {
                        return None;
                    }
                }
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'<' => stack.push(b'>'),
                b'-' if s.get(i + 1) == Some(&b'>') => {
                    i += 2;
                    continue;
                }
                // `>=` in integer set constraints does not close `<`.
                b'>' if s.get(i + 1) == Some(&b'=') => {
                    i += 2;
                    continue;
                }
                b')' | b']' | b'}' | b'>' => {
                    if stack.pop() != Some(c) {
                        return None;
                    }
                    if stack.is_empty() {
                        return Some(i + 1);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        None
    }
}

/// Where a `//` comment starts in a line, outside string literals.
fn comment_start(line: &[u8]) -> Option<usize> {
    let mut in_string = false;
    let mut i = 0;
    while i < line.len() {
        match line[i] {
            b'"' => in_string = !in_string,
            b'\\' if in_string => i += 1,
            b'/' if !in_string && line.get(i + 1) == Some(&b'/') => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}
