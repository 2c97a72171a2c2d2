//! Seed 002's rewrite API: hand-written patterns, VM-loaded and generated PDL sets in one
//! frozen set, MLIR's order among them, the greedy driver's configuration, listeners.
//!
//! Expected orders and IR are written by hand from MLIR's documented semantics:
//! `PatternApplicator::matchAndRewrite` (benefit first; on ties op-specific native patterns,
//! then any-op native patterns, then PDL) and `GreedyRewriteConfig` (traversal order,
//! strictness, scope).

use pdl_codegen::load::{load_pdl, load_pdll};
use pdl_macros::pdl;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::{
    apply_once, apply_op_patterns_greedily, apply_patterns_greedily, apply_patterns_greedily_with,
    DriverError, GreedyConfig, Strictness,
};
use pdl_runtime::rewrite::{ErasedSet, Listener, NoListener, RewriteError, Rewriter};
use pdl_runtime::rewrite::{FrozenPatternSet, RewritePatternSet};
use pdl_runtime::rewrite::{PatternKind, PatternRef, RewriteListener};
use pdl_runtime::text::{parse, print};
use pdl_runtime::value::Natives;
use pdl_runtime::{
    rewrite::{MatchFailure, Pattern, PatternError},
    vm::PdlPatternSet,
};

pdl! {
    struct GenTie;
    Pattern gen with benefit(1) {
        let root = op<test.op>;
        replace root with op<test.gen>;
    }
}

pdl! {
    struct GenHigh;
    Pattern gen_high with benefit(5) {
        let root = op<test.op>;
        replace root with op<test.gen_high>;
    }
}

fn vm(benefit: u16) -> PdlPatternSet<Ir> {
    let src = format!(
        "Pattern vm with benefit({benefit}) {{ let root = op<test.op>; replace root with op<test.vm>; }}"
    );
    load_pdll::<Ir>(&src, "vm.pdll", &Natives::new()).expect("loads")
}

/// A hand-written pattern that always declines, with a reason.
fn declining(set: &mut RewritePatternSet<Ir>, name: &'static str, root: Option<&str>, b: u16) {
    set.add_fn(name, root, b, move |_, _| {
        Err(PatternError::no_match(format!("{name} declines")))
    });
}

/// Records what the driver tells its listener, in order.
#[derive(Default)]
struct Recorder {
    events: Vec<String>,
}

fn short(p: PatternRef<'_>) -> &str {
    let name = p.name.split(" (").next().unwrap_or(p.name);
    name.strip_prefix('@').unwrap_or(name)
}

impl Listener<Ir> for Recorder {
    fn notify_inserted(&mut self, ir: &Ir, op: OpId) {
        let name = ir.name_str(PayloadRead::op_name(ir, op)).to_string();
        self.events.push(format!("inserted {name}"));
    }
    fn notify_erased(&mut self, ir: &Ir, op: OpId, _: &ErasedSet<OpId>) {
        let name = ir.name_str(PayloadRead::op_name(ir, op)).to_string();
        self.events.push(format!("erased {name}"));
    }
}

impl RewriteListener<Ir> for Recorder {
    const EXPLAIN: bool = true;
    fn visit(&mut self, ir: &Ir, op: OpId) {
        let name = ir.name_str(PayloadRead::op_name(ir, op)).to_string();
        self.events.push(format!("visit {name}"));
    }
    fn match_attempt(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>) {
        self.events.push(format!("attempt {}", short(p)));
    }
    fn match_failure(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>, reason: &str) {
        self.events.push(format!("fail {}: {reason}", short(p)));
    }
    fn rewrite_applied(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>) {
        self.events.push(format!("applied {}", short(p)));
    }
}

