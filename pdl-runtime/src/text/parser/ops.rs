//! Operations in generic form, their operands, successors, regions and blocks.

use smallvec::SmallVec;

use super::{BlockScope, IsolatedScope, PResult, Parser, UseRef};
use crate::ir::{
    AttrKind, Attribute, BlockId, OpId, OperationState, RegionId, Symbol, Type, TypeKind,
};
use crate::text::lexer::Tok;
use crate::text::ParseError;

impl<'s> Parser<'s> {
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
        let mut names: SmallVec<[(&'s str, u64, usize); 2]> = SmallVec::new();
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
        // A name without escapes is its own text (no copy); only escapes need decoding.
        let raw = &self.src[t.start + 1..t.end - 1];
        let name: std::borrow::Cow<'s, str> = if raw.contains('\\') {
            String::from_utf8(self.string_value(t)?)
                .map_err(|_| ParseError::new(t.start, "operation name is not valid UTF-8"))?
                .into()
        } else {
            raw.into()
        };
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
        // Its properties are given once read (`init_properties` below).
        let op = self.ir.create_op_uninit(state);
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
        let mut given = None;
        if self.at(Tok::Less) {
            self.bump();
            if !self.at(Tok::LBrace) {
                return Err(self.err_here("expected '{' to start properties"));
            }
            given = Some(self.parse_attr_dict_interned()?);
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
            let dict = self.parse_attr_dict_interned()?;
            self.ir.set_attributes(op, dict);
        }
        if !self.at(Tok::Colon) {
            return Err(self.err_here("expected ':' followed by operation type"));
        }
        self.bump();
        let ty_at = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ir.ctx.type_kind(fty) {
            TypeKind::Function { inputs, results } => (
                inputs.iter().copied().collect::<SmallVec<[Type; 4]>>(),
                results.iter().copied().collect::<SmallVec<[Type; 4]>>(),
            ),
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
        let mut operands: SmallVec<[crate::ir::Value; 4]> = SmallVec::with_capacity(uses.len());
        for (u, &ty) in uses.iter().zip(&inputs) {
            operands.push(self.resolve(u, ty)?);
        }
        self.ir.push_operands(op, &operands);
        self.ir.set_result_types(op, &results);
        // A registered operation's properties follow its definition (read errors are MLIR's).
        self.ir
            .init_properties(op, given, true)
            .map_err(|m| ParseError::new(t.start, m))?;
        self.move_inherent_attrs(op);
        Ok(op)
    }

    /// Without definitions: for the few operations the reader knows (`builtin.module`,
    /// `func.*`), MLIR keeps inherent attributes as properties even when written in the
    /// discardable dictionary. A registered operation follows its definition instead
    /// ([`crate::ir::OpDef::properties`]).
    pub(super) fn move_inherent_attrs(&mut self, op: OpId) {
        if self.ir.is_registered(op) {
            return;
        }
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

    pub(crate) fn parse_successor(&mut self) -> PResult<BlockId> {
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
        self.open_region_names(!isolated);
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
}
