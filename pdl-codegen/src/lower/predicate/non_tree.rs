//! The statements outside the tree: native constraints, constant attributes and types,
//! results not used as operands.

use super::{
    const_attr, type_attr, types_attr, Answer, Builder, Diagnostic, Kind, Position, Predicate,
    Question, StmtKind, ValueId,
};

impl Builder<'_> {
    /// The predicates of statements outside the tree, in body order.
    pub(super) fn non_tree(&mut self) -> Result<(), Diagnostic> {
        let p = self.p;
        for (si, s) in p.matcher.iter().enumerate() {
            let span = p.spans.matcher.get(si).copied().unwrap_or(p.spans.pattern);
            if let StmtKind::ApplyConstraint { .. } = &s.op {
                self.constraint(&s.op, &s.results, span)?;
                continue;
            }
            // Values met in the tree already have their position.
            let Some(&r0) = s.results.first() else {
                continue;
            };
            if self.inputs.contains_key(&r0) {
                continue;
            }
            let pos = match &s.op {
                StmtKind::Attribute { value, .. } => {
                    let Some(value) = value else {
                        return Err(Diagnostic::error(
                            span,
                            "an attribute that is not part of an operation needs a value",
                        ));
                    };
                    let a = const_attr(self.ctx, value);
                    self.store.pos(Position::AttributeLiteral(a))
                }
                StmtKind::Result { parent, index } => {
                    let Some(&ppos) = self.inputs.get(parent) else {
                        return Err(self.internal("a result's operation was not reached"));
                    };
                    let pos = self.store.pos(Position::Result {
                        op: ppos,
                        index: *index,
                    });
                    self.not_null(pos);
                    pos
                }
                StmtKind::Results { parent, index } => {
                    let Some(&ppos) = self.inputs.get(parent) else {
                        return Err(self.internal("a result's operation was not reached"));
                    };
                    let variadic = self.is_range(r0);
                    let pos = self.store.pos(Position::ResultGroup {
                        op: ppos,
                        group: *index,
                        variadic,
                    });
                    if index.is_some() {
                        self.not_null(pos);
                    }
                    pos
                }
                StmtKind::Type { constant } => {
                    let Some(text) = constant else {
                        return Err(Diagnostic::error(
                            span,
                            "a type that is not part of an operation needs a constant value",
                        ));
                    };
                    let a = type_attr(self.ctx, text);
                    self.store.pos(Position::TypeLiteral(a))
                }
                StmtKind::Types { constant } => {
                    let Some(texts) = constant else {
                        return Err(Diagnostic::error(
                            span,
                            "types that are not part of an operation need constant values",
                        ));
                    };
                    let a = types_attr(self.ctx, texts);
                    self.store.pos(Position::TypeLiteral(a))
                }
                _ => continue,
            };
            self.inputs.insert(r0, pos);
        }
        Ok(())
    }

    /// The predicate of a native constraint statement, with the positions of its results.
    fn constraint(
        &mut self,
        op: &StmtKind,
        results: &[ValueId],
        span: crate::diag::Span,
    ) -> Result<(), Diagnostic> {
        let StmtKind::ApplyConstraint {
            name,
            args,
            negated,
        } = op
        else {
            return Ok(());
        };
        let mut positions = Vec::with_capacity(args.len());
        for a in args {
            let Some(&pos) = self.inputs.get(a) else {
                return Err(Diagnostic::error(
                    span,
                    "a constraint argument is not bound by the match section",
                ));
            };
            positions.push(pos);
        }
        // The constraint goes to its deepest argument (the first of the deepest).
        let mut at = None;
        for &pos in &positions {
            if at.is_none_or(|b| self.depth(pos) > self.depth(b)) {
                at = Some(pos);
            }
        }
        let Some(at) = at else {
            return Err(Diagnostic::error(span, "a constraint needs an argument"));
        };
        let kinds: Vec<Kind> = results.iter().map(|&r| self.p.kind(r)).collect();
        let q = self.store.question(Question::Constraint {
            name: name.clone(),
            args: positions,
            results: kinds,
            negated: *negated,
        });
        for (i, &r) in results.iter().enumerate() {
            let cpos = self.store.pos(Position::ConstraintResult {
                question: q,
                index: i as u32,
            });
            match self.inputs.get(&r).copied() {
                None => {
                    self.inputs.insert(r, cpos);
                }
                Some(existing) => {
                    let (first, second) = if self.depth(existing) < self.depth(cpos) {
                        (existing, cpos)
                    } else {
                        (cpos, existing)
                    };
                    self.equal_to(second, first);
                }
            }
        }
        let answer = self.store.answer(Answer::True);
        self.preds.push(Predicate {
            position: at,
            question: q,
            answer,
        });
        Ok(())
    }
}
