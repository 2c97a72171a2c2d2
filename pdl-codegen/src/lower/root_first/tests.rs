//! The root-name-first tree: its shape, and what it keeps from MLIR's.

use crate::lower::{lower_with, LowerOptions, MatchOrder};
use crate::program::{Op, Program};
use crate::syntax::pdl::parse_pdl;

fn lowered(src: &str, order: MatchOrder) -> Program {
    let set = parse_pdl(src).unwrap_or_else(|d| panic!("{}", d[0].render("t.pdl", src)));
    lower_with(&set, LowerOptions::default().with_order(order))
        .unwrap_or_else(|d| panic!("{}", d[0].render("t.pdl", src)))
}

/// The terminator of the matcher's entry block.
fn entry_terminator(prog: &Program) -> &Op {
    let entry = prog.region(prog.matcher.body).blocks[0];
    prog.block(entry).ops.last().expect("a terminator")
}

/// The operations of the matcher reachable from `block` (loop bodies included).
fn reachable(prog: &Program, block: crate::program::BlockId) -> Vec<&Op> {
    let mut seen = std::collections::BTreeSet::new();
    let mut stack = vec![block];
    let mut out = Vec::new();
    while let Some(b) = stack.pop() {
        if !seen.insert(b.0) {
            continue;
        }
        for op in &prog.block(b).ops {
            if let Op::Foreach { body, .. } = op {
                stack.extend(prog.region(*body).blocks.iter().copied());
            }
            stack.extend(op.successors());
            out.push(op);
        }
    }
    out
}

const FC_LAYER: &str = include_str!("../../../../examples/patterns/fc_layer.pdl");

#[test]
fn the_root_name_is_asked_first() {
    let mlir = lowered(FC_LAYER, MatchOrder::Mlir);
    assert!(
        !matches!(entry_terminator(&mlir), Op::SwitchOperationName { .. }),
        "MLIR's order starts with the operands"
    );
    let first = lowered(FC_LAYER, MatchOrder::RootNameFirst);
    let Op::SwitchOperationName {
        op, cases, default, ..
    } = entry_terminator(&first)
    else {
        panic!("expected a switch on the root's name first");
    };
    assert_eq!(op.0, 0, "the switch is on the root");
    assert_eq!(cases, &["tf.Relu".to_string()]);
    // Any other operation is done at once.
    assert!(matches!(
        reachable(&first, *default).as_slice(),
        [Op::Finalize]
    ));
    // The case has the whole pattern: its upward traversals and its match.
    let ops = all_ops(&first);
    assert_eq!(count(&ops, |o| matches!(o, Op::Foreach { .. })), 2);
    assert_eq!(count(&ops, |o| matches!(o, Op::RecordMatch { .. })), 1);
    // Auto is MLIR's order when the lowering runs on its own.
    let auto = lowered(FC_LAYER, MatchOrder::Auto);
    assert_eq!(
        crate::program::print::print(&auto, None),
        crate::program::print::print(&mlir, None)
    );
}

fn all_ops(prog: &Program) -> Vec<&Op> {
    let entry = prog.region(prog.matcher.body).blocks[0];
    reachable(prog, entry)
}

fn count(ops: &[&Op], f: impl Fn(&Op) -> bool) -> usize {
    ops.iter().filter(|o| f(o)).count()
}

/// Three patterns on different roots and one on any root share a native constraint on the
/// root's operand, which MLIR asks before the names (four patterns ask it, three the name);
/// an operation named otherwise still gets the call.
const SHARED_CONSTRAINT: &str = r#"
module @patterns {
  pdl.pattern @a : benefit(1) {
    %x = pdl.operand
    pdl.apply_native_constraint "Check"(%x : !pdl.value)
    %root = pdl.operation "t.a"(%x : !pdl.value)
    pdl.rewrite %root with "rw"
  }
  pdl.pattern @b : benefit(1) {
    %x = pdl.operand
    pdl.apply_native_constraint "Check"(%x : !pdl.value)
    %root = pdl.operation "t.b"(%x : !pdl.value)
    pdl.rewrite %root with "rw"
  }
  pdl.pattern @c : benefit(1) {
    %x = pdl.operand
    pdl.apply_native_constraint "Check"(%x : !pdl.value)
    %root = pdl.operation "t.c"(%x : !pdl.value)
    pdl.rewrite %root with "rw"
  }
  pdl.pattern @d : benefit(1) {
    %x = pdl.operand
    pdl.apply_native_constraint "Check"(%x : !pdl.value)
    %root = pdl.operation(%x : !pdl.value)
    pdl.rewrite %root with "rw"
  }
}
"#;

