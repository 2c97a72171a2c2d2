//! What registered operations change in PDL lowering and rewriting (MLIR's
//! `InferTypeOpInterface`, `AttrSizedOperandSegments`/`AttrSizedResultSegments`, and the
//! `pdl.operation` verifier's rule on created operations).
//!
//! The lowering cases are `tests/corpus/registered/NAME.mlir` with MLIR 22's output
//! (`NAME.interp.generic.mlir`, or the first error line `NAME.mlir-error`), made by
//! `regen.sh` there. MLIR registers an operation once its dialect is loaded: the cases load
//! `arith` or `func` with an operation at module level, which our PDL reader does not take,
//! so that line is blanked before reading (line numbers stay), and the definitions are
//! given through [`LowerOptions`] instead. `arith` is not defined here yet: the tests give
//! their own definitions of the three `arith` operations they use, with MLIR's traits.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pdl_codegen::compile::{lower, parse_pdl_named, print_pdl_interp};
use pdl_codegen::load::load_with;
use pdl_codegen::{LowerOptions, Syntax};
use pdl_runtime::access::{PayloadRead, Segment};
use pdl_runtime::ir::{Context, Ir, OpDef, Registry};
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/registered")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The case's text with its dialect-loading lines (an `arith.constant` or `func.func` at
/// module level) blanked.
fn patterns_only(src: &str) -> String {
    src.lines()
        .map(|l| {
            let t = l.trim_start();
            if t.starts_with("arith.constant") || t.starts_with("func.func") {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The core definitions of the dialects a file with an `arith` operation loads.
fn arith_like() -> Arc<Registry> {
    let mut ctx = Context::new();
    pdl_runtime::dialects::register_core(&mut ctx);
    ctx.retain_dialects(|d| d == "builtin" || d == "arith");
    Arc::new(ctx.registry().clone())
}

/// Value names replaced by `%_` (MLIR's output numbers its loading constant too).
fn without_value_names(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' {
            out.push('_');
            while chars
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
            {
                chars.next();
            }
        }
    }
    out
}

/// The program of case `name` lowered with `options`, printed as MLIR prints it, or the
/// first error's headline.
fn lowered(name: &str, options: LowerOptions) -> Result<String, String> {
    let src = patterns_only(&read(name));
    let (set, module) = parse_pdl_named(&src).map_err(|d| d[0].headline(name, &src))?;
    let program = lower(&set, options).map_err(|d| d[0].headline(name, &src))?;
    Ok(print_pdl_interp(&program, module.as_deref()))
}

#[test]
fn registered_ops_with_type_inference_are_created_with_inferred_types_as_in_mlir() {
    let golden = read("infer_arith.interp.generic.mlir");
    // MLIR's output also holds the loading constant.
    let golden: String = golden
        .lines()
        .filter(|l| !l.contains("\"arith.constant\"() <{value = 10 : i64}>"))
        .map(|l| format!("{l}\n"))
        .collect();
    let ours = lowered(
        "infer_arith.mlir",
        LowerOptions::default().with_registry(arith_like()),
    )
    .unwrap();
    assert_eq!(without_value_names(&ours), without_value_names(&golden));
    assert_eq!(ours.matches("inferredResultTypes").count(), 2, "{ours}");
}

#[test]
fn without_their_dialect_nothing_is_inferred_as_in_mlir() {
    let golden = read("infer_unloaded.interp.generic.mlir");
    assert_eq!(
        lowered("infer_unloaded.mlir", LowerOptions::default()).unwrap(),
        golden
    );
    // A registry without `arith` changes nothing.
    let options = LowerOptions::default().with_dialects(&arith_like(), ["func"]);
    assert_eq!(lowered("infer_unloaded.mlir", options).unwrap(), golden);
    // The third pattern of `infer_arith` can only infer: unregistered, it cannot lower.
    let err = lowered("infer_arith.mlir", LowerOptions::default()).unwrap_err();
    assert!(
        err.ends_with("error: 'pdl.operation' op unable to infer result type for operation"),
        "{err}"
    );
}

#[test]
fn registered_ops_without_inference_need_result_types_as_in_mlir() {
    let golden = read("created_arith_extsi.mlir-error");
    let err = lowered(
        "created_arith_extsi.mlir",
        LowerOptions::default().with_registry(arith_like()),
    )
    .unwrap_err();
    assert_eq!(err, golden.trim_end());
    // `func` from the core definitions, loaded by `func.func`.
    let golden = read("created_func_constant.mlir-error");
    let options =
        LowerOptions::default().with_dialects(&pdl_runtime::dialects::core(), ["builtin", "func"]);
    let err = lowered("created_func_constant.mlir", options).unwrap_err();
    assert_eq!(err, golden.trim_end());
    // Unregistered (MLIR on a file of patterns only, which loads neither dialect): accepted.
    assert!(lowered("created_func_constant.mlir", LowerOptions::default()).is_ok());
    assert!(lowered("created_arith_extsi.mlir", LowerOptions::default()).is_ok());
}

const PAYLOAD: &str = "%0 = \"test.src\"() : () -> i32\n%1 = \"test.op\"(%0) : (i32) -> i32\n\"test.sink\"(%1) : (i32) -> ()\n";

/// A pattern replacing `test.op` by an `name` on its operand, twice, result types left to
/// the operation.
fn replace_by(name: &str) -> String {
    format!(
        "pdl.pattern : benefit(1) {{\n  %t = pdl.type\n  %a = pdl.operand : %t\n  %root = pdl.operation \"test.op\"(%a : !pdl.value) -> (%t : !pdl.type)\n  pdl.rewrite %root {{\n    %op = pdl.operation \"{name}\"(%a, %a : !pdl.value, !pdl.value)\n    %r = pdl.result 0 of %op\n    pdl.replace %root with (%r : !pdl.value)\n  }}\n}}\n"
    )
}

/// Applies `patterns`, lowered with `registry`, to [`PAYLOAD`] read in a context holding
/// `payload_registry`; the result printed, or the driver's error with the IR as it stands.
fn apply(
    patterns: &str,
    registry: Arc<Registry>,
    payload_registry: Option<&Arc<Registry>>,
) -> Result<String, (String, String)> {
    let mut ctx = Context::new();
    if let Some(r) = payload_registry {
        ctx.register_all(r);
    }
    let mut ir = pdl_runtime::text::parse_in(ctx, PAYLOAD, "payload.mlir").unwrap();
    let options = LowerOptions::default().with_registry(registry);
    let set = load_with::<Ir>(
        patterns,
        "p.pdl",
        Syntax::Pdl,
        options,
        &Natives::with_builtins(),
    )
    .unwrap();
    let root = ir.root();
    match apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()) {
        Ok(_) => Ok(pdl_runtime::text::print_generic(&ir)),
        Err(e) => Err((e.to_string(), pdl_runtime::text::print_generic(&ir))),
    }
}

#[test]
fn the_vm_creates_ops_with_the_types_their_definition_infers() {
    let arith = arith_like();
    let out = apply(&replace_by("arith.addi"), arith.clone(), Some(&arith)).unwrap();
    assert!(
        out.contains(
            "%1 = \"arith.addi\"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"
        )
            && out.contains("\"test.sink\"(%1)")
            && !out.contains("test.op"),
        "{out}"
    );
}

#[test]
fn a_failed_inference_fails_the_rewrite_which_is_rolled_back() {
    let mut ctx = Context::new();
    ctx.register_op(OpDef::new("my.bad").infer_types(|_, _, _| None));
    let bad = Arc::new(ctx.registry().clone());
    let before = pdl_runtime::text::print_generic(&pdl_runtime::text::parse(PAYLOAD, "p").unwrap());
    let (err, ir) = apply(&replace_by("my.bad"), bad.clone(), Some(&bad)).unwrap_err();
    assert!(
        err.contains("'my.bad' failed to infer its result types"),
        "{err}"
    );
    assert_eq!(ir, before);
    // A payload that knows no definition: its default `infer_result_types` fails cleanly.
    let (err, ir) = apply(&replace_by("arith.addi"), arith_like(), None).unwrap_err();
    assert!(
        err.contains("'arith.addi' does not implement InferTypeOpInterface"),
        "{err}"
    );
    assert_eq!(ir, before);
}

/// The `test` dialect's attribute-sized operations, read with the core definitions.
fn segmented(src: &str) -> (Ir, Vec<pdl_runtime::ir::OpId>) {
    let mut ctx = Context::new();
    pdl_runtime::dialects::register_core(&mut ctx);
    let ir = pdl_runtime::text::parse_in(ctx, src, "s.mlir").unwrap();
    let block = ir.region_blocks(ir.region(ir.root(), 0))[0];
    let ops = ir.block_ops(block).collect();
    (ir, ops)
}

#[test]
fn attribute_sized_groups_split_operands_and_results_as_mlirs_bytecode() {
    use pdl_runtime::native::{group, group_one};
    let (ir, ops) = segmented(concat!(
        "%0:5 = \"test.producer\"() : () -> (i32, i32, i32, i32, i32)\n",
        "\"test.attr_sized_operands\"(%0#0, %0#1, %0#2, %0#3, %0#4) {operandSegmentSizes = array<i32: 0, 4, 1, 0>} : (i32, i32, i32, i32, i32) -> ()\n",
        "%1:5 = \"test.attr_sized_results\"() {resultSegmentSizes = array<i32: 0, 4, 1, 0>} : () -> (i32, i32, i32, i32, i32)\n",
        "\"test.attr_sized_operands\"(%0#0, %0#1) : (i32, i32) -> ()\n",
        "\"test.attr_sized_operands\"(%0#0, %0#1) {operandSegmentSizes = array<i32: 1, 4>} : (i32, i32) -> ()\n",
        "\"test.other\"(%0#0, %0#1, %0#2) {operandSegmentSizes = array<i32: 0, 3>} : (i32, i32, i32) -> ()\n",
    ));
    let [producer, operands, results, no_sizes, too_many, other] = ops[..] else {
        panic!("{} ops", ops.len())
    };
    let p = |i| ir.result(producer, i);
    let r = |i| ir.result(results, i);
    // Operand groups.
    assert_eq!(ir.operand_segment(operands, 1), Segment::Range(0..4));
    assert_eq!(group(&ir, operands, Some(0), true).unwrap().len(), 0);
    assert_eq!(
        group(&ir, operands, Some(1), true).unwrap().to_vec(),
        vec![p(0), p(1), p(2), p(3)]
    );
    assert_eq!(group_one(&ir, operands, Some(1), true), None);
    assert_eq!(group_one(&ir, operands, Some(2), true), Some(p(4)));
    assert_eq!(group(&ir, operands, Some(50), true), None);
    // No index: every operand, whatever the sizes.
    assert_eq!(group(&ir, operands, None, true).unwrap().len(), 5);
    // Result groups.
    assert_eq!(
        group(&ir, results, Some(1), false).unwrap().to_vec(),
        vec![r(0), r(1), r(2), r(3)]
    );
    assert_eq!(group_one(&ir, results, Some(2), false), Some(r(4)));
    assert_eq!(group(&ir, results, Some(3), false).unwrap().len(), 0);
    // The trait without (valid) sizes: no group.
    assert_eq!(ir.operand_segment(no_sizes, 0), Segment::Missing);
    assert_eq!(group(&ir, no_sizes, Some(0), true), None);
    assert_eq!(group(&ir, too_many, Some(1), true), None);
    // An operation without the trait: the trailing values, as before.
    assert_eq!(ir.operand_segment(other, 1), Segment::Trailing);
    assert_eq!(group(&ir, other, Some(1), true).unwrap().len(), 2);
    // Unregistered (no definitions in the context): trailing too.
    let plain = pdl_runtime::text::parse(
        "%0:2 = \"test.p\"() : () -> (i32, i32)\n\"test.attr_sized_operands\"(%0#0, %0#1) {operandSegmentSizes = array<i32: 2, 0>} : (i32, i32) -> ()\n",
        "u.mlir",
    )
    .unwrap();
    let block = plain.region_blocks(plain.region(plain.root(), 0))[0];
    let op = plain.block_ops(block).nth(1).unwrap();
    assert_eq!(plain.operand_segment(op, 1), Segment::Trailing);
}

/// The `pdl_interp.create_operation` lines of a printed program.
fn create_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains("pdl_interp.create_operation"))
        .map(|l| without_value_names(l.trim()))
        .collect()
}

#[test]
fn ops_without_or_with_variadic_results_need_no_types_as_in_mlir() {
    // The case's loading function (`func.func @load`, lines 5 to 11) blanked: MLIR keeps it
    // in its output, which is compared on the created operations only.
    let src: String = read("created_cf_scf.mlir")
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if (4..11).contains(&i) {
                "\n".to_string()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let (set, module) = parse_pdl_named(&src).unwrap();
    let options = LowerOptions::default().with_dialects(
        &pdl_runtime::dialects::core(),
        ["builtin", "func", "cf", "scf", "arith"],
    );
    let program = lower(&set, options).expect("cf and scf terminators need no result types");
    let ours = print_pdl_interp(&program, module.as_deref());
    let golden = read("created_cf_scf.interp.generic.mlir");
    assert_eq!(create_lines(&ours), create_lines(&golden));
    assert_eq!(create_lines(&ours).len(), 5);
}
