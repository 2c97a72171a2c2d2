//! The user's listener hears the changes the greedy driver makes itself, as MLIR's
//! `GreedyRewriteConfig::listener` does: region simplification runs through the driver's
//! rewriter in MLIR (`simplifyRegions(rewriter, ...)`), so the operations it erases
//! (`rewriter.eraseOp`, `rewriter.eraseBlock`) and the users of block arguments it replaces
//! (`rewriter.replaceAllUsesWith`, one `notifyOperationModified` per use) are announced;
//! block arguments and successor operands it drops directly are not. The expected
//! notifications are derived from MLIR 22's `RegionUtils.cpp`; the rewritten IR of each
//! shape is what `mlir-opt-22` prints for it (the merge shape is `identical_blocks_merge_as_mlir`
//! of `driver_mlir.rs`).

use pdl_runtime::dialects::parse_loaded;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{
    apply_patterns_greedily_with, GreedyConfig, Listener, RewriteListener, RewritePatternSet,
};

/// Records the IR notifications, by operation name, while the operations still exist.
#[derive(Default)]
struct Record(Vec<String>);

impl Listener<Ir> for Record {
    fn notify_inserted(&mut self, ir: &Ir, op: pdl_runtime::ir::OpId) {
        self.0.push(format!("inserted {}", ir.op_name_str(op)));
    }
    fn notify_modified(&mut self, ir: &Ir, op: pdl_runtime::ir::OpId) {
        self.0.push(format!("modified {}", ir.op_name_str(op)));
    }
    fn notify_replaced(
        &mut self,
        ir: &Ir,
        op: pdl_runtime::ir::OpId,
        _: &[pdl_runtime::ir::Value],
    ) {
        self.0.push(format!("replaced {}", ir.op_name_str(op)));
    }
    fn notify_erased(
        &mut self,
        ir: &Ir,
        op: pdl_runtime::ir::OpId,
        _: &pdl_runtime::rewrite::ErasedSet<pdl_runtime::ir::OpId>,
    ) {
        assert!(!ir.is_erased(op), "announced before it goes");
        self.0.push(format!("erased {}", ir.op_name_str(op)));
    }
}

impl RewriteListener<Ir> for Record {}

/// Applies no pattern (only the driver's own work) with the default configuration.
fn run(src: &str) -> (String, Vec<String>) {
    let mut ir = parse_loaded(src, "case.mlir").unwrap();
    let set = RewritePatternSet::<Ir>::new().freeze();
    let mut record = Record::default();
    let root = ir.root();
    apply_patterns_greedily_with(&mut ir, root, &set, &GreedyConfig::default(), &mut record)
        .unwrap();
    ir.verify().unwrap();
    (pdl_runtime::text::print_generic(&ir), record.0)
}

#[test]
fn merged_blocks_and_pruned_arguments_are_announced() {
    let src = r#""builtin.module"() ({
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
}) : () -> ()
"#;
    let (out, heard) = run(src);
    assert!(out.contains("\"test.use\"(%3, %3)"), "{out}");
    // The leader's `test.use` gets two new arguments; the second, redundant, is replaced by
    // the first (one use: one modification); then `^bb2` goes, its last operation first.
    assert_eq!(
        heard,
        ["modified test.use", "erased cf.br", "erased test.use"],
        "{out}"
    );
}

#[test]
fn region_dce_erasures_are_announced() {
    // `%n` is used only by the branch that feeds the dead argument `%a`, which only `%n`
    // uses: a dead cycle that no operation of the worklist sees as trivially dead, erased by
    // region dead-code elimination. mlir-opt-22 prints the loop without `arith.addi` and
    // without the argument.
    let src = r#""builtin.module"() ({
  "test.region"() ({
    %c = "test.c"() : () -> i32
    "cf.br"(%c)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    %n = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%n)[^bb1] : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let (out, heard) = run(src);
    assert!(!out.contains("arith.addi"), "{out}");
    assert!(out.contains("^bb1:"), "{out}");
    assert_eq!(heard, ["erased arith.addi"], "{out}");
}

#[test]
fn unreachable_blocks_are_announced() {
    let src = r#""builtin.module"() ({
  "test.region"() ({
    "test.end"() : () -> ()
  ^bb1:
    "test.nested"() ({
      "test.inner"() : () -> ()
    }) : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let (out, heard) = run(src);
    assert!(!out.contains("test.inner"), "{out}");
    assert_eq!(
        heard,
        ["erased test.end", "erased test.inner", "erased test.nested"],
        "{out}"
    );
}
