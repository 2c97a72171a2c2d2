//! The greedy driver with registered operations, against MLIR 22's algorithm
//! (`GreedyPatternRewriteDriver.cpp`, `FoldUtils.cpp`, `RegionUtils.cpp`) and the walk driver
//! (`WalkPatternRewriteDriver.cpp`).
//!
//! The operations are defined here through the `OpDef` API with the names, traits, folds and
//! materialiser of MLIR's `arith.constant`, `arith.addi`, `cf.br` and `cf.cond_br` (only
//! the folds these shapes need: constant + constant, x + 0, commutative operand order), so
//! that the same payload can be run through `mlir-opt-22`; where a test says so, its
//! expected text is the output of `mlir-ref CASE | mlir-normalize -` on that payload inside
//! a test-pass case file (with one PDL pattern that matches nothing), which applies MLIR's
//! greedy driver with its default configuration to the top-level module.

use pdl_runtime::access::PayloadWrite;
use pdl_runtime::ir::{
    AttrKind, Attribute, Context, DenseData, DialectDef, Folded, Ir, OpDef, OpFoldResult, OpId,
    OperationState, SuccessorOperands, Traits, Type,
};
use pdl_runtime::rewrite::{
    apply_patterns_greedily, walk_and_apply_patterns, GreedyConfig, NoListener,
    RegionSimplification, RewritePatternSet,
};
use pdl_runtime::text::{parse_in, print_generic};

fn int_value(ir: &Ir, a: Attribute) -> Option<(u128, Type)> {
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, bits } => Some((*bits, *ty)),
        _ => None,
    }
}

fn addi_fold(ir: &mut Ir, op: OpId, constants: &[Option<Attribute>]) -> Option<Folded> {
    let lhs = constants
        .first()
        .copied()
        .flatten()
        .and_then(|a| int_value(ir, a));
    let rhs = constants
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| int_value(ir, a));
    match (lhs, rhs) {
        (Some((a, ty)), Some((b, _))) => {
            let text = format!("{} : {}", a + b, pdl_runtime::text::print_type(&ir.ctx, ty));
            let sum = PayloadWrite::get_attr(ir, &text)?;
            Some(Folded::Results(vec![OpFoldResult::Attr(sum)]))
        }
        (_, Some((0, _))) => Some(Folded::Results(vec![OpFoldResult::Value(
            ir.operand(op, 0),
        )])),
        _ => None,
    }
}

/// `arith`'s materialiser: an `arith.constant` for integer values, nothing else (the test
/// of a failed materialisation registers a stricter one).
fn materialize(ir: &mut Ir, value: Attribute, ty: Type, before: OpId) -> Option<OpId> {
    int_value(ir, value)?;
    let key = ir.ctx.symbol("value");
    let props = ir
        .ctx
        .intern_attr(AttrKind::Dictionary(vec![(key, value)].into()));
    let state = OperationState::new(&mut ir.ctx, "arith.constant")
        .results(&[ty])
        .properties(props);
    let op = ir.create_op(state);
    ir.insert_op_before(before, op);
    Some(op)
}

fn segments(ir: &Ir, op: OpId) -> Vec<usize> {
    let Some(key) = ir.ctx.lookup_symbol("operandSegmentSizes") else {
        return Vec::new();
    };
    match ir.attr(op, key).map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        }) => v.iter().map(|&s| s as usize).collect(),
        _ => Vec::new(),
    }
}

