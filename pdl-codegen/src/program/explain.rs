//! What each branch point of the matcher tests, and which patterns each of its outcomes
//! leads to: the table both back ends carry so that a listener can be told why a PDL
//! pattern did not match an operation (see `pdl_runtime::value::Branch`).
//!
//! Values are described by how the matcher reached them from the root
//! (`the operation defining operand 0 of the root`), checks by the condition that holds on
//! their first outcome, switches by what they switch on and the value of each case.

use rustc_hash::{FxHashMap, FxHashSet};

use pdl_runtime::ir::{AttrKind, Attribute, Context};
use pdl_runtime::text::{print_attribute, print_type};

use super::{BlockId, KindExt, Op, Program, Val};

/// One branch point of the matcher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchInfo {
    /// The block it ends.
    pub block: BlockId,
    /// A check: the condition that holds on the first outcome. A switch: what it switches
    /// on.
    pub what: String,
    /// A switch: each case's value. A check: empty.
    pub cases: Vec<String>,
    /// For each outcome (a check: holds, then not; a switch: each case, then the
    /// default), the patterns still recordable after it, sorted.
    pub outcomes: Vec<Vec<u32>>,
}

/// The branch points of `prog`'s matcher, in block order.
pub fn branches(prog: &Program) -> Vec<BranchInfo> {
    let names = describe_values(prog);
    let mut reach = Reach {
        prog,
        memo: FxHashMap::default(),
    };
    let mut out = Vec::new();
    for b in matcher_blocks(prog) {
        let Some(term) = prog.block(b).ops.last() else {
            continue;
        };
        let Some((what, cases)) = describe_branch(prog, term, &names) else {
            continue;
        };
        // Outcomes in the tracer's order: a check's two, a switch's cases then its default
        // (`successors` lists the default first).
        let mut succs = term.successors();
        if cases.is_some() {
            succs.rotate_left(1);
        }
        out.push(BranchInfo {
            block: b,
            what,
            cases: cases.unwrap_or_default(),
            outcomes: succs.iter().map(|&s| reach.of(s)).collect(),
        });
    }
    out
}

/// What a branch point tests, and for a switch the value of each case; `None` for an
/// operation that does not branch on a test.
fn describe_branch(
    prog: &Program,
    term: &Op,
    names: &FxHashMap<Val, String>,
) -> Option<(String, Option<Vec<String>>)> {
    let name = |v: &Val| {
        names
            .get(v)
            .cloned()
            .unwrap_or_else(|| format!("value %{}", v.0))
    };
    let ctx = &prog.ctx;
    let check = |what: String| Some((what, None));
    let switch = |what: String, cases: Vec<String>| Some((what, Some(cases)));
    match term {
        Op::ApplyConstraint {
            name: native,
            args,
            negated,
            ..
        } => {
            let args: Vec<String> = args.iter().map(name).collect();
            let outcome = if *negated { "fails" } else { "holds" };
            check(format!(
                "constraint `{native}`({}) {outcome}",
                args.join(", ")
            ))
        }
        Op::AreEqual { lhs, rhs, .. } => check(format!("{} is {}", name(lhs), name(rhs))),
        Op::CheckAttribute { attr, value, .. } => check(format!(
            "{} is {}",
            name(attr),
            print_attribute(ctx, *value)
        )),
        Op::CheckOperandCount {
            op,
            count,
            at_least,
            ..
        } => check(format!(
            "{} has {}",
            name(op),
            count_text(*count, *at_least, "operand")
        )),
        Op::CheckResultCount {
            op,
            count,
            at_least,
            ..
        } => check(format!(
            "{} has {}",
            name(op),
            count_text(*count, *at_least, "result")
        )),
        Op::CheckOperationName { op, name: n, .. } => check(format!("{} is a \"{n}\"", name(op))),
        Op::CheckType { value, ty, .. } => {
            check(format!("{} is {}", name(value), type_text(ctx, *ty)))
        }
        Op::CheckTypes { value, types, .. } => check(format!(
            "{} are {}",
            name(value),
            print_attribute(ctx, *types)
        )),
        Op::IsNotNull { value, .. } => check(format!("{} exists", name(value))),
        Op::SwitchOperationName { op, cases, .. } => switch(
            format!("the name of {}", name(op)),
            cases.iter().map(|c| format!("\"{c}\"")).collect(),
        ),
        Op::SwitchOperandCount { op, cases, .. } => switch(
            format!("the number of operands of {}", name(op)),
            cases.iter().map(u32::to_string).collect(),
        ),
        Op::SwitchResultCount { op, cases, .. } => switch(
            format!("the number of results of {}", name(op)),
            cases.iter().map(u32::to_string).collect(),
        ),
        Op::SwitchAttribute { attr, cases, .. } => switch(
            name(attr),
            cases.iter().map(|a| print_attribute(ctx, *a)).collect(),
        ),
        Op::SwitchType { value, cases, .. } => switch(
            name(value),
            cases.iter().map(|a| type_text(ctx, *a)).collect(),
        ),
        Op::SwitchTypes { value, cases, .. } => switch(
            name(value),
            cases.iter().map(|a| print_attribute(ctx, *a)).collect(),
        ),
        _ => None,
    }
}

