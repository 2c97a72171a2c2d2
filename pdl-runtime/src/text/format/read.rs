//! Reading an operation with its declarative format, as the parser MLIR's `OpFormatGen`
//! generates: the elements in order (optional groups decided by their first element), then
//! the types the format leaves out (fixed types, type relations, the operation's result-type
//! inference), then the operands resolved with their types.

use smallvec::{smallvec, SmallVec};

use super::grammar::{Anchor, CustomArg, Elem, Format, RegisteredOp, TypeArg};
use super::reading::{Blocks, Reading, Types, Uses};
use super::types::resolve_types;
use crate::ir::{
    Arity, AttrKind, AttrSyntax, Attribute, BlockId, OpId, OpSyntax, OperationState, Traits, Type,
    TypeKind,
};
use crate::text::parser::{PResult, Parser};
use crate::text::{ParseError, Tok};

/// Reads registered operation `reg` (the current token is its name) with `format`.
pub(super) fn parse_op(p: &mut Parser<'_>, reg: &RegisteredOp, format: &Format) -> PResult<OpId> {
    let at = p.tok.start;
    p.bump();
    let syntax = &*reg.syntax;
    let mut state = OperationState::with_name(reg.name);
    state.loc = Some(at as u32);
    let op = p.ir.create_op_uninit(state);
    let mut r = Reading::new(syntax, at);
    let mut cx = Cx {
        reg,
        syntax,
        op,
        name: &reg.full,
        format,
        regions: SmallVec::new(),
    };
    for e in &format.elems {
        cx.elem(p, &mut r, e)?;
    }
    // The regions in declaration order (a format may write them in another:
    // `scf.index_switch` writes its cases before its default region).
    if cx.regions.windows(2).any(|w| w[0].0 > w[1].0) {
        cx.regions.sort_by_key(|&(decl, _)| decl);
        let order: Vec<_> = cx.regions.iter().map(|&(_, r)| r).collect();
        p.ir.set_region_order(op, order);
    }
    finish(p, &mut r, reg, op)?;
    Ok(op)
}

struct Cx<'a> {
    reg: &'a RegisteredOp,
    syntax: &'a OpSyntax,
    op: OpId,
    name: &'a str,
    format: &'a Format,
    /// The regions read, with the declaration each stands for.
    regions: SmallVec<[(usize, crate::ir::RegionId); 2]>,
}

/// Whether the current token can start a type.
fn at_type(p: &Parser<'_>) -> bool {
    matches!(p.tok.kind, Tok::BareId | Tok::BangId | Tok::LParen)
}

/// Whether the current token can start an attribute value.
fn at_attribute(p: &Parser<'_>) -> bool {
    matches!(
        p.tok.kind,
        Tok::BareId
            | Tok::Integer
            | Tok::Float
            | Tok::String
            | Tok::HashId
            | Tok::AtId
            | Tok::LSquare
            | Tok::LBrace
    ) || p.text(p.tok) == "-"
}

