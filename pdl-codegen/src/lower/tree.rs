//! The merged predicate tree of a pattern set (MLIR's `generateMatcherTree`).
//!
//! Every distinct `(position, question)` pair of all patterns is ranked: first by how many
//! times the patterns ask it (primary), then by the sum, over the patterns asking it, of the
//! squared primaries of all their predicates (secondary), then by shallower position, position
//! kind, question kind and first appearance. A native constraint is kept after every
//! predicate that uses one of its results. Patterns are then pushed through the ranked list
//! one after the other: a pattern follows the nodes that ask its predicates as far as they
//! go and branches off through failure edges where they stop, so that shared prefixes are
//! checked once. A node with one child becomes a boolean check; the end of the outermost
//! failure chain is the exit.

use rustc_hash::FxHashMap;

use super::position::{AnswerId, PosId, Position, PredicateStore, Question, QuestionId};
use super::predicate::PatternPredicates;

/// An index into [`MatcherTree::nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeId(pub u32);

/// A node of the matcher tree.
#[derive(Clone, Debug)]
pub enum Node {
    /// Ask `question` at `position`; on answer `answer` continue at `success`.
    Bool {
        /// Where.
        position: PosId,
        /// What.
        question: QuestionId,
        /// The expected answer.
        answer: AnswerId,
        /// Next check when the answer is the expected one.
        success: Option<NodeId>,
        /// Where to go when this node and its subtree are done.
        failure: Option<NodeId>,
    },
    /// Ask `question` at `position` and branch on the answer.
    Switch {
        /// Where.
        position: PosId,
        /// What.
        question: QuestionId,
        /// One child per expected answer, in the order the patterns first expect them.
        children: Vec<(AnswerId, Option<NodeId>)>,
        /// Where to go when this node and its subtree are done.
        failure: Option<NodeId>,
    },
    /// Every predicate of pattern `pattern` holds: record a match.
    Success {
        /// Index of the pattern in the set.
        pattern: usize,
        /// Where to go next.
        failure: Option<NodeId>,
    },
    /// Nothing more to try.
    Exit,
}

impl Node {
    /// The node's failure edge.
    pub fn failure(&self) -> Option<NodeId> {
        match self {
            Node::Bool { failure, .. }
            | Node::Switch { failure, .. }
            | Node::Success { failure, .. } => *failure,
            Node::Exit => None,
        }
    }

    fn failure_mut(&mut self) -> Option<&mut Option<NodeId>> {
        match self {
            Node::Bool { failure, .. }
            | Node::Switch { failure, .. }
            | Node::Success { failure, .. } => Some(failure),
            Node::Exit => None,
        }
    }

    /// The position and question of a check node.
    pub fn check(&self) -> Option<(PosId, QuestionId)> {
        match self {
            Node::Bool {
                position, question, ..
            }
            | Node::Switch {
                position, question, ..
            } => Some((*position, *question)),
            _ => None,
        }
    }
}

/// The matcher tree of a pattern set.
#[derive(Clone, Debug, Default)]
pub struct MatcherTree {
    /// All nodes; [`MatcherTree::root`] is the entry.
    pub nodes: Vec<Node>,
    /// The entry node.
    pub root: Option<NodeId>,
    /// The operation positions a success node's match records as its locations, in order,
    /// when they are not those checked on the way to it (a tree rewritten by
    /// [`root_first`](super::root_first) keeps MLIR's).
    pub success_locs: FxHashMap<NodeId, Vec<PosId>>,
}

/// Where a node hangs while merging: the tree's root, a switch child or a failure edge.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Root,
    Child(NodeId, usize),
    Failure(NodeId),
}

/// A ranked predicate.
struct Ordered {
    position: PosId,
    question: QuestionId,
    primary: u32,
    secondary: u32,
    id: u32,
    /// Answer expected by each pattern asking it (first one wins).
    answers: FxHashMap<usize, AnswerId>,
}