fn context(materializer: pdl_runtime::ir::MaterializeFn) -> Context {
    let mut ctx = Context::new();
    pdl_runtime::dialects::register_core(&mut ctx);
    ctx.register_op(
        OpDef::new("arith.constant")
            .traits(Traits::CONSTANT_LIKE)
            .pure()
            .fold(|ir, op, _| {
                let v = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
                Some(Folded::Results(vec![OpFoldResult::Attr(v)]))
            }),
    );
    ctx.register_op(
        OpDef::new("arith.addi")
            .traits(Traits::COMMUTATIVE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            .pure()
            .fold(addi_fold),
    );
    ctx.register_dialect(DialectDef::new("arith").materialize_constant(materializer));
    ctx.register_op(
        OpDef::new("cf.br")
            .traits(Traits::TERMINATOR)
            .pure()
            .successor_operands(|ir, op, _| SuccessorOperands::new(0..ir.num_operands(op))),
    );
    ctx.register_op(
        OpDef::new("cf.cond_br")
            .traits(Traits::TERMINATOR | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            .pure()
            .successor_operands(|ir, op, i| {
                let s = segments(ir, op);
                if s.len() != 3 {
                    return SuccessorOperands::default();
                }
                let range = if i == 0 {
                    1..1 + s[1]
                } else {
                    1 + s[1]..1 + s[1] + s[2]
                };
                SuccessorOperands::new(range).segment("operandSegmentSizes", i + 1)
            }),
    );
    ctx
}

/// Runs the greedy driver with `config` and no pattern (MLIR's test pass with a pattern
/// that matches nothing) on the top-level module of `src`; returns the printed result.
fn run_with(
    src: &str,
    config: &GreedyConfig,
    materializer: pdl_runtime::ir::MaterializeFn,
) -> String {
    let mut ir = parse_in(context(materializer), src, "case.mlir").unwrap();
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn(
        "never",
        Some("test.never"),
        1,
        |rw, op| Ok(rw.erase_op(op)?),
    );
    let set = patterns.freeze();
    let root = ir.root();
    apply_patterns_greedily(&mut ir, root, &set, config).unwrap();
    assert!(ir.verify().is_ok(), "{}", print_generic(&ir));
    print_generic(&ir).trim_end().to_string() + "\n"
}

fn run(src: &str) -> String {
    run_with(src, &GreedyConfig::default(), materialize)
}

const FOLD: &str = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.a"() : () -> ()
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %x = "test.x"() : () -> i32
    %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %c1b = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %s = "arith.addi"(%c1, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %t = "arith.addi"(%x, %c1b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %u = "arith.addi"(%c2, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "arith.addi"(%x, %z) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %dead = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %c2n = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %w = "arith.addi"(%c7, %c2n) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%w) : (i32) -> ()
    }) : () -> ()
    "test.use"(%s, %t, %u, %v) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// Trivially dead `%dead` erased; `%s` folded to a materialised 3, placed before it, then
/// hoisted to the front of `@ir` by the next iteration's constant CSE; `%c1b` replaced by
/// `%c1` while the worklist is filled; `%u`'s constant moved last (folded in place); `%v`
/// folded to `%x`, then `%z` erased as dead; the 9 folded in the unregistered (so isolated
/// from above) `test.region` stays there; the constants of `@ir` in the order the folder
/// moved them to the front. Confirmed with mlir-opt-22 (arith ops, same shape).
#[test]
fn folding_and_constant_cse_as_mlir() {
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.a"() : () -> ()
    %3 = "test.x"() : () -> i32
    %4 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %6 = "arith.constant"() <{value = 9 : i32}> : () -> i32
      "test.use"(%6) : (i32) -> ()
    }) : () -> ()
    "test.use"(%0, %4, %5, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(FOLD), expected);
}

/// Without folding (MLIR's `fold = false`): only the dead `%dead` goes and duplicate
/// constants merge; the constants are hoisted in the order the folder meets them (each moved
/// to the front: 1, then 2, then 0); the region's constants are already first in their
/// insertion region. Derived from MLIR's `processWorklist` and `insertKnownConstant`.
#[test]
fn without_folding_only_dead_code_and_constant_cse() {
    let config = GreedyConfig {
        fold: false,
        ..GreedyConfig::default()
    };
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.a"() : () -> ()
    %3 = "test.x"() : () -> i32
    %4 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%10) : (i32) -> ()
    }) : () -> ()
    "test.use"(%4, %5, %6, %7) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run_with(FOLD, &config, materialize), expected);
}