impl Cx<'_> {
    /// Whether the group starting with `e` is present at the current token.
    fn starts(&self, p: &Parser<'_>, e: &Elem) -> bool {
        match e {
            Elem::Literal(v) => p.tok.kind != Tok::String && p.text(p.tok) == &**v,
            Elem::Operand(_) | Elem::Operands => p.at(Tok::PercentId),
            Elem::Region(_) | Elem::Regions => p.at(Tok::LBrace),
            Elem::Successor(_) | Elem::Successors => p.at(Tok::CaretId),
            Elem::Type(_) | Elem::FunctionalType(..) => at_type(p),
            Elem::AttrDict(true) => p.at_keyword("attributes"),
            Elem::AttrDict(false) => p.at(Tok::LBrace),
            Elem::PropDict => p.at(Tok::Less),
            Elem::Attr(i, qualified) => {
                if *qualified {
                    return at_attribute(p);
                }
                match &self.syntax.attributes[*i].syntax {
                    AttrSyntax::IntEnum { cases, .. } => {
                        p.at(Tok::String)
                            || (p.at(Tok::BareId)
                                && cases.iter().any(|(k, _)| **k == *p.text(p.tok)))
                    }
                    AttrSyntax::SymbolName | AttrSyntax::SymbolRef => p.at(Tok::AtId),
                    AttrSyntax::Str => p.at(Tok::String),
                    AttrSyntax::Stripped { .. } => p.at(Tok::Less),
                    AttrSyntax::DenseArray { .. } => p.at(Tok::LSquare),
                    AttrSyntax::Type => at_type(p),
                    AttrSyntax::Unit => false,
                    AttrSyntax::Any | AttrSyntax::Typed(_) => at_attribute(p),
                }
            }
            Elem::Space(_) | Elem::Newline | Elem::Optional { .. } | Elem::Custom(..) => false,
        }
    }

    fn elem<'s>(&mut self, p: &mut Parser<'s>, r: &mut Reading<'s>, e: &Elem) -> PResult<()> {
        match e {
            Elem::Literal(v) => {
                if p.tok.kind == Tok::String || p.text(p.tok) != &**v {
                    return Err(p.err_here(format!("expected '{v}'")));
                }
                p.bump();
            }
            Elem::Space(_) | Elem::Newline => {}
            Elem::Operand(i) => {
                let uses = match self.syntax.operands[*i].arity {
                    Arity::Single => smallvec![p.parse_use()?],
                    Arity::Optional if p.at(Tok::PercentId) => smallvec![p.parse_use()?],
                    Arity::Optional => Uses::new(),
                    Arity::Variadic => use_list(p)?,
                    Arity::VariadicOfVariadic => {
                        return Err(p.err_here("operand groups are not supported in formats"))
                    }
                };
                r.set_uses(*i, uses);
            }
            Elem::Operands => r.all_uses = Some(use_list(p)?),
            Elem::Attr(i, qualified) => {
                let at = p.tok.start;
                let a = self.attribute(p, *i, *qualified)?;
                // An attribute whose type others take must have one (a `TypedAttr`).
                if self.reg.attr_types_others[*i] && super::types::attr_type(p, a).is_none() {
                    return Err(ParseError::new(
                        at,
                        format!(
                            "custom op '{}' invalid kind of attribute specified",
                            self.name
                        ),
                    ));
                }
                r.attrs[*i] = Some(a);
            }
            Elem::Type(arg) => {
                let single = match arg {
                    TypeArg::Operand(i) => self.syntax.operands[*i].arity == Arity::Single,
                    TypeArg::Result(i) => self.syntax.results[*i].arity == Arity::Single,
                    _ => false,
                };
                let types = if single {
                    smallvec![p.parse_type()?]
                } else {
                    type_list(p)?
                };
                r.slots.set(*arg, types);
            }
            Elem::FunctionalType(a, b) => {
                let at = p.tok.start;
                let t = p.parse_type()?;
                let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(t).clone() else {
                    return Err(ParseError::new(at, "expected function type"));
                };
                r.slots.set(*a, Types::from_slice(&inputs));
                r.slots.set(*b, Types::from_slice(&results));
            }
            Elem::Region(i) => {
                if self.syntax.regions[*i].arity == Arity::Single || p.at(Tok::LBrace) {
                    self.region(p, *i)?;
                    while self.syntax.regions[*i].arity == Arity::Variadic && p.eat(Tok::Comma) {
                        self.region(p, *i)?;
                    }
                }
            }
            Elem::Regions => {
                if p.at(Tok::LBrace) {
                    self.region(p, 0)?;
                    while p.eat(Tok::Comma) {
                        self.region(p, 0)?;
                    }
                }
            }
            Elem::Successor(i) => {
                let list = match self.syntax.successors[*i].arity {
                    Arity::Single => smallvec![p.parse_successor()?],
                    _ => successor_list(p)?,
                };
                r.successors[*i] = list;
            }
            Elem::Successors => r.all_successors = Some(successor_list(p)?),
            Elem::AttrDict(keyword) => {
                if *keyword {
                    if p.at_keyword("attributes") {
                        p.bump();
                        r.dict = p.parse_attr_dict()?;
                    }
                } else if p.at(Tok::LBrace) {
                    r.dict = p.parse_attr_dict()?;
                }
            }
            Elem::PropDict => {
                if p.eat(Tok::Less) {
                    r.props = p.parse_attr_dict()?;
                    p.expect_tok(Tok::Greater, "'>' to close properties")?;
                }
            }
            Elem::Optional { then, els, anchor } => {
                let first = then
                    .iter()
                    .find(|e| !matches!(e, Elem::Space(_) | Elem::Newline));
                let present = first.is_some_and(|f| self.starts(p, f));
                // A unit attribute anchoring the group (not its first element) is not
                // written: the group's presence sets it.
                let unit = match anchor {
                    Anchor::Attr(i) => {
                        matches!(self.syntax.attributes[*i].syntax, AttrSyntax::Unit)
                            && then.first() != Some(&Elem::Attr(*i, false))
                            && els.first() != Some(&Elem::Attr(*i, false))
                    }
                    _ => false,
                }
                .then_some(anchor);
                let list = if present { then } else { els };
                for e in list {
                    match (e, unit) {
                        (Elem::Attr(i, _), Some(Anchor::Attr(a))) if i == a => {}
                        _ => self.elem(p, r, e)?,
                    }
                }
                if let (true, Some(Anchor::Attr(i))) = (present, unit) {
                    r.attrs[*i] = Some(p.ir.ctx.intern_attr(AttrKind::Unit));
                }
            }
            Elem::Custom(name, args) if &**name == "SwitchOpCases" => {
                self.switch_cases(p, r, args)?;
            }
            Elem::Custom(name, args) if &**name == "DynamicIndexList" => {
                dynamic_index_list(p, r, args)?;
            }
            Elem::Custom(name, args) if &**name == "SwitchCases" => {
                self.index_cases(p, r, args)?;
            }
            Elem::Custom(name, _) => {
                return Err(p.err_here(format!("custom<{name}> directives are not supported")))
            }
        }
        Ok(())
    }

    /// Reads a region of declaration `decl`.
    fn region(&mut self, p: &mut Parser<'_>, decl: usize) -> PResult<()> {
        let r = p.ir.add_region(self.op);
        self.regions.push((decl, r));
        let isolated = p.ir.has_trait(self.op, Traits::ISOLATED_FROM_ABOVE);
        let dialect = self.syntax.default_dialect.clone().unwrap_or_default();
        p.default_dialects.push(String::from(dialect).into());
        let res = p.parse_region(r, None, isolated);
        p.default_dialects.pop();
        res?;
        if let Some(t) = &self.syntax.implicit_terminator {
            p.ensure_terminator(r, t, p.tok.start);
        } else if p.ir.region_blocks(r).is_empty() && p.ir.has_trait(self.op, Traits::SINGLE_BLOCK)
        {
            let b = p.ir.create_block(&[]);
            p.ir.append_block(r, b);
        }
        Ok(())
    }

    /// Reads attribute `i` as its syntax writes it.
    fn attribute(&mut self, p: &mut Parser<'_>, i: usize, qualified: bool) -> PResult<Attribute> {
        let at = p.tok.start;
        let syntax = if qualified {
            &AttrSyntax::Any
        } else {
            &self.syntax.attributes[i].syntax
        };
        Ok(match syntax {
            AttrSyntax::Any | AttrSyntax::SymbolRef | AttrSyntax::Unit => {
                p.parse_attribute(None)?
            }
            AttrSyntax::Typed(ty) => {
                let ty = fixed_type(p, ty, at)?;
                p.parse_attribute(Some(ty))?
            }
            AttrSyntax::Str => {
                let t = p.expect_tok(Tok::String, "string attribute")?;
                let v = p.string_value(t)?;
                p.ir.ctx.intern_attr(AttrKind::String {
                    value: v.into(),
                    ty: None,
                })
            }
            AttrSyntax::SymbolName => {
                let n = p.parse_sym_name()?;
                p.string_attr(&n)
            }
            AttrSyntax::Type => {
                let t = p.parse_type()?;
                p.ir.ctx.intern_attr(AttrKind::Type(t))
            }
            AttrSyntax::IntEnum { ty, cases } => {
                let word: std::borrow::Cow<'_, str> = match p.tok.kind {
                    Tok::BareId => p.text(p.tok).into(),
                    Tok::String => String::from_utf8_lossy(&p.string_value(p.tok)?)
                        .into_owned()
                        .into(),
                    _ => "".into(),
                };
                let Some((_, v)) = cases.iter().find(|(k, _)| **k == *word) else {
                    let list: Vec<&str> = cases.iter().map(|(k, _)| &**k).collect();
                    return Err(ParseError::new(
                        at,
                        format!(
                            "custom op '{}' expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                            self.name,
                            self.syntax.attributes[i].name,
                            list.join(", ")
                        ),
                    ));
                };
                let v = *v;
                p.bump();
                let ty = fixed_type(p, ty, at)?;
                p.ir.ctx.intern_attr(AttrKind::Integer {
                    ty,
                    bits: v as u128,
                })
            }
            AttrSyntax::Stripped { name } => {
                if !p.at(Tok::Less) {
                    return Err(p.err_here("expected '<'"));
                }
                let end = p
                    .balanced_end(at, b'<', b'>')
                    .ok_or_else(|| ParseError::new(at, "unbalanced '<'"))?;
                let written = &p.src[at..end];
                let a = match p.spelled_attr(written, name) {
                    Some(a) => a,
                    None => {
                        let a = reparse(p, &format!("#{name}{written}"), at)?;
                        p.remember_spelled_attr(written, name, a);
                        a
                    }
                };
                p.reset_to(end);
                a
            }
            AttrSyntax::DenseArray { elem } => {
                if !p.at(Tok::LSquare) {
                    return Err(p.err_here("expected '['"));
                }
                let end = p
                    .balanced_end(at, b'[', b']')
                    .ok_or_else(|| ParseError::new(at, "unbalanced '['"))?;
                let written = &p.src[at..end];
                let a = match p.spelled_attr(written, elem) {
                    Some(a) => a,
                    None => {
                        let body = p.src[at + 1..end - 1].trim();
                        let text = if body.is_empty() {
                            format!("array<{elem}>")
                        } else {
                            format!("array<{elem}: {body}>")
                        };
                        let a = reparse(p, &text, at)?;
                        p.remember_spelled_attr(written, elem, a);
                        a
                    }
                };
                p.reset_to(end);
                a
            }
        })
    }
}

