//! The PDL statements that declare a value: `pdl.operand(s)`, `pdl.type(s)`,
//! `pdl.attribute` and `pdl.range`.

use crate::model::KindExt;
use pdl_runtime::ir::AttrKind;
use pdl_runtime::text::print_type;
use pdl_runtime::text::Tok;

use super::{Diagnostic, PResult, Reader, Scope};
use crate::diag::Span;
use crate::model::{Kind, StmtKind};

impl<'s> Reader<'s> {
    /// `pdl.operand [: %type]` or `pdl.operands [: %types]` (`range` for the latter).
    pub(super) fn operand_stmt(
        &mut self,
        range: bool,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        // MLIR's parser reads the operand after the `:` as optional: without one, the
        // statement ends there.
        let ty = if self.eat(Tok::Colon) && self.at(Tok::PercentId) {
            Some(self.use_of(
                scope,
                Some(if range { Kind::TypeRange } else { Kind::Type }),
            )?)
        } else {
            None
        };
        out_kinds.push(if range { Kind::ValueRange } else { Kind::Value });
        Ok(if range {
            StmtKind::Operands { ty }
        } else {
            StmtKind::Operand { ty }
        })
    }

    /// `pdl.type [: constant]`.
    pub(super) fn type_stmt(&mut self, out_kinds: &mut Vec<Kind>) -> PResult<StmtKind> {
        self.leading_attr_dict()?;
        let constant = if self.eat(Tok::Colon) {
            // `$constantType` is a type attribute: MLIR reads an attribute there.
            if matches!(
                self.tok.kind,
                Tok::PercentId | Tok::Colon | Tok::RBrace | Tok::RParen | Tok::Comma | Tok::Eof
            ) {
                return Err(self.err_expected("attribute value"));
            }
            Some(self.mlir_type()?)
        } else {
            None
        };
        out_kinds.push(Kind::Type);
        Ok(StmtKind::Type { constant })
    }

    /// `pdl.types [: [constants]]`.
    pub(super) fn types_stmt(&mut self, out_kinds: &mut Vec<Kind>) -> PResult<StmtKind> {
        self.leading_attr_dict()?;
        let constant = if self.eat(Tok::Colon) {
            let at = self.span();
            let (_, attr) = self.mlir_attr()?;
            let AttrKind::Array(elems) = attr else {
                return Err(Diagnostic::error(at, "expected an array of types"));
            };
            let mut tys = Vec::new();
            for e in elems.iter() {
                match self.ctx.attr_kind(*e) {
                    AttrKind::Type(t) => tys.push(print_type(&self.ctx, *t)),
                    _ => return Err(Diagnostic::error(at, "expected an array of types")),
                }
            }
            Some(tys)
        } else {
            None
        };
        out_kinds.push(Kind::TypeRange);
        Ok(StmtKind::Types { constant })
    }

    /// The attribute dictionary `pdl.type(s)` may have before their `:` (discardable
    /// attributes, accepted and dropped).
    fn leading_attr_dict(&mut self) -> PResult<()> {
        if self.at(Tok::LBrace) {
            self.discardable_dict()?;
        }
        Ok(())
    }

    /// `pdl.attribute [: %type] [= constant] [attributes {...}]`.
    pub(super) fn attribute_stmt(
        &mut self,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        // As `pdl.operand`'s: the type operand after `:` is optional.
        let ty = if self.eat(Tok::Colon) && self.at(Tok::PercentId) {
            Some(self.use_of(scope, Some(Kind::Type))?)
        } else {
            None
        };
        let value = if self.eat(Tok::Equal) {
            Some(self.mlir_attr()?.0)
        } else {
            None
        };
        // `attributes {...}`: discardable attributes, accepted and dropped.
        if self.at_kw("attributes") {
            self.bump();
            if !self.at(Tok::LBrace) {
                return Err(self.err_expected("'{' in attribute dictionary"));
            }
            self.discardable_dict()?;
        }
        out_kinds.push(Kind::Attribute);
        Ok(StmtKind::Attribute { ty, value })
    }

    /// `pdl.range %a, %b : kinds` or `pdl.range : !pdl.range<...>` (an empty range).
    pub(super) fn range_stmt(
        &mut self,
        op_span: Span,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        let mut args = Vec::new();
        if self.at(Tok::PercentId) {
            args = self.uses_with_kinds(scope)?;
            let elem = |k: Kind| match k {
                Kind::Value | Kind::ValueRange => Some(Kind::ValueRange),
                Kind::Type | Kind::TypeRange => Some(Kind::TypeRange),
                _ => None,
            };
            let first = elem(scope.kinds[args[0].0 as usize]);
            let base = |k: Option<Kind>| {
                if k == Some(Kind::TypeRange) {
                    "!pdl.type"
                } else {
                    "!pdl.value"
                }
            };
            if let Some(bad) = args
                .iter()
                .find(|a| elem(scope.kinds[a.0 as usize]) != first)
            {
                let got = scope.kinds[bad.0 as usize].mlir();
                return Err(Diagnostic::error(
                    op_span,
                    format!("'pdl.range' op expected operand to have element type '{}', but got '{got}'", base(first)),
                ));
            }
            out_kinds.push(first.unwrap_or(Kind::ValueRange));
        } else {
            self.expect_tok(Tok::Colon, "':'")?;
            let at = self.span();
            let k = self.kind()?;
            if !k.is_range() {
                return Err(Diagnostic::error(
                    at,
                    "expected !pdl.range<value> or !pdl.range<type>",
                ));
            }
            out_kinds.push(k);
        }
        Ok(StmtKind::Range { args })
    }
}