fn count_text(count: u32, at_least: bool, what: &str) -> String {
    format!(
        "{}{count} {what}{}",
        if at_least { "at least " } else { "" },
        if count == 1 { "" } else { "s" }
    )
}

fn type_text(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => print_type(ctx, *t),
        _ => print_attribute(ctx, a),
    }
}

/// Every block of the matcher function, nested loop bodies included, in id order.
fn matcher_blocks(prog: &Program) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut regions = vec![prog.matcher.body];
    while let Some(r) = regions.pop() {
        for &b in &prog.region(r).blocks {
            out.push(b);
            for op in &prog.block(b).ops {
                if let Op::Foreach { body, .. } = op {
                    regions.push(*body);
                }
            }
        }
    }
    out.sort_by_key(|b| b.0);
    out
}

/// Patterns recordable from a block (memoised). The matcher's control flow is acyclic once
/// `continue` is taken as the end of the path when it comes from our lowering; a hand-written
/// `pdl_interp` matcher may still loop (a check whose successor is an earlier block), so a
/// block already on the walk's path is not entered again, and the sets of the blocks found
/// on a cycle are completed afterwards to a fixpoint.
struct Reach<'p> {
    prog: &'p Program,
    memo: FxHashMap<BlockId, Vec<u32>>,
}

impl Reach<'_> {
    fn of(&mut self, start: BlockId) -> Vec<u32> {
        // Iterative post-order, so that long chains do not exhaust the stack.
        let mut stack = vec![(start, false)];
        let mut on_path: FxHashSet<BlockId> = FxHashSet::default();
        // Blocks finished while a successor of theirs was still on the path.
        let mut cyclic: Vec<BlockId> = Vec::new();
        while let Some((b, expanded)) = stack.pop() {
            if self.memo.contains_key(&b) {
                continue;
            }
            let succs = self.successors(b);
            if !expanded {
                if !on_path.insert(b) {
                    // Reached again from below itself: a cycle, completed afterwards.
                    continue;
                }
                stack.push((b, true));
                for s in succs {
                    if !self.memo.contains_key(&s) && !on_path.contains(&s) {
                        stack.push((s, false));
                    }
                }
                continue;
            }
            let mut set: Vec<u32> = Vec::new();
            if let Some(Op::RecordMatch { pattern, .. }) = self.prog.block(b).ops.last() {
                set.push(*pattern as u32);
            }
            let mut open = false;
            for s in succs {
                match self.memo.get(&s) {
                    Some(r) => set.extend(r),
                    None => open = true,
                }
            }
            set.sort_unstable();
            set.dedup();
            self.memo.insert(b, set);
            on_path.remove(&b);
            if open {
                cyclic.push(b);
            }
        }
        if !cyclic.is_empty() {
            self.close_cycles();
        }
        self.memo.get(&start).cloned().unwrap_or_default()
    }

    /// Completes the memoised sets along cycles: each block's set takes its successors'
    /// until nothing changes (sets only grow, within the patterns of the program).
    fn close_cycles(&mut self) {
        let blocks: Vec<BlockId> = self.memo.keys().copied().collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &blocks {
                let mut set = self.memo[&b].clone();
                let before = set.len();
                for s in self.successors(b) {
                    if let Some(r) = self.memo.get(&s) {
                        set.extend(r);
                    }
                }
                set.sort_unstable();
                set.dedup();
                if set.len() != before {
                    self.memo.insert(b, set);
                    changed = true;
                }
            }
        }
    }

    fn successors(&self, b: BlockId) -> Vec<BlockId> {
        let Some(term) = self.prog.block(b).ops.last() else {
            return Vec::new();
        };
        let mut s = term.successors();
        if let Op::Foreach { body, .. } = term {
            if let Some(&entry) = self.prog.region(*body).blocks.first() {
                s.push(entry);
            }
        }
        s.into_vec()
    }
}