impl Cx<'_> {
    /// `custom<SwitchOpCases>` (MLIR's `parseSwitchOpCases`): `default: ^bb(..)` then
    /// `, value: ^bb(..)` for each case; the values become a dense vector of the flag's type.
    fn switch_cases<'s>(
        &mut self,
        p: &mut Parser<'s>,
        r: &mut Reading<'s>,
        args: &[CustomArg],
    ) -> PResult<()> {
        let [CustomArg::Ref(flag), CustomArg::Successor(ds), CustomArg::Operand(dops), _, CustomArg::Attr(cv), CustomArg::Successor(cs), CustomArg::Operand(cops), _] =
            args
        else {
            return Err(p.err_here("custom<SwitchOpCases> with unexpected arguments"));
        };
        let flag_ty = match **flag {
            CustomArg::Type(TypeArg::Operand(i)) => r.slots.first_operand_type(i),
            _ => None,
        }
        .ok_or_else(|| p.err_here("custom<SwitchOpCases> needs the flag's type first"))?;
        if !p.at_keyword("default") {
            return Err(p.err_here("expected 'default'"));
        }
        p.bump();
        p.expect_tok(Tok::Colon, "':'")?;
        let (default, uses, types) = successor_and_uses(p)?;
        r.successors[*ds] = smallvec![default];
        r.set_uses(*dops, uses);
        r.slots.set(TypeArg::Operand(*dops), types);
        let width = match p.ir.ctx.type_kind(flag_ty) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        let (mut values, mut dests, mut all_uses, mut all_types, mut sizes) = (
            Vec::new(),
            Blocks::new(),
            Uses::new(),
            Types::new(),
            Vec::new(),
        );
        while p.eat(Tok::Comma) {
            let negative = p.eat(Tok::Minus);
            let t = p.expect_tok(Tok::Integer, "integer value")?;
            let text = p.text(t);
            let v = match text.strip_prefix("0x") {
                Some(h) => i128::from_str_radix(h, 16),
                None => text.parse::<i128>(),
            }
            .map_err(|_| ParseError::new(t.start, "integer value too large"))?;
            let v = if negative { -v } else { v };
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            values.push((v as u128) & mask);
            p.expect_tok(Tok::Colon, "':'")?;
            let (dest, uses, types) = successor_and_uses(p)?;
            dests.push(dest);
            sizes.push(uses.len() as u128);
            all_uses.extend(uses);
            all_types.extend(types);
        }
        r.successors[*cs] = dests;
        r.set_uses(*cops, all_uses);
        r.slots.set(TypeArg::Operand(*cops), all_types);
        let i32t = p.ir.ctx.intern_type(TypeKind::int(32));
        if !values.is_empty() {
            let vty = p.ir.ctx.intern_type(TypeKind::Vector {
                shape: vec![values.len() as i64].into(),
                scalable: vec![false].into(),
                element: flag_ty,
            });
            r.attrs[*cv] = Some(p.ir.ctx.intern_attr(AttrKind::DenseElements {
                ty: vty,
                data: crate::ir::DenseData::Ints(values.into()),
            }));
        }
        if let Some(seg) = super::group_segments_attr(self.syntax, &self.format.used_attrs) {
            r.attrs[seg] = Some(p.ir.ctx.intern_attr(AttrKind::DenseArray {
                element: i32t,
                data: crate::ir::DenseData::Ints(sizes.into()),
            }));
        }
        Ok(())
    }
}

