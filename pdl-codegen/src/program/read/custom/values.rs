//! Values and blocks of the custom syntax: uses of values by name (resolved, or defined
//! ahead with the type their use gives, as MLIR's forward references are), results bound to
//! names, successors and block labels.

use pdl_runtime::text::Tok;

use super::{Bound, Label, PResult, Reader, Ref};
use crate::diag::{Diagnostic, Span};
use crate::model::Kind;
use crate::program::{BlockId, RegionId, Val};

impl Reader<'_> {
    pub(super) fn value_ref(&mut self) -> PResult<Ref> {
        let t = self.expect_tok(Tok::PercentId, "SSA value")?;
        let name = self.src[t.start + 1..t.end].to_string();
        let mut span = Self::tok_span(t);
        let mut index = 0;
        if self.at(Tok::HashId) && self.tok.start == t.end {
            let h = self.tok;
            index = self.src[h.start + 1..h.end].parse().map_err(|_| {
                Diagnostic::error(Self::tok_span(h), "invalid SSA value result number")
            })?;
            span.end = h.end as u32;
            self.bump();
        }
        Ok(Ref { name, index, span })
    }

    pub(super) fn refs(&mut self) -> PResult<Vec<Ref>> {
        let mut v = vec![self.value_ref()?];
        while self.eat(Tok::Comma) {
            v.push(self.value_ref()?);
        }
        Ok(v)
    }

    /// The value `r` names, which must have type `ty`; a name not defined yet is a forward
    /// reference, resolved when it is defined.
    pub(super) fn resolve(&mut self, r: &Ref, ty: Kind) -> PResult<Val> {
        let mismatch = |prior: Kind, at: Span| {
            Diagnostic::error(
                r.span,
                format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    r.name,
                    ty.mlir(),
                    prior.mlir()
                ),
            )
            .with_note(Some(at), "prior use here")
        };
        if let Some((vals, def)) = self.names.get(&r.name) {
            let Some(&v) = vals.get(r.index as usize) else {
                return Err(Diagnostic::error(
                    r.span,
                    "reference to invalid result number",
                ));
            };
            let prior = self.b.types[v.0 as usize];
            return if prior == ty {
                Ok(v)
            } else {
                Err(mismatch(prior, *def))
            };
        }
        let known = self
            .forward
            .get(&r.name)
            .and_then(|uses| uses.iter().find(|u| u.0 == r.index).copied());
        if let Some((_, v, at)) = known {
            let prior = self.b.types[v.0 as usize];
            return if prior == ty {
                Ok(v)
            } else {
                Err(mismatch(prior, at))
            };
        }
        let v = self.b.new_val(ty, r.span);
        self.forward
            .entry(r.name.clone())
            .or_default()
            .push((r.index, v, r.span));
        Ok(v)
    }

    pub(super) fn operand(&mut self, ty: Kind) -> PResult<Val> {
        let r = self.value_ref()?;
        self.resolve(&r, ty)
    }

    /// `%a, %b : T, U`
    pub(super) fn typed_operands(&mut self) -> PResult<Vec<Val>> {
        let refs = self.refs()?;
        self.expect_tok(Tok::Colon, "':'")?;
        let start = self.tok.start;
        let types = self.type_list()?;
        if types.len() != refs.len() {
            return Err(Diagnostic::error(
                Span::new(start, self.prev_end),
                format!(
                    "{} operands present, but expected {}",
                    refs.len(),
                    types.len()
                ),
            ));
        }
        refs.iter()
            .zip(types)
            .map(|(r, (t, _))| self.resolve(r, t))
            .collect()
    }

    /// `( %a, %b : T, U )`, possibly empty.
    pub(super) fn paren_operands(&mut self) -> PResult<Vec<Val>> {
        self.expect_tok(Tok::LParen, "'('")?;
        if self.eat(Tok::RParen) {
            return Ok(Vec::new());
        }
        let v = self.typed_operands()?;
        self.expect_tok(Tok::RParen, "')'")?;
        Ok(v)
    }

    /// Defines `name` as a group of `types.len()` values, taking over its forward uses.
    pub(super) fn define(&mut self, name: &str, span: Span, types: &[Kind]) -> PResult<Vec<Val>> {
        if let Some((_, prev)) = self.names.get(name) {
            return Err(
                Diagnostic::error(span, format!("redefinition of SSA value '%{name}'"))
                    .with_note(Some(*prev), "previously defined here"),
            );
        }
        let uses = self.forward.remove(name).unwrap_or_default();
        if let Some(u) = uses.iter().find(|u| u.0 as usize >= types.len()) {
            return Err(Diagnostic::error(u.2, "reference to invalid result number"));
        }
        let mut vals = Vec::with_capacity(types.len());
        for (i, &ty) in types.iter().enumerate() {
            match uses.iter().find(|u| u.0 as usize == i) {
                Some(&(_, v, at)) => {
                    let prior = self.b.types[v.0 as usize];
                    if prior != ty {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "definition of SSA value '%{name}#{i}' has type {}",
                                ty.mlir()
                            ),
                        )
                        .with_note(
                            Some(at),
                            format!("previously used here with type {}", prior.mlir()),
                        ));
                    }
                    self.b.val_span[v.0 as usize] = span;
                    vals.push(v);
                }
                None => vals.push(self.b.new_val(ty, span)),
            }
        }
        self.names.insert(name.to_string(), (vals.clone(), span));
        if let Some(f) = self.frames.last_mut() {
            f.push(name.to_string());
        }
        Ok(vals)
    }

    /// `%a, %b:2 =` before an operation.
    pub(super) fn bound_results(&mut self) -> PResult<Vec<Bound>> {
        let mut out = Vec::new();
        if !self.at(Tok::PercentId) {
            return Ok(out);
        }
        loop {
            let t = self.expect_tok(Tok::PercentId, "SSA value name")?;
            let mut count = 1;
            if self.eat(Tok::Colon) {
                let at = self.span();
                count = self.int(u64::from(u32::MAX))? as u32;
                if count == 0 {
                    return Err(Diagnostic::error(
                        at,
                        "expected named operation to have at least 1 result",
                    ));
                }
            }
            out.push(Bound {
                name: self.src[t.start + 1..t.end].to_string(),
                count,
                span: Self::tok_span(t),
            });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect_tok(Tok::Equal, "'=' after SSA name")?;
        Ok(out)
    }

    /// Binds the results of the operation read (of types `types`) to the names written
    /// before it.
    pub(super) fn bind(
        &mut self,
        bound: &[Bound],
        types: &[Kind],
        start: usize,
    ) -> PResult<Vec<Val>> {
        let declared: u64 = bound.iter().map(|b| u64::from(b.count)).sum();
        let span = Span::new(start, self.prev_end);
        if bound.is_empty() {
            return Ok(types.iter().map(|&t| self.b.new_val(t, span)).collect());
        }
        if declared != types.len() as u64 {
            return Err(Diagnostic::error(
                bound[0].span,
                format!(
                    "operation defines {} results but was provided {declared} to bind",
                    types.len()
                ),
            ));
        }
        let mut out = Vec::with_capacity(types.len());
        let mut k = 0;
        for b in bound {
            let n = b.count as usize;
            out.extend(self.define(&b.name, b.span, &types[k..k + n])?);
            k += n;
        }
        Ok(out)
    }

    /// A use of a block label (`^name`) of the current region.
    pub(super) fn succ(&mut self) -> PResult<BlockId> {
        let t = self.expect_tok(Tok::CaretId, "block name")?;
        let name = self.text(t).to_string();
        let span = Self::tok_span(t);
        let Some(labels) = self.labels.last() else {
            return Err(Diagnostic::error(span, "block reference outside a region"));
        };
        if let Some(l) = labels.get(&name) {
            return Ok(l.block);
        }
        let block = self.b.new_block(span);
        if let Some(labels) = self.labels.last_mut() {
            labels.insert(
                name,
                Label {
                    block,
                    defined: false,
                    first_use: span,
                },
            );
        }
        Ok(block)
    }

    pub(super) fn succ_pair(&mut self) -> PResult<(BlockId, BlockId)> {
        self.expect_tok(Tok::Arrow, "'->'")?;
        let then = self.succ()?;
        self.expect_tok(Tok::Comma, "','")?;
        Ok((then, self.succ()?))
    }

    /// `( ^a, ^b ) {attrs} -> ^default` of a switch.
    pub(super) fn switch_dests(&mut self) -> PResult<(Vec<BlockId>, BlockId)> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut dests = Vec::new();
        if !self.at(Tok::RParen) {
            dests.push(self.succ()?);
            while self.eat(Tok::Comma) {
                dests.push(self.succ()?);
            }
        }
        self.expect_tok(Tok::RParen, "')'")?;
        self.attr_dict(&[])?;
        self.expect_tok(Tok::Arrow, "'->'")?;
        Ok((dests, self.succ()?))
    }

    /// Defines label `name` in region `r`.
    pub(super) fn define_label(&mut self, r: RegionId, name: &str, span: Span) -> PResult<BlockId> {
        let existing = self
            .labels
            .last()
            .and_then(|l| l.get(name))
            .map(|l| (l.block, l.defined));
        let block = match existing {
            Some((_, true)) => {
                return Err(Diagnostic::error(
                    span,
                    format!("redefinition of block '{name}'"),
                ))
            }
            Some((b, false)) => b,
            None => self.b.new_block(span),
        };
        self.b.place_block(r, block);
        self.b.set_block_span(block, span);
        if let Some(labels) = self.labels.last_mut() {
            labels.insert(
                name.to_string(),
                Label {
                    block,
                    defined: true,
                    first_use: span,
                },
            );
        }
        Ok(block)
    }
}
