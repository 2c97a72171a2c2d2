//! The parallel greedy driver gives the sequential driver's result, whatever the number of
//! threads: folding, constant deduplication, patterns at the module level and at the
//! isolated operations themselves, nested regions; its errors are the first in IR order,
//! with the payload left as it was.

use std::num::NonZeroUsize;

use pdl_runtime::access::PayloadRead;
use pdl_runtime::dialects::parse_loaded;
use pdl_runtime::ir::{Attribute, Ir, OpId, OperationState};
use pdl_runtime::rewrite::{
    apply_patterns_greedily, apply_patterns_greedily_in_parallel, DriverError, FrozenPatternSet,
    GreedyConfig, GreedyOutcome, PatternError, RewriteError, RewritePatternSet, Threads,
};
use pdl_runtime::text::{print, print_generic};

/// Functions of several shapes, an operation between them with a region of its own, and a
/// nested module with functions.
fn payload() -> String {
    let mut s = String::new();
    for i in 0..9 {
        s.push_str(&format!(
            "func.func @f{i}(%a: i32, %c: i1) -> i32 {{
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant {i} : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = \"test.twice\"(%a) : (i32) -> i32
  %2 = scf.if %c -> (i32) {{
    %c1b = arith.constant 1 : i32
    %3 = \"test.twice\"(%1) : (i32) -> i32
    %4 = arith.addi %3, %c1b : i32
    scf.yield %4 : i32
  }} else {{
    scf.yield %0 : i32
  }}
  %5 = arith.muli %2, %0 : i32
  return %5 : i32
}}
"
        ));
        if i == 4 {
            s.push_str("\"test.between\"() ({\n  \"test.twice\"() : () -> ()\n}) : () -> ()\n");
            s.push_str("module @inner {\n  func.func @g(%x: i32) -> i32 {\n    %0 = \"test.twice\"(%x) : (i32) -> i32\n    return %0 : i32\n  }\n}\n");
        }
    }
    s
}

/// `test.twice` becomes `test.once`; `test.between` gets an attribute once.
fn patterns(rooted_at_functions: bool) -> FrozenPatternSet<Ir> {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_fn("once", Some("test.twice"), 1, |rw, op| {
        let operands: Vec<_> = rw.payload().operands(op).collect();
        let types: Vec<_> = rw
            .payload()
            .results(op)
            .map(|v| rw.payload().value_type(v))
            .collect();
        let new = rw.create_op("test.once", &operands, &types, &[]);
        let results: Vec<_> = rw.payload().results(new).collect();
        rw.replace_op(op, &results)?;
        Ok(())
    });
    set.add_fn("mark", Some("test.between"), 1, |rw, op| {
        if attr(rw.payload(), op, "marked").is_some() {
            return Err(PatternError::no_match("marked"));
        }
        let unit = rw.get_attr("unit").expect("unit");
        rw.set_attribute(op, "marked", Some(unit));
        Ok(())
    });
    if rooted_at_functions {
        // Looks into the function's body: the parallel driver must keep it there.
        set.add_fn("count", Some("func.func"), 1, |rw, op| {
            if attr(rw.payload(), op, "ops").is_some() {
                return Err(PatternError::no_match("counted"));
            }
            let n = rw.payload().collect_ops(op, true).len();
            let count = rw.get_attr(&format!("{n} : i64")).expect("an integer");
            rw.set_attribute(op, "ops", Some(count));
            Ok(())
        });
    }
    set.freeze()
}

/// The attribute `name` of `op`.
fn attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    PayloadRead::attribute(ir, op, ir.lookup_name(name)?)
}

/// The name of the function holding `op`.
fn function_of(ir: &Ir, op: OpId) -> String {
    let mut p = op;
    while ir.op_name_str(p) != "func.func" {
        match ir.parent_op(p) {
            Some(q) => p = q,
            None => return String::new(),
        }
    }
    attr(ir, p, "sym_name")
        .map(|a| ir.attr_to_string(a))
        .unwrap_or_default()
}

fn threads(n: usize) -> Threads {
    Threads::Count(NonZeroUsize::new(n).unwrap())
}

