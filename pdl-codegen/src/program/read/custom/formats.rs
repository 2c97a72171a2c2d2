//! The operations of the custom syntax, after their names: each read as its
//! `assemblyFormat` says, by family, into its parts in generic form ([`Form`]), which the
//! one decoder ([`super::super::decode`]) turns into an [`Op`].

use pdl_runtime::ir::{AttrKind, Attribute, DenseData, TypeKind};
use pdl_runtime::text::{Tok, Token};

use super::{range_of, Bound, PResult, Reader};
use crate::diag::{Diagnostic, Span};
use crate::model::Kind;
use crate::program::read::builder::as_bool;
use crate::program::read::decode::{counts, str_array, Decoded, Generic};
use crate::program::{BlockId, Op, Val};

/// An operation as its assembly format gives it: its parts in generic form.
#[derive(Default)]
struct Form {
    operands: Vec<Val>,
    results: Vec<Val>,
    succs: Vec<BlockId>,
    props: Vec<(&'static str, Attribute)>,
}

impl Form {
    /// A check: `operands`, then `then` and `otherwise`.
    fn check(operands: Vec<Val>, (then, otherwise): (BlockId, BlockId)) -> Form {
        Form {
            operands,
            succs: vec![then, otherwise],
            ..Form::default()
        }
    }

    /// A query: one operand, one result.
    fn query(operand: Val, result: Val) -> Form {
        Form {
            operands: vec![operand],
            results: vec![result],
            ..Form::default()
        }
    }

    /// Adds property `key`.
    fn prop(mut self, key: &'static str, a: Attribute) -> Form {
        self.props.push((key, a));
        self
    }
}

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
        let form = match short {
            "apply_constraint" | "apply_rewrite" => self.native_call(name, bound, start)?,
            "record_match" => self.record_match(bound, start)?,
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
        let span = Span::new(start, self.prev_end);
        let generic = Generic {
            ctx: &self.b.ctx,
            name,
            span,
            operands: form.operands,
            results: form.results,
            succs: form.succs,
            props: form.props,
        };
        match generic.decode()? {
            Decoded::Op(op) => Ok(Some(op)),
            Decoded::Match(m, rewriter) => {
                self.b.push_match(blk, m, rewriter, span);
                Ok(None)
            }
        }
    }

    /// An operation without results: an error at the names bound to them, if any.
    fn no_results(&mut self, bound: &[Bound], start: usize) -> PResult<()> {
        if bound.is_empty() {
            Ok(())
        } else {
            self.bind(bound, &[], start).map(|_| ())
        }
    }

    // ----- properties, as the generic form holds them -----

    fn str_prop(&mut self, s: &str) -> Attribute {
        self.b.ctx.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }

    fn int_prop(&mut self, v: u64, width: u32) -> Attribute {
        let ty = self.b.ctx.intern_type(TypeKind::int(width));
        self.b.ctx.intern_attr(AttrKind::Integer {
            ty,
            bits: u128::from(v),
        })
    }

    fn unit_prop(&mut self) -> Attribute {
        self.b.ctx.intern_attr(AttrKind::Unit)
    }

    fn strs_prop(&mut self, items: &[String]) -> Attribute {
        let elems: Vec<Attribute> = items.iter().map(|s| self.str_prop(s)).collect();
        self.b.ctx.intern_attr(AttrKind::Array(elems.into()))
    }

    fn segments_prop(&mut self, sizes: &[usize]) -> Attribute {
        let element = self.b.ctx.intern_type(TypeKind::int(32));
        self.b.ctx.intern_attr(AttrKind::DenseArray {
            element,
            data: DenseData::Ints(sizes.iter().map(|&s| s as u128).collect()),
        })
    }

    // ----- operations -----

