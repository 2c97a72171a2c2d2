//! The drivers verify the payload after applying, as MLIR's pass manager verifies after a
//! pass: a rewrite that breaks dominance is an error, not a success; the configuration can
//! turn the check off.

use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::{
    apply_patterns_greedily, walk_and_apply_patterns, walk_and_apply_patterns_with_config,
    DriverError, FrozenPatternSet, GreedyConfig, NoListener, RewritePatternSet, WalkConfig,
};
use pdl_runtime::text::{parse, ParseError};

const SRC: &str = r#"func.func @f(%arg0: i32) {
  %0 = "test.a"(%arg0) : (i32) -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  "test.c"(%1) : (i32) -> ()
  return
}
"#;

/// A pattern that makes `test.a` use the result of its own user `test.b`, which is defined
/// after it: a use its definition does not dominate. It applies once (then `test.a`'s operand
/// has a defining operation).
fn cycle_maker() -> FrozenPatternSet<Ir> {
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn("use-before-def", Some("test.a"), 1, |rw, op| {
        let p = rw.payload();
        if p.defining_op(p.operand(op, 0)).is_some() {
            return Err(pdl_runtime::rewrite::PatternError::no_match(
                "already rewired",
            ));
        }
        let user = p
            .users(p.result(op, 0))
            .next()
            .expect("test.b uses test.a")
            .op;
        let later = p.result(user, 0);
        rw.set_operand(op, 0, later);
        Ok(())
    });
    patterns.freeze()
}

fn payload() -> (Ir, OpId) {
    let ir = parse(SRC, "verify.mlir").unwrap();
    let root = ir.root();
    (ir, root)
}

/// MLIR's message, rendered at the operation at fault as `file:line:col`.
fn rendered(v: &pdl_runtime::access::Violation) -> String {
    ParseError::new(v.offset.expect("read from text"), v.message.clone()).render("verify.mlir", SRC)
}

#[test]
fn greedy_driver_reports_invalid_ir() {
    let (mut ir, root) = payload();
    let set = cycle_maker();
    let err = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap_err();
    let DriverError::Invalid(v) = &err else {
        panic!("expected a verification failure, got {err}");
    };
    assert_eq!(v.op_name, "test.a");
    assert_eq!(v.message, "operand #0 does not dominate this use");
    assert!(
        rendered(v).starts_with("verify.mlir:2:8: error: operand #0 does not dominate this use"),
        "{}",
        rendered(v)
    );
    // The error displays at its place, as MLIR's diagnostics do.
    assert_eq!(
        err.to_string(),
        "verify.mlir:2:8: error: the rewritten IR does not verify: `test.a`: operand #0 does not dominate this use"
    );
    assert_eq!(
        err.location().map(|l| l.to_string()).as_deref(),
        Some("verify.mlir:2:8")
    );
    assert_eq!(
        v.to_string(),
        "verify.mlir:2:8: error: operand #0 does not dominate this use"
    );
}

#[test]
fn failed_and_endless_rewrites_name_their_place() {
    // A rewrite that fails at `test.b` (line 3): rolled back, reported where `test.b` is.
    let (mut ir, root) = payload();
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn("fail-b", Some("test.b"), 1, |_, _| {
        Err(pdl_runtime::rewrite::RewriteError::new("no room").into())
    });
    let err = apply_patterns_greedily(&mut ir, root, &patterns.freeze(), &GreedyConfig::default())
        .unwrap_err();
    assert!(matches!(err, DriverError::Rewrite { .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.starts_with("verify.mlir:3:8: error: rewrite of "),
        "{text}"
    );
    assert!(
        text.ends_with("failed and was rolled back: no room"),
        "{text}"
    );
    assert_eq!(err.message(), text["verify.mlir:3:8: error: ".len()..]);

    // Two patterns that undo each other: the run's scope (the function, line 1) is named.
    let (mut ir, _) = payload();
    let body = ir.region_blocks(ir.region(ir.root(), 0))[0];
    let func = ir.first_op(body).expect("the function");
    let mut patterns = RewritePatternSet::<Ir>::new();
    // Success without a change: MLIR counts it as a change, so the run never settles; the
    // budget stops it.
    patterns.add_fn("stay", Some("test.c"), 1, |_, _| Ok(()));
    let budget = GreedyConfig {
        rewrite_budget: Some(5),
        ..GreedyConfig::default()
    };
    let err = apply_patterns_greedily(&mut ir, func, &patterns.freeze(), &budget).unwrap_err();
    assert!(matches!(err, DriverError::NotConverging { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with("verify.mlir:1:1: error: the patterns do not converge"),
        "{err}"
    );
}

#[test]
fn greedy_driver_without_verification_succeeds() {
    let (mut ir, root) = payload();
    let set = cycle_maker();
    let config = GreedyConfig {
        verify: false,
        ..GreedyConfig::default()
    };
    let outcome = apply_patterns_greedily(&mut ir, root, &set, &config).unwrap();
    assert_eq!(outcome.rewrites, 1);
    assert!(ir.verify().is_err());
}

#[test]
fn walk_driver_reports_invalid_ir() {
    let (mut ir, root) = payload();
    let set = cycle_maker();
    let err = walk_and_apply_patterns(&mut ir, root, &set, &mut NoListener).unwrap_err();
    assert!(
        matches!(&err, DriverError::Invalid(v) if v.op_name == "test.a"),
        "{err}"
    );

    let (mut ir, root) = payload();
    let off = WalkConfig { verify: false };
    let outcome =
        walk_and_apply_patterns_with_config(&mut ir, root, &set, &off, &mut NoListener).unwrap();
    assert_eq!(outcome.rewrites, 1);
}

#[test]
fn valid_results_pass_verification() {
    let (mut ir, root) = payload();
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn("erase-c", Some("test.c"), 1, |rw, op| Ok(rw.erase_op(op)?));
    let set = patterns.freeze();
    let outcome = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap();
    assert!(outcome.changed);
}