fn run(set: &FrozenPatternSet<Ir>, n: Option<usize>) -> (Ir, Result<GreedyOutcome, DriverError>) {
    let mut ir = parse_loaded(&payload(), "p.mlir").unwrap();
    let root = ir.root();
    let config = GreedyConfig::default();
    let r = match n {
        None => apply_patterns_greedily(&mut ir, root, set, &config),
        Some(n) => apply_patterns_greedily_in_parallel(&mut ir, root, set, &config, threads(n)),
    };
    (ir, r)
}

#[test]
fn every_thread_count_gives_the_sequential_result() {
    for rooted in [false, true] {
        let set = patterns(rooted);
        let (seq, r) = run(&set, None);
        let outcome = r.unwrap();
        assert!(outcome.converged && outcome.changed);
        let text = print(&seq);
        assert!(!text.contains("test.twice"), "{text}");
        assert!(text.contains("marked"), "{text}");
        assert_eq!(rooted, text.contains("ops = "), "{text}");
        for n in [1, 2, 3, 8] {
            let (par, r) = run(&set, Some(n));
            let o = r.unwrap();
            assert!(o.converged && o.changed);
            // Split, the bodies are visited once each, not again between them.
            if n > 1 && !rooted {
                assert!(o.visits < outcome.visits, "{o:?} vs {outcome:?}");
            }
            assert_eq!(
                print(&par),
                text,
                "{n} threads, rooted at functions: {rooted}"
            );
            assert_eq!(print_generic(&par), print_generic(&seq), "{n} threads");
            assert!(par.verify().is_ok());
            assert_eq!(par.num_live_ops(), seq.num_live_ops(), "{n} threads");
        }
    }
}

#[test]
fn the_first_error_in_ir_order_wins_and_the_payload_stays() {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_fn("fail", Some("test.twice"), 1, |rw, op| {
        // Fails in the functions @f3 and @f6 only.
        let name = function_of(rw.payload(), op);
        if name == "\"f3\"" || name == "\"f6\"" {
            return Err(RewriteError::new(format!("no room in {name}")).into());
        }
        Err(PatternError::no_match("elsewhere"))
    });
    let set = set.freeze();
    let original = print(&parse_loaded(&payload(), "p.mlir").unwrap());
    for n in [2, 4] {
        let (ir, r) = run(&set, Some(n));
        let e = r.unwrap_err();
        assert!(e.to_string().contains("no room in \"f3\""), "{e}");
        assert!(e.to_string().starts_with("p.mlir:"), "{e}");
        assert_eq!(print(&ir), original, "{n} threads: the payload as it was");
    }
}

#[test]
fn a_run_that_does_not_settle_is_cut_as_the_sequential_one() {
    let mut set = RewritePatternSet::<Ir>::new();
    // Succeeds without a change in @f2 only: that function never settles.
    set.add_fn("stay", Some("test.twice"), 1, |rw, op| {
        let name = function_of(rw.payload(), op);
        if name == "\"f2\"" {
            Ok(())
        } else {
            Err(PatternError::no_match("settled"))
        }
    });
    let set = set.freeze();
    let (seq, r) = run(&set, None);
    let so = r.unwrap();
    assert!(!so.converged);
    let (par, r) = run(&set, Some(2));
    let po = r.unwrap();
    assert!(!po.converged);
    assert_eq!(print(&par), print(&seq));
}

#[test]
fn the_walk_driver_too() {
    use pdl_runtime::rewrite::{
        walk_and_apply_patterns_in_parallel, walk_and_apply_patterns_with_config, NoListener,
        WalkConfig,
    };
    for rooted in [false, true] {
        let set = patterns(rooted);
        let mut seq = parse_loaded(&payload(), "p.mlir").unwrap();
        let root = seq.root();
        let config = WalkConfig::default();
        walk_and_apply_patterns_with_config(&mut seq, root, &set, &config, &mut NoListener)
            .unwrap();
        assert!(!print(&seq).contains("test.twice"));
        for n in [2, 3] {
            let mut par = parse_loaded(&payload(), "p.mlir").unwrap();
            walk_and_apply_patterns_in_parallel(&mut par, root, &set, &config, threads(n)).unwrap();
            assert_eq!(print(&par), print(&seq), "{n} threads");
        }
    }
}

