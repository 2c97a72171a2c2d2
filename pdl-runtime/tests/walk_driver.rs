//! MLIR's walk driver (`walkAndApplyPatterns`), against `mlir-opt-22
//! --test-walk-pattern-rewrite-driver`. That pass applies C++ test patterns; the two whose
//! rewrites pdl-rs's rewriter can express are written here as hand-written patterns with
//! the same effect:
//! - `IncrementIntAttribute<3>` on `test.any_attr_of_i32_str`: its `attr` property plus one;
//! - `ReplaceWithNewOp` on `test.replace_with_new_op`: a `test.new_op` with the same
//!   operands and result types, then every use replaced and the operation erased.
//!
//! `EXPECTED` is `mlir-opt-22 --allow-unregistered-dialect --test-walk-pattern-rewrite-driver
//! --mlir-print-op-generic` on `SRC`, through `mlir-normalize`; `NOTIFICATIONS` is what the
//! same run prints with `dump-notifications=true` (the `notifyOperation*` lines, by name).
//! Each operation is visited once, in post-order over the live IR: the `test.outer`'s
//! operations before the later top-level ones, the new operations (inserted before the
//! visited one) never, and the in-place updates are not revisited (`attr` goes up by one).
//!
//! The shapes of MLIR's walk test that move or clone operations (`moveOpAfter` makes the
//! live walk visit an operation twice) need rewriter operations pdl-rs does not have; for
//! them the walk follows MLIR's code (a cursor per region, stepped past the visited
//! operation before its rewrite), which the last test checks on a payload-level move.

use pdl_runtime::ir::{AttrKind, Context, Ir, OpDef, OpId, PropKind, Value};
use pdl_runtime::rewrite::{
    walk_and_apply_patterns, Listener, NoListener, PatternError, RewriteListener, RewritePatternSet,
};

const SRC: &str = r#""builtin.module"() ({
  "test.outer"() ({
    "test.any_attr_of_i32_str"() {attr = 1 : i32} : () -> ()
    %a = "test.replace_with_new_op"() : () -> i32
    "test.use"(%a) : (i32) -> ()
  }) : () -> ()
  "test.any_attr_of_i32_str"() {attr = 0 : i32} : () -> ()
  %b = "test.src"() : () -> i32
  %c = "test.replace_with_new_op"(%b) : (i32) -> i32
  %d = "test.replace_with_new_op"(%c) : (i32) -> i32
  "test.any_attr_of_i32_str"() {attr = 2 : i32} : () -> ()
  "test.use"(%c, %d) : (i32, i32) -> ()
}) : () -> ()
"#;

const EXPECTED: &str = r#""builtin.module"() ({
  "test.outer"() ({
    "test.any_attr_of_i32_str"() <{attr = 2 : i32}> : () -> ()
    %3 = "test.new_op"() : () -> i32
    "test.use"(%3) : (i32) -> ()
  }) : () -> ()
  "test.any_attr_of_i32_str"() <{attr = 1 : i32}> : () -> ()
  %0 = "test.src"() : () -> i32
  %1 = "test.new_op"(%0) : (i32) -> i32
  %2 = "test.new_op"(%1) : (i32) -> i32
  "test.any_attr_of_i32_str"() <{attr = 3 : i32}> : () -> ()
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()

"#;

const NOTIFICATIONS: [&str; 16] = [
    "modified test.any_attr_of_i32_str",
    "inserted test.new_op",
    "replaced test.replace_with_new_op",
    "modified test.use",
    "erased test.replace_with_new_op",
    "modified test.any_attr_of_i32_str",
    "inserted test.new_op",
    "replaced test.replace_with_new_op",
    "modified test.use",
    "modified test.replace_with_new_op",
    "erased test.replace_with_new_op",
    "inserted test.new_op",
    "replaced test.replace_with_new_op",
    "modified test.use",
    "erased test.replace_with_new_op",
    "modified test.any_attr_of_i32_str",
];

/// The test dialect's `test.any_attr_of_i32_str`: its `attr` is a property.
fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_op(OpDef::new("test.any_attr_of_i32_str").property("attr", PropKind::Any));
    ctx
}

fn patterns() -> RewritePatternSet<Ir> {
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn(
        "increment",
        Some("test.any_attr_of_i32_str"),
        1,
        |rw, op| {
            let ir = rw.payload();
            let name = ir.ctx.lookup_symbol("attr");
            let value = name.and_then(|n| ir.attr(op, n));
            let Some(AttrKind::Integer { bits, .. }) = value.map(|a| ir.ctx.attr_kind(a)) else {
                return Err(PatternError::no_match("no integer attr"));
            };
            if *bits >= 3 {
                return Err(PatternError::no_match("at the limit"));
            }
            let next = rw.get_attr(&format!("{} : i32", bits + 1)).unwrap();
            rw.set_attribute(op, "attr", Some(next));
            Ok(())
        },
    );
    patterns.add_fn("replace", Some("test.replace_with_new_op"), 1, |rw, op| {
        let ir = rw.payload();
        let operands: Vec<Value> = ir.operands(op).collect();
        let types: Vec<_> = ir.results(op).map(|r| ir.value_type(r)).collect();
        let new = rw.create_op("test.new_op", &operands, &types, &[]);
        let results: Vec<Value> = rw.payload().results(new).collect();
        rw.replace_op(op, &results)?;
        Ok(())
    });
    patterns
}