/// Applies `set` once to the single `test.op` of a fresh payload; the attempts made and
/// the name of what replaced it.
fn first_rewrite(set: &FrozenPatternSet<Ir>) -> (Vec<String>, String) {
    let mut ir = parse("\"test.op\"() : () -> ()\n", "x.mlir").expect("parses");
    let op = ir.nested_ops(ir.root(), false)[1];
    let mut rec = Recorder::default();
    let applied = apply_once(&mut ir, op, set, &mut rec).expect("no error");
    assert!(applied.is_some(), "{:?}", rec.events);
    let attempts = rec
        .events
        .iter()
        .filter(|e| e.starts_with("attempt "))
        .map(|e| e["attempt ".len()..].to_string())
        .collect();
    let now = ir.nested_ops(ir.root(), false)[1];
    (
        attempts,
        ir.name_str(PayloadRead::op_name(&ir, now)).to_string(),
    )
}

#[test]
fn ties_go_to_op_specific_then_any_op_then_pdl_whatever_the_order_added() {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_pdl(vm(1));
    set.add_pdl(GenTie);
    declining(&mut set, "any", None, 1);
    declining(&mut set, "hw", Some("test.op"), 1);
    let (attempts, result) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["hw", "any", "vm"]);
    assert_eq!(result, "test.vm");

    // Among PDL sets of equal benefit, the one added first.
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_pdl(GenTie);
    declining(&mut set, "hw", Some("test.op"), 1);
    set.add_pdl(vm(1));
    declining(&mut set, "any", None, 1);
    let (attempts, result) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["hw", "any", "gen"]);
    assert_eq!(result, "test.gen");

    // A hand-written pattern that applies ends the search.
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_pdl(vm(1));
    set.add_fn("hw", Some("test.op"), 1, |rw, op| {
        let new = rw.create_op("test.hw", &[], &[], &[]);
        let _ = new;
        rw.erase_op(op)?;
        Ok(())
    });
    let (attempts, result) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["hw"]);
    assert_eq!(result, "test.hw");
}

#[test]
fn benefit_orders_candidates_across_kinds() {
    let mut set = RewritePatternSet::<Ir>::new();
    declining(&mut set, "hw", Some("test.op"), 2);
    set.add_pdl(GenTie); // benefit 1
    declining(&mut set, "any", None, 4);
    set.add_pdl(vm(3));
    let (attempts, result) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["any", "vm"]);
    assert_eq!(result, "test.vm");

    let mut set = RewritePatternSet::<Ir>::new();
    declining(&mut set, "hw", Some("test.op"), 4);
    set.add_pdl(GenHigh); // benefit 5
    set.add_pdl(vm(3));
    let (attempts, result) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["gen_high"]);
    assert_eq!(result, "test.gen_high");

    // Equal benefits among hand-written patterns keep the order they were added in.
    let mut set = RewritePatternSet::<Ir>::new();
    declining(&mut set, "first", Some("test.op"), 2);
    declining(&mut set, "second", Some("test.op"), 2);
    declining(&mut set, "best", Some("test.op"), 3);
    set.add_pdl(vm(1));
    let (attempts, _) = first_rewrite(&set.freeze());
    assert_eq!(attempts, ["best", "first", "second", "vm"]);
}

/// `"test.double"(x)` of `"test.half"(y)` is `y`: a two-phase hand-written pattern.
struct DoubleOfHalf;

impl Pattern<Ir> for DoubleOfHalf {
    type State = pdl_runtime::ir::Value;
    fn root(&self) -> Option<&str> {
        Some("test.double")
    }
    fn name(&self) -> &str {
        "double-of-half"
    }
    fn match_op(&self, ir: &Ir, op: OpId) -> Result<Self::State, MatchFailure> {
        let x = ir.operand(op, 0);
        let def = ir
            .defining_op(x)
            .ok_or(MatchFailure::new("the operand is a block argument"))?;
        if ir.name_str(PayloadRead::op_name(ir, def)) != "test.half" {
            return Err(MatchFailure::new("the operand is not a \"test.half\""));
        }
        Ok(ir.operand(def, 0))
    }
    fn rewrite(
        &self,
        y: Self::State,
        op: OpId,
        rw: &mut Rewriter<'_, Ir>,
    ) -> Result<(), RewriteError> {
        rw.replace_op(op, &[y])
    }
}