impl Cx<'_> {
    /// `custom<SwitchCases>($cases, $caseRegions)` (`scf.index_switch`, MLIR's
    /// `parseSwitchCases`): `case VALUE { ... }` as long as `case` follows; the values become
    /// a dense `i64` array.
    fn index_cases(
        &mut self,
        p: &mut Parser<'_>,
        r: &mut Reading<'_>,
        args: &[CustomArg],
    ) -> PResult<()> {
        let [CustomArg::Attr(cv), CustomArg::Region(cr)] = args else {
            return Err(p.err_here("custom<SwitchCases> with unexpected arguments"));
        };
        let mut values = Vec::new();
        while p.at_keyword("case") {
            p.bump();
            let negative = p.eat(Tok::Minus);
            let t = p.expect_tok(Tok::Integer, "integer value")?;
            let text = p.text(t);
            let v = match text.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16),
                None => text.parse::<i64>(),
            }
            .map_err(|_| ParseError::new(t.start, "integer value too large"))?;
            values.push(if negative { v.wrapping_neg() } else { v });
            if !p.at(Tok::LBrace) {
                return Err(p.err_here("expected '{' to begin a region"));
            }
            self.region(p, *cr)?;
        }
        let i64t = p.ir.ctx.intern_type(TypeKind::int(64));
        r.attrs[*cv] = Some(p.ir.ctx.intern_attr(AttrKind::DenseArray {
            element: i64t,
            data: crate::ir::DenseData::Ints(values.iter().map(|&v| v as u64 as u128).collect()),
        }));
        Ok(())
    }
}