impl MatcherTree {
    fn get(&self, slot: Slot) -> Option<NodeId> {
        match slot {
            Slot::Root => self.root,
            Slot::Child(n, i) => match &self.nodes[n.0 as usize] {
                Node::Switch { children, .. } => children[i].1,
                _ => None,
            },
            Slot::Failure(n) => self.nodes[n.0 as usize].failure(),
        }
    }

    fn set(&mut self, slot: Slot, value: Option<NodeId>) {
        match slot {
            Slot::Root => self.root = value,
            Slot::Child(n, i) => {
                if let Node::Switch { children, .. } = &mut self.nodes[n.0 as usize] {
                    children[i].1 = value;
                }
            }
            Slot::Failure(n) => {
                if let Some(f) = self.nodes[n.0 as usize].failure_mut() {
                    *f = value;
                }
            }
        }
    }

    fn add(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        NodeId(self.nodes.len() as u32 - 1)
    }

    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// The depth of the recursion that walks the tree from its root, one level per edge
    /// followed (failure edges, children, success edges): how deep the generator (and the
    /// root-name-first specialisation) recurse on it. The longest path from the root,
    /// computed bottom up without recursion (a node reached twice counts its longest way
    /// down once).
    pub fn depth(&self) -> usize {
        let Some(root) = self.root else {
            return 0;
        };
        // The edges of a node: its failure, its success or children.
        fn each_edge(node: &Node, mut f: impl FnMut(NodeId)) {
            node.failure().into_iter().for_each(&mut f);
            match node {
                Node::Bool { success, .. } => success.iter().copied().for_each(f),
                Node::Switch { children, .. } => children.iter().filter_map(|c| c.1).for_each(f),
                Node::Success { .. } | Node::Exit => {}
            }
        }
        // The height of each node (the longest way down from it, itself included), post
        // order; `entered`: its children are on the stack or done.
        let mut height = vec![0usize; self.nodes.len()];
        let mut entered = vec![false; self.nodes.len()];
        let mut stack = vec![(root, false)];
        while let Some((n, children_done)) = stack.pop() {
            let k = n.0 as usize;
            let Some(node) = self.nodes.get(k) else {
                continue;
            };
            if children_done {
                // (A child not done would close a cycle, which no tree has: it counts 0.)
                let mut below = 0;
                each_edge(node, |c| {
                    below = below.max(height.get(c.0 as usize).copied().unwrap_or(0))
                });
                height[k] = 1 + below;
            } else if !std::mem::replace(&mut entered[k], true) {
                stack.push((n, true));
                each_edge(node, |c| stack.push((c, false)));
            }
        }
        height[root.0 as usize]
    }
}

