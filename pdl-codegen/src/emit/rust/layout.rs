//! How the Rust back end shapes each function: which block's code goes where.
//!
//! The choice of control flow, apart from the tokens of each op (as ISLE's `serialize.rs`
//! is apart from its `codegen.rs`): blocks are laid out along the dominator tree
//! ([`flow`](super::flow)); a block reached from one place is written inline, a merge block
//! after a labelled block its predecessors leave with `break`; split points become functions
//! of their own. A function's body is written from an explicit stack of [`Task`]s, so that
//! neither time nor stack depth grows with the length of a chain of checks.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};
use quote::{format_ident, quote};

use super::flow::RegionFlow;
use super::{block_label, lit_u32, val, Emitter};
use crate::program::{BlockId, Op, Val};

/// Which function is being written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FnKind {
    /// The matcher's entry function.
    Matcher,
    /// A matcher subtree split into its own function.
    Split,
    /// A rewriter.
    Rewriter,
}

/// What a block's code needs to know about the function it is in.
pub(super) struct FnCx {
    /// The kind of function.
    pub(super) kind: FnKind,
    /// The root of a split function's subtree.
    pub(super) root: Option<BlockId>,
    /// Blocks a split function leaves to (its return value is the index + 1).
    pub(super) exits: Vec<BlockId>,
    /// Labels of the enclosing `for` loops, innermost last.
    pub(super) loops: Vec<Ident>,
}

impl FnCx {
    /// The context at the start of a function of kind `kind` (a matcher or a rewriter).
    pub(super) fn new(kind: FnKind) -> Self {
        FnCx {
            kind,
            root: None,
            exits: Vec::new(),
            loops: Vec::new(),
        }
    }
}

/// One step of writing a function's body (see `Emitter::body`).
pub(super) enum Task {
    /// Tokens appended to the innermost open group.
    Tokens(TokenStream),
    /// Opens a `{ }` group.
    Open,
    /// Closes the innermost open group, appending it to the one around it.
    Close,
    /// The code of a block and of the blocks it dominates.
    Tree(BlockId),
    /// [`Task::Tree`], or the call of the block's function when it is a split point.
    TreeOrCall(BlockId),
    /// The terminator of a block.
    Term(BlockId),
    /// Control goes from the current block to this one.
    Branch(BlockId),
    /// Entering a `for` loop with this label.
    PushLoop(Ident),
    /// Leaving the innermost `for` loop.
    PopLoop,
    /// The body of the split function of this block is written (the innermost open group,
    /// under the innermost function context).
    SplitEnd(BlockId),
    /// The arms of a switch are written (the innermost open group: one `{ }` group per
    /// arm, the default last): the `match` is written around them.
    SwitchEnd(Box<SwitchArms>),
}

/// What a switch's `match` needs besides the code of its arms.
pub(super) struct SwitchArms {
    /// The value matched: an `Option` of a number.
    pub(super) scrutinee: TokenStream,
    /// The key of each arm but the default, with the doc comment of the arm.
    pub(super) keys: Vec<(u32, String)>,
}

/// The tasks a task expands into, in output order.
pub(super) struct Plan(pub(super) Vec<Task>);

impl Plan {
    /// Appends tokens (nothing when `ts` is empty).
    pub(super) fn tokens(&mut self, ts: TokenStream) {
        if !ts.is_empty() {
            self.0.push(Task::Tokens(ts));
        }
    }

    /// `{ <branch to b> }`.
    pub(super) fn block(&mut self, b: BlockId) {
        self.0.push(Task::Open);
        self.0.push(Task::Branch(b));
        self.0.push(Task::Close);
    }
}