/// Describes the matcher's values by how they were reached from the root.
fn describe_values(prog: &Program) -> FxHashMap<Val, String> {
    let mut names: FxHashMap<Val, String> = FxHashMap::default();
    let entry = prog.entry(&prog.matcher);
    if let Some(&root) = prog.block(entry).args.first() {
        names.insert(root, "the root".to_string());
    }
    // Sweep until every value reachable from the root is named (a value is named from its
    // operand's name, whatever order the blocks come in).
    let blocks = matcher_blocks(prog);
    loop {
        let before = names.len();
        for &b in &blocks {
            for op in &prog.block(b).ops {
                describe_op(prog, op, &mut names);
            }
        }
        if names.len() == before {
            return names;
        }
    }
}

fn describe_op(prog: &Program, op: &Op, names: &mut FxHashMap<Val, String>) {
    let get = |names: &FxHashMap<Val, String>, v: &Val| names.get(v).cloned();
    let (result, text) = match op {
        Op::GetOperand { result, op, index } => (
            result,
            get(names, op).map(|o| format!("operand {index} of {o}")),
        ),
        Op::GetResult { result, op, index } => (
            result,
            get(names, op).map(|o| format!("result {index} of {o}")),
        ),
        Op::GetOperands { result, op, index } => (
            result,
            get(names, op).map(|o| match index {
                Some(i) => format!("operand group {i} of {o}"),
                None => format!("the operands of {o}"),
            }),
        ),
        Op::GetResults { result, op, index } => (
            result,
            get(names, op).map(|o| match index {
                Some(i) => format!("result group {i} of {o}"),
                None => format!("the results of {o}"),
            }),
        ),
        Op::GetDefiningOp { result, value } => (
            result,
            get(names, value).map(|v| format!("the operation defining {v}")),
        ),
        Op::GetAttribute { result, op, name } => (
            result,
            get(names, op).map(|o| format!("attribute `{name}` of {o}")),
        ),
        Op::GetAttributeType { result, attr } => {
            (result, get(names, attr).map(|a| format!("the type of {a}")))
        }
        Op::GetValueType { result, value } => (
            result,
            get(names, value).map(|v| {
                if prog.ty(*result).is_range() {
                    format!("the types of {v}")
                } else {
                    format!("the type of {v}")
                }
            }),
        ),
        Op::GetUsers { result, value } => (
            result,
            get(names, value).map(|v| format!("the users of {v}")),
        ),
        Op::Extract {
            result,
            range,
            index,
        } => (
            result,
            get(names, range).map(|r| format!("element {index} of {r}")),
        ),
        Op::Foreach { var, range, .. } => (
            var,
            get(names, range).map(|r| format!("an operation among {r}")),
        ),
        Op::ApplyConstraint { name, results, .. } => {
            for (k, r) in results.iter().enumerate() {
                names
                    .entry(*r)
                    .or_insert_with(|| format!("result {k} of constraint `{name}`"));
            }
            return;
        }
        Op::CreateType { result, ty } => (result, Some(type_text(&prog.ctx, *ty))),
        Op::CreateTypes { result, types } => (result, Some(print_attribute(&prog.ctx, *types))),
        Op::CreateAttribute { result, value } => (result, Some(print_attribute(&prog.ctx, *value))),
        _ => return,
    };
    if let Some(t) = text {
        names.entry(*result).or_insert(t);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{lower_with, LowerOptions};
    use crate::syntax::pdl::parse_pdl;

    fn program(src: &str) -> Program {
        let set = parse_pdl(src).expect("parses");
        lower_with(&set, LowerOptions::default()).expect("lowers")
    }

    #[test]
    fn checks_describe_positions_and_lead_to_their_patterns() {
        let prog = program(
            r#"
            pdl.pattern @a : benefit(1) {
              %in = pdl.operand
              %def = pdl.operation "test.def"(%in : !pdl.value)
              %x = pdl.result 0 of %def
              %root = pdl.operation "test.use"(%x : !pdl.value)
              pdl.rewrite %root with "r"
            }
            pdl.pattern @b : benefit(1) {
              %root = pdl.operation "test.use"
              pdl.rewrite %root with "r"
            }
            "#,
        );
        let table = branches(&prog);
        let texts: Vec<&str> = table.iter().map(|b| b.what.as_str()).collect();
        assert!(
            texts.contains(&"the operation defining operand 0 of the root is a \"test.def\""),
            "{texts:#?}"
        );
        let def = table
            .iter()
            .find(|b| b.what.ends_with("is a \"test.def\""))
            .expect("a name check");
        // Holding keeps @a; failing loses @a, and never @b, which does not need it.
        assert!(def.outcomes[0].contains(&0));
        assert!(!def.outcomes[1].contains(&0));
        assert!(!def.outcomes[0].contains(&1) || def.outcomes[1].contains(&1));
    }
}
