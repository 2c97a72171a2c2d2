//! MLIR's generic form of the `pdl` operations and of `builtin.module`, read by the same
//! reader as the custom form, so that a pattern file may be written in either form or both
//! mixed (a generic module holding custom patterns, a custom pattern holding generic
//! statements, ...), as MLIR reads it: `"name"(operands) <{properties}> ({regions})
//! {attributes} : (operand types) -> result types`.
//!
//! Inherent attributes (`benefit`, `opName`, `operandSegmentSizes`, ...) are read from the
//! properties, or from the attribute dictionary when the properties do not hold them (as
//! MLIR accepts for compatibility). Other (discardable) attributes are accepted and dropped:
//! the pattern model has no place for them and they do not change what a pattern does.

use pdl_runtime::ir::{AttrKind, Attribute, Symbol, Type, TypeKind};
use pdl_runtime::text::{lex, parse_type_at, print_attribute, print_type, skip_trivia, Tok};

use super::pattern::checked_benefit;
use super::{Diagnostic, PResult, Reader, Scope};

mod attrs;
mod shape;

use crate::diag::Span;
use crate::model::{Kind, KindExt, Pattern, Rewrite, RewriteAction, StmtKind, ValueId};
use shape::{inherent_names, Shape};

/// The part of a generic operation before its regions: `"name"(operands) <{properties}>`.
pub(super) struct Head {
    /// The name, without quotes.
    pub(super) name: String,
    /// The name's span (the operation's location).
    pub(super) span: Span,
    /// The operand references and their spans, not resolved yet.
    operands: Vec<(String, Span)>,
    /// The properties.
    props: Vec<(String, Attribute)>,
}

/// The part after the regions: `{attributes} : (inputs) -> results`.
pub(super) struct Tail {
    /// The attribute dictionary.
    attrs: Vec<(String, Attribute)>,
    /// The operand types.
    inputs: Vec<Type>,
    /// The result types.
    results: Vec<Type>,
    /// Where the function type starts.
    ty_span: Span,
}

impl<'s> Reader<'s> {
    /// Whether the current token is the quoted operation name `name` (generic form).
    pub(super) fn at_generic(&self, name: &str) -> bool {
        self.at(Tok::String) && {
            let t = self.text(self.tok);
            t.len() >= 2 && &t[1..t.len() - 1] == name
        }
    }

    /// The span of the name of a generic operation not of the `pdl` dialect starting at the
    /// current token (after its result names, if any), if there is one.
    pub(super) fn non_pdl_op_ahead(&self) -> Option<Span> {
        let b = self.src.as_bytes();
        let mut t = self.tok;
        if t.kind == Tok::PercentId {
            // Skip `%a, %b:2 =`.
            while !matches!(t.kind, Tok::Equal | Tok::Eof | Tok::LBrace | Tok::RBrace) {
                let next = lex(b, skip_trivia(b, t.end));
                if next.end <= t.end {
                    return None;
                }
                t = next;
            }
            if t.kind != Tok::Equal {
                return None;
            }
            t = lex(b, skip_trivia(b, t.end));
        }
        let text = &self.src[t.start..t.end];
        (t.kind == Tok::String && !text.starts_with("\"pdl.")).then(|| Span::new(t.start, t.end))
    }