/// Without constant CSE (MLIR's `cseConstants = false`) constants stay where they are and
/// the duplicate 1 stays; folding still materialises the 3 and the 9 before the folded
/// operation, and the constants left unused (the 1 and 2 of `%s`, `%z`, the 7 and 2 of the
/// region) are erased as dead. Derived from MLIR's `processWorklist`.
#[test]
fn without_constant_cse_constants_stay_in_place() {
    let config = GreedyConfig {
        cse_constants: false,
        ..GreedyConfig::default()
    };
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.a"() : () -> ()
    %0 = "test.x"() : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %6 = "arith.constant"() <{value = 9 : i32}> : () -> i32
      "test.use"(%6) : (i32) -> ()
    }) : () -> ()
    "test.use"(%3, %4, %5, %0) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run_with(FOLD, &config, materialize), expected);
}

const CFG: &str = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %x = "test.x"() : () -> i32
      %b = "test.b"() : () -> i1
      %c = "arith.constant"() <{value = 5 : i32}> : () -> i32
      "cf.cond_br"(%b, %x, %c, %x) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()
    ^bb1(%p: i32, %q: i32):
      %d = "arith.addi"(%q, %q) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%p) : (i32) -> ()
      "test.end"() : () -> ()
    ^bb2(%r: i32):
      "test.end"() : () -> ()
    ^bb3:
      "test.use"(%x) : (i32) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// MLIR 22's default (`Aggressive`): `^bb3` is unreachable and erased before the worklist
/// is processed; `%d` is dead; region DCE then finds `%q` and `%r` dead (their only uses are
/// the branch operands forwarded to them), erases those operands (shrinking the
/// `operandSegmentSizes` groups) and the arguments, then the constant; the redundant
/// argument `%p` (one predecessor passing `%x`) is replaced by `%x` and dropped.
/// Confirmed with mlir-opt-22 (`cf.cond_br`, `arith`, same shape).
#[test]
fn region_dce_and_redundant_arguments_as_mlir() {
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %0 = "test.x"() : () -> i32
      %1 = "test.b"() : () -> i1
      "cf.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "test.use"(%0) : (i32) -> ()
      "test.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(CFG), expected);
}

/// The `Normal` level keeps `%p` (no redundant-argument dropping); dead arguments and
/// operands still go. Confirmed with mlir-opt-22 `--canonicalize="region-simplify=normal"`
/// on the `@ir` module of the same shape (no canonicalization pattern of these ops applies
/// to it).
#[test]
fn normal_region_simplification_keeps_redundant_arguments() {
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Normal,
        ..GreedyConfig::default()
    };
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %0 = "test.x"() : () -> i32
      %1 = "test.b"() : () -> i1
      "cf.cond_br"(%1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
    ^bb1(%2: i32):  // pred: ^bb0
      "test.use"(%2) : (i32) -> ()
      "test.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run_with(CFG, &config, materialize), expected);
}

/// With region simplification disabled, unreachable blocks still go (MLIR 22 erases them
/// before each pass over the worklist) and dead operations too, but block arguments and
/// branch operands stay; the constant was moved to the front of the entry block of the
/// unregistered `test.region` (its insertion region) by constant CSE. Derived from MLIR's
/// `RegionPatternRewriteDriver::simplify` and `insertKnownConstant`.
#[test]
fn disabled_region_simplification_still_erases_unreachable_blocks() {
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Disabled,
        ..GreedyConfig::default()
    };
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %1 = "test.x"() : () -> i32
      %2 = "test.b"() : () -> i1
      "cf.cond_br"(%2, %1, %0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()
    ^bb1(%3: i32, %4: i32):  // pred: ^bb0
      "test.use"(%3) : (i32) -> ()
      "test.end"() : () -> ()
    ^bb2(%5: i32):  // pred: ^bb0
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run_with(CFG, &config, materialize), expected);
}

/// A materialiser that declines everything: the fold of `%s` to 3 cannot be materialised,
/// so `%s` stays and the patterns are tried instead (here, none applies); the fold of `%v`
/// to an existing value needs no materialisation and happens. Derived from MLIR's
/// `processWorklist`.
#[test]
fn failed_materialisation_leaves_the_operation_to_the_patterns() {
    fn decline(_: &mut Ir, _: Attribute, _: Type, _: OpId) -> Option<OpId> {
        None
    }
    let out = run_with(FOLD, &GreedyConfig::default(), decline);
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.a"() : () -> ()
    %2 = "test.x"() : () -> i32
    %3 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%8) : (i32) -> ()
    }) : () -> ()
    "test.use"(%3, %4, %5, %2) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    // `%s` and `%w` stay; `%u`'s operands were still swapped in place, `%v` (x + 0) folded
    // to `%x` and the 0 then went as dead.
    assert_eq!(out, expected);
}

