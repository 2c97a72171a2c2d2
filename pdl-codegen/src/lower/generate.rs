//! From the matcher tree to the matcher program, and each pattern's rewrite to its rewriter
//! function (MLIR's `PatternLowering` in `PDLToPDLInterp.cpp`).
//!
//! The matcher is generated depth first, failure edge before the node itself (so that an
//! upward traversal tries every user before giving up), with the values of positions
//! computed where first needed and reused in the blocks they dominate. Blocks are created in
//! MLIR's order, so the program reads (and prints) as MLIR's does.

use rustc_hash::FxHashMap as HashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context};

use super::position::{Answer, PosId, Position, PredicateStore, Question, QuestionId};
use super::predicate::{const_attr, type_attr, types_attr, PatternPredicates};
use super::tree::{MatcherTree, Node, NodeId};
use crate::diag::Diagnostic;
use crate::model::{Pattern, RewriteAction, StmtKind, ValueId};
use crate::program::{
    Block, BlockId, Function, KindExt, Op, PatternInfo, Program, Region, RegionId, Val, ValType,
};

/// A map from positions to values with nested scopes (MLIR's `ScopedHashTable`).
#[derive(Default)]
struct ScopedValues {
    map: HashMap<PosId, Val>,
    /// Per scope, what each insertion replaced.
    undo: Vec<Vec<(PosId, Option<Val>)>>,
}

impl ScopedValues {
    fn push(&mut self) {
        self.undo.push(Vec::new());
    }

    fn pop(&mut self) {
        for (k, old) in self.undo.pop().unwrap_or_default().into_iter().rev() {
            match old {
                Some(v) => self.map.insert(k, v),
                None => self.map.remove(&k),
            };
        }
    }

    fn insert(&mut self, k: PosId, v: Val) {
        let old = self.map.insert(k, v);
        if let Some(scope) = self.undo.last_mut() {
            scope.push((k, old));
        }
    }

    fn get(&self, k: PosId) -> Option<Val> {
        self.map.get(&k).copied()
    }
}

struct Gen<'a> {
    store: &'a PredicateStore,
    tree: &'a MatcherTree,
    patterns: &'a [Pattern],
    preds: &'a [PatternPredicates],
    prog: Program,
    values: ScopedValues,
    failure_stack: Vec<BlockId>,
    /// Operation values whose locations a match records (MLIR's `SetVector`).
    loc_ops: Vec<Val>,
    /// The region of each block, by block index.
    region_of: Vec<RegionId>,
    error: Option<Diagnostic>,
}

/// Generates the program of a pattern set from its matcher tree.
pub fn generate(
    ctx: Context,
    store: &PredicateStore,
    tree: &MatcherTree,
    patterns: &[Pattern],
    preds: &[PatternPredicates],
) -> Result<Program, Diagnostic> {
    let mut g = Gen {
        store,
        tree,
        patterns,
        preds,
        prog: Program {
            ctx,
            types: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            matcher: Function {
                name: "matcher".into(),
                body: RegionId(0),
            },
            rewriters: Vec::new(),
            patterns: patterns
                .iter()
                .map(|p| PatternInfo {
                    name: p.name.clone(),
                    benefit: p.benefit,
                    span: p.spans.pattern,
                    rewriter: usize::MAX,
                })
                .collect(),
        },
        values: ScopedValues::default(),
        failure_stack: Vec::new(),
        loc_ops: Vec::new(),
        region_of: Vec::new(),
        error: None,
    };
    let body = g.new_region();
    g.prog.matcher.body = body;
    let entry = g.new_block(body);
    let root_arg = g.new_val(ValType::Operation);
    g.prog.blocks[entry.0 as usize].args.push(root_arg);
    g.values.push();
    let root_pos = root_position(store);
    if let Some(root_pos) = root_pos {
        g.values.insert(root_pos, root_arg);
    }
    if let Some(root) = tree.root {
        let first = g.matcher(root, body, None);
        // Merge the first generated block into the entry block.
        let ops = std::mem::take(&mut g.prog.blocks[first.0 as usize].ops);
        g.prog.blocks[entry.0 as usize].ops.extend(ops);
        g.remove_block(first);
    }
    g.values.pop();
    if let Some(e) = g.error {
        return Err(e);
    }
    Ok(g.prog)
}

