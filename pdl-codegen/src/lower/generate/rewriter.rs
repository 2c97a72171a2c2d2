//! The rewriter functions: each pattern's rewrite, statement for statement, with the
//! matched values it uses as arguments and its constants created in place.

use crate::model::KindExt;
use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Traits};

use super::{Diagnostic, Gen};
use crate::lower::position::PosId;
use crate::lower::predicate::{const_attr, type_attr, types_attr};
use crate::model::Kind;
use crate::model::{Pattern, RewriteAction, StmtKind, ValueId};
use crate::program::{BlockId, Function, Op, Val};

impl Gen<'_> {
    /// Builds the rewriter of pattern `pi`; returns its index and the positions of the
    /// matched values it takes, in argument order.
    pub(super) fn rewriter(&mut self, pi: usize) -> (usize, Vec<PosId>) {
        let index = self.prog.rewriters.len();
        let name = if index == 0 {
            "pdl_generated_rewriter".to_string()
        } else {
            format!("pdl_generated_rewriter_{}", index - 1)
        };
        let body = self.new_region();
        let entry = self.new_block(body);
        self.prog.rewriters.push(Function { name, body });
        let mut rw = Rewriter {
            g: self,
            pi,
            block: entry,
            values: FxHashMap::default(),
            used: Vec::new(),
        };
        rw.run();
        let used = rw.used;
        self.emit(entry, Op::Finalize);
        (index, used)
    }
}

/// The builder of one rewriter function.
struct Rewriter<'g, 'a> {
    g: &'g mut Gen<'a>,
    pi: usize,
    block: BlockId,
    /// Pattern value -> rewriter value.
    values: FxHashMap<ValueId, Val>,
    /// Positions of the matched values taken as arguments, in order.
    used: Vec<PosId>,
}