/// Builds the merged matcher tree of `patterns` (in set order).
pub fn build_tree(store: &PredicateStore, patterns: &[PatternPredicates]) -> MatcherTree {
    // Unique predicates in first-appearance order.
    let mut ordered: Vec<Ordered> = Vec::new();
    let mut index: FxHashMap<(PosId, QuestionId), usize> = FxHashMap::default();
    for (pi, pp) in patterns.iter().enumerate() {
        for pred in &pp.predicates {
            let k = *index
                .entry((pred.position, pred.question))
                .or_insert_with(|| {
                    ordered.push(Ordered {
                        position: pred.position,
                        question: pred.question,
                        primary: 0,
                        secondary: 0,
                        id: ordered.len() as u32,
                        answers: FxHashMap::default(),
                    });
                    ordered.len() - 1
                });
            ordered[k].answers.entry(pi).or_insert(pred.answer);
        }
    }
    // Each pattern's set of predicates; every occurrence counts for the primary sum.
    let mut sets: Vec<Vec<usize>> = Vec::with_capacity(patterns.len());
    for pp in patterns {
        let mut set: Vec<usize> = Vec::new();
        for pred in &pp.predicates {
            let k = index[&(pred.position, pred.question)];
            ordered[k].primary += 1;
            set.push(k);
        }
        set.sort_unstable();
        set.dedup();
        sets.push(set);
    }
    // MLIR sums in `unsigned`, which wraps on large sets; so do we, to rank as it does.
    for set in &sets {
        let total: u32 = set.iter().fold(0u32, |acc, &k| {
            acc.wrapping_add(ordered[k].primary.wrapping_mul(ordered[k].primary))
        });
        for &k in set {
            ordered[k].secondary = ordered[k].secondary.wrapping_add(total);
        }
    }
    let mut order: Vec<usize> = (0..ordered.len()).collect();
    order.sort_by_key(|&k| {
        let o = &ordered[k];
        (
            std::cmp::Reverse(o.primary),
            std::cmp::Reverse(o.secondary),
            store.operation_depth(o.position),
            store.position(o.position).rank(),
            store.get_question(o.question).rank(),
            o.id,
        )
    });
    let order = constraints_before_uses(store, &ordered, order);

    // Each pattern's predicates in rank order (the ranked list, skipping the predicates
    // the pattern does not ask).
    let mut rank = vec![0usize; ordered.len()];
    for (r, &k) in order.iter().enumerate() {
        rank[k] = r;
    }
    let mut tree = MatcherTree::default();
    let mut child_of = FxHashMap::default();
    let mut mine = Vec::new();
    for (pi, set) in sets.iter().enumerate() {
        mine.clear();
        mine.extend_from_slice(set);
        mine.sort_by_key(|&k| rank[k]);
        propagate(&mut tree, &mut child_of, &ordered, &mine, pi);
    }
    fold_switch_to_bool(&mut tree);
    // The exit at the end of the outermost failure chain.
    let mut slot = Slot::Root;
    while let Some(n) = tree.get(slot) {
        slot = Slot::Failure(n);
    }
    let exit = tree.add(Node::Exit);
    tree.set(slot, Some(exit));
    tree
}

/// Pushes pattern `pi` through its predicates `mine`, in rank order. `child_of`: the index
/// of each answer's child in each switch (a switch may have a child per pattern: looking
/// them up one by one was quadratic).
fn propagate(
    tree: &mut MatcherTree,
    child_of: &mut FxHashMap<(NodeId, AnswerId), usize>,
    ordered: &[Ordered],
    mine: &[usize],
    pi: usize,
) {
    let mut slot = Slot::Root;
    let mut i = 0;
    loop {
        if i == mine.len() {
            let failure = tree.get(slot);
            let s = tree.add(Node::Success {
                pattern: pi,
                failure,
            });
            tree.set(slot, Some(s));
            return;
        }
        let k = mine[i];
        let pred = &ordered[k];
        match tree.get(slot) {
            None => {
                let answer = pred.answers[&pi];
                let n = tree.add(Node::Switch {
                    position: pred.position,
                    question: pred.question,
                    children: vec![(answer, None)],
                    failure: None,
                });
                tree.set(slot, Some(n));
                child_of.insert((n, answer), 0);
                slot = Slot::Child(n, 0);
                i += 1;
            }
            Some(n) => {
                if tree.node(n).check() == Some((pred.position, pred.question)) {
                    let answer = pred.answers[&pi];
                    let Node::Switch { children, .. } = &mut tree.nodes[n.0 as usize] else {
                        unreachable!("only switch nodes exist while merging");
                    };
                    let c = *child_of.entry((n, answer)).or_insert_with(|| {
                        children.push((answer, None));
                        children.len() - 1
                    });
                    slot = Slot::Child(n, c);
                    i += 1;
                } else {
                    slot = Slot::Failure(n);
                }
            }
        }
    }
}

