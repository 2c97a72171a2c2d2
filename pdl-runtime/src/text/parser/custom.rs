//! Operations in custom form: those of registered dialects ([`DialectSyntax`]), and the
//! custom forms of `builtin.module`, `func.func`, `func.call` and `func.return`.

use std::rc::Rc;

use super::{PResult, Parser};
use crate::ir::{AttrKind, Attribute, OpId, OperationState, Symbol, Type, TypeKind};
use crate::text::format::grammar::RegisteredOp;
use crate::text::lexer::{unescape, Tok};
use crate::text::ParseError;

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

impl<'s> Parser<'s> {
    pub(super) fn parse_custom_op(&mut self) -> PResult<OpId> {
        let t = self.tok;
        let name = self.text(t);
        // The custom syntax of a registered operation (hand-written or a format).
        if let Some(op) = self.registered_syntax(name) {
            if let Some(hw) = op.syntax.hand_written {
                return (hw.parse)(self, name, &op.full);
            }
            if let Some(op) = crate::text::format::parse_op(self, name, &op)? {
                return Ok(op);
            }
        }
        // The custom forms of registered dialects.
        if let Some((dialect, full)) = self.custom_dialect(name) {
            return (dialect.parse_op)(self, name, &full);
        }
        let full = match name {
            "module" | "builtin.module" => "builtin.module",
            "func.func" => "func.func",
            "func.return" => "func.return",
            "return" if self.default_dialects.last().is_some_and(|d| d == "func") => "func.return",
            "func.call" => "func.call",
            "call" if self.default_dialects.last().is_some_and(|d| d == "func") => "func.call",
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

    /// The custom syntax of the registered operation `name` (as written, or with the
    /// default dialect's prefix when it has none), with its full name. Found once per name
    /// written with its dialect (the default dialect may change from one region to the next).
    fn registered_syntax(&mut self, name: &'s str) -> Option<Rc<RegisteredOp>> {
        if let Some(found) = self.registered.get(name) {
            return found.clone();
        }
        let found = RegisteredOp::find(&mut self.ir.ctx, name).map(Rc::new);
        if name.contains('.') {
            self.registered.insert(name, found.clone());
            return found;
        }
        if found.is_some() {
            return found;
        }
        let dialect = self.default_dialects.last().map_or("builtin", |d| &**d);
        let full = format!("{dialect}.{name}");
        RegisteredOp::find(&mut self.ir.ctx, &full).map(Rc::new)
    }

    /// The registered dialect of custom-form operation `name` (its prefix, or the default
    /// dialect when it has none), with the name in full.
    fn custom_dialect(&self, name: &str) -> Option<(DialectSyntax, String)> {
        let prefix = match name.split_once('.') {
            Some((d, _)) => d,
            None => &**self.default_dialects.last()?,
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
        self.default_dialects.push("builtin".into());
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
            let at = self.tok.start;
            self.bump();
            attrs = self.parse_attr_dict()?;
            // MLIR's `parseFunctionOp`: the attributes the syntax spells are not repeated.
            for inferred in ["sym_visibility", "sym_name", "function_type"] {
                if attrs.iter().any(|&(k, _)| self.ir.ctx.str(k) == inferred) {
                    return Err(ParseError::new(
                        at,
                        format!("custom op '{op_name}' '{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
                    ));
                }
            }
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
            self.default_dialects.push(body_dialect.into());
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
