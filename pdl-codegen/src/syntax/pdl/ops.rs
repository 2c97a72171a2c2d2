//! The PDL statements about operations: `pdl.operation`, `pdl.result(s)`, native
//! constraint and rewrite calls, `pdl.replace`.

use pdl_runtime::ir::AttrKind;
use pdl_runtime::text::{lex, skip_trivia, Tok};

use super::{Diagnostic, PResult, Reader, Scope};
use crate::diag::Span;
use crate::model::{Kind, StmtKind};

impl<'s> Reader<'s> {
    /// `pdl.operation ["name"] [(operands)] [{attributes}] [-> (types)]`.
    pub(super) fn operation_stmt(
        &mut self,
        op_span: Span,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        let name = if self.at(Tok::String) {
            Some(self.string()?)
        } else {
            None
        };
        let operands = if self.at(Tok::LParen) {
            self.typed_uses(scope)?
        } else {
            Vec::new()
        };
        for &o in &operands {
            if !matches!(scope.kinds[o.0 as usize], Kind::Value | Kind::ValueRange) {
                return Err(Diagnostic::error(
                    op_span,
                    "expected operands of type !pdl.value or !pdl.range<value>",
                ));
            }
        }
        let mut attributes = Vec::new();
        if self.eat(Tok::LBrace) {
            loop {
                // MLIR reads the name as an attribute that must be a string: a bare word
                // (or `}`) starts no attribute value, another attribute is of the wrong kind.
                let key = if self.at(Tok::String) {
                    self.string()?
                } else if matches!(self.tok.kind, Tok::Integer | Tok::Float | Tok::HashId) {
                    return Err(Diagnostic::error(
                        self.span(),
                        format!(
                            "custom op '{}' invalid kind of attribute specified",
                            self.cur_op
                        ),
                    ));
                } else {
                    return Err(self.err_expected("attribute value"));
                };
                self.expect_tok(Tok::Equal, "'='")?;
                let v = self.use_of(scope, Some(Kind::Attribute))?;
                attributes.push((key, v));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::RBrace, "'}'")?;
        }
        let mut types = Vec::new();
        if self.eat(Tok::Arrow) {
            types = self.typed_uses(scope)?;
            for &t in &types {
                if !matches!(scope.kinds[t.0 as usize], Kind::Type | Kind::TypeRange) {
                    return Err(Diagnostic::error(
                        op_span,
                        "expected result types of type !pdl.type or !pdl.range<type>",
                    ));
                }
            }
        }
        out_kinds.push(Kind::Operation);
        Ok(StmtKind::Operation {
            name,
            operands,
            attributes,
            types,
        })
    }

    /// `pdl.result N of %op`.
    pub(super) fn result_stmt(
        &mut self,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        // `$index` is an attribute: a word that starts none is MLIR's "expected attribute
        // value".
        let (index, _) = self.integer("attribute value")?;
        self.expect_kw("of")?;
        let parent = self.use_of(scope, Some(Kind::Operation))?;
        out_kinds.push(Kind::Value);
        Ok(StmtKind::Result {
            parent,
            index: index as u32,
        })
    }

    /// `pdl.results [N] of %op [-> kind]`.
    pub(super) fn results_stmt(
        &mut self,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        let index = if self.at(Tok::Integer) {
            Some(self.integer("result index")?.0 as u32)
        } else {
            None
        };
        self.expect_kw("of")?;
        let parent = self.use_of(scope, Some(Kind::Operation))?;
        let k = if index.is_some() {
            self.expect_tok(Tok::Arrow, "'->'")?;
            let at = self.span();
            let k = self.kind()?;
            if !matches!(k, Kind::Value | Kind::ValueRange) {
                return Err(Diagnostic::error(
                    at,
                    "expected !pdl.value or !pdl.range<value>",
                ));
            }
            k
        } else {
            Kind::ValueRange
        };
        out_kinds.push(k);
        Ok(StmtKind::Results { parent, index })
    }