/// `custom<DynamicIndexList>($values, $static_values)` (MLIR's `parseDynamicIndexList`):
/// `[` integers or values `]`; a value stands for `i64::MIN` (dynamic) in the static list.
fn dynamic_index_list<'s>(
    p: &mut Parser<'s>,
    r: &mut Reading<'s>,
    args: &[CustomArg],
) -> PResult<()> {
    let [CustomArg::Operand(vals), CustomArg::Attr(ints)] = args else {
        return Err(p.err_here("custom<DynamicIndexList> with unexpected arguments"));
    };
    p.expect_tok(Tok::LSquare, "'['")?;
    let (mut uses, mut integers) = (Uses::new(), Vec::new());
    if !p.at(Tok::RSquare) {
        loop {
            if p.at(Tok::PercentId) {
                uses.push(p.parse_use()?);
                integers.push(i64::MIN as u64 as u128);
            } else {
                let negative = p.eat(Tok::Minus);
                if !p.at(Tok::Integer) {
                    return Err(p.err_here("expected SSA value or integer"));
                }
                let t = p.tok;
                let v: i64 = p
                    .text(t)
                    .parse()
                    .map_err(|_| ParseError::new(t.start, "integer value too large"))?;
                p.bump();
                let v = if negative { -v } else { v };
                integers.push(v as u64 as u128);
            }
            if !p.eat(Tok::Comma) {
                break;
            }
        }
    }
    p.expect_tok(Tok::RSquare, "']' in dynamic index list")?;
    r.set_uses(*vals, uses);
    let i64t = p.ir.ctx.intern_type(TypeKind::int(64));
    r.attrs[*ints] = Some(p.ir.ctx.intern_attr(AttrKind::DenseArray {
        element: i64t,
        data: crate::ir::DenseData::Ints(integers.into()),
    }));
    Ok(())
}

/// `^bb` or `^bb(%a, %b : T, U)`.
fn successor_and_uses<'s>(p: &mut Parser<'s>) -> PResult<(BlockId, Uses<'s>, Types)> {
    let dest = p.parse_successor()?;
    let (mut uses, mut types) = (Uses::new(), Types::new());
    if p.eat(Tok::LParen) {
        uses = use_list(p)?;
        p.expect_tok(Tok::Colon, "':'")?;
        types = type_list(p)?;
        p.expect_tok(Tok::RParen, "')'")?;
    }
    Ok((dest, uses, types))
}