fn root_position(store: &PredicateStore) -> Option<PosId> {
    store.lookup(&Position::Operation {
        parent: None,
        depth: 0,
    })
}

impl Gen<'_> {
    fn new_val(&mut self, t: ValType) -> Val {
        self.prog.types.push(t);
        Val(self.prog.types.len() as u32 - 1)
    }

    fn new_region(&mut self) -> RegionId {
        self.prog.regions.push(Region::default());
        RegionId(self.prog.regions.len() as u32 - 1)
    }

    fn alloc_block(&mut self, region: RegionId) -> BlockId {
        self.prog.blocks.push(Block::default());
        let b = BlockId(self.prog.blocks.len() as u32 - 1);
        self.region_of.push(region);
        b
    }

    /// A new block at the end of `region`.
    fn new_block(&mut self, region: RegionId) -> BlockId {
        let b = self.alloc_block(region);
        self.prog.regions[region.0 as usize].blocks.push(b);
        b
    }

    /// A new block just before `before` in its region.
    fn new_block_before(&mut self, before: BlockId) -> BlockId {
        let region = self.region_of[before.0 as usize];
        let b = self.alloc_block(region);
        let blocks = &mut self.prog.regions[region.0 as usize].blocks;
        let at = blocks
            .iter()
            .position(|&x| x == before)
            .unwrap_or(blocks.len());
        blocks.insert(at, b);
        b
    }

    fn remove_block(&mut self, b: BlockId) {
        let region = self.region_of[b.0 as usize];
        self.prog.regions[region.0 as usize]
            .blocks
            .retain(|&x| x != b);
    }

    fn emit(&mut self, block: BlockId, op: Op) {
        self.prog.blocks[block.0 as usize].ops.push(op);
    }

    /// Emits the operation `make(result)` defining a new value of type `ty` at the end of
    /// `block`; returns the value.
    fn def(&mut self, block: BlockId, ty: ValType, make: impl FnOnce(Val) -> Op) -> Val {
        let r = self.new_val(ty);
        self.emit(block, make(r));
        r
    }

    fn top_failure(&self) -> BlockId {
        self.failure_stack.last().copied().unwrap_or(BlockId(0))
    }

    fn fail(&mut self, d: Diagnostic) {
        if self.error.is_none() {
            self.error = Some(d);
        }
    }

    /// Generates node `id` (and what hangs from it) into `block` (a new block at the end of
    /// `region` if `None`); returns the block.
    fn matcher(&mut self, id: NodeId, region: RegionId, block: Option<BlockId>) -> BlockId {
        let block = block.unwrap_or_else(|| self.new_block(region));
        self.values.push();
        let node = self.tree.node(id).clone();
        if let Node::Exit = node {
            self.emit(block, Op::Finalize);
            self.values.pop();
            return block;
        }
        let failure_node = node.failure();
        let failure_block = match failure_node {
            Some(f) => {
                let fb = self.matcher(f, region, None);
                self.failure_stack.push(fb);
                fb
            }
            None => self.top_failure(),
        };
        let mut current = block;
        let val = node
            .check()
            .map(|(pos, _)| self.value_at(&mut current, pos));
        let op_val = val.filter(|&v| self.prog.ty(v) == ValType::Operation);
        if let Some(v) = op_val {
            if !self.loc_ops.contains(&v) {
                self.loc_ops.push(v);
            }
        }
        match node {
            Node::Bool {
                question,
                answer,
                success,
                ..
            } => {
                if let (Some(v), Some(s)) = (val, success) {
                    self.bool_node(&mut current, v, question, answer, s);
                }
            }
            Node::Switch {
                question, children, ..
            } => {
                if let Some(v) = val {
                    self.switch_node(current, v, question, &children);
                }
            }
            Node::Success { pattern, .. } => self.success_node(&mut current, pattern),
            Node::Exit => {}
        }
        while self
            .failure_stack
            .last()
            .is_some_and(|&b| b != failure_block)
        {
            self.failure_stack.pop();
        }
        if failure_node.is_some() {
            self.failure_stack.pop();
        }
        if let Some(v) = op_val {
            self.loc_ops.retain(|&x| x != v);
        }
        self.values.pop();
        block
    }

    /// The value at `pos`, computing it (and its parents) at the end of `current` if no
    /// dominating block has it. A `foreach` moves `current` into the loop body.
    fn value_at(&mut self, current: &mut BlockId, pos: PosId) -> Val {
        if let Some(v) = self.values.get(pos) {
            return v;
        }
        let position = self.store.position(pos).clone();
        let parent = position.parent().map(|p| self.value_at(current, p));
        let parent_val = parent.unwrap_or(Val(0));
        let value = match position {
            Position::Operation { .. } => {
                if self.store.is_operand_defining_op(pos) {
                    self.def(*current, ValType::Operation, |r| Op::GetDefiningOp {
                        result: r,
                        value: parent_val,
                    })
                } else {
                    parent_val
                }
            }
            Position::Users { representative, .. } => {
                let mut v = parent_val;
                if representative && self.prog.ty(v).is_range() {
                    v = self.def(*current, ValType::Value, |r| Op::Extract {
                        result: r,
                        range: v,
                        index: 0,
                    });
                }
                self.def(*current, ValType::OperationRange, |r| Op::GetUsers {
                    result: r,
                    value: v,
                })
            }
            Position::ForEach { .. } => {
                let successor = self.top_failure();
                let body = self.new_region();
                let first = self.new_block(body);
                let var = self.new_val(ValType::Operation);
                self.prog.blocks[first.0 as usize].args.push(var);
                self.emit(
                    *current,
                    Op::Foreach {
                        var,
                        range: parent_val,
                        body,
                        successor,
                    },
                );
                let cont = self.new_block(body);
                self.emit(cont, Op::Continue);
                self.failure_stack.push(cont);
                *current = first;
                var
            }
            Position::Operand { index, .. } => {
                self.def(*current, ValType::Value, |r| Op::GetOperand {
                    result: r,
                    op: parent_val,
                    index,
                })
            }
            Position::OperandGroup {
                group, variadic, ..
            } => self.def(*current, ValType::values(variadic), |r| Op::GetOperands {
                result: r,
                op: parent_val,
                index: group,
            }),
            Position::Attribute { name, .. } => {
                self.def(*current, ValType::Attribute, |r| Op::GetAttribute {
                    result: r,
                    op: parent_val,
                    name,
                })
            }
            Position::Type { .. } => {
                let pt = self.prog.ty(parent_val);
                if pt == ValType::Attribute {
                    self.def(*current, ValType::Type, |r| Op::GetAttributeType {
                        result: r,
                        attr: parent_val,
                    })
                } else {
                    self.def(*current, ValType::types(pt.is_range()), |r| {
                        Op::GetValueType {
                            result: r,
                            value: parent_val,
                        }
                    })
                }
            }
            Position::Result { index, .. } => {
                self.def(*current, ValType::Value, |r| Op::GetResult {
                    result: r,
                    op: parent_val,
                    index,
                })
            }
            Position::ResultGroup {
                group, variadic, ..
            } => self.def(*current, ValType::values(variadic), |r| Op::GetResults {
                result: r,
                op: parent_val,
                index: group,
            }),
            Position::AttributeLiteral(a) => {
                self.def(*current, ValType::Attribute, |r| Op::CreateAttribute {
                    result: r,
                    value: a,
                })
            }
            Position::TypeLiteral(a) => {
                if matches!(self.prog.ctx.attr_kind(a), AttrKind::Type(_)) {
                    self.def(*current, ValType::Type, |r| Op::CreateType {
                        result: r,
                        ty: a,
                    })
                } else {
                    self.def(*current, ValType::TypeRange, |r| Op::CreateTypes {
                        result: r,
                        types: a,
                    })
                }
            }
            Position::ConstraintResult { .. } => {
                // Bound in scope where the constraint is applied; missing only when a use is
                // ordered before its constraint, which the ranking rules out.
                self.fail(Diagnostic::error(
                    crate::model::Span::default(),
                    "cannot lower the patterns: a constraint result is used before the constraint",
                ));
                self.new_val(ValType::Attribute)
            }
        };
        self.values.insert(pos, value);
        value
    }

    fn bool_node(
        &mut self,
        current: &mut BlockId,
        val: Val,
        question: QuestionId,
        answer: super::position::AnswerId,
        success_node: NodeId,
    ) {
        let region = self.region_of[current.0 as usize];
        let q = self.store.get_question(question).clone();
        let mut args = Vec::new();
        match &q {
            Question::EqualTo(other) => args.push(self.value_at(current, *other)),
            Question::Constraint { args: a, .. } => {
                for &p in a {
                    let v = self.value_at(current, p);
                    args.push(v);
                }
            }
            _ => {}
        }
        let success = self.new_block(region);
        let failure = self.top_failure();
        let ans = self.store.get_answer(answer).clone();
        let op = match q {
            Question::IsNotNull => Op::IsNotNull {
                value: val,
                then: success,
                otherwise: failure,
            },
            Question::OperationName => Op::CheckOperationName {
                op: val,
                name: match ans {
                    Answer::OperationName(n) => n,
                    _ => String::new(),
                },
                then: success,
                otherwise: failure,
            },
            Question::Type => {
                let a = answer_attr(&mut self.prog.ctx, &ans);
                if self.prog.ty(val).is_range() {
                    Op::CheckTypes {
                        value: val,
                        types: a,
                        then: success,
                        otherwise: failure,
                    }
                } else {
                    Op::CheckType {
                        value: val,
                        ty: a,
                        then: success,
                        otherwise: failure,
                    }
                }
            }
            Question::Attribute => Op::CheckAttribute {
                attr: val,
                value: answer_attr(&mut self.prog.ctx, &ans),
                then: success,
                otherwise: failure,
            },
            Question::OperandCount | Question::OperandCountAtLeast => Op::CheckOperandCount {
                op: val,
                count: answer_u32(&ans),
                at_least: q == Question::OperandCountAtLeast,
                then: success,
                otherwise: failure,
            },
            Question::ResultCount | Question::ResultCountAtLeast => Op::CheckResultCount {
                op: val,
                count: answer_u32(&ans),
                at_least: q == Question::ResultCountAtLeast,
                then: success,
                otherwise: failure,
            },
            Question::EqualTo(_) => {
                let yes = ans == Answer::True;
                Op::AreEqual {
                    lhs: val,
                    rhs: args[0],
                    then: if yes { success } else { failure },
                    otherwise: if yes { failure } else { success },
                }
            }
            Question::Constraint {
                name,
                results,
                negated,
                ..
            } => {
                let results: Vec<Val> = results.iter().map(|&k| self.new_val(k)).collect();
                // Bind the results in this scope, so that each branch uses its own
                // application of the constraint (see `lower`'s notes on MLIR).
                for (i, &r) in results.iter().enumerate() {
                    if let Some(p) = self.constraint_result_pos(question, i as u32) {
                        self.values.insert(p, r);
                    }
                }
                Op::ApplyConstraint {
                    name,
                    args,
                    results,
                    negated,
                    then: success,
                    otherwise: failure,
                }
            }
        };
        self.emit(*current, op);
        self.matcher(success_node, region, Some(success));
    }

    fn constraint_result_pos(&self, question: QuestionId, index: u32) -> Option<PosId> {
        self.store
            .lookup(&Position::ConstraintResult { question, index })
    }

    fn switch_node(
        &mut self,
        current: BlockId,
        val: Val,
        question: QuestionId,
        children: &[(super::position::AnswerId, Option<NodeId>)],
    ) {
        let region = self.region_of[current.0 as usize];
        let default = self.top_failure();
        let q = self.store.get_question(question).clone();
        if matches!(
            q,
            Question::OperandCountAtLeast | Question::ResultCountAtLeast
        ) {
            // Highest count first; each check fails over to the next lower one.
            let mut sorted: Vec<usize> = (0..children.len()).collect();
            sorted.sort_by_key(|&i| {
                std::cmp::Reverse(answer_u32(self.store.get_answer(children[i].0)))
            });
            self.failure_stack.push(default);
            for i in sorted {
                let Some(child) = children[i].1 else { continue };
                let child_block = self.matcher(child, region, None);
                let pred_block = self.new_block_before(child_block);
                let count = answer_u32(self.store.get_answer(children[i].0));
                let op = if q == Question::OperandCountAtLeast {
                    Op::CheckOperandCount {
                        op: val,
                        count,
                        at_least: true,
                        then: child_block,
                        otherwise: default,
                    }
                } else {
                    Op::CheckResultCount {
                        op: val,
                        count,
                        at_least: true,
                        then: child_block,
                        otherwise: default,
                    }
                };
                self.emit(pred_block, op);
                if let Some(top) = self.failure_stack.last_mut() {
                    *top = pred_block;
                }
            }
            if let Some(first) = self.failure_stack.pop() {
                let ops = std::mem::take(&mut self.prog.blocks[first.0 as usize].ops);
                self.prog.blocks[current.0 as usize].ops.extend(ops);
                self.remove_block(first);
            }
            return;
        }
        let mut dests = Vec::with_capacity(children.len());
        let mut answers = Vec::with_capacity(children.len());
        for &(a, child) in children {
            let Some(child) = child else { continue };
            dests.push(self.matcher(child, region, None));
            answers.push(self.store.get_answer(a).clone());
        }
        let op = match q {
            Question::OperandCount => Op::SwitchOperandCount {
                op: val,
                cases: answers.iter().map(answer_u32).collect(),
                dests,
                default,
            },
            Question::ResultCount => Op::SwitchResultCount {
                op: val,
                cases: answers.iter().map(answer_u32).collect(),
                dests,
                default,
            },
            Question::OperationName => Op::SwitchOperationName {
                op: val,
                cases: answers
                    .iter()
                    .map(|a| match a {
                        Answer::OperationName(n) => n.clone(),
                        _ => String::new(),
                    })
                    .collect(),
                dests,
                default,
            },
            Question::Type => {
                let cases = answers
                    .iter()
                    .map(|a| answer_attr(&mut self.prog.ctx, a))
                    .collect();
                if self.prog.ty(val).is_range() {
                    Op::SwitchTypes {
                        value: val,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchType {
                        value: val,
                        cases,
                        dests,
                        default,
                    }
                }
            }
            Question::Attribute => Op::SwitchAttribute {
                attr: val,
                cases: answers
                    .iter()
                    .map(|a| answer_attr(&mut self.prog.ctx, a))
                    .collect(),
                dests,
                default,
            },
            _ => {
                self.fail(Diagnostic::error(
                    crate::model::Span::default(),
                    "cannot lower the patterns: a branch on a yes/no question",
                ));
                return;
            }
        };
        self.emit(current, op);
    }

    fn success_node(&mut self, current: &mut BlockId, pattern: usize) {
        let p = &self.patterns[pattern];
        let (rewriter, used) = self.rewriter(pattern);
        self.prog.patterns[pattern].rewriter = rewriter;
        let inputs: Vec<Val> = used
            .iter()
            .map(|&pos| self.value_at(current, pos))
            .collect();
        let generated: Vec<String> = p
            .rewrite_body()
            .iter()
            .filter_map(|s| match &s.op {
                StmtKind::Operation { name, .. } => Some(name.clone().unwrap_or_default()),
                _ => None,
            })
            .collect();
        let root = self.preds[pattern].root;
        let root_kind = p.matcher.iter().find_map(|s| match &s.op {
            StmtKind::Operation { name, .. } if s.results.first() == Some(&root) => name.clone(),
            _ => None,
        });
        let dest = self.top_failure();
        let op = Op::RecordMatch {
            inputs,
            locs: self.loc_ops.clone(),
            pattern,
            rewriter,
            root_kind,
            generated_ops: (!generated.is_empty()).then_some(generated),
            benefit: p.benefit,
            dest,
        };
        self.emit(*current, op);
    }

    /// Builds the rewriter of pattern `pi`; returns its index and the positions of the
    /// matched values it takes, in argument order.
    fn rewriter(&mut self, pi: usize) -> (usize, Vec<PosId>) {
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
            values: HashMap::default(),
            used: Vec::new(),
        };
        rw.run();
        let used = rw.used;
        self.emit(entry, Op::Finalize);
        (index, used)
    }
}