/// Collapses switches with a single child into boolean checks, everywhere under the root.
fn fold_switch_to_bool(tree: &mut MatcherTree) {
    let mut stack: Vec<NodeId> = tree.root.into_iter().collect();
    while let Some(n) = stack.pop() {
        // In place: a switch's children are not copied.
        let node = &mut tree.nodes[n.0 as usize];
        match node {
            Node::Switch {
                position,
                question,
                children,
                failure,
            } => {
                stack.extend(children.iter().filter_map(|c| c.1));
                let failure = *failure;
                if let [(answer, success)] = children[..] {
                    *node = Node::Bool {
                        position: *position,
                        question: *question,
                        answer,
                        success,
                        failure,
                    };
                }
                stack.extend(failure);
            }
            Node::Bool {
                success, failure, ..
            } => {
                stack.extend(*success);
                stack.extend(*failure);
            }
            Node::Success { failure, .. } => stack.extend(*failure),
            Node::Exit => {}
        }
    }
}

/// Reorders `order` (a ranking) as little as possible so that a native constraint comes
/// before every predicate that uses one of its results: MLIR's stable topological sort,
/// which repeatedly moves to the front, in rank order, the predicates whose constraints
/// are all already placed.
fn constraints_before_uses(
    store: &PredicateStore,
    ordered: &[Ordered],
    order: Vec<usize>,
) -> Vec<usize> {
    // The constraint questions whose results each predicate uses.
    let uses = |k: usize| -> Vec<QuestionId> {
        let o = &ordered[k];
        let mut out = Vec::new();
        let mut note = |p: PosId| {
            if let Position::ConstraintResult { question, .. } = store.position(p) {
                out.push(*question);
            }
        };
        match store.get_question(o.question) {
            Question::Constraint { args, .. } => args.iter().for_each(|&a| note(a)),
            Question::EqualTo(other) => {
                note(o.position);
                note(*other);
            }
            _ => note(o.position),
        }
        out
    };
    let deps: Vec<Vec<QuestionId>> = (0..ordered.len()).map(uses).collect();
    if deps.iter().all(Vec::is_empty) {
        return order;
    }
    let is_constraint = |k: usize| {
        matches!(
            store.get_question(ordered[k].question),
            Question::Constraint { .. }
        )
    };
    let mut rest = order;
    let mut out = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        // Constraint questions still to be placed.
        let pending: rustc_hash::FxHashSet<QuestionId> = rest
            .iter()
            .filter(|&&k| is_constraint(k))
            .map(|&k| ordered[k].question)
            .collect();
        let (ready, blocked): (Vec<usize>, Vec<usize>) = rest
            .into_iter()
            .partition(|&k| !deps[k].iter().any(|q| pending.contains(q)));
        if ready.is_empty() {
            // A cycle cannot arise from a well-formed pattern; keep the ranking.
            out.extend(blocked);
            break;
        }
        out.extend(ready);
        rest = blocked;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(success: Option<NodeId>, failure: Option<NodeId>) -> Node {
        Node::Bool {
            position: PosId(0),
            question: QuestionId(0),
            answer: AnswerId(0),
            success,
            failure,
        }
    }

    #[test]
    fn depth_counts_failure_and_success_edges_along_the_deepest_path() {
        assert_eq!(MatcherTree::default().depth(), 0);
        // 0: check (success 1, failure 2); 1: success (failure 3); 2: check (success 4,
        // failure 3); 3: exit; 4: switch (child 5, failure 3); 5: success (failure 3).
        let tree = MatcherTree {
            nodes: vec![
                check(Some(NodeId(1)), Some(NodeId(2))),
                Node::Success {
                    pattern: 0,
                    failure: Some(NodeId(3)),
                },
                check(Some(NodeId(4)), Some(NodeId(3))),
                Node::Exit,
                Node::Switch {
                    position: PosId(0),
                    question: QuestionId(0),
                    children: vec![(AnswerId(0), Some(NodeId(5))), (AnswerId(1), None)],
                    failure: Some(NodeId(3)),
                },
                Node::Success {
                    pattern: 1,
                    failure: Some(NodeId(3)),
                },
            ],
            root: Some(NodeId(0)),
            success_locs: FxHashMap::default(),
        };
        // 0 -> 2 -> 4 -> 5 -> 3: five levels.
        assert_eq!(tree.depth(), 5);
    }
}