/// Reads attribute `text` (built from the input at `at`); errors are reported at `at`.
fn reparse(p: &mut Parser<'_>, text: &str, at: usize) -> PResult<Attribute> {
    crate::text::parse_attribute(&mut p.ir.ctx, text).map_err(|e| ParseError::new(at, e.message))
}

/// The type `text` (MLIR's spelling in a syntax declaration).
fn fixed_type(p: &mut Parser<'_>, text: &str, at: usize) -> PResult<Type> {
    p.type_from_text(text)
        .map_err(|e| ParseError::new(at, format!("bad type '{text}' in op syntax: {}", e.message)))
}

fn use_list<'s>(p: &mut Parser<'s>) -> PResult<Uses<'s>> {
    let mut uses = Uses::new();
    if !p.at(Tok::PercentId) {
        return Ok(uses);
    }
    loop {
        uses.push(p.parse_use()?);
        if !p.eat(Tok::Comma) {
            return Ok(uses);
        }
    }
}

fn type_list(p: &mut Parser<'_>) -> PResult<Types> {
    let mut types = Types::new();
    if !at_type(p) {
        return Ok(types);
    }
    loop {
        types.push(p.parse_type()?);
        if !p.eat(Tok::Comma) {
            return Ok(types);
        }
    }
}

fn successor_list(p: &mut Parser<'_>) -> PResult<Blocks> {
    let mut list = Blocks::new();
    if !p.at(Tok::CaretId) {
        return Ok(list);
    }
    loop {
        list.push(p.parse_successor()?);
        if !p.eat(Tok::Comma) {
            return Ok(list);
        }
    }
}

/// Resolves types and operands, and completes `op`.
fn finish<'s>(
    p: &mut Parser<'s>,
    r: &mut Reading<'s>,
    reg: &RegisteredOp,
    op: OpId,
) -> PResult<()> {
    let syntax = &*reg.syntax;
    // Operands written all together are split among the declarations.
    if let Some(all) = r.all_uses.take() {
        let ranges = super::split(&syntax.operands, all.len(), None).ok_or_else(|| {
            ParseError::new(
                r.at,
                "cannot split the operands among the operation's operand groups",
            )
        })?;
        for (i, range) in ranges.into_iter().enumerate() {
            r.set_uses(i, all[range].iter().copied());
        }
    }
    let counts: SmallVec<[usize; 4]> = (0..syntax.operands.len())
        .map(|i| r.use_range(i).len())
        .collect();
    for (i, d) in syntax.operands.iter().enumerate() {
        if d.arity == Arity::Single && counts[i] != 1 {
            return Err(ParseError::new(
                r.at,
                format!("expected one operand '{}', found {}", d.name, counts[i]),
            ));
        }
    }
    let operands = resolve_types(p, r, reg, &counts, op)?;
    p.ir.push_operands(op, &operands);
    let results = r.slots.result_types();
    p.ir.set_result_types(op, &results);
    let succ: Blocks = match r.all_successors.take() {
        Some(all) => all,
        None => r.successors.iter().flatten().copied().collect(),
    };
    if !succ.is_empty() {
        p.ir.set_successors(op, &succ);
    }
    // The format's attributes are properties (or, on an operation whose definition lists
    // properties without them, discardable attributes).
    let mut given = std::mem::take(&mut r.props);
    let mut attrs = std::mem::take(&mut r.dict);
    for (i, a) in r.attrs.iter().enumerate() {
        let Some(a) = *a else { continue };
        let k = reg.attr_names[i];
        let list = if reg.attr_is_prop[i] {
            &mut given
        } else {
            &mut attrs
        };
        list.retain(|e| e.0 != k);
        list.push((k, a));
    }
    if p.ir.has_trait(op, Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        let k = p.ir.ctx.symbol("operandSegmentSizes");
        let sizes: Vec<u128> = counts.iter().map(|&c| c as u128).collect();
        let i32t = p.ir.ctx.intern_type(TypeKind::int(32));
        let a = p.ir.ctx.intern_attr(AttrKind::DenseArray {
            element: i32t,
            data: crate::ir::DenseData::Ints(sizes.into()),
        });
        given.retain(|e| e.0 != k);
        given.push((k, a));
    }
    let dict = p.ir.ctx.intern_dict(&attrs);
    p.ir.set_attributes(op, dict);
    let given = (!given.is_empty()).then(|| p.ir.ctx.intern_dict(&given));
    p.ir.init_properties(op, given, true)
        .map_err(|m| ParseError::new(r.at, m))?;
    Ok(())
}