impl<'a> Rewriter<'_, 'a> {
    /// The pattern (borrowed from the generator's input, not from the rewriter, so that
    /// its statements are read while the program grows).
    fn pattern(&self) -> &'a Pattern {
        let patterns: &'a [Pattern] = self.g.patterns;
        &patterns[self.pi]
    }

    fn emit(&mut self, op: Op) {
        self.g.emit(self.block, op);
    }

    fn new_val(&mut self, t: Kind) -> Val {
        self.g.new_val(t)
    }

    /// The match-section statement defining `v`, if any.
    fn match_def(&self, v: ValueId) -> Option<&'a StmtKind> {
        self.pattern()
            .matcher
            .iter()
            .find(|s| s.results.contains(&v))
            .map(|s| &s.op)
    }

    /// The index of the rewrite statement defining `v`, if any.
    fn rewrite_def(&self, v: ValueId) -> Option<usize> {
        self.pattern()
            .rewrite_body()
            .iter()
            .position(|s| s.results.contains(&v))
    }

    /// The rewriter's value for pattern value `v`: already computed, a constant created
    /// here, or a new argument taking the matched value.
    fn map(&mut self, v: ValueId) -> Val {
        if let Some(&x) = self.values.get(&v) {
            return x;
        }
        let constant = match self.match_def(v) {
            Some(StmtKind::Attribute {
                value: Some(text), ..
            }) => {
                let a = const_attr(&mut self.g.prog.ctx, text);
                let r = self.new_val(Kind::Attribute);
                Some(Op::CreateAttribute {
                    result: r,
                    value: a,
                })
            }
            Some(StmtKind::Type {
                constant: Some(text),
            }) => {
                let a = type_attr(&mut self.g.prog.ctx, text);
                let r = self.new_val(Kind::Type);
                Some(Op::CreateType { result: r, ty: a })
            }
            Some(StmtKind::Types {
                constant: Some(texts),
            }) => {
                let a = types_attr(&mut self.g.prog.ctx, texts);
                let r = self.new_val(Kind::TypeRange);
                Some(Op::CreateTypes {
                    result: r,
                    types: a,
                })
            }
            _ => None,
        };
        if let Some(op) = constant {
            let r = match &op {
                Op::CreateAttribute { result, .. }
                | Op::CreateType { result, .. }
                | Op::CreateTypes { result, .. } => *result,
                _ => unreachable!("constants only"),
            };
            self.emit(op);
            self.values.insert(v, r);
            return r;
        }
        let kind = self.pattern().kind(v);
        let pos = self.g.preds[self.pi].inputs.get(&v).copied();
        let Some(pos) = pos else {
            let span = self.pattern().spans.pattern;
            self.g.fail(Diagnostic::error(
                span,
                "cannot lower the rewrite: it uses a value the match does not bind",
            ));
            return self.new_val(kind);
        };
        self.used.push(pos);
        let arg = self.new_val(kind);
        self.g.prog.blocks[self.block.0 as usize].args.push(arg);
        self.values.insert(v, arg);
        arg
    }

    fn run(&mut self) {
        let p = self.pattern();
        match &p.rewrite.action {
            RewriteAction::External { name, args } => {
                // The root (MLIR), or every root of seed 000's multi-root form, in order.
                let mut vals = Vec::new();
                for &r in &p.rewrite.roots {
                    vals.push(self.map(r));
                }
                for &a in args {
                    vals.push(self.map(a));
                }
                self.emit(Op::ApplyRewrite {
                    name: name.clone(),
                    args: vals,
                    results: Vec::new(),
                });
            }
            RewriteAction::Body(stmts) => {
                for (si, s) in stmts.iter().enumerate() {
                    self.stmt(p, si, &s.op, &s.results);
                }
            }
        }
    }

    fn stmt(&mut self, p: &Pattern, si: usize, op: &StmtKind, results: &[ValueId]) {
        match op {
            StmtKind::ApplyRewrite { name, args } => {
                let args: Vec<Val> = args.iter().map(|&a| self.map(a)).collect();
                let rs: Vec<Val> = results.iter().map(|&r| self.new_val(p.kind(r))).collect();
                for (&r, &v) in results.iter().zip(&rs) {
                    self.values.insert(r, v);
                }
                self.emit(Op::ApplyRewrite {
                    name: name.clone(),
                    args,
                    results: rs,
                });
            }
            StmtKind::Attribute { value, .. } => {
                let a = match value {
                    Some(t) => const_attr(&mut self.g.prog.ctx, t),
                    None => self.g.prog.ctx.intern_attr(AttrKind::Unit),
                };
                let r = self.new_val(Kind::Attribute);
                self.emit(Op::CreateAttribute {
                    result: r,
                    value: a,
                });
                if let Some(&v) = results.first() {
                    self.values.insert(v, r);
                }
            }
            StmtKind::Erase { op } => {
                let o = self.map(*op);
                self.emit(Op::Erase { op: o });
            }
            StmtKind::Operation {
                name,
                operands,
                attributes,
                types,
            } => self.create_operation(p, si, results, name, operands, attributes, types),
            StmtKind::Range { args } => {
                let args: Vec<Val> = args.iter().map(|&a| self.map(a)).collect();
                let Some(&r) = results.first() else { return };
                let v = self.new_val(p.kind(r));
                self.emit(Op::CreateRange { result: v, args });
                self.values.insert(r, v);
            }
            StmtKind::Replace {
                op,
                with_op,
                with_values,
            } => self.replace(*op, *with_op, with_values),
            StmtKind::Result { parent, index } => {
                let pv = self.map(*parent);
                let r = self.new_val(Kind::Value);
                self.emit(Op::GetResult {
                    result: r,
                    op: pv,
                    index: *index,
                });
                if let Some(&v) = results.first() {
                    self.values.insert(v, r);
                }
            }
            StmtKind::Results { parent, index } => {
                let pv = self.map(*parent);
                let Some(&v) = results.first() else { return };
                let r = self.new_val(p.kind(v));
                self.emit(Op::GetResults {
                    result: r,
                    op: pv,
                    index: *index,
                });
                self.values.insert(v, r);
            }
            StmtKind::Type {
                constant: Some(text),
            } => {
                let a = type_attr(&mut self.g.prog.ctx, text);
                let r = self.new_val(Kind::Type);
                self.emit(Op::CreateType { result: r, ty: a });
                if let Some(&v) = results.first() {
                    self.values.insert(v, r);
                }
            }
            StmtKind::Types {
                constant: Some(texts),
            } => {
                let a = types_attr(&mut self.g.prog.ctx, texts);
                let r = self.new_val(Kind::TypeRange);
                self.emit(Op::CreateTypes {
                    result: r,
                    types: a,
                });
                if let Some(&v) = results.first() {
                    self.values.insert(v, r);
                }
            }
            _ => {}
        }
    }

    /// `pdl.operation` in a rewrite: the operation created, then the types of its results
    /// made available to later statements.
    #[allow(clippy::too_many_arguments)] // The statement's fields and where it is.
    fn create_operation(
        &mut self,
        p: &Pattern,
        si: usize,
        results: &[ValueId],
        name: &Option<String>,
        operands: &[ValueId],
        attributes: &[(String, ValueId)],
        types: &[ValueId],
    ) {
        let Some(&result_id) = results.first() else {
            return;
        };
        let ops: Vec<Val> = operands.iter().map(|&o| self.map(o)).collect();
        let attrs: Vec<(String, Val)> = attributes
            .iter()
            .map(|(n, a)| (n.clone(), self.map(*a)))
            .collect();
        let (tys, inferred) = self.result_types(p, si, result_id, name.as_deref(), types);
        let created = self.new_val(Kind::Operation);
        self.emit(Op::CreateOperation {
            result: created,
            name: name.clone().unwrap_or_default(),
            operands: ops,
            attributes: attrs,
            types: tys,
            inferred_result_types: inferred,
        });
        self.values.insert(result_id, created);
        // Make the types of the new operation's results available.
        if types.len() == 1 && p.kind(types[0]).is_range() {
            if !self.values.contains_key(&types[0]) {
                let rs = self.new_val(Kind::ValueRange);
                self.emit(Op::GetResults {
                    result: rs,
                    op: created,
                    index: None,
                });
                let t = self.new_val(Kind::TypeRange);
                self.emit(Op::GetValueType {
                    result: t,
                    value: rs,
                });
                self.values.insert(types[0], t);
            }
            return;
        }
        let mut seen_range = false;
        for (i, &t) in types.iter().enumerate() {
            if self.values.contains_key(&t) {
                continue;
            }
            let variadic = p.kind(t).is_range();
            seen_range |= variadic;
            let rv = if seen_range {
                let rv = self.new_val(Kind::values(variadic));
                self.emit(Op::GetResults {
                    result: rv,
                    op: created,
                    index: Some(i as u32),
                });
                rv
            } else {
                let rv = self.new_val(Kind::Value);
                self.emit(Op::GetResult {
                    result: rv,
                    op: created,
                    index: i as u32,
                });
                rv
            };
            let tv = self.new_val(Kind::types(variadic));
            self.emit(Op::GetValueType {
                result: tv,
                value: rv,
            });
            self.values.insert(t, tv);
        }
    }

    /// `pdl.replace` in a rewrite: a replacement by an operation's results or by values (an
    /// erasure when there is nothing to replace with).
    fn replace(&mut self, op: ValueId, with_op: Option<ValueId>, with_values: &[ValueId]) {
        let mut repl = Vec::new();
        if let Some(w) = with_op {
            let replaced_has_no_results = matches!(
                self.def_anywhere(op),
                Some(StmtKind::Operation { types, .. }) if types.is_empty()
            );
            if !replaced_has_no_results {
                let wv = self.map(w);
                let rs = self.new_val(Kind::ValueRange);
                self.emit(Op::GetResults {
                    result: rs,
                    op: wv,
                    index: None,
                });
                repl.push(rs);
            }
        } else {
            for &v in with_values {
                repl.push(self.map(v));
            }
        }
        let o = self.map(op);
        if repl.is_empty() {
            self.emit(Op::Erase { op: o });
        } else {
            self.emit(Op::Replace {
                op: o,
                values: repl,
            });
        }
    }

    /// The defining statement of `v` in the match section or the rewrite body.
    fn def_anywhere(&self, v: ValueId) -> Option<&'a StmtKind> {
        if let Some(s) = self.match_def(v) {
            return Some(s);
        }
        self.rewrite_def(v)
            .map(|i| &self.pattern().rewrite_body()[i].op)
    }

    /// The result types of the operation created by rewrite statement `si` (MLIR's
    /// `generateOperationResultTypeRewriter`): each written type if all are known here,
    /// else inferred by the operation if its registered definition implements
    /// `InferTypeOpInterface` (then `true` and no type), else the types of the results of
    /// the operation it replaces.
    fn result_types(
        &mut self,
        p: &Pattern,
        si: usize,
        op_value: ValueId,
        name: Option<&str>,
        types: &[ValueId],
    ) -> (Vec<Val>, bool) {
        if !types.is_empty() {
            let mut out = Vec::new();
            let mut ok = true;
            for &t in types {
                if let Some(&x) = self.values.get(&t) {
                    out.push(x);
                } else if self.rewrite_def(t).is_none() {
                    out.push(self.map(t));
                } else {
                    ok = false;
                    break;
                }
            }
            if ok {
                return (out, false);
            }
        }
        if name
            .and_then(|n| self.g.options.op_def(n))
            .is_some_and(|d| d.has(Traits::INFER_TYPE))
        {
            return (Vec::new(), true);
        }
        // The operation it replaces: uses in MLIR's use-list order (latest first).
        let body = p.rewrite_body();
        for s in body.iter().rev() {
            let StmtKind::Replace {
                op: replaced,
                with_op: Some(w),
                ..
            } = &s.op
            else {
                continue;
            };
            if *w != op_value {
                continue;
            }
            if let Some(ri) = self.rewrite_def(*replaced) {
                if ri >= si {
                    continue;
                }
            }
            let rv = self.map(*replaced);
            let rs = self.new_val(Kind::ValueRange);
            self.emit(Op::GetResults {
                result: rs,
                op: rv,
                index: None,
            });
            let t = self.new_val(Kind::TypeRange);
            self.emit(Op::GetValueType {
                result: t,
                value: rs,
            });
            return (vec![t], false);
        }
        if !types.is_empty() {
            let span = p.spans.rewrite.get(si).copied().unwrap_or(p.spans.pattern);
            self.g.fail(Diagnostic::error(
                span,
                "'pdl.operation' op unable to infer result type for operation",
            ));
        }
        (Vec::new(), false)
    }
}