#[test]
fn failure_reasons_reach_the_listener_from_every_kind() {
    let src = r#"
        pdl.pattern @needs_def : benefit(1) {
          %x = pdl.operand
          %t = pdl.type
          %def = pdl.operation "test.def"(%x : !pdl.value) -> (%t : !pdl.type)
          %r = pdl.result 0 of %def
          %root = pdl.operation "test.double"(%r : !pdl.value) -> (%t : !pdl.type)
          pdl.rewrite %root {
            pdl.replace %root with (%x : !pdl.value)
          }
        }
    "#;
    pdl! {
        struct NeedsDef;
        pdl.pattern @needs_def : benefit(1) {
          %x = pdl.operand
          %t = pdl.type
          %def = pdl.operation "test.def"(%x : !pdl.value) -> (%t : !pdl.type)
          %r = pdl.result 0 of %def
          %root = pdl.operation "test.double"(%r : !pdl.value) -> (%t : !pdl.type)
          pdl.rewrite %root {
            pdl.replace %root with (%x : !pdl.value)
          }
        }
    }
    let payload = r#"%0 = "test.src"() : () -> i32
%1 = "test.other"(%0) : (i32) -> i32
%2 = "test.double"(%1) : (i32) -> i32
"test.sink"(%2) : (i32) -> ()
"#;
    let vm = load_pdl::<Ir>(src, "needs_def.pdl", &Natives::new()).expect("loads");
    let mut with_vm = RewritePatternSet::<Ir>::new();
    with_vm.add(DoubleOfHalf).add_pdl(vm);
    let mut with_gen = RewritePatternSet::<Ir>::new();
    with_gen.add(DoubleOfHalf).add_pdl(NeedsDef);
    let mut seen = Vec::new();
    for set in [with_vm.freeze(), with_gen.freeze()] {
        let mut ir = parse(payload, "x.mlir").expect("parses");
        let root = ir.root();
        let before = print(&ir);
        let mut rec = Recorder::default();
        let out =
            apply_patterns_greedily_with(&mut ir, root, &set, &GreedyConfig::default(), &mut rec)
                .expect("runs");
        assert!(out.converged && !out.changed);
        assert_eq!(print(&ir), before);
        let double: Vec<&String> = rec
            .events
            .iter()
            .skip_while(|e| *e != "visit test.double")
            .take(4)
            .collect();
        assert_eq!(
            double,
            [
                "visit test.double",
                "fail needs_def: check failed: the operation defining operand 0 of the root is a \"test.def\"",
                "attempt double-of-half",
                "fail double-of-half: the operand is not a \"test.half\"",
            ],
            "{:#?}",
            rec.events
        );
        seen.push(rec.events);
    }
    // The VM and the generated matcher explain in the same words.
    assert_eq!(seen[0], seen[1]);
}

#[test]
fn a_closure_that_declines_after_changing_the_ir_is_rolled_back() {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_fn("half-done", Some("test.op"), 2, |rw, op| {
        rw.create_op("test.junk", &[], &[], &[]);
        let attr = rw.get_attr("1 : i32").expect("an attribute");
        rw.set_attribute(op, "touched", Some(attr));
        Err(PatternError::no_match("changed my mind"))
    });
    set.add_fn("real", Some("test.op"), 1, |rw, op| {
        rw.create_op("test.done", &[], &[], &[]);
        rw.erase_op(op)?;
        Ok(())
    });
    let set = set.freeze();
    let mut ir = parse("\"test.op\"() : () -> ()\n", "x.mlir").expect("parses");
    let root = ir.root();
    let mut rec = Recorder::default();
    let out = apply_patterns_greedily_with(&mut ir, root, &set, &GreedyConfig::default(), &mut rec)
        .expect("runs");
    assert_eq!(out.rewrites, 1);
    let expected = parse("\"test.done\"() : () -> ()\n", "y.mlir").expect("parses");
    assert_eq!(print(&ir), print(&expected));
    assert!(rec
        .events
        .contains(&"fail half-done: changed my mind".to_string()));
}

