//! Root-name-first matching: the matcher tree rewritten so that its first question is the
//! root operation's name ([`MatchOrder::RootNameFirst`](super::MatchOrder::RootNameFirst)).
//!
//! MLIR ranks the predicates of a pattern set by how often they are asked, so the root's
//! name often comes after checks on its operands and after upward traversals (users of a
//! value, walked in a loop): every operation with the right operand shape pays for them
//! before its name rules it out. Here the tree is *specialised* on the root's name: for each
//! name some pattern expects at the root, a copy of the tree in which every question on the
//! root's name is answered (its node replaced by its success subtree followed by its failure
//! edge when the name is the one, by its failure edge otherwise), and one more copy for every
//! other name. A `switch_operation_name` on the root chooses the copy; each copy ends at its
//! own exit, so an operation runs exactly one copy.
//!
//! Each copy then drops the checks whose success subtree records no match and applies no
//! native constraint (they can no longer lead anywhere). What runs for an operation is
//! therefore what ran in MLIR's tree, in the same order, less the questions on the root's
//! name and the pure checks that led nowhere: the same matches are recorded in the same
//! order, and the same native constraints are called on the same values (a constraint is
//! never dropped, even when nothing follows it). A match records the operations it checked
//! (`record_match`'s locations, the first of which locates the rewrite); each success node
//! keeps the list it has in MLIR's tree ([`MatcherTree::success_locs`]).
//!
//! The copies share nothing, so a set whose questions on the root's name sit under large
//! common subtrees could grow; past [`GROWTH_LIMIT`] times the nodes of MLIR's tree, the tree
//! is kept as MLIR orders it.

use rustc_hash::{FxHashMap, FxHashSet};

use super::position::{AnswerId, PosId, Position, PredicateStore, Question, QuestionId};
use super::tree::{MatcherTree, Node, NodeId};
use crate::model::Kind;

/// How many times the nodes of MLIR's tree (plus 4096) the specialised tree may hold.
pub const GROWTH_LIMIT: usize = 16;

/// The tree specialised on the root's name (see the module documentation), or `None` when
/// it would not help (no question on the root's name) or would grow past the limit.
pub fn root_name_first(store: &PredicateStore, tree: &MatcherTree) -> Option<MatcherTree> {
    let root = store.lookup(&Position::Operation {
        parent: None,
        depth: 0,
    })?;
    let name_q = store.lookup_question(&Question::OperationName)?;
    let entry = tree.root?;
    let mut s = Spec {
        src: tree,
        store,
        root,
        name_q,
        out: MatcherTree::default(),
        live: Vec::new(),
        limit: GROWTH_LIMIT * tree.nodes.len() + 4096,
        names: Vec::new(),
        named: FxHashSet::default(),
        children_by_name: FxHashMap::default(),
        src_locs: FxHashMap::default(),
    };
    s.scan_names(Some(entry));
    if s.names.is_empty() {
        return None;
    }
    s.scan_locs(entry, &mut Vec::new());
    let names = s.names.clone();
    let mut children = Vec::with_capacity(names.len());
    for a in names {
        let chain = s.spec(Some(entry), Some(a), None);
        children.push((a, chain));
        if s.out.nodes.len() > s.limit {
            return None;
        }
    }
    let default = s.spec(Some(entry), None, None);
    if s.out.nodes.len() > s.limit {
        return None;
    }
    let top = s.add(
        Node::Switch {
            position: root,
            question: name_q,
            children,
            failure: default,
        },
        true,
    );
    s.out.root = Some(top);
    Some(s.out)
}

/// The specialisation's state.
struct Spec<'a> {
    src: &'a MatcherTree,
    store: &'a PredicateStore,
    /// The root operation's position and the name question.
    root: PosId,
    name_q: QuestionId,
    /// The tree being built, and whether each of its nodes (with its subtrees and failure
    /// chain) records a match or applies a constraint.
    out: MatcherTree,
    live: Vec<bool>,
    limit: usize,
    /// The names expected at the root, in the order a depth-first walk meets them.
    names: Vec<AnswerId>,
    /// The same names, as a set (each is added once).
    named: FxHashSet<AnswerId>,
    /// For each switch on the root's name, the child of each name (the first with it), built
    /// the first time the switch is specialised: one lookup per name instead of a search.
    children_by_name: FxHashMap<NodeId, FxHashMap<AnswerId, Option<NodeId>>>,
    /// The operation positions checked above each success node of `src`, in order.
    src_locs: FxHashMap<NodeId, Vec<PosId>>,
}