    /// `"name"(%a, %b) <{properties}>` (the current token is the name).
    pub(super) fn generic_head(&mut self) -> PResult<Head> {
        let span = self.span();
        let name = self.string()?;
        self.expect_tok(Tok::LParen, "'(' to start operand list")?;
        let mut operands = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let (name, span) = self.value_ref()?;
                operands.push((name.to_string(), span));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RParen, "')' to end operand list")?;
        let mut props = Vec::new();
        if self.eat(Tok::Less) {
            // MLIR reads any attribute there (and verifies it is a dictionary later).
            if !self.at(Tok::LBrace) {
                return Err(self.err_expected("attribute value"));
            }
            props = self.dict_entries()?;
            self.expect_tok(Tok::Greater, "'>' to close properties")?;
        }
        Ok(Head {
            name,
            span,
            operands,
            props,
        })
    }

    /// An attribute dictionary `{...}`, its entries by name.
    fn dict_entries(&mut self) -> PResult<Vec<(String, Attribute)>> {
        let at = self.span();
        let (a, end) =
            pdl_runtime::text::parse_attribute_at(&mut self.ctx, self.c.src, at.start as usize)
                .map_err(|e| self.runtime_error(e))?;
        self.prev_end = self.prev_token_end(end);
        self.reset(end);
        match self.ctx.attr_kind(a) {
            AttrKind::Dictionary(entries) => Ok(entries
                .iter()
                .map(|(k, v)| (self.ctx.str(*k).to_string(), *v))
                .collect()),
            _ => Err(Diagnostic::error(at, "expected an attribute dictionary")),
        }
    }

    /// `[{attributes}] : (inputs) -> results`.
    pub(super) fn generic_tail(&mut self) -> PResult<Tail> {
        let attrs = if self.at(Tok::LBrace) {
            self.dict_entries()?
        } else {
            Vec::new()
        };
        self.expect_tok(Tok::Colon, "':' followed by operation type")?;
        let ty_span = self.span();
        let (ty, end) = parse_type_at(&mut self.ctx, self.c.src, ty_span.start as usize)
            .map_err(|e| self.runtime_error(e))?;
        self.prev_end = self.prev_token_end(end);
        self.reset(end);
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(ty).clone() else {
            return Err(Diagnostic::error(ty_span, "expected function type"));
        };
        Ok(Tail {
            attrs,
            inputs: inputs.to_vec(),
            results: results.to_vec(),
            ty_span,
        })
    }

    /// The `(` of the region list of an operation that has a region. Without it, MLIR's
    /// generic parser reads an attribute dictionary if there is one and then wants the
    /// operation's type.
    fn region_list_open(&mut self) -> PResult<()> {
        if self.eat(Tok::LParen) {
            return Ok(());
        }
        if self.at(Tok::LBrace) {
            self.dict_entries()?;
        }
        Err(self.err_expected("':' followed by operation type"))
    }

    /// `{ ... }`, a region (inside the `(` `)` of the region list): its contents are read
    /// by `body`, called at their first token, which returns at the closing brace.
    fn generic_region<T>(&mut self, body: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        let v = body(self)?;
        self.expect_tok(Tok::RBrace, "'}' to end a region")?;
        Ok(v)
    }

    /// A generic `builtin.module` whose single region's contents `body` reads; returns the
    /// module's `sym_name`.
    pub(super) fn generic_module(
        &mut self,
        body: impl FnOnce(&mut Self) -> PResult<()>,
    ) -> PResult<Option<String>> {
        let head = self.generic_head()?;
        if let Some((_, sp)) = head.operands.first() {
            return Err(Diagnostic::error(
                *sp,
                "'builtin.module' op requires zero operands",
            ));
        }
        self.region_list_open()?;
        self.generic_region(body)?;
        self.expect_tok(Tok::RParen, "')' to end the region list")?;
        let tail = self.generic_tail()?;
        if !tail.inputs.is_empty() || !tail.results.is_empty() {
            return Err(Diagnostic::error(
                tail.ty_span,
                "'builtin.module' op requires zero operands and zero results",
            ));
        }
        self.module_attrs = self.generic_discardable(&tail, &["sym_name", "sym_visibility"]);
        let name = self.inherent(&head, &tail, "sym_name");
        Ok(match name.map(|a| self.ctx.attr_kind(a).clone()) {
            Some(AttrKind::String { value, .. }) => {
                Some(String::from_utf8_lossy(&value).into_owned())
            }
            Some(_) => {
                return Err(Diagnostic::error(
                    head.span,
                    "'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute",
                ))
            }
            None => None,
        })
    }

    /// The inherent attribute `name` of a generic operation: from its properties, else from
    /// its attribute dictionary.
    fn inherent(&self, head: &Head, tail: &Tail, name: &str) -> Option<Attribute> {
        head.props
            .iter()
            .chain(&tail.attrs)
            .find(|(k, _)| k == name)
            .map(|e| e.1)
    }

    /// A generic `pdl.pattern` (the current token is its name).
    pub(super) fn generic_pattern(&mut self) -> PResult<Pattern> {
        let head = self.generic_head()?;
        let start = head.span;
        self.region_list_open()?;
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        // The body is read first (the attribute dictionary follows it); the benefit and the
        // name are set after.
        let outer = std::mem::replace(&mut self.default_pdl, false);
        let mut p = self.pattern_body(start, None, 0)?;
        self.default_pdl = outer;
        self.bump();
        self.expect_tok(Tok::RParen, "')' to end the region list")?;
        let tail = self.generic_tail()?;
        p.attrs = self.generic_discardable(&tail, &["benefit", "sym_name"]);
        let benefit = self.inherent(&head, &tail, "benefit");
        let sym = self.inherent(&head, &tail, "sym_name");
        let Some(benefit) = benefit else {
            return Err(Diagnostic::error(
                start,
                "'pdl.pattern' op requires attribute 'benefit'",
            ));
        };
        p.benefit = match self.ctx.attr_kind(benefit) {
            AttrKind::Integer { bits, .. } => checked_benefit(*bits, start)?,
            _ => checked_benefit(u128::MAX, start)?,
        };
        p.name = match sym.map(|a| self.ctx.attr_kind(a).clone()) {
            Some(AttrKind::String { value, .. }) => {
                Some(String::from_utf8_lossy(&value).into_owned())
            }
            Some(_) => {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.pattern' op attribute 'sym_name' failed to satisfy constraint: string attribute",
                ))
            }
            None => None,
        };
        if !tail.inputs.is_empty() || !tail.results.is_empty() {
            return Err(Diagnostic::error(
                tail.ty_span,
                "'pdl.pattern' op requires zero operands and zero results",
            ));
        }
        Ok(p)
    }

    /// The discardable attributes of a generic pattern or rewrite: the entries of its
    /// attribute dictionary not in `inherent`, sorted by name.
    fn generic_discardable(&mut self, tail: &Tail, inherent: &[&str]) -> Vec<(String, String)> {
        let saved = std::mem::take(&mut self.pending_attrs);
        let entries: Vec<(Symbol, Attribute)> = tail
            .attrs
            .iter()
            .map(|(k, v)| (self.ctx.symbol(k), *v))
            .collect();
        self.keep_discardable(&entries, inherent);
        let mut attrs = std::mem::replace(&mut self.pending_attrs, saved);
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        attrs
    }

    /// Resolves the operands of `head` with the kinds `tail` gives them.
    fn generic_operands(
        &self,
        scope: &Scope<'s>,
        head: &Head,
        tail: &Tail,
    ) -> PResult<Vec<ValueId>> {
        if head.operands.len() != tail.inputs.len() {
            return Err(Diagnostic::error(
                tail.ty_span,
                format!(
                    "expected {} operand type{} but had {}",
                    head.operands.len(),
                    // (MLIR prints a NUL byte after "type" in the singular.)
                    if head.operands.len() == 1 { "" } else { "s" },
                    tail.inputs.len()
                ),
            ));
        }
        head.operands
            .iter()
            .zip(&tail.inputs)
            .map(|((n, sp), &t)| {
                let k = self.kind_of(t, tail.ty_span)?;
                self.resolve(scope, n, *sp, Some(k))
            })
            .collect()
    }

    /// The PDL kind a type spells.
    fn kind_of(&self, t: Type, at: Span) -> PResult<Kind> {
        let text = print_type(&self.ctx, t);
        Kind::from_mlir(&text)
            .ok_or_else(|| Diagnostic::error(at, format!("expected a PDL type, got '{text}'")))
    }

    /// A generic `pdl.rewrite` (the current token is its name).
    pub(super) fn generic_rewrite(
        &mut self,
        scope: &mut Scope<'s>,
    ) -> PResult<(Rewrite, Vec<Span>)> {
        let head = self.generic_head()?;
        let start = head.span;
        let mut spans = Vec::new();
        let mut body = Vec::new();
        self.region_list_open()?;
        let has_region = !self.at(Tok::RParen);
        // Whether the region has a block (MLIR checks the region, not the block, for being
        // empty): `({})` has none, `({^bb0:})` one without operations.
        let mut has_block = false;
        if has_region {
            self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
            if self.at(Tok::CaretId) {
                self.bump();
                self.expect_tok(Tok::Colon, "':' after the block's label")?;
                has_block = true;
            }
            has_block |= !self.at(Tok::RBrace);
            // The operands are defined before the region: resolve them with the body.
            let outer = std::mem::replace(&mut self.default_pdl, false);
            body = self.rewrite_body(scope, &mut spans)?;
            self.default_pdl = outer;
            self.bump();
        }
        self.expect_tok(Tok::RParen, "')' to end the region list")?;
        let tail = self.generic_tail()?;
        let operands = self.generic_operands(scope, &head, &tail)?;
        let segments = self.segments(&head, &tail, 2)?;
        let (n_roots, n_args) = (segments[0] as usize, segments[1] as usize);
        if n_roots > 1 {
            return Err(Diagnostic::error(
                start,
                "'pdl.rewrite' op operand group starting at #0 requires 0 or 1 element, but found 2",
            ));
        }
        let roots = operands[..n_roots].to_vec();
        for &r in &roots {
            if scope.kinds[r.0 as usize] != Kind::Operation {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op operand #0 must be PDL handle to an `mlir::Operation *`",
                ));
            }
        }
        let args = operands[n_roots..n_roots + n_args].to_vec();
        let name = self.str_attr(&head, &tail, "name")?;
        let action = match name {
            Some(name) => {
                if has_block {
                    return Err(Diagnostic::error(
                        start,
                        "'pdl.rewrite' op expected rewrite region to be empty when rewrite is external",
                    ));
                }
                RewriteAction::External { name, args }
            }
            None => {
                if !has_block {
                    return Err(Diagnostic::error(
                        start,
                        "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
                    ));
                }
                if !args.is_empty() {
                    return Err(Diagnostic::error(
                        start,
                        "'pdl.rewrite' op expected no external arguments when the rewrite is specified inline",
                    ));
                }
                RewriteAction::Body(body)
            }
        };
        if !tail.results.is_empty() {
            return Err(Diagnostic::error(
                tail.ty_span,
                "'pdl.rewrite' op requires zero results",
            ));
        }
        spans.push(start);
        let attrs = self.generic_discardable(&tail, &["name", "operandSegmentSizes"]);
        Ok((
            Rewrite {
                roots,
                action,
                attrs,
            },
            spans,
        ))
    }

    /// A generic statement (the current token is its name); the kinds of its results are
    /// pushed on `out_kinds`.
    pub(super) fn generic_stmt(
        &mut self,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        let head = self.generic_head()?;
        self.cur_op = super::stmt::canonical_op_name(&head.name);
        if head.name == "pdl.rewrite" {
            return Err(Diagnostic::error(
                head.span,
                "`pdl.rewrite` may appear only once, at the end of a pattern",
            ));
        }
        if self.at(Tok::LParen) {
            // MLIR reads the region list first: without its `{`, that is the error.
            let b = self.src.as_bytes();
            let next = lex(b, skip_trivia(b, self.tok.end));
            if next.kind != Tok::LBrace {
                return Err(Diagnostic::error(
                    Span::new(next.start, next.end),
                    "expected '{' to begin a region",
                ));
            }
            return Err(Diagnostic::error(
                self.span(),
                format!("'{}' op requires zero regions", head.name),
            ));
        }
        let tail = self.generic_tail()?;
        let ops = self.generic_operands(scope, &head, &tail)?;
        // The attribute dictionary's entries that are not inherent are discardable; a
        // property MLIR does not define is dropped, as MLIR drops it.
        let entries: Vec<(Symbol, Attribute)> = tail
            .attrs
            .iter()
            .map(|(k, v)| (self.ctx.symbol(k), *v))
            .collect();
        self.keep_discardable(&entries, inherent_names(&head.name));
        match self.decode_stmt(scope, &head, &tail, ops, out_kinds) {
            Ok(k) => Ok(k),
            Err(d) => {
                // A verifier error: reported once the file is read. The results take the
                // kinds their types say, as MLIR's parser gives them.
                self.deferred.push(d);
                out_kinds.clear();
                for &t in &tail.results {
                    out_kinds.push(self.kind_of(t, tail.ty_span).unwrap_or(Kind::Value));
                }
                Ok(StmtKind::Range { args: Vec::new() })
            }
        }
    }

    /// The statement a generic operation stands for, checked as MLIR's verifier checks it.
    fn decode_stmt(
        &self,
        scope: &Scope<'s>,
        head: &Head,
        tail: &Tail,
        ops: Vec<ValueId>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        let kinds: Vec<Kind> = ops.iter().map(|o| scope.kinds[o.0 as usize]).collect();
        let result_kinds: Vec<Kind> = tail
            .results
            .iter()
            .map(|&t| self.kind_of(t, tail.ty_span))
            .collect::<PResult<_>>()?;
        let s = Shape {
            head,
            tail,
            ops,
            kinds,
            result_kinds,
        };
        match head.name.as_str() {
            "pdl.operand" | "pdl.operands" | "pdl.type" | "pdl.types" | "pdl.attribute"
            | "pdl.operation" | "pdl.result" | "pdl.results" => {
                self.decode_value_stmt(&s, out_kinds)
            }
            "pdl.apply_native_constraint"
            | "pdl.apply_native_rewrite"
            | "pdl.range"
            | "pdl.replace"
            | "pdl.erase" => self.decode_action_stmt(&s, out_kinds),
            other if other.starts_with("pdl.") && !attrs::PDL_OPS.contains(&other) => {
                Err(Diagnostic::error(
                    head.span,
                    format!("unregistered operation '{other}' found in dialect ('pdl') that does not allow unknown operations"),
                ))
            }
            other => Err(Diagnostic::error(
                head.span,
                format!("unknown operation '{other}' in a pattern"),
            )),
        }
    }

    /// A statement that binds a value: operands, types, attributes, operations, results.
    fn decode_value_stmt(&self, s: &Shape<'_>, out_kinds: &mut Vec<Kind>) -> PResult<StmtKind> {
        let (head, tail, ops) = (s.head, s.tail, &s.ops);
        let stmt = match head.name.as_str() {
            "pdl.operand" => {
                let ty = s.opt_one(
                    Kind::Type,
                    "operand #0 must be PDL handle to an `mlir::Type`",
                )?;
                out_kinds.push(s.single_result(&[Kind::Value])?);
                StmtKind::Operand { ty }
            }
            "pdl.operands" => {
                let ty = s.opt_one(
                    Kind::TypeRange,
                    "operand #0 must be range of PDL handle to an `mlir::Type` values",
                )?;
                out_kinds.push(s.single_result(&[Kind::ValueRange])?);
                StmtKind::Operands { ty }
            }
            "pdl.type" => {
                if !ops.is_empty() {
                    return Err(s.bad_operand("requires zero operands"));
                }
                let constant = match self.inherent(head, tail, "constantType") {
                None => None,
                Some(a) => match self.ctx.attr_kind(a) {
                    AttrKind::Type(t) => Some(print_type(&self.ctx, *t)),
                    _ => return Err(s.bad_operand("attribute 'constantType' failed to satisfy constraint: any type attribute")),
                },
            };
                out_kinds.push(s.single_result(&[Kind::Type])?);
                StmtKind::Type { constant }
            }
            "pdl.types" => {
                if !ops.is_empty() {
                    return Err(s.bad_operand("requires zero operands"));
                }
                let constant = match self.inherent(head, tail, "constantTypes") {
                    None => None,
                    Some(a) => {
                        let err = || {
                            s.bad_operand("attribute 'constantTypes' failed to satisfy constraint: type array attribute")
                        };
                        let AttrKind::Array(elems) = self.ctx.attr_kind(a) else {
                            return Err(err());
                        };
                        let mut tys = Vec::new();
                        for e in elems.iter() {
                            match self.ctx.attr_kind(*e) {
                                AttrKind::Type(t) => tys.push(print_type(&self.ctx, *t)),
                                _ => return Err(err()),
                            }
                        }
                        Some(tys)
                    }
                };
                out_kinds.push(s.single_result(&[Kind::TypeRange])?);
                StmtKind::Types { constant }
            }
            "pdl.attribute" => {
                let ty = s.opt_one(
                    Kind::Type,
                    "operand #0 must be PDL handle to an `mlir::Type`",
                )?;
                let value = self
                    .inherent(head, tail, "value")
                    .map(|a| print_attribute(&self.ctx, a));
                out_kinds.push(s.single_result(&[Kind::Attribute])?);
                StmtKind::Attribute { ty, value }
            }
            "pdl.operation" => {
                let stmt = self.decode_operation(s)?;
                out_kinds.push(s.single_result(&[Kind::Operation])?);
                stmt
            }
            "pdl.result" => {
                let parent = s.one(
                    Kind::Operation,
                    "operand #0 must be PDL handle to an `mlir::Operation *`",
                )?;
                let Some(index) = self.int_attr(head, tail, "index")? else {
                    return Err(s.bad_operand("requires attribute 'index'"));
                };
                out_kinds.push(s.single_result(&[Kind::Value])?);
                StmtKind::Result { parent, index }
            }
            "pdl.results" => {
                let parent = s.one(
                    Kind::Operation,
                    "operand #0 must be PDL handle to an `mlir::Operation *`",
                )?;
                let index = self.int_attr(head, tail, "index")?;
                let kind = s.single_result(&[Kind::Value, Kind::ValueRange])?;
                if index.is_none() && kind == Kind::Value {
                    return Err(Diagnostic::error(
                        head.span,
                        "'pdl.results' op expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'",
                    ));
                }
                out_kinds.push(kind);
                StmtKind::Results { parent, index }
            }
            other => {
                return Err(Diagnostic::error(
                    head.span,
                    format!("unknown operation '{other}' in a pattern"),
                ))
            }
        };
        Ok(stmt)
    }

    /// `pdl.operation`: its operand groups (operands, attribute values, types) and names.
    fn decode_operation(&self, s: &Shape<'_>) -> PResult<StmtKind> {
        let (head, tail, ops, kinds) = (s.head, s.tail, &s.ops, &s.kinds);
        let seg = self.segments(head, tail, 3)?;
        let (n_ops, n_attrs) = (seg[0] as usize, seg[1] as usize);
        let operands = ops[..n_ops].to_vec();
        if kinds[..n_ops]
            .iter()
            .any(|k| !matches!(k, Kind::Value | Kind::ValueRange))
        {
            return Err(s.bad_operand("operand group #0 must be variadic of single element or range of PDL handle for an `mlir::Value`"));
        }
        let attr_vals = ops[n_ops..n_ops + n_attrs].to_vec();
        if kinds[n_ops..n_ops + n_attrs]
            .iter()
            .any(|k| *k != Kind::Attribute)
        {
            return Err(s.bad_operand(
                "operand group #1 must be variadic of PDL handle to an `mlir::Attribute`",
            ));
        }
        let types = ops[n_ops + n_attrs..].to_vec();
        if kinds[n_ops + n_attrs..]
            .iter()
            .any(|k| !matches!(k, Kind::Type | Kind::TypeRange))
        {
            return Err(s.bad_operand("operand group #2 must be variadic of single element or range of PDL handle to an `mlir::Type`"));
        }
        let names = match self.inherent(head, tail, "attributeValueNames") {
            // A property without default: MLIR requires it.
            None => return Err(s.bad_operand("requires attribute 'attributeValueNames'")),
            Some(a) => {
                let err = || {
                    s.bad_operand("attribute 'attributeValueNames' failed to satisfy constraint: string array attribute")
                };
                let AttrKind::Array(elems) = self.ctx.attr_kind(a) else {
                    return Err(err());
                };
                let mut names = Vec::new();
                for e in elems.iter() {
                    match self.ctx.attr_kind(*e) {
                        AttrKind::String { value, .. } => {
                            names.push(String::from_utf8_lossy(value).into_owned())
                        }
                        _ => return Err(err()),
                    }
                }
                names
            }
        };
        if names.len() != attr_vals.len() {
            return Err(s.bad_operand(&format!(
            "expected the same number of attribute values and attribute names, got {} names and {} values",
            names.len(),
            attr_vals.len()
        )));
        }
        let name = self.str_attr(head, tail, "opName")?;
        Ok(StmtKind::Operation {
            name,
            operands,
            attributes: names.into_iter().zip(attr_vals).collect(),
            types,
        })
    }

    /// A native call, a range, or a rewrite action.
    fn decode_action_stmt(&self, s: &Shape<'_>, out_kinds: &mut Vec<Kind>) -> PResult<StmtKind> {
        let (head, tail, ops, kinds, result_kinds) =
            (s.head, s.tail, &s.ops, &s.kinds, &s.result_kinds);
        let stmt = match head.name.as_str() {
            "pdl.apply_native_constraint" => {
                let name = self.required_str(head, tail, "name")?;
                let negated =
                    match self
                        .inherent(head, tail, "isNegated")
                        .map(|a| self.ctx.attr_kind(a))
                    {
                        None | Some(AttrKind::Bool(false)) => false,
                        Some(AttrKind::Bool(true)) | Some(AttrKind::Unit) => true,
                        Some(AttrKind::Integer { bits, .. }) => *bits == 1,
                        Some(_) => return Err(s.bad_operand(
                            "attribute 'isNegated' failed to satisfy constraint: bool attribute",
                        )),
                    };
                out_kinds.extend(result_kinds.iter());
                StmtKind::ApplyConstraint {
                    name,
                    args: ops.clone(),
                    negated,
                }
            }
            "pdl.apply_native_rewrite" => {
                let name = self.required_str(head, tail, "name")?;
                out_kinds.extend(result_kinds.iter());
                StmtKind::ApplyRewrite {
                    name,
                    args: ops.clone(),
                }
            }
            "pdl.range" => {
                let k = s.single_result(&[Kind::ValueRange, Kind::TypeRange])?;
                let elem_ok = |a: &Kind| match k {
                    Kind::ValueRange => matches!(a, Kind::Value | Kind::ValueRange),
                    _ => matches!(a, Kind::Type | Kind::TypeRange),
                };
                if let Some(bad) = kinds.iter().find(|a| !elem_ok(a)) {
                    let base = if k == Kind::TypeRange {
                        "!pdl.type"
                    } else {
                        "!pdl.value"
                    };
                    return Err(s.bad_operand(&format!(
                        "expected operand to have element type '{base}', but got '{}'",
                        bad.mlir()
                    )));
                }
                out_kinds.push(k);
                StmtKind::Range { args: ops.clone() }
            }
            "pdl.replace" => {
                let seg = self.segments(head, tail, 3)?;
                if seg[0] != 1 || seg[1] > 1 {
                    return Err(s.bad_operand(
                        "requires one replaced operation and at most one replacement operation",
                    ));
                }
                let op = ops[0];
                let with_op = (seg[1] == 1).then(|| ops[1]);
                let with_values = ops[1 + seg[1] as usize..].to_vec();
                if kinds[0] != Kind::Operation || with_op.is_some() && kinds[1] != Kind::Operation {
                    return Err(
                        s.bad_operand("operand #0 must be PDL handle to an `mlir::Operation *`")
                    );
                }
                s.no_results()?;
                StmtKind::Replace {
                    op,
                    with_op,
                    with_values,
                }
            }
            "pdl.erase" => {
                let op = s.one(
                    Kind::Operation,
                    "operand #0 must be PDL handle to an `mlir::Operation *`",
                )?;
                s.no_results()?;
                StmtKind::Erase { op }
            }
            other => {
                return Err(Diagnostic::error(
                    head.span,
                    format!("unknown operation '{other}' in a pattern"),
                ))
            }
        };
        Ok(stmt)
    }
}