/// MLIR's walk driver: one post-order walk (nested operations first, then their parent),
/// no folding, no dead-code elimination, no revisit of what a rewrite created.
#[test]
fn walk_driver_visits_once_in_post_order_without_folding() {
    let src = r#""builtin.module"() ({
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %s = "arith.addi"(%c1, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.outer"() ({
    "test.a"() : () -> ()
    "test.a"() : () -> ()
  }) : () -> ()
  "test.a"() : () -> ()
}) : () -> ()
"#;
    let mut ir = parse_in(context(materialize), src, "case.mlir").unwrap();
    let mut patterns = RewritePatternSet::<Ir>::new();
    // Each `test.a` becomes a `test.b` that a second pattern would turn into `test.c`; the
    // walk does not visit the `test.b`s it created.
    patterns.add_fn("a-to-b", Some("test.a"), 1, |rw, op| {
        let b = rw.create_op("test.b", &[], &[], &[]);
        let _ = b;
        Ok(rw.erase_op(op)?)
    });
    patterns.add_fn("b-to-c", Some("test.b"), 1, |rw, op| {
        rw.create_op("test.c", &[], &[], &[]);
        Ok(rw.erase_op(op)?)
    });
    let set = patterns.freeze();
    let root = ir.root();
    let outcome = walk_and_apply_patterns(&mut ir, root, &set, &mut NoListener).unwrap();
    assert_eq!(outcome.rewrites, 3);
    // Visited: the 3 arith ops, the two nested test.a, test.outer, the last test.a.
    assert_eq!(outcome.visits, 7);
    let out = print_generic(&ir);
    assert_eq!(out.matches("\"test.b\"").count(), 3, "{out}");
    assert!(!out.contains("test.c") && !out.contains("test.a"), "{out}");
    // No folding: the addition of two constants stays.
    assert!(out.contains("\"arith.addi\""), "{out}");
}

/// MLIR 22's default level merges identical blocks: `^bb1` and `^bb2` differ only in the
/// values they use from outside, which become one argument of the merged block (the
/// repeated `%x, %x` pruned to one), passed by the branch (its operand groups grow); blocks
/// whose operations are equal merge without new arguments, whatever their predecessors'
/// terminators (here an unregistered one). Confirmed with mlir-opt-22 on the same shape.
#[test]
fn identical_blocks_merge_as_mlir() {
    let src = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %x = "test.x"() : () -> i32
      %y = "test.y"() : () -> i32
      %b = "test.b"() : () -> i1
      "cf.cond_br"(%b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:
      "test.use"(%x, %x) : (i32, i32) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb2:
      "test.use"(%y, %y) : (i32, i32) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb3:
      "test.end"() : () -> ()
    }) : () -> ()
    "test.region"() ({
      "test.sw"()[^bb1, ^bb2] : () -> ()
    ^bb1:
      "test.same"() : () -> ()
      "test.end"() : () -> ()
    ^bb2:
      "test.same"() : () -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let expected = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %0 = "test.x"() : () -> i32
      %1 = "test.y"() : () -> i32
      %2 = "test.b"() : () -> i1
      "cf.cond_br"(%2, %0, %1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0
      "test.use"(%3, %3) : (i32, i32) -> ()
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      "test.end"() : () -> ()
    }) : () -> ()
    "test.region"() ({
      "test.sw"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "test.same"() : () -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(src), expected);
    // `Normal` merges nothing.
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Normal,
        ..GreedyConfig::default()
    };
    let out = run_with(src, &config, materialize);
    assert_eq!(out.matches("\"test.same\"").count(), 2, "{out}");
    assert_eq!(out.matches("\"test.use\"").count(), 2, "{out}");
}

