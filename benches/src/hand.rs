//! Hand-written Rust matchers for the [`workloads`](crate::workloads), written the obvious
//! way against the same access traits ([`PayloadRead`], through
//! [`Pattern`](pdl_runtime::rewrite::Pattern)): one pattern per PDL pattern, each
//! checking what its PDL pattern checks and rewriting as it does, so that all three back ends
//! produce the same IR. Names, types and attributes a pattern compares with are interned once,
//! when the pattern is made for a payload (as an MLIR pattern caches them from its context).
//!
//! [`HandMatcher`] matches without rewriting, dispatching on the root name as
//! [`FrozenPatternSet`](pdl_runtime::rewrite::FrozenPatternSet) does; [`frozen`]
//! puts the patterns in a frozen set for the greedy driver.

use pdl_runtime::access::{PayloadRead, PayloadWrite};
use pdl_runtime::rewrite::{FrozenPatternSet, RewritePatternSet};
use pdl_runtime::rewrite::{MatchFailure, Pattern};
use pdl_runtime::rewrite::{RewriteError, Rewriter};
use rustc_hash::FxHashMap;

/// Whether `op` has `operands` operands and one result.
fn shape<P: PayloadRead>(ir: &P, op: P::Op, operands: usize) -> bool {
    ir.num_operands(op) == operands && ir.num_results(op) == 1
}

/// The operation defining operand `i` of `op`, if it is named `name`, has `operands`
/// operands and one result of type `ty` (any type if `None`).
fn producer<P: PayloadRead>(
    ir: &P,
    op: P::Op,
    i: usize,
    name: P::Name,
    operands: usize,
    ty: Option<P::Type>,
) -> Option<P::Op> {
    let def = ir.defining_op(ir.operand(op, i))?;
    (ir.op_name(def) == name
        && shape(ir, def, operands)
        && ty.is_none_or(|t| ir.value_type(ir.result(def, 0)) == t))
    .then_some(def)
}

/// `"test.op<i>"(x) -> "test.done<i>"(x)` (workload `many`).
#[derive(Clone, Debug)]
pub struct OpToDone {
    root: String,
    done: String,
}

impl OpToDone {
    /// Pattern `i` of [`many_patterns`](crate::workloads::many_patterns).
    pub fn new(i: usize) -> Self {
        OpToDone {
            root: format!("test.op{i}"),
            done: format!("test.done{i}"),
        }
    }
}

impl<P: PayloadWrite + 'static> Pattern<P> for OpToDone {
    type State = (P::Value, P::Type);
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn name(&self) -> &str {
        &self.root
    }
    fn match_op(&self, ir: &P, op: P::Op) -> Result<Self::State, MatchFailure> {
        if !shape(ir, op, 1) {
            return Err(MatchFailure::new("expected one operand and one result"));
        }
        Ok((ir.operand(op, 0), ir.value_type(ir.result(op, 0))))
    }
    fn rewrite(
        &self,
        (x, t): Self::State,
        op: P::Op,
        rw: &mut Rewriter<'_, P>,
    ) -> Result<(), RewriteError> {
        let new = rw.create_op(&self.done, &[x], &[t], &[]);
        let v = rw.payload().result(new, 0);
        rw.replace_op(op, &[v])
    }
}

/// Pattern `i` of [`prefix_patterns`](crate::workloads::prefix_patterns): a `"test.root"`
/// at the end of a `c -> b -> a` chain, all `i32`, whose `"test.c"` has `k = i : i32`.
pub struct PrefixRoot<P: PayloadRead> {
    names: [P::Name; 3],
    k: P::Name,
    value: P::Attr,
    i32: P::Type,
}

impl<P: PayloadWrite> PrefixRoot<P> {
    /// Pattern `i`, with its names, type and attribute interned in `ir`.
    pub fn new(ir: &mut P, i: usize) -> Option<Self> {
        Some(PrefixRoot {
            names: ["test.c", "test.b", "test.a"].map(|n| ir.intern_name(n)),
            k: ir.intern_name("k"),
            value: ir.get_attr(&format!("{i} : i32"))?,
            i32: ir.get_type("i32")?,
        })
    }
}