    /// `apply_constraint` and `apply_rewrite`: a native call.
    fn native_call(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        let constraint = name.ends_with("constraint");
        let cname = self.string()?;
        let args = if self.at(Tok::LParen) {
            self.paren_operands()?
        } else {
            Vec::new()
        };
        let rtypes: Vec<Kind> = if self.eat(Tok::Colon) {
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
        let mut form = if constraint {
            let succs = self.succ_pair()?;
            let negated = self.b.ctx.intern_attr(AttrKind::Bool(negated));
            Form::check(args, succs).prop("isNegated", negated)
        } else {
            Form {
                operands: args,
                ..Form::default()
            }
        };
        form.results = self.bind(bound, &rtypes, start)?;
        let cname = self.str_prop(&cname);
        Ok(form.prop("name", cname))
    }

    /// The checks, `branch`, `continue` and `finalize`.
    fn control(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
        let short = &name["pdl_interp.".len()..];
        let form = match short {
            "are_equal" => {
                let lhs = self.value_ref()?;
                self.expect_tok(Tok::Comma, "','")?;
                let rhs = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let (lhs, rhs) = (self.resolve(&lhs, ty)?, self.resolve(&rhs, ty)?);
                self.attr_dict(&[])?;
                Form::check(vec![lhs, rhs], self.succ_pair()?)
            }
            "branch" => {
                let dest = self.succ()?;
                self.attr_dict(&[])?;
                Form {
                    succs: vec![dest],
                    ..Form::default()
                }
            }
            "check_attribute" => {
                let attr = self.operand(V::Attribute)?;
                self.expect_kw("is")?;
                let (value, _) = self.attribute()?;
                self.attr_dict(&[])?;
                Form::check(vec![attr], self.succ_pair()?).prop("constantValue", value)
            }
            "check_operand_count" | "check_result_count" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let at_least = self.at_kw("at_least");
                if at_least {
                    self.bump();
                }
                let count = self.int(i32::MAX as u64)?;
                self.attr_dict(&[])?;
                let mut form = Form::check(vec![op], self.succ_pair()?);
                if at_least {
                    let unit = self.unit_prop();
                    form = form.prop("compareAtLeast", unit);
                }
                let count = self.int_prop(count, 32);
                form.prop("count", count)
            }
            "check_operation_name" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let n = self.string()?;
                self.attr_dict(&[])?;
                let form = Form::check(vec![op], self.succ_pair()?);
                let n = self.str_prop(&n);
                form.prop("name", n)
            }
            "check_type" => {
                let value = self.operand(V::Type)?;
                self.expect_kw("is")?;
                let ty = self.type_attr()?;
                self.attr_dict(&[])?;
                Form::check(vec![value], self.succ_pair()?).prop("type", ty)
            }
            "check_types" => {
                let value = self.operand(V::TypeRange)?;
                self.expect_kw("are")?;
                let (types, _) = self.attribute()?;
                self.attr_dict(&[])?;
                Form::check(vec![value], self.succ_pair()?).prop("types", types)
            }
            "is_not_null" => {
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                Form::check(vec![value], self.succ_pair()?)
            }
            _ => {
                // `continue`, `finalize`.
                self.attr_dict(&[])?;
                Form::default()
            }
        };
        self.no_results(bound, start)?;
        Ok(form)
    }

    /// The operations that create: `create_*`.
    fn create(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
        let single = |r: PResult<Vec<Val>>| -> PResult<Vec<Val>> { r.map(|v| vec![v[0]]) };
        Ok(match &name["pdl_interp.".len()..] {
            "create_attribute" => {
                let (value, _) = self.attribute()?;
                if self.at_kw("attributes") {
                    return Err(Diagnostic::error(
                        self.span(),
                        "'pdl_interp.create_attribute' op: attributes are not supported",
                    ));
                }
                let results = single(self.bind(bound, &[V::Attribute], start))?;
                Form {
                    results,
                    ..Form::default()
                }
                .prop("value", value)
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
                let results = single(self.bind(bound, &[ty], start))?;
                Form {
                    operands: args,
                    results,
                    ..Form::default()
                }
            }
            "create_type" | "create_types" => {
                let ty = if name.ends_with('s') {
                    self.attribute()?.0
                } else {
                    self.type_attr()?
                };
                self.attr_dict(&[])?;
                let kind = if name.ends_with('s') {
                    V::TypeRange
                } else {
                    V::Type
                };
                let results = single(self.bind(bound, &[kind], start))?;
                Form {
                    results,
                    ..Form::default()
                }
                .prop("value", ty)
            }
            _ => self.create_operation(bound, start)?,
        })
    }

    /// `create_operation "name"(operands) {"attr" = %value} -> (types)` or `-> <inferred>`.
    fn create_operation(&mut self, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
        let opname = self.string()?;
        let mut operands = if self.at(Tok::LParen) {
            self.paren_operands()?
        } else {
            Vec::new()
        };
        let mut names = Vec::new();
        let mut values = Vec::new();
        if self.eat(Tok::LBrace) && !self.eat(Tok::RBrace) {
            loop {
                names.push(self.string()?);
                self.expect_tok(Tok::Equal, "'='")?;
                values.push(self.operand(V::Attribute)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RBrace, "'}'")?;
        }
        let mut types = Vec::new();
        let mut inferred = false;
        if self.eat(Tok::Arrow) {
            if self.eat(Tok::Less) {
                self.expect_kw("inferred")?;
                self.expect_tok(Tok::Greater, "'>'")?;
                inferred = true;
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
        let segments = self.segments_prop(&[operands.len(), values.len(), types.len()]);
        operands.extend(values);
        operands.extend(types);
        let mut form = Form {
            operands,
            results: vec![result],
            ..Form::default()
        };
        if inferred {
            let unit = self.unit_prop();
            form = form.prop("inferredResultTypes", unit);
        }
        let names = self.strs_prop(&names);
        let opname = self.str_prop(&opname);
        Ok(form
            .prop("inputAttributeNames", names)
            .prop("name", opname)
            .prop("operandSegmentSizes", segments))
    }

    /// `erase` and `replace`.
    fn erase_replace(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        let mut operands = vec![self.operand(Kind::Operation)?];
        if name.ends_with("replace") {
            self.expect_kw("with")?;
            operands.extend(self.paren_operands()?);
        }
        self.attr_dict(&[])?;
        self.no_results(bound, start)?;
        Ok(Form {
            operands,
            ..Form::default()
        })
    }

    /// The queries: `get_*` and `extract`.
    fn query(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
        let short = &name["pdl_interp.".len()..];
        Ok(match short {
            "extract" | "get_operand" | "get_result" => {
                let index = self.int(i32::MAX as u64)?;
                self.expect_kw("of")?;
                let (operand, ty) = if short == "extract" {
                    let r = self.value_ref()?;
                    self.expect_tok(Tok::Colon, "':'")?;
                    let (ty, at) = self.val_type()?;
                    (self.resolve(&r, range_of(ty, at)?)?, ty)
                } else {
                    (self.operand(V::Operation)?, V::Value)
                };
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                let index = self.int_prop(index, 32);
                Form::query(operand, result).prop("index", index)
            }
            "get_attribute" => {
                let n = self.string()?;
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Attribute], start)?[0];
                let n = self.str_prop(&n);
                Form::query(op, result).prop("name", n)
            }
            "get_attribute_type" => {
                self.expect_kw("of")?;
                let attr = self.operand(V::Attribute)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Type], start)?[0];
                Form::query(attr, result)
            }
            "get_defining_op" | "get_users" => {
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                let kind = if name.ends_with("users") {
                    V::OperationRange
                } else {
                    V::Operation
                };
                let result = self.bind(bound, &[kind], start)?[0];
                Form::query(value, result)
            }
            "get_operands" | "get_results" => {
                let index = if self.at(Tok::Integer) {
                    Some(self.int(i32::MAX as u64)?)
                } else {
                    None
                };
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                let form = Form::query(op, result);
                match index {
                    Some(i) => {
                        let i = self.int_prop(i, 32);
                        form.prop("index", i)
                    }
                    None => form,
                }
            }
            _ => self.get_value_type(bound, start)?,
        })
    }

    /// `get_value_type of %value : TYPE`.
    fn get_value_type(&mut self, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
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
        Ok(Form::query(value, result))
    }

    /// The switches: the default destination first, then one per case.
    fn switch(&mut self, name: &str, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
        let short = &name["pdl_interp.switch_".len()..];
        let value = match short {
            "attribute" => self.operand(V::Attribute)?,
            "type" => self.operand(V::Type)?,
            "types" => self.operand(V::TypeRange)?,
            _ => {
                self.expect_kw("of")?;
                self.operand(V::Operation)?
            }
        };
        self.expect_kw("to")?;
        let (a, at) = self.attribute()?;
        let valid = match short {
            "operand_count" | "result_count" => counts(&self.b.ctx, a)
                .map(|_| ())
                .ok_or("expected non-negative 32-bit integer elements"),
            "operation_name" => str_array(&self.b.ctx, a)
                .map(|_| ())
                .ok_or("expected an array of strings"),
            _ => match self.b.ctx.attr_kind(a) {
                AttrKind::Array(_) => Ok(()),
                _ => Err("expected an array attribute"),
            },
        };
        valid.map_err(|m| Diagnostic::error(at, m))?;
        let (dests, default) = self.switch_dests()?;
        self.no_results(bound, start)?;
        let mut succs = vec![default];
        succs.extend(dests);
        Ok(Form {
            operands: vec![value],
            succs,
            ..Form::default()
        }
        .prop("caseValues", a))
    }

    /// `record_match @rewriters::@name(inputs : types) : benefit(n), generatedOps([...]),
    /// loc([roots]), root("name") -> ^dest`.
    fn record_match(&mut self, bound: &[Bound], start: usize) -> PResult<Form> {
        use Kind as V;
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
        let benefit = self.int(i16::MAX as u64)?;
        self.expect_tok(Tok::RParen, "')'")?;
        self.expect_tok(Tok::Comma, "','")?;
        let mut generated_ops = None;
        if self.at_kw("generatedOps") {
            self.bump();
            self.expect_tok(Tok::LParen, "'('")?;
            let (a, at) = self.attribute()?;
            if str_array(&self.b.ctx, a).is_none() {
                return Err(Diagnostic::error(
                    at,
                    "expected an array of operation names",
                ));
            }
            generated_ops = Some(a);
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
        let mut form = Form {
            succs: vec![dest],
            ..Form::default()
        };
        let benefit = self.int_prop(benefit, 16);
        form = form.prop("benefit", benefit);
        if let Some(g) = generated_ops {
            form = form.prop("generatedOps", g);
        }
        let segments = self.segments_prop(&[inputs.len(), locs.len()]);
        form.operands = inputs;
        form.operands.extend(locs);
        let symbol = {
            let ctx = &mut self.b.ctx;
            let (root, leaf) = (ctx.symbol("rewriters"), ctx.symbol(&rewriter));
            ctx.intern_attr(AttrKind::SymbolRef {
                root,
                nested: vec![leaf].into(),
            })
        };
        form = form
            .prop("operandSegmentSizes", segments)
            .prop("rewriter", symbol);
        if let Some(k) = root_kind {
            let k = self.str_prop(&k);
            form = form.prop("rootKind", k);
        }
        Ok(form)
    }
}