/// Top-down traversal (MLIR's `useTopDownTraversal`) gives the same result on this shape.
/// Confirmed with mlir-opt-22 `--canonicalize="top-down=true"` on the `@ir` module (no
/// canonicalization pattern of these ops applies).
#[test]
fn top_down_folding_and_constant_cse_as_mlir() {
    let config = GreedyConfig {
        top_down: true,
        ..GreedyConfig::default()
    };
    assert_eq!(run_with(FOLD, &config, materialize), run(FOLD));
    assert!(run(FOLD).starts_with(
        "\"builtin.module\"() ({\n  \"builtin.module\"() <{sym_name = \"ir\"}> ({\n    %0 = \"arith.constant\"() <{value = 3 : i32}>"
    ));
}

/// With nothing registered, region DCE (every operation live, no known branch) erases
/// exactly the unused arguments of non-entry blocks, which is what the driver then runs
/// instead.
#[test]
fn region_dce_of_unregistered_operations_only_drops_unused_block_arguments() {
    let src = r#""test.region"() ({
  %x = "test.x"() : () -> i32
  "test.br"(%x, %x)[^bb1] : (i32, i32) -> ()
^bb1(%a: i32, %b: i32):
  %y = "test.pure_looking"(%a) : (i32) -> i32
  "test.br"(%y)[^bb2] : (i32) -> ()
^bb2(%c: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let ir = pdl_runtime::text::parse(src, "case.mlir").unwrap();
    let root = ir.root();
    let (mut dce, mut args) = (ir.clone(), ir);
    assert!(dce.run_region_dce(root));
    assert!(args.erase_dead_block_args(root));
    assert_eq!(print_generic(&dce), print_generic(&args));
    let out = print_generic(&dce);
    assert!(
        out.contains("^bb1(%1: i32):") && out.contains("^bb2:"),
        "{out}"
    );
}

/// Region DCE's liveness is a fixpoint: in a graph region, a constant used only by an
/// operation placed before it is visited (last first) before that user is known live; the
/// user is proven live later in the same pass, so another pass keeps the constant. An unused
/// constant goes.
#[test]
fn region_dce_keeps_what_is_proven_live_after_it_was_visited() {
    let src = r#""r.region"() ({
^bb0:
  %a = "arith.addi"(%c, %c) : (i32, i32) -> i32
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %d = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "r.sink"(%a) : (i32) -> ()
}) : () -> ()
"#;
    let mut ir = pdl_runtime::dialects::parse_loaded(src, "graph.mlir").unwrap();
    let root = ir.root();
    assert!(ir.run_region_dce(root));
    let out = print_generic(&ir);
    assert!(
        out.contains("arith.addi") && out.contains("value = 1 : i32") && !out.contains("value = 2"),
        "{out}"
    );
    // Nothing is left to erase.
    assert!(!ir.run_region_dce(root));
}

/// `%x = arith.andi %x, %y` in a graph region folds to its own result (`and(and(a, b), b)`),
/// which MLIR takes as a fold in place: its driver then loops for ever (mlir-opt-22 does, on
/// this payload). Here the in-place folds count against the rewrite budget: the run stops
/// with a non-convergence error naming the fold.
#[test]
fn a_fold_in_place_for_ever_stops_at_the_budget() {
    let src = r#""r.region"() ({
^bb0:
  %y = "r.src"() : () -> i32
  %x = "arith.andi"(%x, %y) : (i32, i32) -> i32
}) : () -> ()
"#;
    let mut ir = pdl_runtime::dialects::parse_loaded(src, "graph.mlir").unwrap();
    let set = pdl_runtime::rewrite::RewritePatternSet::<Ir>::new().freeze();
    let root = ir.root();
    let config = GreedyConfig {
        rewrite_budget: Some(1000),
        ..GreedyConfig::default()
    };
    let err = apply_patterns_greedily(&mut ir, root, &set, &config).unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("stopped after 0 rewrites")
            && message.contains("the in-place fold of `arith.andi` (64 times)"),
        "{message}"
    );
}