#[test]
fn a_failing_hand_written_rewrite_is_rolled_back_and_reported() {
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_fn("bad", Some("test.op"), 1, |rw, op| {
        rw.create_op("test.partial", &[], &[], &[]);
        let r = rw.payload().result(op, 0);
        let _ = r;
        rw.erase_op(op)?; // its result is still used: an error
        Ok(())
    });
    let set = set.freeze();
    let src = "%0 = \"test.op\"() : () -> i32\n\"test.use\"(%0) : (i32) -> ()\n";
    let mut ir = parse(src, "x.mlir").expect("parses");
    let root = ir.root();
    let before = print(&ir);
    let err = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap_err();
    match &err {
        DriverError::Rewrite {
            pattern, op_name, ..
        } => {
            assert_eq!(pattern, "bad");
            assert_eq!(op_name, "test.op");
        }
        other => panic!("{other}"),
    }
    assert_eq!(print(&ir), before);
}

/// Records the order of visits only.
#[derive(Default)]
struct Visits(Vec<String>);

impl Listener<Ir> for Visits {}

impl RewriteListener<Ir> for Visits {
    fn visit(&mut self, ir: &Ir, op: OpId) {
        self.0
            .push(ir.name_str(PayloadRead::op_name(ir, op)).to_string());
    }
}

#[test]
fn traversal_order_bottom_up_and_top_down() {
    let src = r#""test.r"() ({
  "test.i1"() : () -> ()
  "test.i2"() : () -> ()
}) : () -> ()
"test.z"() : () -> ()
"#;
    let set = RewritePatternSet::<Ir>::new().freeze();
    let visits = |top_down: bool| {
        let mut ir = parse(src, "x.mlir").expect("parses");
        let root = ir.root();
        let config = GreedyConfig {
            top_down,
            ..GreedyConfig::default()
        };
        let mut v = Visits::default();
        let out = apply_patterns_greedily_with(&mut ir, root, &set, &config, &mut v).expect("runs");
        assert!(out.converged && out.iterations == 1);
        v.0
    };
    // Post-order, each op pushed with its ancestors (`test.r` right after `test.i1`),
    // popped last first.
    assert_eq!(visits(false), ["test.z", "test.i2", "test.r", "test.i1"]);
    // Pre-order, reversed, popped last first: the order of the text.
    assert_eq!(visits(true), ["test.r", "test.i1", "test.i2", "test.z"]);
}

/// `test.a` becomes a new `test.b`; `test.b` becomes a new `test.c`; `test.user` is erased.
fn chain_set() -> FrozenPatternSet<Ir> {
    let mut set = RewritePatternSet::<Ir>::new();
    for (from, to) in [("test.a", "test.b"), ("test.b", "test.c")] {
        set.add_fn(from, Some(from), 1, move |rw, op| {
            let ty = rw.payload().value_type(rw.payload().result(op, 0));
            let new = rw.create_op(to, &[], &[ty], &[]);
            let v = rw.payload().result(new, 0);
            rw.replace_op(op, &[v])?;
            Ok(())
        });
    }
    set.add_fn("erase-user", Some("test.user"), 1, |rw, op| {
        rw.erase_op(op)?;
        Ok(())
    });
    set.freeze()
}

fn run_strict(src: &str, strictness: Strictness, inner: bool) -> String {
    let mut ir = parse(src, "x.mlir").expect("parses");
    let root = ir.root();
    // `inner`: rewrite the regions of the first top-level op, with the module as scope.
    let (op, scope) = if inner {
        let top = ir.nested_ops(root, false);
        let region_op = top
            .iter()
            .copied()
            .find(|&o| ir.name_str(PayloadRead::op_name(&ir, o)) == "test.region")
            .expect("a test.region");
        (region_op, Some(root))
    } else {
        (root, None)
    };
    let config = GreedyConfig {
        strictness,
        scope,
        ..GreedyConfig::default()
    };
    apply_patterns_greedily(&mut ir, op, &chain_set(), &config).expect("runs");
    print(&ir)
}

fn printed(src: &str) -> String {
    print(&parse(src, "expected.mlir").expect("parses"))
}

