//! The reader: MLIR text into an [`Ir`].
//!
//! Operations in generic form, the custom forms of `builtin.module`, `func.func` and
//! `func.return`, blocks, regions, SSA names with forward references, aliases and locations.

use rustc_hash::FxHashMap;

use super::lexer::{lex, skip_trivia, unescape, Tok, Token};
use super::ParseError;
use crate::ir::{
    AttrKind, Attribute, BlockId, Ir, OpId, OperationState, RegionId, Symbol, Type, TypeKind, Value,
};

/// Result of the reader's steps.
pub(crate) type PResult<T> = Result<T, ParseError>;

/// How deeply regions, types and attributes may nest before the reader gives up (so that
/// hostile input cannot exhaust the stack).
const MAX_DEPTH: usize = 256;

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
    /// Whether the group is an operation's results (contiguous) or a single block argument.
    offset: usize,
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
    forward: FxHashMap<&'s str, Vec<(u32, ForwardRef)>>,
    /// The placeholder and first use of each forward-referenced `%name#number` (found in
    /// constant time: a scan of the name's list made n numbers of one name cost n^2).
    forward_at: FxHashMap<(&'s str, u32), (Value, usize)>,
    /// Names defined in each open region, to forget when the region closes.
    region_defs: Vec<Vec<&'s str>>,
}

/// Block labels of one region.
#[derive(Default)]
struct BlockScope<'s> {
    blocks: FxHashMap<&'s str, (BlockId, bool, usize)>,
}

/// A pending operand: name, result number and where it was written.
pub(crate) struct UseRef<'s> {
    pub(crate) name: &'s str,
    pub(crate) number: u32,
    pub(crate) offset: usize,
}

/// Reads one operation of a dialect written in custom form (its name is the current token,
/// not consumed yet): `written` is the name as written, `full` the name with the default
/// dialect's prefix when `written` has none.
pub(crate) type CustomOpParser = for<'s> fn(&mut Parser<'s>, &str, &str) -> PResult<OpId>;

