//! Building blocks of hand-written custom-form readers (MLIR's `OpAsmParser`): optional
//! keywords and arrows, type lists, assignment lists (`(%arg = %init, ...)`), attribute
//! dictionaries, regions with named entry arguments, implicit terminators, and the creation
//! of the operation at the end.

use super::{PResult, Parser, UseRef};
use crate::ir::{
    AttrKind, Attribute, DenseData, OpId, OperationState, RegionId, Symbol, Traits, Type, TypeKind,
    Value,
};
use crate::text::lexer::Tok;
use crate::text::ParseError;

/// A region entry argument as a custom form names it: its name, where it is written, and
/// its type.
pub(crate) type RegionArg<'s> = (&'s str, usize, Type);

impl<'s> Parser<'s> {
    /// The error MLIR's custom-op parser reports at the current token: its message prefixed
    /// with `custom op 'NAME' `.
    pub(crate) fn custom_err(&self, op: &str, msg: impl std::fmt::Display) -> ParseError {
        ParseError::new(self.tok.start, format!("custom op '{op}' {msg}"))
    }

    /// Consumes keyword `kw` if it is the current token.
    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes keyword `kw`, or fails as MLIR's `parseKeyword` does.
    pub(crate) fn expect_keyword(&mut self, op: &str, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.custom_err(op, format_args!("expected '{kw}'")))
        }
    }

    /// Reads `(type, ...)` (possibly `()`).
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut types = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                types.push(self.parse_type()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RParen, "')'")?;
        }
        Ok(types)
    }

    /// Reads `type, type, ...` (at least one).
    pub(crate) fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.eat(Tok::Comma) {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// Function result types: `(type, ...)` or one type (MLIR's `parseFunctionResultTypes`).
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(Tok::LParen) {
            self.parse_type_list_parens()
        } else {
            let at = self.tok.start;
            let ty = self.parse_type()?;
            if matches!(self.ir.ctx.type_kind(ty), TypeKind::Function { .. }) {
                return Err(ParseError::new(at, "expected non-function type"));
            }
            Ok(vec![ty])
        }
    }

    /// `-> types` if the current token is `->` (MLIR's `parseOptionalArrowTypeList`).
    pub(crate) fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.eat(Tok::Arrow) {
            self.parse_function_result_types()
        } else {
            Ok(Vec::new())
        }
    }

    /// `: type`, the type being a function type, as `(inputs, results)`.
    pub(crate) fn parse_colon_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        self.expect_tok(Tok::Colon, "':'")?;
        let at = self.tok.start;
        let ty = self.parse_type()?;
        match self.ir.ctx.type_kind(ty) {
            TypeKind::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
            _ => Err(ParseError::new(at, "invalid kind of type specified")),
        }
    }

    /// A region argument name `%name` (without type), with where it is written.
    pub(crate) fn parse_arg_name(&mut self) -> PResult<(&'s str, usize)> {
        let t = self.expect_tok(Tok::PercentId, "SSA operand")?;
        if self.src.as_bytes().get(t.end) == Some(&b'#') {
            return Err(ParseError::new(t.start, "expected SSA operand"));
        }
        Ok((self.text(t), t.start))
    }

    /// `(%arg = %value, ...)` (MLIR's `parseAssignmentList`): the argument names, and the
    /// values assigned.
    #[allow(clippy::type_complexity)]
    pub(crate) fn parse_assignment_list(
        &mut self,
    ) -> PResult<(Vec<(&'s str, usize)>, Vec<UseRef<'s>>)> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut args = Vec::new();
        let mut uses = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                args.push(self.parse_arg_name()?);
                self.expect_tok(Tok::Equal, "'='")?;
                uses.push(self.parse_use()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RParen, "')'")?;
        }
        Ok((args, uses))
    }

    /// `{...}` if present.
    pub(crate) fn parse_optional_attr_dict(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        if self.at(Tok::LBrace) {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// `attributes {...}` if present.
    pub(crate) fn parse_optional_attr_dict_with_keyword(
        &mut self,
    ) -> PResult<Vec<(Symbol, Attribute)>> {
        if self.eat_keyword("attributes") {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// Resolves `uses` against `types` (as many of each).
    pub(crate) fn resolve_all(
        &mut self,
        uses: &[UseRef<'s>],
        types: &[Type],
    ) -> PResult<Vec<Value>> {
        uses.iter()
            .zip(types)
            .map(|(u, &t)| self.resolve(u, t))
            .collect()
    }

    /// Reads `{...}` into `region` of a custom-form operation (not isolated from above), its
    /// entry block taking `args` when given (`args` may be empty: an entry block with no
    /// argument is created then even for `{}`). Unprefixed operation names inside are looked
    /// up in `builtin`, as in MLIR for an operation without a default dialect.
    pub(crate) fn parse_custom_region(
        &mut self,
        region: RegionId,
        args: Option<Vec<RegionArg<'s>>>,
    ) -> PResult<()> {
        self.default_dialects.push("builtin".into());
        let r = self.parse_region(region, args, false);
        self.default_dialects.pop();
        r
    }

    /// MLIR's `ensureTerminator` for a single-block region with an implicit terminator: an
    /// empty region gets a block, and a block that does not end with a terminator gets the
    /// operation `terminator` (no operands) at `loc`.
    pub(crate) fn ensure_terminator(&mut self, region: RegionId, terminator: &str, loc: usize) {
        self.ensure_terminator_with_regions(region, terminator, loc, 0);
    }

    /// [`Parser::ensure_terminator`] for a terminator built with `regions` regions, each
    /// holding one empty block (`scf.forall.in_parallel`).
    pub(crate) fn ensure_terminator_with_regions(
        &mut self,
        region: RegionId,
        terminator: &str,
        loc: usize,
        regions: usize,
    ) {
        let block = match self.ir.region_blocks(region).last() {
            Some(&b) => b,
            None => {
                let b = self.ir.create_block(&[]);
                self.ir.append_block(region, b);
                b
            }
        };
        if let Some(last) = self.ir.last_op(block) {
            if self.ir.has_trait(last, Traits::TERMINATOR) {
                return;
            }
        }
        let name = self.ir.ctx.symbol(terminator);
        let mut state = OperationState::with_name(name);
        state.loc = Some(loc as u32);
        state.num_regions = regions;
        let op = self.ir.create_op(state);
        for i in 0..regions {
            let r = self.ir.region(op, i);
            let b = self.ir.create_block(&[]);
            self.ir.append_block(r, b);
        }
        self.ir.append_op(block, op);
    }

    /// An integer that fits `i64`, optionally negative (MLIR's `parseInteger` in the
    /// custom-op parser of `op`).
    pub(crate) fn parse_i64(&mut self, op: &str) -> PResult<i64> {
        let at = self.tok.start;
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Integer) {
            return Err(self.custom_err(op, "expected integer value"));
        }
        let t = self.tok;
        self.bump();
        let text = self.text(t);
        let magnitude = match text.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        let value = magnitude.and_then(|m| {
            if neg {
                0i64.checked_sub_unsigned(m)
            } else {
                i64::try_from(m).ok()
            }
        });
        value.ok_or_else(|| ParseError::new(at, "integer value too large"))
    }

    /// `(%v | integer, ...)` (MLIR's `parseDynamicIndexList` with parentheses, without
    /// types, in the custom-op parser of `op`): the values, and the static list where each
    /// value stands as `i64::MIN` (`ShapedType::kDynamic`).
    #[allow(clippy::type_complexity)]
    pub(crate) fn parse_dynamic_index_list(
        &mut self,
        op: &str,
    ) -> PResult<(Vec<UseRef<'s>>, Vec<i64>)> {
        let mut values = Vec::new();
        let mut statics = Vec::new();
        self.expect_tok(Tok::LParen, "'('")?;
        if !self.eat(Tok::RParen) {
            loop {
                if self.at(Tok::PercentId) {
                    values.push(self.parse_use()?);
                    statics.push(i64::MIN);
                } else {
                    statics.push(self.parse_i64(op)?);
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RParen, "')' in dynamic index list")?;
        }
        Ok((values, statics))
    }

    /// `(%a, %b, ...)`: region argument names without types (MLIR's `parseArgumentList`
    /// with parentheses).
    pub(crate) fn parse_arg_name_list(&mut self) -> PResult<Vec<(&'s str, usize)>> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut names = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                names.push(self.parse_arg_name()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RParen, "')'")?;
        }
        Ok(names)
    }

    /// `(%a, %b, ...)`: operands (MLIR's `parseOperandList` with parentheses); with
    /// `count`, exactly that many.
    pub(crate) fn parse_paren_uses(
        &mut self,
        op: &str,
        count: Option<usize>,
    ) -> PResult<Vec<UseRef<'s>>> {
        let start = self.tok.start;
        self.expect_tok(Tok::LParen, "'('")?;
        let uses = self.parse_use_list(Tok::RParen)?;
        self.expect_tok(Tok::RParen, "')'")?;
        match count {
            Some(n) if n != uses.len() => Err(ParseError::new(
                start,
                format!("custom op '{op}' expected {n} operands"),
            )),
            _ => Ok(uses),
        }
    }

    /// `array<i64: ...>` of `values`.
    pub(crate) fn i64_array(&mut self, values: &[i64]) -> Attribute {
        let element = self.ir.ctx.intern_type(TypeKind::int(64));
        let data = DenseData::Ints(values.iter().map(|&v| u128::from(v as u64)).collect());
        self.ir
            .ctx
            .intern_attr(AttrKind::DenseArray { element, data })
    }

    /// `array<i32: ...>` of `values` (`operandSegmentSizes`).
    pub(crate) fn i32_array(&mut self, values: &[usize]) -> Attribute {
        let element = self.ir.ctx.intern_type(TypeKind::int(32));
        let data = DenseData::Ints(values.iter().map(|&v| u128::from(v as u32)).collect());
        self.ir
            .ctx
            .intern_attr(AttrKind::DenseArray { element, data })
    }

    /// Creates the operation `name` read in custom form at `loc`, with `num_regions` empty
    /// regions to fill; [`Parser::finish_custom_op`] gives it its operands and attributes.
    pub(crate) fn create_custom_op(
        &mut self,
        name: &str,
        loc: usize,
        result_types: &[Type],
        num_regions: usize,
    ) -> OpId {
        let name = self.ir.ctx.symbol(name);
        let mut state = OperationState::with_name(name);
        state.loc = Some(loc as u32);
        state.num_regions = num_regions;
        // Its properties are given once its attributes are read (`finish_custom_op`).
        let op = self.ir.create_op_uninit(state);
        // (The results given apart: no vector built for them.)
        self.ir.set_result_types(op, result_types);
        op
    }

    /// Gives an operation made by [`Parser::create_custom_op`] its operands and attributes:
    /// inherent attributes among `attrs` become properties, as MLIR's `Operation::create`
    /// makes them, and a value of the wrong kind is an error at `loc`.
    pub(crate) fn finish_custom_op(
        &mut self,
        op: OpId,
        loc: usize,
        operands: &[Value],
        attrs: Vec<(Symbol, Attribute)>,
    ) -> PResult<OpId> {
        self.ir.push_operands(op, operands);
        let mut entries: Vec<(Symbol, Attribute)> = Vec::with_capacity(attrs.len());
        for (k, v) in attrs {
            match entries.iter_mut().find(|(n, _)| *n == k) {
                Some(e) => e.1 = v,
                None => entries.push((k, v)),
            }
        }
        let dict = self.ir.ctx.intern_dict(&entries);
        self.ir.set_attributes(op, dict);
        self.ir
            .init_properties(op, None, true)
            .map_err(|m| ParseError::new(loc, m))?;
        Ok(op)
    }
}