#[test]
fn strictness_limits_what_the_driver_visits() {
    let src = r#"%0 = "test.a"() : () -> i32
%1 = "test.b"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#;
    // Any op, and existing-and-new: the new test.b is rewritten too.
    let all_c = printed(
        r#"%0 = "test.c"() : () -> i32
%1 = "test.c"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#,
    );
    assert_eq!(run_strict(src, Strictness::AnyOp, false), all_c);
    assert_eq!(run_strict(src, Strictness::ExistingAndNewOps, false), all_c);
    // Existing ops only: the test.b created from test.a is left alone.
    assert_eq!(
        run_strict(src, Strictness::ExistingOps, false),
        printed(
            r#"%0 = "test.b"() : () -> i32
%1 = "test.c"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#
        )
    );

    // An op outside the rewritten region but in the scope: erasing its last user queues it.
    let src = r#"%0 = "test.b"() : () -> i32
"test.region"() ({
  "test.user"(%0) : (i32) -> ()
}) : () -> ()
"#;
    // Any op: the outer test.b (in the scope) is visited and rewritten.
    assert_eq!(
        run_strict(src, Strictness::AnyOp, true),
        printed(
            r#"%0 = "test.c"() : () -> i32
"test.region"() ({
^bb0:
}) : () -> ()
"#
        )
    );
    // Existing-and-new: it was not among the ops the driver started with.
    let untouched = printed(
        r#"%0 = "test.b"() : () -> i32
"test.region"() ({
^bb0:
}) : () -> ()
"#,
    );
    assert_eq!(
        run_strict(src, Strictness::ExistingAndNewOps, true),
        untouched
    );
    assert_eq!(run_strict(src, Strictness::ExistingOps, true), untouched);
    // Without the wider scope, the default scope (the region's op) keeps it out even for
    // any op.
    let mut ir = parse(src, "x.mlir").expect("parses");
    let region_op = ir.nested_ops(ir.root(), false)[2];
    apply_patterns_greedily(&mut ir, region_op, &chain_set(), &GreedyConfig::default())
        .expect("runs");
    assert_eq!(print(&ir), untouched);
}

#[test]
fn iteration_and_rewrite_limits() {
    let src = r#"%0 = "test.a"() : () -> i32
"test.sink"(%0) : (i32) -> ()
"#;
    // One rewrite per iteration and one iteration: a -> b only.
    let mut ir = parse(src, "x.mlir").expect("parses");
    let root = ir.root();
    let config = GreedyConfig {
        max_iterations: Some(1),
        max_rewrites: Some(1),
        ..GreedyConfig::default()
    };
    let out = apply_patterns_greedily(&mut ir, root, &chain_set(), &config).expect("runs");
    assert!(!out.converged && out.changed);
    assert_eq!((out.iterations, out.rewrites), (1, 1));
    assert_eq!(
        print(&ir),
        printed("%0 = \"test.b\"() : () -> i32\n\"test.sink\"(%0) : (i32) -> ()\n")
    );
    // No iteration limit: runs to the fixpoint.
    let config = GreedyConfig {
        max_iterations: None,
        max_rewrites: Some(1),
        ..GreedyConfig::default()
    };
    let out = apply_patterns_greedily(&mut ir, root, &chain_set(), &config).expect("runs");
    assert!(out.converged);
    assert_eq!(
        print(&ir),
        printed("%0 = \"test.c\"() : () -> i32\n\"test.sink\"(%0) : (i32) -> ()\n")
    );
}

