//! The operations of the custom syntax, after their names: each read as its
//! `assemblyFormat` says, by family.

use pdl_runtime::ir::AttrKind;
use pdl_runtime::text::lexer::{Tok, Token};

use super::{counts, range_of, str_array, Bound, PResult, Reader};
use crate::diag::{Diagnostic, Span};
use crate::program::read::builder::as_bool;
use crate::program::{BlockId, Op, ValType};

impl Reader<'_> {
    /// Every operation but `foreach`, after its name; `None` when the operation is already
    /// in place (`record_match`, which registers its rewriter too).
    pub(super) fn op_body(
        &mut self,
        blk: BlockId,
        name: &'static str,
        name_tok: Token,
        bound: &[Bound],
        start: usize,
    ) -> PResult<Option<Op>> {
        let short = &name["pdl_interp.".len()..];
        let op = match short {
            "apply_constraint" | "apply_rewrite" => self.native_call(name, bound, start)?,
            "record_match" => {
                self.record_match(blk, bound, start)?;
                return Ok(None);
            }
            "erase" | "replace" => self.erase_replace(name, bound, start)?,
            _ if short.starts_with("create_") => self.create(name, bound, start)?,
            _ if short.starts_with("get_") || short == "extract" => {
                self.query(name, bound, start)?
            }
            _ if short.starts_with("switch_") => self.switch(name, bound, start)?,
            _ if short.starts_with("check_")
                || matches!(
                    short,
                    "are_equal" | "branch" | "is_not_null" | "continue" | "finalize"
                ) =>
            {
                self.control(name, bound, start)?
            }
            _ => {
                let text = self.text(name_tok);
                return Err(Diagnostic::error(
                    Self::tok_span(name_tok),
                    format!("custom op '{text}' is unknown"),
                ));
            }
        };
        Ok(Some(op))
    }

    /// An operation without results: an error at the names bound to them, if any.
    fn no_results(&mut self, bound: &[Bound], start: usize) -> PResult<()> {
        if bound.is_empty() {
            Ok(())
        } else {
            self.bind(bound, &[], start).map(|_| ())
        }
    }

    /// `apply_constraint` and `apply_rewrite`: a native call.
    fn native_call(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        let constraint = name.ends_with("constraint");
        let cname = self.string()?;
        let args = if self.at(Tok::LParen) {
            self.paren_operands()?
        } else {
            Vec::new()
        };
        let rtypes: Vec<ValType> = if self.eat(Tok::Colon) {
            self.type_list()?.into_iter().map(|t| t.0).collect()
        } else {
            Vec::new()
        };
        let allowed: &[&str] = if constraint { &["isNegated"] } else { &[] };
        let mut negated = false;
        for (_, a) in self.attr_dict(allowed)? {
            match as_bool(&self.b.ctx, a) {
                Some(b) => negated = b,
                None => {
                    return Err(Diagnostic::error(
                        Span::new(start, self.prev_end),
                        "attribute 'isNegated' must be a bool",
                    ))
                }
            }
        }
        Ok(if constraint {
            let (then, otherwise) = self.succ_pair()?;
            let results = self.bind(bound, &rtypes, start)?;
            Op::ApplyConstraint {
                name: cname,
                args,
                results,
                negated,
                then,
                otherwise,
            }
        } else {
            let results = self.bind(bound, &rtypes, start)?;
            Op::ApplyRewrite {
                name: cname,
                args,
                results,
            }
        })
    }

    /// The checks, `branch`, `continue` and `finalize`.
    fn control(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        use ValType as V;
        Ok(match &name["pdl_interp.".len()..] {
            "are_equal" => {
                let lhs = self.value_ref()?;
                self.expect_tok(Tok::Comma, "','")?;
                let rhs = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let (lhs, rhs) = (self.resolve(&lhs, ty)?, self.resolve(&rhs, ty)?);
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::AreEqual {
                    lhs,
                    rhs,
                    then,
                    otherwise,
                }
            }
            "branch" => {
                let dest = self.succ()?;
                self.attr_dict(&[])?;
                self.no_results(bound, start)?;
                Op::Branch { dest }
            }
            "check_attribute" => {
                let attr = self.operand(V::Attribute)?;
                self.expect_kw("is")?;
                let (value, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::CheckAttribute {
                    attr,
                    value,
                    then,
                    otherwise,
                }
            }
            "check_operand_count" | "check_result_count" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let at_least = self.at_kw("at_least");
                if at_least {
                    self.bump();
                }
                let count = self.int(i32::MAX as u64)? as u32;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                if name.contains("operand") {
                    Op::CheckOperandCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                } else {
                    Op::CheckResultCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                }
            }
            "check_operation_name" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let n = self.string()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::CheckOperationName {
                    op,
                    name: n,
                    then,
                    otherwise,
                }
            }
            "check_type" => {
                let value = self.operand(V::Type)?;
                self.expect_kw("is")?;
                let ty = self.type_attr()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::CheckType {
                    value,
                    ty,
                    then,
                    otherwise,
                }
            }
            "check_types" => {
                let value = self.operand(V::TypeRange)?;
                self.expect_kw("are")?;
                let (types, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::CheckTypes {
                    value,
                    types,
                    then,
                    otherwise,
                }
            }
            "is_not_null" => {
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                self.no_results(bound, start)?;
                Op::IsNotNull {
                    value,
                    then,
                    otherwise,
                }
            }
            _ => {
                self.attr_dict(&[])?;
                self.no_results(bound, start)?;
                if name.ends_with("continue") {
                    Op::Continue
                } else {
                    Op::Finalize
                }
            }
        })
    }

    /// The operations that create: `create_*`.
    fn create(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        use ValType as V;
        Ok(match &name["pdl_interp.".len()..] {
            "create_attribute" => {
                let (value, _) = self.attribute()?;
                if self.at_kw("attributes") {
                    return Err(Diagnostic::error(
                        self.span(),
                        "'pdl_interp.create_attribute' op: attributes are not supported",
                    ));
                }
                let result = self.bind(bound, &[V::Attribute], start)?[0];
                Op::CreateAttribute { result, value }
            }
            "create_range" => {
                let (args, ty) = if self.at(Tok::PercentId) {
                    let at = self.span();
                    let args = self.typed_operands()?;
                    let ty = match self.b.types[args[0].0 as usize] {
                        V::Value | V::ValueRange => V::ValueRange,
                        V::Type | V::TypeRange => V::TypeRange,
                        other => {
                            return Err(Diagnostic::error(
                                at,
                                format!("ranges hold values or types, not '{}'", other.mlir()),
                            ))
                        }
                    };
                    (args, ty)
                } else {
                    self.expect_tok(Tok::Colon, "':'")?;
                    (Vec::new(), self.val_type()?.0)
                };
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::CreateRange { result, args }
            }
            "create_type" => {
                let ty = self.type_attr()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Type], start)?[0];
                Op::CreateType { result, ty }
            }
            "create_types" => {
                let (types, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::TypeRange], start)?[0];
                Op::CreateTypes { result, types }
            }
            _ => {
                let opname = self.string()?;
                let operands = if self.at(Tok::LParen) {
                    self.paren_operands()?
                } else {
                    Vec::new()
                };
                let mut attributes = Vec::new();
                if self.eat(Tok::LBrace) && !self.eat(Tok::RBrace) {
                    loop {
                        let n = self.string()?;
                        self.expect_tok(Tok::Equal, "'='")?;
                        let v = self.operand(V::Attribute)?;
                        attributes.push((n, v));
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_tok(Tok::RBrace, "'}'")?;
                }
                let mut types = Vec::new();
                let mut inferred_result_types = false;
                if self.eat(Tok::Arrow) {
                    if self.eat(Tok::Less) {
                        self.expect_kw("inferred")?;
                        self.expect_tok(Tok::Greater, "'>'")?;
                        inferred_result_types = true;
                    } else {
                        self.expect_tok(Tok::LParen, "'('")?;
                        if !self.at(Tok::RParen) {
                            types = self.typed_operands()?;
                        }
                        self.expect_tok(Tok::RParen, "')'")?;
                    }
                }
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Operation], start)?[0];
                Op::CreateOperation {
                    result,
                    name: opname,
                    operands,
                    attributes,
                    types,
                    inferred_result_types,
                }
            }
        })
    }

    /// `erase` and `replace`.
    fn erase_replace(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        use ValType as V;
        Ok(match &name["pdl_interp.".len()..] {
            "erase" => {
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                self.no_results(bound, start)?;
                Op::Erase { op }
            }
            _ => {
                let op = self.operand(V::Operation)?;
                self.expect_kw("with")?;
                let values = self.paren_operands()?;
                self.attr_dict(&[])?;
                self.no_results(bound, start)?;
                Op::Replace { op, values }
            }
        })
    }

    /// The queries: `get_*` and `extract`.
    fn query(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        use ValType as V;
        Ok(match &name["pdl_interp.".len()..] {
            "extract" => {
                let index = self.int(i32::MAX as u64)? as u32;
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, at) = self.val_type()?;
                let range = self.resolve(&r, range_of(ty, at)?)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::Extract {
                    result,
                    range,
                    index,
                }
            }
            "get_attribute" => {
                let n = self.string()?;
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Attribute], start)?[0];
                Op::GetAttribute {
                    result,
                    op,
                    name: n,
                }
            }
            "get_attribute_type" => {
                self.expect_kw("of")?;
                let attr = self.operand(V::Attribute)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Type], start)?[0];
                Op::GetAttributeType { result, attr }
            }
            "get_defining_op" | "get_users" => {
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                if name.ends_with("users") {
                    let result = self.bind(bound, &[V::OperationRange], start)?[0];
                    Op::GetUsers { result, value }
                } else {
                    let result = self.bind(bound, &[V::Operation], start)?[0];
                    Op::GetDefiningOp { result, value }
                }
            }
            "get_operand" | "get_result" => {
                let index = self.int(i32::MAX as u64)? as u32;
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Value], start)?[0];
                if name.ends_with("operand") {
                    Op::GetOperand { result, op, index }
                } else {
                    Op::GetResult { result, op, index }
                }
            }
            "get_operands" | "get_results" => {
                let index = if self.at(Tok::Integer) {
                    Some(self.int(i32::MAX as u64)? as u32)
                } else {
                    None
                };
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                if name.ends_with("operands") {
                    Op::GetOperands { result, op, index }
                } else {
                    Op::GetResults { result, op, index }
                }
            }
            _ => {
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, at) = self.val_type()?;
                let of = match ty {
                    V::Type => V::Value,
                    V::TypeRange => V::ValueRange,
                    other => {
                        return Err(Diagnostic::error(
                            at,
                            format!(
                                "expected !pdl.type or !pdl.range<type>, got '{}'",
                                other.mlir()
                            ),
                        ))
                    }
                };
                let value = self.resolve(&r, of)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::GetValueType { result, value }
            }
        })
    }

    /// The switches.
    fn switch(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Op> {
        use ValType as V;
        Ok(match &name["pdl_interp.".len()..] {
            "switch_attribute" => {
                let attr = self.operand(V::Attribute)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = match self.b.ctx.attr_kind(a) {
                    AttrKind::Array(items) => items.to_vec(),
                    _ => return Err(Diagnostic::error(at, "expected an array attribute")),
                };
                let (dests, default) = self.switch_dests()?;
                self.no_results(bound, start)?;
                Op::SwitchAttribute {
                    attr,
                    cases,
                    dests,
                    default,
                }
            }
            "switch_operand_count" | "switch_result_count" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = counts(&self.b.ctx, a).ok_or_else(|| {
                    Diagnostic::error(at, "expected non-negative 32-bit integer elements")
                })?;
                let (dests, default) = self.switch_dests()?;
                self.no_results(bound, start)?;
                if name.contains("operand") {
                    Op::SwitchOperandCount {
                        op,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchResultCount {
                        op,
                        cases,
                        dests,
                        default,
                    }
                }
            }
            "switch_operation_name" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = str_array(&self.b.ctx, a)
                    .ok_or_else(|| Diagnostic::error(at, "expected an array of strings"))?;
                let (dests, default) = self.switch_dests()?;
                self.no_results(bound, start)?;
                Op::SwitchOperationName {
                    op,
                    cases,
                    dests,
                    default,
                }
            }
            _ => {
                let many = name.ends_with('s');
                let value = self.operand(if many { V::TypeRange } else { V::Type })?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = match self.b.ctx.attr_kind(a) {
                    AttrKind::Array(items) => items.to_vec(),
                    _ => return Err(Diagnostic::error(at, "expected an array attribute")),
                };
                let (dests, default) = self.switch_dests()?;
                self.no_results(bound, start)?;
                if many {
                    Op::SwitchTypes {
                        value,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchType {
                        value,
                        cases,
                        dests,
                        default,
                    }
                }
            }
        })
    }

    /// `record_match`, appended to `blk` with the name of its rewriter.
    fn record_match(&mut self, blk: BlockId, bound: &[Bound], start: usize) -> PResult<()> {
        use ValType as V;
        let (root, at) = self.symbol()?;
        if root != "rewriters" || !self.at(Tok::ColonColon) {
            return Err(Diagnostic::error(
                at,
                "expected a rewriter reference `@rewriters::@name`",
            ));
        }
        self.bump();
        let (rewriter, _) = self.symbol()?;
        let inputs = if self.at(Tok::LParen) {
            self.paren_operands()?
        } else {
            Vec::new()
        };
        self.expect_tok(Tok::Colon, "':'")?;
        self.expect_kw("benefit")?;
        self.expect_tok(Tok::LParen, "'('")?;
        let benefit = self.int(i16::MAX as u64)? as u16;
        self.expect_tok(Tok::RParen, "')'")?;
        self.expect_tok(Tok::Comma, "','")?;
        let mut generated_ops = None;
        if self.at_kw("generatedOps") {
            self.bump();
            self.expect_tok(Tok::LParen, "'('")?;
            let (a, at) = self.attribute()?;
            generated_ops =
                Some(str_array(&self.b.ctx, a).ok_or_else(|| {
                    Diagnostic::error(at, "expected an array of operation names")
                })?);
            self.expect_tok(Tok::RParen, "')'")?;
            self.expect_tok(Tok::Comma, "','")?;
        }
        self.expect_kw("loc")?;
        self.expect_tok(Tok::LParen, "'('")?;
        self.expect_tok(Tok::LSquare, "'['")?;
        let mut locs = Vec::new();
        if !self.at(Tok::RSquare) {
            for r in self.refs()? {
                locs.push(self.resolve(&r, V::Operation)?);
            }
        }
        self.expect_tok(Tok::RSquare, "']'")?;
        self.expect_tok(Tok::RParen, "')'")?;
        let mut root_kind = None;
        if self.eat(Tok::Comma) {
            self.expect_kw("root")?;
            self.expect_tok(Tok::LParen, "'('")?;
            root_kind = Some(self.string()?);
            self.expect_tok(Tok::RParen, "')'")?;
        }
        self.attr_dict(&[])?;
        self.expect_tok(Tok::Arrow, "'->'")?;
        let dest = self.succ()?;
        self.no_results(bound, start)?;
        let op = Op::RecordMatch {
            inputs,
            locs,
            pattern: 0,
            rewriter: 0,
            root_kind,
            generated_ops,
            benefit,
            dest,
        };
        let span = Span::new(start, self.prev_end);
        self.b.push_match(blk, op, rewriter, span);
        Ok(())
    }
}