/// `test.grow` becomes two operations; `test.twice` one, as in [`patterns`].
fn growing() -> FrozenPatternSet<Ir> {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_fn("grow", Some("test.grow"), 1, |rw, op| {
        let operands: Vec<_> = rw.payload().operands(op).collect();
        let i32t = rw.payload().value_type(operands[0]);
        let a = rw.create_op("test.half", &operands, &[i32t], &[]);
        let v: Vec<_> = rw.payload().results(a).collect();
        let b = rw.create_op("test.half", &v, &[i32t], &[]);
        let results: Vec<_> = rw.payload().results(b).collect();
        rw.replace_op(op, &results)?;
        Ok(())
    });
    set.add_fn("once", Some("test.twice"), 1, |rw, op| {
        let operands: Vec<_> = rw.payload().operands(op).collect();
        rw.create_op("test.once", &operands, &[], &[]);
        rw.erase_op(op)?;
        Ok(())
    });
    set.freeze()
}

/// Six functions: the even ones keep their size (a body written back over its old
/// records), the odd ones grow (a body relocated to new records); then the first one's
/// body gets an operation created after everything else (its records no longer one run).
fn mixed_payload() -> (Ir, usize) {
    let mut s = String::new();
    for i in 0..6 {
        let op = if i % 2 == 0 {
            "\"test.twice\"(%0) : (i32) -> ()"
        } else {
            "%1 = \"test.grow\"(%0) : (i32) -> i32"
        };
        s.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = \"test.id\"(%a) : (i32) -> i32\n  \
             {op}\n  return %0 : i32\n}}\n"
        ));
    }
    let ir = parse_loaded(&s, "m.mlir").unwrap();
    let records = ir.num_op_records();
    (ir, records)
}

#[test]
fn bodies_come_back_in_place_when_they_fit_and_are_moved_otherwise() {
    let set = growing();
    let config = GreedyConfig::default();
    for spread in [false, true] {
        let fresh = || {
            let (mut ir, records) = mixed_payload();
            if spread {
                // An operation created last, put into @f0: its records are no run now.
                let top = ir.root_block();
                let f0 = ir.block_ops(top).next().unwrap();
                let entry = ir.region_blocks(ir.region(f0, 0))[0];
                let first = ir.first_op(entry).unwrap();
                let state = OperationState::new(&mut ir.ctx, "test.late");
                let late = ir.create_op(state);
                ir.insert_op_before(first, late);
            }
            (ir, records)
        };
        let (mut seq, _) = fresh();
        let root = seq.root();
        apply_patterns_greedily(&mut seq, root, &set, &config).unwrap();
        let text = print_generic(&seq);
        assert!(
            text.contains("test.half") && text.contains("test.once"),
            "{text}"
        );
        assert!(!text.contains("test.twice") && !text.contains("test.grow"));
        for n in [2, 3] {
            let (mut par, records) = fresh();
            apply_patterns_greedily_in_parallel(&mut par, root, &set, &config, threads(n)).unwrap();
            assert_eq!(print_generic(&par), text, "{n} threads, spread: {spread}");
            assert!(par.verify().is_ok());
            // Three bodies grow by one operation each and are relocated: 3 × 4 new
            // records (the identity, two halves, the terminator), the others none (and
            // spread, @f0's four as well: the late one, the identity, `test.once`, the
            // terminator).
            let moved = if spread { 4 * 4 } else { 3 * 4 };
            let grown = par.num_op_records() - records - usize::from(spread);
            assert_eq!(grown, moved, "{n} threads, spread: {spread}");
            // What came back is whole: the result rewritten again, on threads and not,
            // gives the same.
            let mut again = par.clone();
            let undo = patterns(false);
            apply_patterns_greedily(&mut par, root, &undo, &config).unwrap();
            apply_patterns_greedily_in_parallel(&mut again, root, &undo, &config, threads(n))
                .unwrap();
            assert_eq!(print_generic(&again), print_generic(&par));
            assert!(again.verify().is_ok());
        }
    }
}