#[test]
fn constraints_asked_before_the_name_are_kept_for_every_name() {
    let mlir = lowered(SHARED_CONSTRAINT, MatchOrder::Mlir);
    let constraint = |o: &Op| matches!(o, Op::ApplyConstraint { .. });
    assert_eq!(
        count(&all_ops(&mlir), constraint),
        1,
        "one shared call in MLIR's"
    );
    let first = lowered(SHARED_CONSTRAINT, MatchOrder::RootNameFirst);
    let Op::SwitchOperationName {
        cases,
        dests,
        default,
        ..
    } = entry_terminator(&first)
    else {
        panic!("expected a switch on the root's name first");
    };
    assert_eq!(cases.len(), 3);
    for &d in dests.iter().chain([default]) {
        let ops = reachable(&first, d);
        assert_eq!(
            count(&ops, constraint),
            1,
            "every name calls the constraint once"
        );
    }
    // A named case records its pattern's match and @d's, the default @d's.
    let record = |o: &Op| matches!(o, Op::RecordMatch { .. });
    for &d in dests {
        assert_eq!(count(&reachable(&first, d), record), 2);
    }
    assert_eq!(count(&reachable(&first, *default), record), 1);
}

/// A pattern with no root name is tried for every name, after the named ones as in MLIR's
/// tree, and has one rewriter.
#[test]
fn patterns_on_any_root_are_in_every_case() {
    let src = r#"
module @patterns {
  pdl.pattern @named : benefit(1) {
    %root = pdl.operation "t.a"
    pdl.rewrite %root with "rw"
  }
  pdl.pattern @any : benefit(1) {
    %root = pdl.operation
    pdl.rewrite %root with "rw"
  }
}
"#;
    let first = lowered(src, MatchOrder::RootNameFirst);
    assert_eq!(first.rewriters.len(), 2);
    let Op::SwitchOperationName { dests, default, .. } = entry_terminator(&first) else {
        panic!("expected a switch on the root's name first");
    };
    let record = |o: &Op| matches!(o, Op::RecordMatch { .. });
    assert_eq!(count(&reachable(&first, dests[0]), record), 2);
    assert_eq!(count(&reachable(&first, *default), record), 1);
}

/// The operation names checked in the matcher's top region (outside every `foreach`).
fn names_outside_loops(prog: &Program) -> Vec<String> {
    prog.region(prog.matcher.body)
        .blocks
        .iter()
        .flat_map(|&b| prog.block(b).ops.iter())
        .filter_map(|op| match op {
            Op::CheckOperationName { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn checks_that_no_loop_changes_run_before_the_loops() {
    // MLIR's order walks the users of the weight and the bias before checking the
    // operations above the root; the back ends' order checks those once, before the loops,
    // and keeps inside them only what depends on the users.
    let mlir = lowered(FC_LAYER, MatchOrder::Mlir);
    assert!(
        !names_outside_loops(&mlir).contains(&"tf.BiasAdd".to_string()),
        "{:?}",
        names_outside_loops(&mlir)
    );
    let first = lowered(FC_LAYER, MatchOrder::RootNameFirst);
    let outside = names_outside_loops(&first);
    assert!(outside.contains(&"tf.BiasAdd".to_string()), "{outside:?}");
    assert!(outside.contains(&"tf.MatMul".to_string()), "{outside:?}");
    assert!(!outside.contains(&"tf.Sub".to_string()), "{outside:?}");
    assert!(!outside.contains(&"tf.Mul".to_string()), "{outside:?}");
}

/// The operations of the first loop's body along its success edges (each check's `then`),
/// up to the next loop or the match.
fn first_loop_success_path(prog: &Program) -> Vec<&Op> {
    let body = prog
        .region(prog.matcher.body)
        .blocks
        .iter()
        .flat_map(|&b| prog.block(b).ops.iter())
        .find_map(|op| match op {
            Op::Foreach { body, .. } => Some(*body),
            _ => None,
        })
        .expect("a loop over users");
    let mut out = Vec::new();
    let mut block = prog.region(body).blocks.first().copied();
    while let Some(b) = block.take() {
        for op in &prog.block(b).ops {
            if matches!(op, Op::Foreach { .. } | Op::RecordMatch { .. }) {
                return out;
            }
            out.push(op);
            block = op.successors().first().copied();
        }
    }
    out
}

#[test]
fn a_user_is_checked_before_its_operands_are_followed() {
    // MLIR's order looks up the defining operation of a user's operand before asking the
    // user's name; the back ends' order asks what the user itself is first.
    let first = lowered(FC_LAYER, MatchOrder::RootNameFirst);
    let path = first_loop_success_path(&first);
    let name = path
        .iter()
        .position(|op| matches!(op, Op::CheckOperationName { name, .. } if name == "tf.Sub"));
    let defining = path
        .iter()
        .position(|op| matches!(op, Op::GetDefiningOp { .. }));
    match (name, defining) {
        (Some(n), Some(d)) => assert!(n < d, "{path:?}"),
        _ => panic!("expected a name check and a defining operation: {path:?}"),
    }
}