#[test]
fn single_op_entry_points() {
    let src = r#"%0 = "test.a"() : () -> i32
%1 = "test.a"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#;
    let set = chain_set();
    // apply_once: one rewrite of one op, nothing else.
    let mut ir = parse(src, "x.mlir").expect("parses");
    let ops = ir.nested_ops(ir.root(), false);
    let applied = apply_once(&mut ir, ops[1], &set, &mut NoListener).expect("runs");
    assert_eq!(applied, Some(0)); // the first pattern added
    assert_eq!(
        print(&ir),
        printed(
            r#"%0 = "test.b"() : () -> i32
%1 = "test.a"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#
        )
    );
    // apply_op_patterns_greedily on the first op: existing-and-new follows the new test.b.
    let mut ir = parse(src, "x.mlir").expect("parses");
    let ops = ir.nested_ops(ir.root(), false);
    let config = GreedyConfig {
        strictness: Strictness::ExistingAndNewOps,
        ..GreedyConfig::default()
    };
    let out = apply_op_patterns_greedily(&mut ir, &[ops[1]], &set, &config, &mut NoListener)
        .expect("runs");
    assert!(out.converged);
    assert_eq!(out.rewrites, 2);
    assert_eq!(
        print(&ir),
        printed(
            r#"%0 = "test.c"() : () -> i32
%1 = "test.a"() : () -> i32
"test.sink"(%0, %1) : (i32, i32) -> ()
"#
        )
    );
    // Existing ops only: the new test.b is not visited.
    let mut ir = parse(src, "x.mlir").expect("parses");
    let ops = ir.nested_ops(ir.root(), false);
    let config = GreedyConfig {
        strictness: Strictness::ExistingOps,
        ..GreedyConfig::default()
    };
    let out = apply_op_patterns_greedily(&mut ir, &[ops[1]], &set, &config, &mut NoListener)
        .expect("runs");
    assert_eq!(out.rewrites, 1);
}

#[test]
fn pattern_refs_say_what_kind_a_pattern_is() {
    #[derive(Default)]
    struct Kinds(Vec<(String, PatternKind, u16)>);
    impl Listener<Ir> for Kinds {}
    impl RewriteListener<Ir> for Kinds {
        fn match_attempt(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>) {
            self.0.push((short(p).to_string(), p.kind, p.benefit));
        }
    }
    let mut set = RewritePatternSet::<Ir>::new();
    declining(&mut set, "hw", Some("test.op"), 3);
    declining(&mut set, "any", None, 2);
    set.add_pdl(vm(1));
    let set = set.freeze();
    assert_eq!(set.len(), 3);
    let mut ir = parse("\"test.op\"() : () -> ()\n", "x.mlir").expect("parses");
    let op = ir.nested_ops(ir.root(), false)[1];
    let mut k = Kinds::default();
    apply_once(&mut ir, op, &set, &mut k).expect("runs");
    assert_eq!(
        k.0,
        [
            ("hw".to_string(), PatternKind::Native, 3),
            ("any".to_string(), PatternKind::NativeAnyOp, 2),
            ("vm".to_string(), PatternKind::Pdl, 1),
        ]
    );
}