/// A dialect whose operations the reader knows in custom form: the reader hands it every
/// custom-form operation of that dialect.
#[derive(Clone, Copy)]
pub(crate) struct DialectSyntax {
    /// The dialect's name (`transform`).
    pub(crate) name: &'static str,
    /// Reads one of its operations.
    pub(crate) parse_op: CustomOpParser,
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
    /// Whether an operation at the top of the file is being read, and none of its regions
    /// yet.
    at_file_top: bool,
    /// Whether an alias definition is being read.
    in_alias_def: bool,
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
    pub(crate) default_dialects: Vec<&'static str>,
    /// The dialects whose custom forms this reader knows besides `builtin` and `func`.
    dialects: &'static [DialectSyntax],
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
        };
        p.reset_to(0);
        p
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

    // ----- file -----

    /// Reads a whole file: alias definitions and top-level operations.
    pub fn parse_file(&mut self) -> PResult<()> {
        let top = self.ir.create_block(&[]);
        self.block_scopes.push(BlockScope::default());
        self.scopes[0].region_defs.push(Vec::new());
        // The file's operations are in a module's region (see `enter_region`).
        self.depth += REGION_LEVELS;
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashId | Tok::BangId => self.parse_alias_def()?,
                Tok::FileMetaBegin => self.skip_file_metadata()?,
                _ => {
                    self.at_file_top = true;
                    self.parse_operation(top)?;
                    self.at_file_top = false;
                }
            }
        }
        self.depth -= REGION_LEVELS;
        self.finish_isolated_scope()?;
        let ops: Vec<OpId> = self.ir.block_ops(top).collect();
        let old_root = self.ir.root();
        if ops.len() == 1 && self.ir.op_name_str(ops[0]) == "builtin.module" {
            self.ir.detach_op(ops[0]);
            self.ir.set_root(ops[0]);
        } else {
            let block = self.ir.root_block();
            for op in ops {
                self.ir.detach_op(op);
                self.ir.append_op(block, op);
            }
            return Ok(());
        }
        // The default root module is unused now.
        self.ir.erase_op(old_root);
        Ok(())
    }

    fn skip_file_metadata(&mut self) -> PResult<()> {
        let start = self.tok.start;
        match self.src[start..].find("#-}") {
            Some(i) => {
                self.reset_to(start + i + 3);
                Ok(())
            }
            None => Err(ParseError::new(
                start,
                "expected '#-}' to end file metadata",
            )),
        }
    }

    fn parse_alias_def(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = &self.text(t)[1..];
        let is_type = t.kind == Tok::BangId;
        if name.contains('.') {
            return Err(ParseError::new(
                t.start,
                "expected operation name in quotes",
            )); // top-level dialect syntax
        }
        self.bump();
        if !self.at(Tok::Equal) {
            return Err(self.err_here("expected '=' in alias definition"));
        }
        self.bump();
        self.in_alias_def = true;
        let base = self.depth;
        self.def_depth = base;
        self.def_refs = 0;
        self.def_ref_text = 0;
        let start = self.tok.start;
        let r = self.parse_alias_value(t, name, is_type);
        self.in_alias_def = false;
        r?;
        let cost = AliasCost {
            depth: self.def_depth - base,
            weight: ((self.tok.start - start).saturating_sub(self.def_ref_text) as u64)
                .saturating_add(self.def_refs),
        };
        if is_type {
            if let Some(e) = self.type_aliases.get_mut(name) {
                e.1 = cost;
            }
        } else if let Some(e) = self.attr_aliases.get_mut(name) {
            e.1 = cost;
        }
        Ok(())
    }

    /// The value of an alias definition, recorded under `name` (with a cost filled in by the
    /// caller).
    fn parse_alias_value(&mut self, t: Token, name: &str, is_type: bool) -> PResult<()> {
        if is_type {
            if self.type_aliases.contains_key(name) {
                return Err(ParseError::new(
                    t.start,
                    format!("redefinition of type alias id '{name}'"),
                ));
            }
            let ty = self.parse_type()?;
            self.type_aliases
                .insert(name.into(), (ty, AliasCost::default()));
        } else {
            if self.attr_aliases.contains_key(name) {
                return Err(ParseError::new(
                    t.start,
                    format!("redefinition of attribute alias id '{name}'"),
                ));
            }
            let attr = if self.at_keyword("loc") {
                self.skip_loc()?;
                None
            } else {
                Some(self.parse_attribute(None)?)
            };
            self.attr_aliases
                .insert(name.into(), (attr, AliasCost::default()));
        }
        Ok(())
    }

    // ----- SSA names -----

    fn scope(&mut self) -> &mut IsolatedScope<'s> {
        // The top-level scope is always open; should it not be, open one.
        if self.scopes.is_empty() {
            self.scopes.push(IsolatedScope::default());
        }
        let last = self.scopes.len() - 1;
        &mut self.scopes[last]
    }

    fn lookup(&self, name: &str) -> Option<Def> {
        self.scopes.last().and_then(|s| s.values.get(name).copied())
    }

    /// Defines `name` as a group of `count` values starting at `first`.
    fn define(&mut self, name: &'s str, offset: usize, first: Value, count: u32) -> PResult<()> {
        if let Some(prev) = self.lookup(name) {
            return Err(
                ParseError::new(offset, format!("redefinition of SSA value '{name}'"))
                    .with_note(prev.offset, "previously defined here"),
            );
        }
        // Resolve forward references to this name.
        let scope = self.scope();
        let pending: Vec<(u32, ForwardRef)> = if scope.forward.is_empty() {
            Vec::new()
        } else {
            scope.forward.remove(name).unwrap_or_default()
        };
        // A number the definition does not have stays unresolved, as in MLIR: "use of
        // undeclared SSA value name" where the scope ends.
        let (pending, unresolved): (Vec<_>, Vec<_>) =
            pending.into_iter().partition(|(number, _)| *number < count);
        for (number, _) in &pending {
            scope.forward_at.remove(&(name, *number));
        }
        if !unresolved.is_empty() {
            scope.forward.insert(name, unresolved);
        }
        for (number, fref) in pending {
            let real = Value(first.0 + number);
            let (want, got) = (
                self.ir.value_type(fref.placeholder),
                self.ir.value_type(real),
            );
            if want != got {
                let w = super::print_type(&self.ir.ctx, want);
                let g = super::print_type(&self.ir.ctx, got);
                let shown = format!("{name}#{number}");
                return Err(ParseError::new(
                    offset,
                    format!("definition of SSA value '{shown}' has type '{g}'"),
                )
                .with_note(fref.offset, format!("previously used here with type '{w}'")));
            }
            self.ir.replace_all_uses_with(fref.placeholder, real);
        }
        let scope = self.scope();
        scope.values.insert(
            name,
            Def {
                first,
                count,
                offset,
            },
        );
        if let Some(defs) = scope.region_defs.last_mut() {
            defs.push(name);
        }
        Ok(())
    }

    /// Resolves a use of `%name#number` expected to have type `ty`.
    pub(crate) fn resolve(&mut self, u: &UseRef<'s>, ty: Type) -> PResult<Value> {
        if let Some(def) = self.lookup(u.name) {
            if u.number >= def.count {
                return Err(ParseError::new(
                    u.offset,
                    "reference to invalid result number",
                ));
            }
            let v = Value(def.first.0 + u.number);
            let have = self.ir.value_type(v);
            if have != ty {
                let a = super::print_type(&self.ir.ctx, ty);
                let b = super::print_type(&self.ir.ctx, have);
                return Err(ParseError::new(
                    u.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                        u.name
                    ),
                )
                .with_note(def.offset, "prior use here"));
            }
            return Ok(v);
        }
        let known = self
            .scopes
            .last()
            .and_then(|s| s.forward_at.get(&(u.name, u.number)))
            .copied();
        if let Some((v, off)) = known {
            let have = self.ir.value_type(v);
            if have != ty {
                let a = super::print_type(&self.ir.ctx, ty);
                let b = super::print_type(&self.ir.ctx, have);
                return Err(ParseError::new(
                    u.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                        u.name
                    ),
                )
                .with_note(off, "prior use here"));
            }
            return Ok(v);
        }
        let placeholder = self.ir.new_value(ty, crate::ir::NONE, 0);
        self.scope()
            .forward_at
            .insert((u.name, u.number), (placeholder, u.offset));
        self.scope().forward.entry(u.name).or_default().push((
            u.number,
            ForwardRef {
                placeholder,
                offset: u.offset,
            },
        ));
        Ok(placeholder)
    }

    fn open_region_names(&mut self) {
        self.scope().region_defs.push(Vec::new());
    }

    fn close_region_names(&mut self) {
        let scope = self.scope();
        if let Some(names) = scope.region_defs.pop() {
            for n in names {
                scope.values.remove(&n);
            }
        }
    }

    fn finish_isolated_scope(&mut self) -> PResult<()> {
        let Some(scope) = self.scopes.last() else {
            return Err(self.err_here("no scope is open"));
        };
        if let Some(f) = scope
            .forward
            .values()
            .flatten()
            .map(|(_, f)| (f.offset, ()))
            .min_by_key(|x| x.0)
        {
            return Err(ParseError::new(f.0, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    // ----- operations -----

    pub(crate) fn parse_use(&mut self) -> PResult<UseRef<'s>> {
        let t = self.expect_tok(Tok::PercentId, "SSA operand")?;
        let name = self.text(t);
        let mut number = 0;
        if self.src.as_bytes().get(t.end) == Some(&b'#') {
            // `%x#N`: the lexer saw `#N` as a hash id.
            if self.at(Tok::HashId) {
                let n = &self.text(self.tok)[1..];
                number = n
                    .parse::<u32>()
                    .map_err(|_| self.err_here("expected integer result number"))?;
                self.bump();
            } else {
                return Err(self.err_here("expected integer result number"));
            }
        }
        Ok(UseRef {
            name,
            number,
            offset: t.start,
        })
    }

    pub(crate) fn parse_use_list(&mut self, close: Tok) -> PResult<Vec<UseRef<'s>>> {
        let mut uses = Vec::new();
        if self.at(close) || !self.at(Tok::PercentId) {
            return Ok(uses);
        }
        loop {
            uses.push(self.parse_use()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(uses)
    }

    /// Reads one operation (with its result names) into the end of `block`.
    pub(crate) fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let results_start = self.tok.start;
        // Result groups: name, count (MLIR reads it as a 64-bit number, decimal or
        // hexadecimal) and where the name is.
        let mut names: Vec<(&'s str, u64, usize)> = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let t = self.expect_tok(Tok::PercentId, "SSA value name")?;
                let mut count = 1;
                if self.at(Tok::Colon) {
                    self.bump();
                    let n = self.expect_tok(Tok::Integer, "integer number of results")?;
                    let text = self.text(n);
                    count = match text.strip_prefix("0x") {
                        Some(h) => u64::from_str_radix(h, 16).ok(),
                        None => text.parse::<u64>().ok(),
                    }
                    .filter(|&c| c > 0)
                    .ok_or_else(|| {
                        ParseError::new(
                            n.start,
                            "expected named operation to have at least 1 result",
                        )
                    })?;
                }
                names.push((self.text(t), count, t.start));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if !self.at(Tok::Equal) {
                return Err(self.err_here("expected '=' after SSA name"));
            }
            self.bump();
        }
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op()?,
            Tok::BareId => self.parse_custom_op()?,
            _ => return Err(self.err_here("expected operation name in quotes")),
        };
        self.skip_loc()?;
        // Summed without wrapping (`%a:4294967295, %b:2` binds 4294967297 results, not 1):
        // fewer than 2^64 groups of fewer than 2^64 each.
        let declared: u128 = names.iter().map(|n| u128::from(n.1)).sum();
        let actual = self.ir.num_results(op);
        if !names.is_empty() && declared != actual as u128 {
            return Err(ParseError::new(
                results_start,
                format!("operation defines {actual} results but was provided {declared} to bind"),
            ));
        }
        // Every count is at most `actual` now, which fits in `u32` (values are `u32`).
        let mut next = 0usize;
        for (name, count, off) in names {
            let first = self.ir.result(op, next);
            let count = u32::try_from(count).map_err(|_| {
                ParseError::new(
                    off,
                    "operation defines more results than a value can number",
                )
            })?;
            self.define(name, off, first, count)?;
            next += count as usize;
        }
        self.ir.append_op(block, op);
        Ok(())
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let t = self.tok;
        let name = String::from_utf8(self.string_value(t)?)
            .map_err(|_| ParseError::new(t.start, "operation name is not valid UTF-8"))?;
        if name.is_empty() {
            return Err(ParseError::new(t.start, "empty operation name is invalid"));
        }
        if !name.contains('.') {
            return Err(ParseError::new(
                t.start,
                format!("'{name}' is not a valid operation name: names need a dialect prefix"),
            ));
        }
        self.bump();
        let sym = self.ir.ctx.symbol(&name);
        let mut state = OperationState::with_name(sym);
        state.loc = Some(t.start as u32);
        let op = self.ir.create_op(state);
        if !self.at(Tok::LParen) {
            return Err(self.err_here("expected '(' to start operand list"));
        }
        self.bump();
        let uses = self.parse_use_list(Tok::RParen)?;
        self.expect_tok(Tok::RParen, "')' to end operand list")?;
        if self.at(Tok::LSquare) {
            self.bump();
            let mut succ = Vec::new();
            loop {
                succ.push(self.parse_successor()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RSquare, "']' to end successor list")?;
            self.ir.set_successors(op, &succ);
        }
        if self.at(Tok::Less) {
            self.bump();
            if !self.at(Tok::LBrace) {
                return Err(self.err_here("expected '{' to start properties"));
            }
            let props = self.parse_attr_dict()?;
            let dict = self.ir.ctx.intern_attr(AttrKind::Dictionary(props.into()));
            self.ir.set_properties(op, Some(dict));
            self.expect_tok(Tok::Greater, "'>' to close properties")?;
        }
        if self.at(Tok::LParen) {
            self.bump();
            loop {
                let r = self.ir.add_region(op);
                self.parse_region(r, None, false)?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RParen, "')' to end region list")?;
        }
        if self.at(Tok::LBrace) {
            let attrs = self.parse_attr_dict()?;
            let dict = self.ir.ctx.intern_attr(AttrKind::Dictionary(attrs.into()));
            self.ir.set_attributes(op, dict);
        }
        if !self.at(Tok::Colon) {
            return Err(self.err_here("expected ':' followed by operation type"));
        }
        self.bump();
        let ty_at = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ir.ctx.type_kind(fty) {
            TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => return Err(ParseError::new(ty_at, "expected function type")),
        };
        if inputs.len() != uses.len() {
            return Err(ParseError::new(
                ty_at,
                format!(
                    "expected {} operand type{} but had {}",
                    uses.len(),
                    if uses.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        let mut operands = Vec::with_capacity(uses.len());
        for (u, &ty) in uses.iter().zip(&inputs) {
            operands.push(self.resolve(u, ty)?);
        }
        self.ir.push_operands(op, &operands);
        self.ir.set_result_types(op, &results);
        self.move_inherent_attrs(op);
        Ok(op)
    }

    /// For the few operations the IR knows (`builtin.module`, `func.*`), MLIR keeps inherent
    /// attributes as properties even when written in the discardable dictionary.
    fn move_inherent_attrs(&mut self, op: OpId) {
        let inherent: &[&str] = match self.ir.op_name_str(op) {
            "builtin.module" => &["sym_name", "sym_visibility"],
            "func.func" => &[
                "arg_attrs",
                "function_type",
                "no_inline",
                "res_attrs",
                "sym_name",
                "sym_visibility",
            ],
            "func.call" => &["arg_attrs", "callee", "no_inline", "res_attrs"],
            "func.constant" => &["value"],
            _ => return,
        };
        let attrs = self.ir.attributes(op);
        let AttrKind::Dictionary(entries) = self.ir.ctx.attr_kind(attrs).clone() else {
            return;
        };
        let (moved, kept): (Vec<_>, Vec<_>) = entries
            .iter()
            .partition(|(k, _)| inherent.contains(&self.ir.ctx.str(*k)));
        if moved.is_empty() {
            return;
        }
        let mut props: Vec<(Symbol, Attribute)> =
            match self.ir.properties(op).map(|p| self.ir.ctx.attr_kind(p)) {
                Some(AttrKind::Dictionary(e)) => e.to_vec(),
                _ => Vec::new(),
            };
        for (k, v) in moved {
            if !props.iter().any(|(n, _)| *n == k) {
                props.push((k, v));
            }
        }
        let p = self.ir.ctx.intern_attr(AttrKind::Dictionary(props.into()));
        let a = self.ir.ctx.intern_attr(AttrKind::Dictionary(kept.into()));
        self.ir.set_properties(op, Some(p));
        self.ir.set_attributes(op, a);
    }

    /// The innermost region's block names.
    fn block_scope(&mut self) -> PResult<&mut BlockScope<'s>> {
        let at = self.tok.start;
        self.block_scopes
            .last_mut()
            .ok_or_else(|| ParseError::new(at, "a block name outside any region"))
    }

    fn parse_successor(&mut self) -> PResult<BlockId> {
        let t = self.expect_tok(Tok::CaretId, "block name")?;
        let name = self.text(t);
        let scope = self.block_scope()?;
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return Ok(b);
        }
        let b = self.ir.create_block(&[]);
        let scope = self.block_scope()?;
        scope.blocks.insert(name, (b, false, t.start));
        Ok(b)
    }

    /// Reads `{ blocks }` into `region`. `entry_args` names the entry block's arguments when
    /// the operation's custom form declared them (func.func).
    pub(crate) fn parse_region(
        &mut self,
        region: RegionId,
        entry_args: Option<Vec<(&'s str, usize, Type)>>,
        isolated: bool,
    ) -> PResult<()> {
        let levels = self.enter_region(region)?;
        if !self.at(Tok::LBrace) {
            return Err(self.err_here("expected '{' to begin a region"));
        }
        self.bump();
        if isolated {
            self.scopes.push(IsolatedScope::default());
        }
        self.open_region_names();
        self.block_scopes.push(BlockScope::default());
        let has_entry_args = entry_args.is_some();
        if let Some(args) = entry_args {
            let types: Vec<Type> = args.iter().map(|a| a.2).collect();
            let b = self.ir.create_block(&types);
            self.ir.append_block(region, b);
            for (i, (name, off, _)) in args.iter().enumerate() {
                let v = self.ir.block_args(b)[i];
                self.define(name, *off, v, 1)?;
            }
            self.parse_block_ops(b)?;
        } else if !self.at(Tok::RBrace) && !self.at(Tok::CaretId) {
            let b = self.ir.create_block(&[]);
            self.ir.append_block(region, b);
            self.parse_block_ops(b)?;
        }
        while self.at(Tok::CaretId) {
            if has_entry_args
                && self.ir.region_blocks(region).len() == 1
                && self.ir.first_op(self.ir.region_blocks(region)[0]).is_none()
            {
                return Err(self.err_here("invalid block name in region with named arguments"));
            }
            self.parse_block(region)?;
        }
        if !self.at(Tok::RBrace) {
            return Err(self.err_here("expected '}' to end a region"));
        }
        self.bump();
        let Some(scope) = self.block_scopes.pop() else {
            return Err(self.err_here("'}' closes no region"));
        };
        if let Some(off) = scope.blocks.values().filter(|v| !v.1).map(|v| v.2).min() {
            return Err(ParseError::new(off, "reference to an undefined block"));
        }
        self.close_region_names();
        if isolated {
            self.finish_isolated_scope()?;
            self.scopes.pop();
        }
        self.depth -= levels;
        Ok(())
    }

    fn parse_block(&mut self, region: RegionId) -> PResult<()> {
        let t = self.tok;
        let name = self.text(t);
        self.bump();
        let scope = self.block_scope()?;
        let block = match scope.blocks.get(name).copied() {
            Some((_, true, _)) => {
                return Err(ParseError::new(
                    t.start,
                    format!("redefinition of block '{name}'"),
                ));
            }
            Some((b, false, _)) => {
                scope.blocks.insert(name, (b, true, t.start));
                b
            }
            None => {
                let b = self.ir.create_block(&[]);
                let scope = self.block_scope()?;
                scope.blocks.insert(name, (b, true, t.start));
                b
            }
        };
        self.ir.append_block(region, block);
        if self.eat(Tok::LParen) {
            if !self.at(Tok::RParen) {
                loop {
                    let at =
                        self.expect_tok(Tok::PercentId, "SSA value name in block argument list")?;
                    let n = self.text(at);
                    self.expect_tok(Tok::Colon, "':' and type for SSA operand")?;
                    let ty = self.parse_type()?;
                    self.skip_loc()?;
                    let v = self.ir.add_block_arg(block, ty);
                    self.define(n, at.start, v, 1)?;
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect_tok(Tok::RParen, "')' to end argument list")?;
        }
        self.expect_tok(Tok::Colon, "':' after block name")?;
        self.parse_block_ops(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::RBrace | Tok::CaretId => return Ok(()),
                Tok::Eof => return Err(self.err_here("expected operation name in quotes")),
                _ => self.parse_operation(block)?,
            }
        }
    }

    // ----- custom forms -----

    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let t = self.tok;
        let name = self.text(t);
        // The custom forms of registered dialects.
        if let Some((dialect, full)) = self.custom_dialect(name) {
            return (dialect.parse_op)(self, name, &full);
        }
        let full = match name {
            "module" | "builtin.module" => "builtin.module",
            "func.func" => "func.func",
            "func.return" => "func.return",
            "return" if self.default_dialects.last() == Some(&"func") => "func.return",
            "func.call" => "func.call",
            "call" if self.default_dialects.last() == Some(&"func") => "func.call",
            _ => {
                if let Some((dialect, _)) = name.split_once('.') {
                    if !matches!(dialect, "builtin" | "func") {
                        return Err(ParseError::new(
                            t.start,
                            format!("Dialect `{dialect}' not found for custom op '{name}' "),
                        ));
                    }
                }
                let hint = match self.default_dialects.last() {
                    Some(d) if !name.contains('.') => format!(" (tried '{d}.{name}' as well)"),
                    _ if !name.contains('.') => format!(" (tried 'builtin.{name}' as well)"),
                    _ => String::new(),
                };
                return Err(ParseError::new(
                    t.start,
                    format!("custom op '{name}' is unknown{hint}"),
                ));
            }
        };
        self.bump();
        match full {
            "builtin.module" => self.parse_module_op(t.start),
            "func.func" => self.parse_func_op(t.start),
            "func.call" => self.parse_call_op(t.start),
            _ => self.parse_return_op(t.start),
        }
    }

    /// The registered dialect of custom-form operation `name` (its prefix, or the default
    /// dialect when it has none), with the name in full.
    fn custom_dialect(&self, name: &str) -> Option<(DialectSyntax, String)> {
        let prefix = match name.split_once('.') {
            Some((d, _)) => d,
            None => *self.default_dialects.last()?,
        };
        let dialect = *self.dialects.iter().find(|d| d.name == prefix)?;
        let full = if name.contains('.') {
            name.to_string()
        } else {
            format!("{prefix}.{name}")
        };
        Some((dialect, full))
    }

    pub(crate) fn string_attr(&mut self, s: &str) -> Attribute {
        self.ir.ctx.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }

    pub(crate) fn parse_sym_name(&mut self) -> PResult<String> {
        let t = self.expect_tok(Tok::AtId, "valid '@'-prefixed symbol name")?;
        let text = &self.text(t)[1..];
        if text.starts_with('"') {
            let body = &self.src.as_bytes()[t.start + 2..t.end - 1];
            let v = unescape(body).map_err(|i| {
                ParseError::new(t.start + 2 + i, "unknown escape in string literal")
            })?;
            String::from_utf8(v)
                .map_err(|_| ParseError::new(t.start, "symbol name is not valid UTF-8"))
        } else {
            Ok(text.to_string())
        }
    }

    fn parse_module_op(&mut self, loc: usize) -> PResult<OpId> {
        let mut props = Vec::new();
        if self.at(Tok::AtId) {
            let n = self.parse_sym_name()?;
            let k = self.ir.ctx.symbol("sym_name");
            let a = self.string_attr(&n);
            props.push((k, a));
        }
        let mut attrs = Vec::new();
        if self.at_keyword("attributes") {
            self.bump();
            attrs = self.parse_attr_dict()?;
        }
        let name = self.ir.ctx.symbol("builtin.module");
        let mut state = OperationState::with_name(name);
        state.loc = Some(loc as u32);
        state.attributes = attrs;
        if !props.is_empty() {
            state.properties = Some(self.ir.ctx.intern_attr(AttrKind::Dictionary(props.into())));
        }
        let op = self.ir.create_op(state);
        let r = self.ir.add_region(op);
        self.default_dialects.push("builtin");
        let res = self.parse_region(r, None, true);
        self.default_dialects.pop();
        res?;
        if self.ir.region_blocks(r).is_empty() {
            let b = self.ir.create_block(&[]);
            self.ir.append_block(r, b);
        }
        Ok(op)
    }

    /// Reads an optional `{...}` argument or result attribute dictionary.
    fn parse_opt_arg_attrs(&mut self) -> PResult<Attribute> {
        if self.at(Tok::LBrace) {
            let d = self.parse_attr_dict()?;
            Ok(self.ir.ctx.intern_attr(AttrKind::Dictionary(d.into())))
        } else {
            Ok(self.ir.ctx.empty_dict())
        }
    }

    fn parse_func_op(&mut self, loc: usize) -> PResult<OpId> {
        self.parse_function_like(loc, "func.func", "func")
    }

    /// The custom form of function-like operations (`func.func`, `transform.named_sequence`):
    /// `[visibility] @name(%arg: T {attrs}, ...) [-> results] [attributes {...}] [{ body }]`.
    pub(crate) fn parse_function_like(
        &mut self,
        loc: usize,
        op_name: &str,
        body_dialect: &'static str,
    ) -> PResult<OpId> {
        let mut props: Vec<(Symbol, Attribute)> = Vec::new();
        if self.at_keyword("public") || self.at_keyword("private") || self.at_keyword("nested") {
            let v = self.text(self.tok).to_string();
            self.bump();
            let k = self.ir.ctx.symbol("sym_visibility");
            let a = self.string_attr(&v);
            props.push((k, a));
        }
        let name = self.parse_sym_name()?;
        let k = self.ir.ctx.symbol("sym_name");
        let a = self.string_attr(&name);
        props.push((k, a));
        self.expect_tok(Tok::LParen, "'(' in function argument list")?;
        let mut args: Vec<(&'s str, usize, Type)> = Vec::new();
        let mut arg_types = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut named = None;
        if !self.at(Tok::RParen) {
            loop {
                let is_named = self.at(Tok::PercentId);
                if *named.get_or_insert(is_named) != is_named {
                    return Err(self.err_here("expected SSA identifier"));
                }
                if is_named {
                    let t = self.tok;
                    self.bump();
                    self.expect_tok(Tok::Colon, "':'")?;
                    let ty = self.parse_type()?;
                    args.push((self.text(t), t.start, ty));
                    arg_types.push(ty);
                } else {
                    arg_types.push(self.parse_type()?);
                }
                arg_attrs.push(self.parse_opt_arg_attrs()?);
                self.skip_loc()?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RParen, "')' in function argument list")?;
        let mut res_types = Vec::new();
        let mut res_attrs = Vec::new();
        if self.eat(Tok::Arrow) {
            if self.at(Tok::LParen) {
                // A parenthesised result list (MLIR does not read `(A) -> B` here as a
                // function type: that is written `((A) -> B)`).
                self.bump();
                if !self.at(Tok::RParen) {
                    loop {
                        res_types.push(self.parse_type()?);
                        res_attrs.push(self.parse_opt_arg_attrs()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect_tok(Tok::RParen, "')' in function result list")?;
            } else {
                res_types.push(self.parse_type()?);
                res_attrs.push(self.ir.ctx.empty_dict());
            }
        }
        let mut attrs = Vec::new();
        if self.at_keyword("attributes") {
            self.bump();
            attrs = self.parse_attr_dict()?;
        }
        let fty = self.ir.ctx.intern_type(TypeKind::Function {
            inputs: arg_types.clone().into(),
            results: res_types.clone().into(),
        });
        let k = self.ir.ctx.symbol("function_type");
        let a = self.ir.ctx.intern_attr(AttrKind::Type(fty));
        props.push((k, a));
        let empty = self.ir.ctx.empty_dict();
        if arg_attrs.iter().any(|&a| a != empty) {
            let k = self.ir.ctx.symbol("arg_attrs");
            let a = self.ir.ctx.intern_attr(AttrKind::Array(arg_attrs.into()));
            props.push((k, a));
        }
        if res_attrs.iter().any(|&a| a != empty) {
            let k = self.ir.ctx.symbol("res_attrs");
            let a = self.ir.ctx.intern_attr(AttrKind::Array(res_attrs.into()));
            props.push((k, a));
        }
        let fname = self.ir.ctx.symbol(op_name);
        let mut state = OperationState::with_name(fname);
        state.loc = Some(loc as u32);
        state.attributes = attrs;
        state.properties = Some(self.ir.ctx.intern_attr(AttrKind::Dictionary(props.into())));
        let op = self.ir.create_op(state);
        let r = self.ir.add_region(op);
        if self.at(Tok::LBrace) {
            if named == Some(false) {
                return Err(self.err_here("expected named arguments for a function with a body"));
            }
            self.default_dialects.push(body_dialect);
            let res = self.parse_region(r, Some(args), true);
            self.default_dialects.pop();
            res?;
        }
        self.move_inherent_attrs(op);
        Ok(op)
    }

    /// `func.call @callee(%a, %b) : (T, U) -> R`
    fn parse_call_op(&mut self, loc: usize) -> PResult<OpId> {
        let at = self.tok.start;
        let callee = self.parse_attribute(None)?;
        if !matches!(self.ir.ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
            return Err(ParseError::new(at, "expected symbol reference"));
        }
        self.expect_tok(Tok::LParen, "'('")?;
        let uses = self.parse_use_list(Tok::RParen)?;
        self.expect_tok(Tok::RParen, "')'")?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty_at = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ir.ctx.type_kind(fty) {
            crate::ir::TypeKind::Function { inputs, results } => {
                (inputs.to_vec(), results.to_vec())
            }
            _ => return Err(ParseError::new(ty_at, "expected function type")),
        };
        if inputs.len() != uses.len() {
            return Err(ParseError::new(
                ty_at,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    inputs.len()
                ),
            ));
        }
        let mut operands = Vec::new();
        for (u, &t) in uses.iter().zip(&inputs) {
            operands.push(self.resolve(u, t)?);
        }
        let k = self.ir.ctx.symbol("callee");
        let props = self
            .ir
            .ctx
            .intern_attr(AttrKind::Dictionary(vec![(k, callee)].into()));
        let name = self.ir.ctx.symbol("func.call");
        let mut state = OperationState::with_name(name)
            .operands(&operands)
            .results(&results);
        state.loc = Some(loc as u32);
        state.properties = Some(props);
        Ok(self.ir.create_op(state))
    }

    fn parse_return_op(&mut self, loc: usize) -> PResult<OpId> {
        let uses = if self.at(Tok::PercentId) {
            self.parse_use_list(Tok::Colon)?
        } else {
            Vec::new()
        };
        let mut types = Vec::new();
        if !uses.is_empty() {
            self.expect_tok(Tok::Colon, "':'")?;
            loop {
                types.push(self.parse_type()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if types.len() != uses.len() {
                return Err(ParseError::new(
                    uses[0].offset,
                    format!(
                        "custom op 'func.return' number of operands and types do not match: got {} operands and {} types",
                        uses.len(),
                        types.len()
                    ),
                ));
            }
        }
        let mut operands = Vec::new();
        for (u, &t) in uses.iter().zip(&types) {
            operands.push(self.resolve(u, t)?);
        }
        let name = self.ir.ctx.symbol("func.return");
        let mut state = OperationState::with_name(name).operands(&operands);
        state.loc = Some(loc as u32);
        Ok(self.ir.create_op(state))
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