    /// `pdl.apply_native_constraint` or `pdl.apply_native_rewrite` (`opname`): the name, the
    /// arguments, the result kinds and (for a constraint) `isNegated`.
    pub(super) fn native_stmt(
        &mut self,
        opname: &str,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        // `$name` is a string attribute: MLIR reads an attribute there (`(` starting a
        // function type).
        if self.at(Tok::LParen) {
            self.bump();
            return Err(self.err_expected("non-function type"));
        }
        if !self.at(Tok::String) {
            return Err(self.err_expected("attribute value"));
        }
        let name = self.string()?;
        if opname == "pdl.apply_native_constraint" && !self.at(Tok::LParen) {
            return Err(self.err_expected("'('"));
        }
        let args = if self.at(Tok::LParen) {
            self.typed_uses(scope)?
        } else {
            Vec::new()
        };
        if self.eat(Tok::Colon) {
            loop {
                out_kinds.push(self.kind()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let mut negated = false;
        if self.at(Tok::LBrace) {
            // The attribute dictionary: `isNegated` (inherent, a constraint's), other
            // (discardable) attributes accepted and dropped.
            let (_, dict) = self.mlir_attr()?;
            if let AttrKind::Dictionary(entries) = dict {
                let constraint = opname == "pdl.apply_native_constraint";
                for (k, v) in entries.iter() {
                    if self.ctx.str(*k) == "isNegated" && constraint {
                        negated = matches!(self.ctx.attr_kind(*v), AttrKind::Bool(true))
                            || matches!(self.ctx.attr_kind(*v), AttrKind::Integer { bits: 1, .. });
                    }
                }
                let inherent: &[&str] = if constraint { &["isNegated"] } else { &[] };
                self.keep_discardable(&entries, inherent);
            }
        }
        Ok(if opname == "pdl.apply_native_constraint" {
            StmtKind::ApplyConstraint {
                name,
                args,
                negated,
            }
        } else {
            StmtKind::ApplyRewrite { name, args }
        })
    }

    /// `pdl.replace %op with (values)` or `with %other`.
    pub(super) fn replace_stmt(
        &mut self,
        op_span: Span,
        scope: &mut Scope<'s>,
    ) -> PResult<StmtKind> {
        let op = self.use_of(scope, Some(Kind::Operation))?;
        self.expect_kw("with")?;
        let (with_op, with_values) = if self.at(Tok::LParen) {
            let values = self.typed_uses(scope)?;
            // As in MLIR's format, a value name after the values (and before any location)
            // is the optional replacement operation, even when it starts the next statement.
            let located = self.src[self.prev_end..self.tok.start]
                .trim_start()
                .starts_with("loc");
            if self.at(Tok::PercentId) && !located {
                let b = self.src.as_bytes();
                let mut name_end = self.tok.end;
                let mut next = lex(b, skip_trivia(b, name_end));
                if next.kind == Tok::HashId && next.start == name_end {
                    name_end = next.end;
                    next = lex(b, skip_trivia(b, name_end));
                }
                if matches!(next.kind, Tok::Equal | Tok::Colon | Tok::Comma) {
                    // MLIR reports the missing operation just after the value name.
                    return Err(Diagnostic::error(
                        Span::new(name_end, name_end),
                        "expected operation name in quotes",
                    ));
                }
                self.use_of(scope, Some(Kind::Operation))?;
                return Err(Diagnostic::error(
                    op_span,
                    "'pdl.replace' op expected no replacement values to be provided when the replacement operation is present",
                ));
            }
            (None, values)
        } else if self.at(Tok::PercentId) {
            (Some(self.use_of(scope, Some(Kind::Operation))?), Vec::new())
        } else {
            (None, Vec::new())
        };
        Ok(StmtKind::Replace {
            op,
            with_op,
            with_values,
        })
    }
}