impl<'a> Spec<'a> {
    fn is_root_name(&self, node: &Node) -> bool {
        node.check() == Some((self.root, self.name_q))
    }

    /// Whether the value at `pos` is an operation (what `record_match` locates).
    fn is_operation(&self, pos: PosId) -> bool {
        match self.store.position(pos) {
            Position::Operation { .. } | Position::ForEach { .. } => true,
            Position::ConstraintResult { question, index } => {
                match self.store.get_question(*question) {
                    Question::Constraint { results, .. } => {
                        results.get(*index as usize) == Some(&Kind::Operation)
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// Walks `src` from `id`: the names expected at the root, in depth-first order.
    fn scan_names(&mut self, mut id: Option<NodeId>) {
        while let Some(n) = id {
            let node = self.src.node(n);
            if self.is_root_name(node) {
                let answers: Vec<AnswerId> = match node {
                    Node::Bool { answer, .. } => vec![*answer],
                    Node::Switch { children, .. } => children.iter().map(|c| c.0).collect(),
                    _ => Vec::new(),
                };
                for a in answers {
                    if self.named.insert(a) {
                        self.names.push(a);
                    }
                }
            }
            match node {
                Node::Bool { success, .. } => self.scan_names(*success),
                Node::Switch { children, .. } => {
                    for c in children {
                        self.scan_names(c.1);
                    }
                }
                Node::Success { .. } | Node::Exit => {}
            }
            id = node.failure();
        }
    }

    /// The position whose value stands for `pos` in the matcher (an operation reached
    /// through a `foreach` is the loop's variable).
    fn canonical(&self, pos: PosId) -> PosId {
        match self.store.position(pos) {
            Position::Operation {
                parent: Some(p), ..
            } if !self.store.is_operand_defining_op(pos) => self.canonical(*p),
            _ => pos,
        }
    }

    /// The locations each success node under `n` records, computed as the generator
    /// computes them for MLIR's tree (`locs`: the operations checked so far): the failure
    /// edge first, then the node's operation added, its subtrees, and the operation
    /// removed again.
    fn scan_locs(&mut self, n: NodeId, locs: &mut Vec<(PosId, PosId)>) {
        let node = self.src.node(n);
        if let Node::Exit = node {
            return;
        }
        if let Some(f) = node.failure() {
            self.scan_locs(f, locs);
        }
        let op = node
            .check()
            .map(|(pos, _)| pos)
            .filter(|&pos| self.is_operation(pos))
            .map(|pos| (self.canonical(pos), pos));
        if let Some(op) = op {
            if !locs.iter().any(|l| l.0 == op.0) {
                locs.push(op);
            }
        }
        match node {
            Node::Bool { success, .. } => {
                if let Some(s) = success {
                    self.scan_locs(*s, locs);
                }
            }
            Node::Switch {
                question, children, ..
            } => {
                let mut order: Vec<usize> = (0..children.len()).collect();
                if matches!(
                    self.store.get_question(*question),
                    Question::OperandCountAtLeast | Question::ResultCountAtLeast
                ) {
                    // The generator checks the highest count first.
                    order.sort_by_key(|&i| {
                        std::cmp::Reverse(match self.store.get_answer(children[i].0) {
                            super::position::Answer::Unsigned(c) => *c,
                            _ => 0,
                        })
                    });
                }
                for i in order {
                    if let Some(c) = children[i].1 {
                        self.scan_locs(c, locs);
                    }
                }
            }
            Node::Success { .. } => {
                self.src_locs.insert(n, locs.iter().map(|l| l.1).collect());
            }
            Node::Exit => {}
        }
        if let Some(op) = op {
            locs.retain(|l| l.0 != op.0);
        }
    }

    fn add(&mut self, node: Node, live: bool) -> NodeId {
        self.out.nodes.push(node);
        self.live.push(live);
        NodeId(self.out.nodes.len() as u32 - 1)
    }

    fn is_live(&self, id: Option<NodeId>) -> bool {
        id.is_some_and(|n| self.live[n.0 as usize])
    }

    /// The copy of the chain starting at `id` for root name `name` (`None`: a name no pattern
    /// expects), continued by `tail` where the chain ends.
    fn spec(
        &mut self,
        id: Option<NodeId>,
        name: Option<AnswerId>,
        tail: Option<NodeId>,
    ) -> Option<NodeId> {
        let Some(n) = id else {
            return tail;
        };
        if self.out.nodes.len() > self.limit {
            return tail;
        }
        // Borrowed from the source tree, not copied (a switch on the root's name has a
        // child per name, and is met once per name).
        let src: &'a MatcherTree = self.src;
        let node = src.node(n);
        if self.is_root_name(node) {
            let taken = match node {
                Node::Bool {
                    answer, success, ..
                } => (Some(*answer) == name).then_some(*success),
                Node::Switch { children, .. } => {
                    let by_name = self.children_by_name.entry(n).or_insert_with(|| {
                        let mut m = FxHashMap::default();
                        for &(a, c) in children {
                            m.entry(a).or_insert(c);
                        }
                        m
                    });
                    name.and_then(|name| by_name.get(&name).copied())
                }
                _ => None,
            };
            let rest = self.spec(node.failure(), name, tail);
            return match taken {
                Some(success) => self.spec(success, name, rest),
                None => rest,
            };
        }
        match *node {
            Node::Exit => Some(self.add(Node::Exit, true)),
            Node::Success { pattern, failure } => {
                let failure = self.spec(failure, name, tail);
                let s = self.add(Node::Success { pattern, failure }, true);
                if let Some(locs) = self.src_locs.get(&n).cloned() {
                    self.out.success_locs.insert(s, locs);
                }
                Some(s)
            }
            Node::Bool {
                position,
                question,
                answer,
                success,
                failure,
            } => {
                let failure = self.spec(failure, name, tail);
                let success = self.spec(success, name, None);
                let effect = matches!(
                    self.store.get_question(question),
                    Question::Constraint { .. }
                );
                if !effect && !self.is_live(success) {
                    return failure;
                }
                let live = effect || self.is_live(success) || self.is_live(failure);
                Some(self.add(
                    Node::Bool {
                        position,
                        question,
                        answer,
                        success,
                        failure,
                    },
                    live,
                ))
            }
            Node::Switch {
                position,
                question,
                ref children,
                failure,
            } => {
                let failure = self.spec(failure, name, tail);
                let mut kept = Vec::with_capacity(children.len());
                for &(a, c) in children {
                    let c = self.spec(c, name, None);
                    if self.is_live(c) {
                        kept.push((a, c));
                    }
                }
                match kept.len() {
                    0 => failure,
                    1 => {
                        let live = true;
                        Some(self.add(
                            Node::Bool {
                                position,
                                question,
                                answer: kept[0].0,
                                success: kept[0].1,
                                failure,
                            },
                            live,
                        ))
                    }
                    _ => Some(self.add(
                        Node::Switch {
                            position,
                            question,
                            children: kept,
                            failure,
                        },
                        true,
                    )),
                }
            }
        }
    }
}

/// In each straight chain of checks of `tree` (a check whose success is a check with no
/// failure edge of its own, reached from nowhere else, and so on), each check moved before
/// the loops over users (upward traversals) its values do not come from: the checks are
/// ordered by the last loop of the chain they need (a stable sort, so the loops are entered
/// in the same order). A loop then runs only once the checks that cannot change from one
/// user to the next have held, where MLIR's order may repeat them for every user. Among the
/// checks needing the same loops, those on values fewer steps from the loop's user (or from
/// the root) come first, keeping their order otherwise: a user whose own name or counts rule
/// it out is dropped before the operands and defining operations of its operands are looked
/// up (as a hand-written matcher looks at an operation before following its operands).
///
/// Every check of a chain guards everything below it, and a check of values outside a loop
/// has the same answer for every user of it: the same matches are recorded, in the same
/// order. Native constraints are never moved, and no check is moved across one (a
/// constraint is called on the same values as before).
pub fn hoist_invariant_checks(store: &PredicateStore, tree: &mut MatcherTree) {
    let n = tree.nodes.len();
    let mut incoming = vec![0u32; n];
    let mut count = |id: Option<NodeId>| {
        if let Some(id) = id {
            if let Some(c) = incoming.get_mut(id.0 as usize) {
                *c += 1;
            }
        }
    };
    count(tree.root);
    for node in &tree.nodes {
        match node {
            Node::Bool {
                success, failure, ..
            } => {
                count(*success);
                count(*failure);
            }
            Node::Switch {
                children, failure, ..
            } => {
                for c in children {
                    count(c.1);
                }
                count(*failure);
            }
            Node::Success { failure, .. } => count(*failure),
            Node::Exit => {}
        }
    }
    let movable = |node: &Node| match node {
        Node::Bool { question, .. } => {
            !matches!(store.get_question(*question), Question::Constraint { .. })
        }
        _ => false,
    };
    // The continuation of `id` in a chain, if any.
    let next = |tree: &MatcherTree, id: NodeId| -> Option<NodeId> {
        let Node::Bool {
            success: Some(s), ..
        } = tree.node(id)
        else {
            return None;
        };
        let node = tree.node(*s);
        (movable(node) && node.failure().is_none() && incoming[s.0 as usize] == 1).then_some(*s)
    };
    let mut continuation = vec![false; n];
    for i in 0..n {
        let id = NodeId(i as u32);
        if movable(tree.node(id)) {
            if let Some(s) = next(tree, id) {
                continuation[s.0 as usize] = true;
            }
        }
    }
    for (i, &inside) in continuation.iter().enumerate() {
        let head = NodeId(i as u32);
        if inside || !movable(tree.node(head)) {
            continue;
        }
        let mut chain = vec![head];
        while let Some(s) = chain.last().and_then(|&c| next(tree, c)) {
            chain.push(s);
        }
        let mut checks: Vec<(PosId, QuestionId, AnswerId, Vec<PosId>, usize)> = Vec::new();
        for &c in &chain {
            if let Node::Bool {
                position,
                question,
                answer,
                ..
            } = tree.node(c)
            {
                let mut loops = Vec::new();
                loops_of(store, *position, &mut loops);
                let mut steps = steps_from_loop(store, *position);
                if let Question::EqualTo(other) = store.get_question(*question) {
                    let own = loops.len();
                    loops_of(store, *other, &mut loops);
                    // A value from outside the innermost loop is at hand already.
                    let mut theirs = Vec::new();
                    loops_of(store, *other, &mut theirs);
                    if theirs.len() >= own {
                        steps = steps.max(steps_from_loop(store, *other));
                    }
                }
                checks.push((*position, *question, *answer, loops, steps));
            }
        }
        if checks.len() != chain.len() {
            continue;
        }
        // The loops in the order the chain enters them; a check's key is the last of those
        // it needs (0: none, or only loops entered before the chain).
        let mut entered: Vec<PosId> = Vec::new();
        for c in &checks {
            for &l in &c.3 {
                if !entered.contains(&l) {
                    entered.push(l);
                }
            }
        }
        let keys: Vec<(usize, usize)> = checks
            .iter()
            .map(|c| {
                let last_loop =
                    c.3.iter()
                        .filter_map(|l| entered.iter().position(|e| e == l).map(|i| i + 1))
                        .max()
                        .unwrap_or(0);
                (last_loop, c.4)
            })
            .collect();
        if keys.windows(2).all(|w| w[0] <= w[1]) {
            continue;
        }
        let mut order: Vec<usize> = (0..checks.len()).collect();
        order.sort_by_key(|&i| keys[i]);
        for (&slot, &i) in chain.iter().zip(&order) {
            let (p, q, a, _, _) = &checks[i];
            if let Some(Node::Bool {
                position,
                question,
                answer,
                ..
            }) = tree.nodes.get_mut(slot.0 as usize)
            {
                (*position, *question, *answer) = (*p, *q, *a);
            }
        }
    }
}

/// How many steps (operand, result, defining operation, type, ...) the value at `pos` is
/// from the user of the innermost loop it is reached through, or from the root.
fn steps_from_loop(store: &PredicateStore, pos: PosId) -> usize {
    let mut steps = 0;
    let mut cur = store.position(pos).parent();
    while let Some(p) = cur {
        let position = store.position(p);
        if matches!(position, Position::ForEach { .. }) {
            break;
        }
        steps += 1;
        cur = position.parent();
    }
    steps
}

/// Adds to `out` the loops (`foreach` positions) the value at `pos` is reached through.
fn loops_of(store: &PredicateStore, pos: PosId, out: &mut Vec<PosId>) {
    let mut cur = Some(pos);
    while let Some(p) = cur {
        let position = store.position(p);
        if matches!(position, Position::ForEach { .. }) && !out.contains(&p) {
            out.push(p);
        }
        cur = position.parent();
    }
}

#[cfg(test)]
mod tests;