fn answer_u32(a: &Answer) -> u32 {
    match a {
        Answer::Unsigned(n) => *n,
        _ => 0,
    }
}

fn answer_attr(ctx: &mut Context, a: &Answer) -> Attribute {
    match a {
        Answer::Attribute(x) | Answer::Type(x) => *x,
        _ => ctx.intern_attr(AttrKind::Unit),
    }
}

/// The builder of one rewriter function.
struct Rewriter<'g, 'a> {
    g: &'g mut Gen<'a>,
    pi: usize,
    block: BlockId,
    /// Pattern value -> rewriter value.
    values: HashMap<ValueId, Val>,
    /// Positions of the matched values taken as arguments, in order.
    used: Vec<PosId>,
}

impl Rewriter<'_, '_> {
    fn pattern(&self) -> &Pattern {
        &self.g.patterns[self.pi]
    }

    fn emit(&mut self, op: Op) {
        self.g.emit(self.block, op);
    }

    fn new_val(&mut self, t: ValType) -> Val {
        self.g.new_val(t)
    }

    /// The match-section statement defining `v`, if any.
    fn match_def(&self, v: ValueId) -> Option<&StmtKind> {
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
        let constant = match self.match_def(v).cloned() {
            Some(StmtKind::Attribute {
                value: Some(text), ..
            }) => {
                let a = const_attr(&mut self.g.prog.ctx, &text);
                let r = self.new_val(ValType::Attribute);
                Some(Op::CreateAttribute {
                    result: r,
                    value: a,
                })
            }
            Some(StmtKind::Type {
                constant: Some(text),
            }) => {
                let a = type_attr(&mut self.g.prog.ctx, &text);
                let r = self.new_val(ValType::Type);
                Some(Op::CreateType { result: r, ty: a })
            }
            Some(StmtKind::Types {
                constant: Some(texts),
            }) => {
                let a = types_attr(&mut self.g.prog.ctx, &texts);
                let r = self.new_val(ValType::TypeRange);
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
        let p = self.g.patterns[self.pi].clone();
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
                    self.stmt(&p, si, &s.op, &s.results);
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
                let r = self.new_val(ValType::Attribute);
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
            } => {
                let Some(&result_id) = results.first() else {
                    return;
                };
                let ops: Vec<Val> = operands.iter().map(|&o| self.map(o)).collect();
                let attrs: Vec<(String, Val)> = attributes
                    .iter()
                    .map(|(n, a)| (n.clone(), self.map(*a)))
                    .collect();
                let tys = self.result_types(p, si, result_id, types);
                let created = self.new_val(ValType::Operation);
                self.emit(Op::CreateOperation {
                    result: created,
                    name: name.clone().unwrap_or_default(),
                    operands: ops,
                    attributes: attrs,
                    types: tys,
                    inferred_result_types: false,
                });
                self.values.insert(result_id, created);
                // Make the types of the new operation's results available.
                if types.len() == 1 && p.kind(types[0]).is_range() {
                    if !self.values.contains_key(&types[0]) {
                        let rs = self.new_val(ValType::ValueRange);
                        self.emit(Op::GetResults {
                            result: rs,
                            op: created,
                            index: None,
                        });
                        let t = self.new_val(ValType::TypeRange);
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
                        let rv = self.new_val(ValType::values(variadic));
                        self.emit(Op::GetResults {
                            result: rv,
                            op: created,
                            index: Some(i as u32),
                        });
                        rv
                    } else {
                        let rv = self.new_val(ValType::Value);
                        self.emit(Op::GetResult {
                            result: rv,
                            op: created,
                            index: i as u32,
                        });
                        rv
                    };
                    let tv = self.new_val(ValType::types(variadic));
                    self.emit(Op::GetValueType {
                        result: tv,
                        value: rv,
                    });
                    self.values.insert(t, tv);
                }
            }
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
            } => {
                let mut repl = Vec::new();
                if let Some(w) = with_op {
                    let replaced_has_no_results = matches!(
                        self.def_anywhere(*op),
                        Some(StmtKind::Operation { types, .. }) if types.is_empty()
                    );
                    if !replaced_has_no_results {
                        let wv = self.map(*w);
                        let rs = self.new_val(ValType::ValueRange);
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
                let o = self.map(*op);
                if repl.is_empty() {
                    self.emit(Op::Erase { op: o });
                } else {
                    self.emit(Op::Replace {
                        op: o,
                        values: repl,
                    });
                }
            }
            StmtKind::Result { parent, index } => {
                let pv = self.map(*parent);
                let r = self.new_val(ValType::Value);
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
                let r = self.new_val(ValType::Type);
                self.emit(Op::CreateType { result: r, ty: a });
                if let Some(&v) = results.first() {
                    self.values.insert(v, r);
                }
            }
            StmtKind::Types {
                constant: Some(texts),
            } => {
                let a = types_attr(&mut self.g.prog.ctx, texts);
                let r = self.new_val(ValType::TypeRange);
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

    /// The defining statement of `v` in the match section or the rewrite body.
    fn def_anywhere(&self, v: ValueId) -> Option<StmtKind> {
        if let Some(s) = self.match_def(v) {
            return Some(s.clone());
        }
        self.rewrite_def(v)
            .map(|i| self.pattern().rewrite_body()[i].op.clone())
    }

    /// The result types of the operation created by rewrite statement `si` (MLIR's
    /// `generateOperationResultTypeRewriter`): each written type if all are known here,
    /// else the types of the results of the operation it replaces.
    fn result_types(
        &mut self,
        p: &Pattern,
        si: usize,
        op_value: ValueId,
        types: &[ValueId],
    ) -> Vec<Val> {
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
                return out;
            }
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
            let rs = self.new_val(ValType::ValueRange);
            self.emit(Op::GetResults {
                result: rs,
                op: rv,
                index: None,
            });
            let t = self.new_val(ValType::TypeRange);
            self.emit(Op::GetValueType {
                result: t,
                value: rs,
            });
            return vec![t];
        }
        if !types.is_empty() {
            let span = p.spans.rewrite.get(si).copied().unwrap_or(p.spans.pattern);
            self.g.fail(Diagnostic::error(
                span,
                "unable to infer result type for operation",
            ));
        }
        Vec::new()
    }
}