#[derive(Default)]
struct Record(Vec<String>);

impl Listener<Ir> for Record {
    fn notify_inserted(&mut self, ir: &Ir, op: OpId) {
        self.0.push(format!("inserted {}", ir.op_name_str(op)));
    }
    fn notify_modified(&mut self, ir: &Ir, op: OpId) {
        self.0.push(format!("modified {}", ir.op_name_str(op)));
    }
    fn notify_replaced(&mut self, ir: &Ir, op: OpId, _: &[Value]) {
        self.0.push(format!("replaced {}", ir.op_name_str(op)));
    }
    fn notify_erased(&mut self, ir: &Ir, op: OpId, _: &pdl_runtime::rewrite::ErasedSet<OpId>) {
        self.0.push(format!("erased {}", ir.op_name_str(op)));
    }
}

impl RewriteListener<Ir> for Record {}

#[test]
fn the_walk_gives_mlir_opts_output_and_notifications() {
    let mut ir = pdl_runtime::text::parse_in(context(), SRC, "walk.mlir").unwrap();
    let set = patterns().freeze();
    let mut record = Record::default();
    let root = ir.root();
    let outcome = walk_and_apply_patterns(&mut ir, root, &set, &mut record).unwrap();
    assert_eq!(pdl_runtime::text::print_generic(&ir), EXPECTED);
    assert_eq!(record.0, NOTIFICATIONS);
    assert_eq!(outcome.rewrites, 6);
    // Every operation that existed at the start but the module, once.
    assert_eq!(outcome.visits, 10);
}

/// A pattern that moves an operation after its parent, done on the payload directly (the
/// rewriter has no move), as MLIR's `MoveAfterParentOp`: MLIR's walk, stepping live, visits
/// the moved operation a second time after the parent (`move_after` in MLIR's
/// `test-walk-pattern-rewrite-driver.mlir`: `attr` ends at 2).
#[test]
fn an_operation_moved_ahead_of_the_walk_is_visited_again() {
    use pdl_runtime::rewrite::{Applicator, Applied, ApplyError, Listener as L};

    /// Moves `test.move_after_parent_op` after its parent (once: the moved one is marked),
    /// and increments `test.any_attr_of_i32_str`.
    struct Mover;
    impl Applicator<Ir> for Mover {
        type State = ();
        fn prepare(&self, _: &mut Ir) -> Result<(), String> {
            Ok(())
        }
        fn match_and_rewrite<Q, R>(
            &self,
            _: &mut (),
            ir: &mut Ir,
            op: OpId,
            _: &mut Q,
            _: &mut R,
        ) -> Result<Applied<OpId>, ApplyError>
        where
            Q: L<Ir> + ?Sized,
            R: RewriteListener<Ir>,
        {
            let mut applied = Applied::none();
            match ir.op_name_str(op) {
                "test.move_after_parent_op" => {
                    let parent = ir.parent_op(op).unwrap();
                    if ir.op_name_str(parent) == "builtin.module" {
                        return Ok(applied);
                    }
                    ir.detach_op(op);
                    ir.insert_op_after(parent, op);
                    applied.pattern = Some(0);
                }
                "test.any_attr_of_i32_str" => {
                    let sym = ir.ctx.symbol("attr");
                    let Some(AttrKind::Integer { bits, ty }) =
                        ir.attr(op, sym).map(|a| ir.ctx.attr_kind(a).clone())
                    else {
                        return Ok(applied);
                    };
                    let next = ir.ctx.intern_attr(AttrKind::Integer { ty, bits: bits + 1 });
                    ir.set_attr(op, sym, Some(next));
                    applied.pattern = Some(1);
                }
                _ => {}
            }
            Ok(applied)
        }
        fn pattern_name(&self, i: usize) -> &str {
            ["move", "increment"][i]
        }
    }

    let src = r#""builtin.module"() ({
  "test.if"() ({
    "test.move_after_parent_op"() ({
      "test.any_attr_of_i32_str"() {attr = 0 : i32} : () -> ()
    }) : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
"#;
    let mut ir = pdl_runtime::text::parse_in(context(), src, "walk.mlir").unwrap();
    let root = ir.root();
    let outcome = walk_and_apply_patterns(&mut ir, root, &Mover, &mut NoListener).unwrap();
    let out = pdl_runtime::text::print_generic(&ir);
    // Visited: the attr op, the mover, `test.if`, then the mover again (now after
    // `test.if`, before the walk's next operation), its attr op again, `test.return`.
    assert!(out.contains("<{attr = 2 : i32}>"), "{out}");
    assert_eq!(outcome.visits, 6, "{out}");
    let ops: Vec<&str> = out.lines().map(str::trim).collect();
    assert!(ops[1].starts_with("\"test.if\""), "{out}");
}