/// Six patterns on six roots (their case functions differ only in constants: one shared
/// function) and six on one root told apart by an attribute (the arms of the switch on it
/// differ only in constants: one shared arm).
const SHARED_PDLL: &str = r#"
Pattern R0 { let root = op<test.r0>(x: Value) -> (t: Type); replace root with op<test.d0>(x) -> (t); }
Pattern R1 { let root = op<test.r1>(x: Value) -> (t: Type); replace root with op<test.d1>(x) -> (t); }
Pattern R2 { let root = op<test.r2>(x: Value) -> (t: Type); replace root with op<test.d2>(x) -> (t); }
Pattern R3 { let root = op<test.r3>(x: Value) -> (t: Type); replace root with op<test.d3>(x) -> (t); }
Pattern R4 { let root = op<test.r4>(x: Value) -> (t: Type); replace root with op<test.d4>(x) -> (t); }
Pattern R5 { let root = op<test.r5>(x: Value) -> (t: Type); replace root with op<test.d5>(x) -> (t); }
Pattern K0 { let c = op<test.c>(x: Value) {k = attr<"0 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k0>(x) -> (t); }
Pattern K1 { let c = op<test.c>(x: Value) {k = attr<"1 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k1>(x) -> (t); }
Pattern K2 { let c = op<test.c>(x: Value) {k = attr<"2 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k2>(x) -> (t); }
Pattern K3 { let c = op<test.c>(x: Value) {k = attr<"3 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k3>(x) -> (t); }
Pattern K4 { let c = op<test.c>(x: Value) {k = attr<"4 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k4>(x) -> (t); }
Pattern K5 { let c = op<test.c>(x: Value) {k = attr<"5 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k5>(x) -> (t); }
"#;

pdl! {
    struct Shared;
    Pattern R0 { let root = op<test.r0>(x: Value) -> (t: Type); replace root with op<test.d0>(x) -> (t); }
    Pattern R1 { let root = op<test.r1>(x: Value) -> (t: Type); replace root with op<test.d1>(x) -> (t); }
    Pattern R2 { let root = op<test.r2>(x: Value) -> (t: Type); replace root with op<test.d2>(x) -> (t); }
    Pattern R3 { let root = op<test.r3>(x: Value) -> (t: Type); replace root with op<test.d3>(x) -> (t); }
    Pattern R4 { let root = op<test.r4>(x: Value) -> (t: Type); replace root with op<test.d4>(x) -> (t); }
    Pattern R5 { let root = op<test.r5>(x: Value) -> (t: Type); replace root with op<test.d5>(x) -> (t); }
    Pattern K0 { let c = op<test.c>(x: Value) {k = attr<"0 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k0>(x) -> (t); }
    Pattern K1 { let c = op<test.c>(x: Value) {k = attr<"1 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k1>(x) -> (t); }
    Pattern K2 { let c = op<test.c>(x: Value) {k = attr<"2 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k2>(x) -> (t); }
    Pattern K3 { let c = op<test.c>(x: Value) {k = attr<"3 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k3>(x) -> (t); }
    Pattern K4 { let c = op<test.c>(x: Value) {k = attr<"4 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k4>(x) -> (t); }
    Pattern K5 { let c = op<test.c>(x: Value) {k = attr<"5 : i32">} -> (t: Type); let root = op<test.root>(c) -> (t); replace root with op<test.k5>(x) -> (t); }
}

#[test]
fn shared_case_functions_and_arms_explain_and_rewrite_as_the_vm() {
    // Matches of shared code (r1, r4, the roots over k = 2 and k = 5) and failures inside it
    // (r3 has two operands; k = 9 is no case; the root over `test.b` is not from a `test.c`).
    let payload = r#"%0 = "test.src"() : () -> i32
%1 = "test.r1"(%0) : (i32) -> i32
%2 = "test.r3"(%0, %1) : (i32, i32) -> i32
%3 = "test.r4"(%2) : (i32) -> i32
%4 = "test.c"(%3) {k = 2 : i32} : (i32) -> i32
%5 = "test.root"(%4) : (i32) -> i32
%6 = "test.c"(%5) {k = 9 : i32} : (i32) -> i32
%7 = "test.root"(%6) : (i32) -> i32
%8 = "test.c"(%7) {k = 5 : i32} : (i32) -> i32
%9 = "test.root"(%8) : (i32) -> i32
%10 = "test.b"(%9) : (i32) -> i32
%11 = "test.root"(%10) : (i32) -> i32
"test.sink"(%11) : (i32) -> ()
"#;
    let vm = load_pdll::<Ir>(SHARED_PDLL, "shared.pdll", &Natives::new()).expect("loads");
    let mut with_vm = RewritePatternSet::<Ir>::new();
    with_vm.add_pdl(vm);
    let mut with_gen = RewritePatternSet::<Ir>::new();
    with_gen.add_pdl(Shared);
    let mut seen = Vec::new();
    for set in [with_vm.freeze(), with_gen.freeze()] {
        let mut ir = parse(payload, "x.mlir").expect("parses");
        let root = ir.root();
        let mut rec = Recorder::default();
        apply_patterns_greedily_with(&mut ir, root, &set, &GreedyConfig::default(), &mut rec)
            .expect("runs");
        let text = print(&ir);
        for done in ["test.d1", "test.d4", "test.k2", "test.k5"] {
            assert!(text.contains(done), "{done} missing:\n{text}");
        }
        for kept in ["test.r3", "test.c\"(%", "test.b"] {
            assert!(text.contains(kept), "{kept} missing:\n{text}");
        }
        seen.push((rec.events, text));
    }
    // The VM and the generated matcher match, rewrite and explain alike.
    assert_eq!(seen[0], seen[1]);
}