impl<P> Pattern<P> for PrefixRoot<P>
where
    P: PayloadWrite + 'static,
    P::Name: Send + Sync,
    P::Attr: Send + Sync,
    P::Type: Send + Sync,
{
    type State = P::Value;
    fn root(&self) -> Option<&str> {
        Some("test.root")
    }
    fn match_op(&self, ir: &P, op: P::Op) -> Result<P::Value, MatchFailure> {
        let t = Some(self.i32);
        if !shape(ir, op, 1) || ir.value_type(ir.result(op, 0)) != self.i32 {
            return Err(MatchFailure::new("not one operand and one i32 result"));
        }
        let a = producer(ir, op, 0, self.names[2], 1, t)
            .ok_or(MatchFailure::new("the operand is not from \"test.a\""))?;
        let b = producer(ir, a, 0, self.names[1], 1, t)
            .ok_or(MatchFailure::new("not from \"test.b\""))?;
        let c = producer(ir, b, 0, self.names[0], 1, t)
            .ok_or(MatchFailure::new("not from \"test.c\""))?;
        if ir.attribute(c, self.k) != Some(self.value) {
            return Err(MatchFailure::new("another `k`"));
        }
        Ok(ir.operand(op, 0))
    }
    fn rewrite(
        &self,
        a: P::Value,
        op: P::Op,
        rw: &mut Rewriter<'_, P>,
    ) -> Result<(), RewriteError> {
        let new = rw.create_op("test.done", &[a], &[self.i32], &[("k", self.value)]);
        let v = rw.payload().result(new, 0);
        rw.replace_op(op, &[v])
    }
}

/// The depth-5 chain pattern of [`chain_patterns`](crate::workloads::chain_patterns).
pub struct Chain5<P: PayloadRead> {
    step: P::Name,
    head: P::Name,
}

impl<P: PayloadWrite> Chain5<P> {
    /// The pattern, with its names interned in `ir`.
    pub fn new(ir: &mut P) -> Self {
        Chain5 {
            step: ir.intern_name("test.step"),
            head: ir.intern_name("test.head"),
        }
    }
}

impl<P> Pattern<P> for Chain5<P>
where
    P: PayloadWrite + 'static,
    P::Name: Send + Sync,
{
    type State = (P::Value, P::Type);
    fn root(&self) -> Option<&str> {
        Some("test.step")
    }
    fn match_op(&self, ir: &P, op: P::Op) -> Result<Self::State, MatchFailure> {
        if !shape(ir, op, 1) {
            return Err(MatchFailure::new("not one operand and one result"));
        }
        let t = Some(ir.value_type(ir.result(op, 0)));
        let mut cur = op;
        for _ in 0..3 {
            cur = producer(ir, cur, 0, self.step, 1, t)
                .ok_or(MatchFailure::new("not a chain of steps"))?;
        }
        let head = producer(ir, cur, 0, self.head, 1, t)
            .ok_or(MatchFailure::new("the chain does not start at a head"))?;
        Ok((ir.operand(head, 0), ir.value_type(ir.result(op, 0))))
    }
    fn rewrite(
        &self,
        (x, t): Self::State,
        op: P::Op,
        rw: &mut Rewriter<'_, P>,
    ) -> Result<(), RewriteError> {
        let new = rw.create_op("test.fused", &[x], &[t], &[]);
        let v = rw.payload().result(new, 0);
        rw.replace_op(op, &[v])
    }
}

/// Seed 000's fully connected layer, rooted at the `"tf.Relu"` (as the lowering roots it),
/// reaching the weight and bias updates through the users of the weight and the bias.
pub struct FcLayer<P: PayloadRead> {
    names: FcNames<P>,
}

struct FcNames<P: PayloadRead> {
    bias_add: P::Name,
    mat_mul: P::Name,
    mul: P::Name,
    sub: P::Name,
}

/// An SGD update `"tf.Sub"(param, "tf.Mul"(grad, lr))`.
struct Update<P: PayloadRead> {
    sub: P::Op,
    mul: P::Op,
    grad: P::Value,
    lr: P::Value,
    ty: P::Type,
}

/// What a fully connected layer match hands to its rewrite.
pub struct FcMatch<P: PayloadRead> {
    ops: [P::Op; 7],
    operands: [P::Value; 6],
    types: [P::Type; 3],
}

impl<P: PayloadWrite> FcLayer<P> {
    /// The pattern, with its names interned in `ir`.
    pub fn new(ir: &mut P) -> Self {
        FcLayer {
            names: FcNames {
                bias_add: ir.intern_name("tf.BiasAdd"),
                mat_mul: ir.intern_name("tf.MatMul"),
                mul: ir.intern_name("tf.Mul"),
                sub: ir.intern_name("tf.Sub"),
            },
        }
    }