impl Emitter<'_> {
    pub(super) fn flow_of(&self, b: BlockId) -> &RegionFlow {
        let r = self.region_of[&b];
        &self.flows[&r]
    }

    /// The patterns whose matches are recorded in the dominator subtree of `b` (nested loop
    /// bodies included).
    pub(super) fn patterns_under(&self, b: BlockId) -> BTreeSet<usize> {
        let mut out = BTreeSet::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            match self.prog.block(x).ops.last() {
                Some(Op::RecordMatch { pattern, .. }) => {
                    out.insert(*pattern);
                }
                Some(Op::Foreach { body, .. }) => {
                    if let Some(&e) = self.prog.region(*body).blocks.first() {
                        stack.push(e);
                    }
                }
                _ => {}
            }
            if let Some(cs) = self.flow_of(x).children.get(&x) {
                stack.extend(cs.iter().copied());
            }
        }
        out
    }

    pub(super) fn patterns_doc(&self, b: BlockId) -> String {
        let ps = self.patterns_under(b);
        if ps.is_empty() {
            return " No pattern matches here.".to_string();
        }
        let names: Vec<&str> = ps.iter().map(|&p| self.pattern_names[p].as_str()).collect();
        format!(" {}", names.join(", "))
    }

    /// The code of a function whose body is the dominator subtree of `entry`.
    ///
    /// Written without recursion, so that neither the time nor the stack depth grows with
    /// the length of a chain of checks: the work is a stack of [`Task`]s, and the output a
    /// stack of open groups (one per `{` not yet closed), each token appended once. A task
    /// is expanded into the tasks of its code in output order, which is also the order the
    /// side effects of writing (exits of split functions, split functions themselves) were
    /// made in when this was written recursively.
    pub(super) fn body(&self, entry: BlockId, f: FnCx) -> TokenStream {
        let mut groups: Vec<Vec<TokenTree>> = vec![Vec::new()];
        let mut fns: Vec<FnCx> = vec![f];
        let mut stack = vec![Task::Tree(entry)];
        let mut plan = Plan(Vec::new());
        while let Some(task) = stack.pop() {
            match task {
                Task::Tokens(ts) => {
                    if let Some(g) = groups.last_mut() {
                        g.extend(ts);
                    }
                }
                Task::Open => groups.push(Vec::new()),
                Task::Close => {
                    let inner = groups.pop().unwrap_or_default();
                    let group = Group::new(Delimiter::Brace, inner.into_iter().collect());
                    if let Some(g) = groups.last_mut() {
                        g.push(TokenTree::Group(group));
                    }
                }
                Task::TreeOrCall(b) if fns.last().is_some_and(|f| self.is_split_call(b, f)) => {
                    // The split function's body is written in a group of its own, with a
                    // function context of its own.
                    fns.push(FnCx {
                        kind: FnKind::Split,
                        root: Some(b),
                        exits: Vec::new(),
                        loops: Vec::new(),
                    });
                    groups.push(Vec::new());
                    plan.0.push(Task::Tree(b));
                    plan.0.push(Task::SplitEnd(b));
                }
                Task::SplitEnd(b) => {
                    let body = groups.pop().unwrap_or_default().into_iter().collect();
                    let inner = fns.pop();
                    if let (Some(inner), Some(f)) = (inner, fns.last_mut()) {
                        self.split_end(b, body, inner, f, &mut plan);
                    }
                }
                Task::SwitchEnd(arms) => {
                    let bodies = groups.pop().unwrap_or_default();
                    let ts = self.switch_end(*arms, bodies);
                    if let Some(g) = groups.last_mut() {
                        g.extend(ts);
                    }
                }
                task => {
                    let Some(f) = fns.last_mut() else { break };
                    match task {
                        Task::Tree(b) | Task::TreeOrCall(b) => self.tree(b, f, &mut plan),
                        Task::Term(b) => {
                            if let Some(op) = self.prog.block(b).ops.last() {
                                self.terminator(b, op, f, &mut plan);
                            }
                        }
                        Task::Branch(to) => self.branch(to, f, &mut plan),
                        Task::PushLoop(l) => f.loops.push(l),
                        Task::PopLoop => {
                            f.loops.pop();
                        }
                        Task::Tokens(_)
                        | Task::Open
                        | Task::Close
                        | Task::SplitEnd(_)
                        | Task::SwitchEnd(_) => {}
                    }
                }
            }
            stack.extend(plan.0.drain(..).rev());
        }
        groups.into_iter().flatten().collect()
    }

    /// The code of `b` and of the blocks it dominates.
    pub(super) fn tree(&self, b: BlockId, f: &mut FnCx, plan: &mut Plan) {
        let block = self.prog.block(b);
        let mut ts = TokenStream::new();
        let (body, term) = match block.ops.split_last() {
            Some((t, body)) => (body, Some(t)),
            None => (&block.ops[..], None),
        };
        for op in body {
            ts.extend(self.op(op, f));
        }
        // Results of a native constraint exist on its success edge; declared here so
        // that every block it dominates sees them.
        if let Some(Op::ApplyConstraint { results, .. }) = term {
            for &r in results {
                let id = val(r);
                let ty = self.local_ty(self.prog.ty(r));
                ts.extend(quote!(let mut #id: #ty = None;));
            }
        }
        plan.tokens(ts);
        let flow = self.flow_of(b);
        let mut merges: Vec<BlockId> = flow
            .children
            .get(&b)
            .map(|cs| cs.iter().copied().filter(|&c| flow.is_merge(c)).collect())
            .unwrap_or_default();
        // The latest block in reverse post-order is the outermost: each merge block is
        // written after a labelled block holding the code before it,
        // `'bY: { 'bZ: { <terminator> } <Z> } <Y>`.
        merges.sort_by_key(|c| std::cmp::Reverse(flow.rpo[c]));
        for &y in &merges {
            let label = block_label(y);
            plan.tokens(quote!(#label:));
            plan.0.push(Task::Open);
        }
        if term.is_some() {
            plan.0.push(Task::Term(b));
        }
        for &y in merges.iter().rev() {
            plan.0.push(Task::Close);
            plan.0.push(Task::TreeOrCall(y));
        }
    }

    /// Whether the code of `b` is a call of its own function (a split point).
    pub(super) fn is_split_call(&self, b: BlockId, f: &FnCx) -> bool {
        self.splits.contains(&b) && f.root != Some(b) && f.kind != FnKind::Rewriter
    }

    /// Control goes from the current block to `to`.
    pub(super) fn branch(&self, to: BlockId, f: &mut FnCx, plan: &mut Plan) {
        if let Some(root) = f.root {
            let flow = self.flow_of(root);
            if self.region_of.get(&to) == self.region_of.get(&root) && !flow.dominates(root, to) {
                let k = match f.exits.iter().position(|&e| e == to) {
                    Some(k) => k,
                    None => {
                        f.exits.push(to);
                        f.exits.len() - 1
                    }
                };
                let code = lit_u32(k as u32 + 1);
                plan.tokens(quote!(return #code;));
                return;
            }
        }
        if self.flow_of(to).is_merge(to) {
            let label = block_label(to);
            plan.tokens(quote!(break #label;));
        } else {
            plan.0.push(Task::TreeOrCall(to));
        }
    }

    pub(super) fn finalize(&self, f: &FnCx) -> TokenStream {
        match f.kind {
            FnKind::Matcher => quote!(return;),
            FnKind::Split => quote!(return 0;),
            FnKind::Rewriter => quote!(return Ok(());),
        }
    }

    /// The subtree of split point `b` has been written (`body`, in the function context
    /// `inner`): records its function and writes its call, in the caller's context `f`.
    pub(super) fn split_end(
        &self,
        b: BlockId,
        body: TokenStream,
        inner: FnCx,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let free = self.free_values(b);
        let params: Vec<TokenStream> = free
            .iter()
            .map(|&v| {
                let id = val(v);
                let ty = self.local_ty(self.prog.ty(v));
                quote!(#id: #ty)
            })
            .collect();
        let args: Vec<TokenStream> = free.iter().map(|&v| self.copy_of(v)).collect();
        // Cases whose code differs only in constants are one function (see `share`).
        let doc = self.patterns_doc(b);
        let (shape, record) =
            self.cases
                .borrow_mut()
                .add(b.0 as usize, quote!(#(#params),*), body, doc);
        let fname = format_ident!("__match_s{}", shape);
        let record = super::share::k_usize(record);
        plan.tokens(quote!(match Self::#fname(c, payload, out, tracer, #record, #(#args),*)));
        // match Self::f(..) { 1 => { <exit 0> } .. _ => { <finalize> } }
        plan.0.push(Task::Open);
        for (k, &e) in inner.exits.iter().enumerate() {
            let code = lit_u32(k as u32 + 1);
            plan.tokens(quote!(#code =>));
            plan.0.push(Task::Open);
            plan.0.push(Task::Branch(e));
            plan.0.push(Task::Close);
        }
        let fin = self.finalize(f);
        plan.tokens(quote!(_ => { #fin }));
        plan.0.push(Task::Close);
    }

    /// Values used in the dominator subtree of `b` (loop bodies included) but defined
    /// outside it, in order.
    pub(super) fn free_values(&self, b: BlockId) -> Vec<Val> {
        let mut defs = BTreeSet::new();
        let mut uses = BTreeSet::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            let block = self.prog.block(x);
            defs.extend(block.args.iter().copied());
            for op in &block.ops {
                uses.extend(op.operands());
                defs.extend(op.results());
                if let Op::Foreach { body, var, .. } = op {
                    defs.insert(*var);
                    stack.extend(self.prog.region(*body).blocks.iter().copied());
                }
            }
            if self.region_of.get(&x) == self.region_of.get(&b) {
                if let Some(cs) = self.flow_of(x).children.get(&x) {
                    stack.extend(cs.iter().copied());
                }
            }
        }
        uses.difference(&defs).copied().collect()
    }

    /// `if cond { then } else { otherwise }`, flattened when one side leaves the block.
    pub(super) fn two_way(
        &self,
        cond: TokenStream,
        then: BlockId,
        otherwise: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        if then == otherwise {
            plan.0.push(Task::Branch(then));
            return;
        }
        let leaves = |b: BlockId, f: &FnCx| {
            self.flow_of(b).is_merge(b) || f.root.is_some_and(|r| !self.flow_of(r).dominates(r, b))
        };
        if leaves(otherwise, f) {
            // if !cond { <otherwise> } <then>
            plan.tokens(quote!(if !#cond));
            plan.block(otherwise);
            plan.0.push(Task::Branch(then));
        } else if leaves(then, f) {
            // if cond { <then> } <otherwise>
            plan.tokens(quote!(if #cond));
            plan.block(then);
            plan.0.push(Task::Branch(otherwise));
        } else {
            // if cond { <then> } else { <otherwise> }
            plan.tokens(quote!(if #cond));
            plan.block(then);
            plan.tokens(quote!(else));
            plan.block(otherwise);
        }
    }
}