    /// The SGD updates of `param` among its users.
    fn updates<'a>(&'a self, ir: &'a P, param: P::Value) -> impl Iterator<Item = Update<P>> + 'a {
        ir.users(param).filter_map(move |(sub, _)| {
            if ir.op_name(sub) != self.names.sub
                || !shape(ir, sub, 2)
                || ir.operand(sub, 0) != param
            {
                return None;
            }
            let ty = ir.value_type(ir.result(sub, 0));
            let mul = producer(ir, sub, 1, self.names.mul, 2, Some(ty))?;
            Some(Update {
                sub,
                mul,
                grad: ir.operand(mul, 0),
                lr: ir.operand(mul, 1),
                ty,
            })
        })
    }
}

impl<P> Pattern<P> for FcLayer<P>
where
    P: PayloadWrite + 'static,
    P::Name: Send + Sync,
{
    type State = FcMatch<P>;
    fn root(&self) -> Option<&str> {
        Some("tf.Relu")
    }
    fn match_op(&self, ir: &P, relu: P::Op) -> Result<FcMatch<P>, MatchFailure> {
        if !shape(ir, relu, 1) {
            return Err(MatchFailure::new("not one operand and one result"));
        }
        let vec = ir.value_type(ir.result(relu, 0));
        let bias_add = producer(ir, relu, 0, self.names.bias_add, 2, Some(vec)).ok_or(
            MatchFailure::new("the operand is not from a \"tf.BiasAdd\""),
        )?;
        let mat_mul = producer(ir, bias_add, 0, self.names.mat_mul, 2, Some(vec))
            .ok_or(MatchFailure::new("the bias add is not of a \"tf.MatMul\""))?;
        let (act, weight) = (ir.operand(mat_mul, 0), ir.operand(mat_mul, 1));
        let bias = ir.operand(bias_add, 1);
        for w in self.updates(ir, weight) {
            if let Some(b) = self.updates(ir, bias).find(|b| b.lr == w.lr) {
                return Ok(FcMatch {
                    ops: [relu, bias_add, mat_mul, w.sub, w.mul, b.sub, b.mul],
                    operands: [act, weight, bias, w.grad, b.grad, w.lr],
                    types: [vec, w.ty, b.ty],
                });
            }
        }
        Err(MatchFailure::new(
            "no weight and bias updates with one learning rate",
        ))
    }
    fn rewrite(
        &self,
        m: FcMatch<P>,
        _op: P::Op,
        rw: &mut Rewriter<'_, P>,
    ) -> Result<(), RewriteError> {
        let [relu, bias_add, mat_mul, w_sub, w_mul, b_sub, b_mul] = m.ops;
        let fused = rw.create_op("fused.fc_layer", &m.operands, &m.types, &[]);
        let [out, new_weight, new_bias] = [0, 1, 2].map(|i| rw.payload().result(fused, i));
        rw.replace_op(relu, &[out])?;
        rw.replace_op(w_sub, &[new_weight])?;
        rw.replace_op(b_sub, &[new_bias])?;
        for op in [bias_add, mat_mul, w_mul, b_mul] {
            rw.erase_op(op)?;
        }
        Ok(())
    }
}

/// Match-only runs of hand-written patterns: the patterns of each root name, found by the
/// operation's interned name, tried in turn.
pub struct HandMatcher<'a, P: PayloadRead, T> {
    by_name: FxHashMap<P::Name, Vec<&'a T>>,
}

impl<'a, P: PayloadWrite, T: Pattern<P>> HandMatcher<'a, P, T> {
    /// Indexes `patterns` by root name, interned in `ir`. Patterns matching any operation
    /// are not supported here (none of the workloads has one) and are left out.
    pub fn new(patterns: &'a [T], ir: &mut P) -> Self {
        let mut by_name: FxHashMap<P::Name, Vec<&'a T>> = FxHashMap::default();
        for p in patterns {
            if let Some(root) = p.root() {
                by_name.entry(ir.intern_name(root)).or_default().push(p);
            }
        }
        HandMatcher { by_name }
    }

    /// The number of (pattern, operation) matches among `ops`.
    pub fn count_matches(&self, ir: &P, ops: &[P::Op]) -> usize {
        let mut found = 0;
        for &op in ops {
            if let Some(patterns) = self.by_name.get(&ir.op_name(op)) {
                found += patterns
                    .iter()
                    .filter(|p| p.match_op(ir, op).is_ok())
                    .count();
            }
        }
        found
    }
}

/// A frozen set of `patterns`, for the greedy driver.
pub fn frozen<P, T>(patterns: impl IntoIterator<Item = T>) -> FrozenPatternSet<P>
where
    P: PayloadWrite + 'static,
    T: Pattern<P> + 'static,
{
    let mut set = RewritePatternSet::new();
    for p in patterns {
        set.add(p);
    }
    set.freeze()
}
