//! Properties of registered operations (MLIR's inherent attributes), as MLIR 22 gives them:
//! payloads of the core dialects read with their definitions print as `mlir-opt-22` prints
//! them, rewrites creating registered operations give them their properties, and setting an
//! inherent attribute sets the property. Goldens in `corpus/props*` (see
//! `corpus/props-rewrite/README.md`).

use std::path::{Path, PathBuf};

use pdl_runtime::access::PayloadWrite;
use pdl_runtime::ir::{Context, Ir, OpId};
use pdl_runtime::text::{parse, parse_attribute, parse_in, print_generic};

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name)
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

fn inputs(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(name))
        .unwrap_or_else(|e| panic!("cannot read {name}: {e}"))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.to_string_lossy();
            n.ends_with(".mlir") && !n.ends_with(".golden.mlir") && !n.ends_with(".reread.mlir")
        })
        .collect();
    files.sort();
    files
}

fn core() -> Context {
    let mut ctx = Context::new();
    pdl_runtime::dialects::register_core(&mut ctx);
    ctx
}

fn read_core(src: &str, file: &str) -> Ir {
    parse_in(core(), src, file).unwrap_or_else(|e| panic!("{}", e.render(file, src)))
}

/// Every op of `ir` named `name`, in order.
fn ops_named(ir: &Ir, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut all = Vec::new();
    let top = ir.root();
    ir.walk_pre(top, &mut |o| all.push(o));
    for o in all {
        if ir.op_name_str(o) == name {
            out.push(o);
        }
    }
    out
}

/// The payload of each core dialect reads and prints as `mlir-opt-22` prints it, and the
/// golden reads back as MLIR reads it back (to itself, or to `NAME.reread.mlir` where an
/// unset property gets its default again).
#[test]
fn core_dialect_payloads_print_as_mlir() {
    let files = inputs("props");
    assert!(files.len() >= 5, "only {} payloads", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let n = f.file_name().unwrap().to_string_lossy().to_string();
        let golden = read(&f.with_extension("golden.mlir"));
        let reread = f.with_extension("reread.mlir");
        let reread = if reread.exists() {
            read(&reread)
        } else {
            golden.clone()
        };
        for (what, src, want) in [
            ("input", read(f), &golden),
            ("golden", golden.clone(), &reread),
        ] {
            match parse_in(core(), &src, &n) {
                Ok(ir) => {
                    let out = print_generic(&ir);
                    if &out != want {
                        failures.push(format!("{n} ({what}):\n{}", diff(&out, want)));
                    }
                }
                Err(e) => failures.push(format!("{n} ({what}): {}", e.render(&n, &src))),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn diff(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("  line {}:\n  ours:   {x}\n  golden: {y}", i + 1);
        }
    }
    format!(
        "  ours {} lines, golden {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

/// Wrong-typed inherent attributes are rejected as MLIR's reader rejects them.
#[test]
fn wrong_typed_inherent_attributes_report_mlir_errors() {
    let files = inputs("props-errors");
    assert!(files.len() >= 20, "only {} error cases", files.len());
    for f in &files {
        let n = f.file_name().unwrap().to_string_lossy().to_string();
        let src = read(f);
        let expected = read(&f.with_extension("mlir-error"));
        let err = match parse_in(core(), &src, &n) {
            Ok(_) => panic!("{n}: accepted, MLIR says: {expected}"),
            Err(e) => e.render(&n, &src),
        };
        assert_eq!(err.lines().next(), expected.lines().next(), "{n}");
    }
}

/// Without definitions, the core payloads keep their attributes where they were written and
/// get no default.
#[test]
fn unregistered_operations_are_unaffected() {
    let src = read(&dir("props").join("arith.mlir"));
    let ir = parse(&src, "arith.mlir").unwrap();
    let out = print_generic(&ir);
    assert!(out.contains(r#""arith.addi"(%arg0, %arg0) : (i32, i32) -> i32"#));
    assert!(out.contains(
        r#""arith.addf"(%arg1, %arg1) {fastmath = #arith.fastmath<fast>, foo = 1 : i64}"#
    ));
    assert!(!out.contains("#arith.overflow<none>"));
}

/// The `@ir` module of a case file holding `module @patterns` and `module @ir`, wrapped in a
/// module as MLIR's test pass prints it.
fn ir_of_case(src: &str) -> String {
    let at = src.find("  module @ir").expect("module @ir");
    format!("module {{\n{}", &src[at..])
}

/// A rewrite creating registered operations (through `PayloadWrite::create_op`, which the
/// rewriter and the VM use) gives them their properties as MLIR's `pdl_interp` does:
/// `create.mlir`'s rewrite, replayed.
#[test]
fn created_operations_get_properties_as_in_mlir() {
    let dir = dir("props-rewrite");
    let case = read(&dir.join("create.mlir"));
    let mut ir = read_core(&ir_of_case(&case), "create.mlir");
    let seed = ops_named(&ir, "test.seed")[0];
    let a = ir.operand(seed, 0);
    let i32t = ir.value_type(ir.result(seed, 0));
    let f32t = ir.value_type(ir.result(seed, 1));
    let attr = |ir: &mut Ir, t: &str| parse_attribute(&mut ir.ctx, t).unwrap();
    let three = attr(&mut ir, "3 : i32");
    let one = attr(&mut ir, "1");
    let two = attr(&mut ir, "2");
    let fast = attr(&mut ir, "#arith.fastmath<fast>");
    let c = PayloadWrite::create_op(
        &mut ir,
        "arith.constant",
        &[],
        &[i32t],
        &[("value", three)],
        seed,
    );
    let cv = ir.result(c, 0);
    let add = PayloadWrite::create_op(&mut ir, "arith.addi", &[a, cv], &[i32t], &[], seed);
    let sum = ir.result(add, 0);
    let mul = PayloadWrite::create_op(
        &mut ir,
        "arith.muli",
        &[sum, sum],
        &[i32t],
        &[("overflowFlags", one), ("foo", two)],
        seed,
    );
    let x = PayloadWrite::create_op(&mut ir, "test.fsrc", &[], &[f32t], &[], seed);
    let xv = ir.result(x, 0);
    let neg = PayloadWrite::create_op(
        &mut ir,
        "arith.negf",
        &[xv],
        &[f32t],
        &[("fastmath", fast)],
        seed,
    );
    let (m, n) = (ir.result(mul, 0), ir.result(neg, 0));
    ir.replace_op_uses(seed, &[m, n]);
    PayloadWrite::erase_op(&mut ir, seed);
    let out = print_generic(&ir);
    assert_eq!(out, read(&dir.join("create.expected.mlir")));
    // MLIR reading that output back gives the unset `overflowFlags` its default; so do we.
    let again = read_core(&out, "create.expected.mlir");
    assert_eq!(
        print_generic(&again),
        read(&dir.join("create.reparsed.mlir"))
    );
}

/// The part of a printed operation line after its operands and successors: properties,
/// attributes, type.
fn after_operands(line: &str) -> &str {
    if let Some(i) = line.find(" <{") {
        return &line[i + 1..];
    }
    line.split_once(") ").map_or(line, |(_, rest)| rest)
}

/// Setting an inherent attribute sets the property; a wrong-typed value unsets it, except
/// for segment sizes, which ignore it (MLIR's `Operation::setAttr`, as `transform.annotate`
/// shows it in `annotate.mlir`).
#[test]
fn set_attribute_of_an_inherent_name_sets_the_property() {
    let dir = dir("props-rewrite");
    let generic = "\"func.func\"() <{function_type = (i32) -> i32, sym_name = \"f\"}> ({\n\
        ^bb0(%a: i32):\n\
        %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n\
        %1 = \"arith.muli\"(%0, %0) : (i32, i32) -> i32\n\
        \"func.return\"(%1) : (i32) -> ()\n\
        }) : () -> ()\n\
        \"func.func\"() <{function_type = (i1) -> (), sym_name = \"g\"}> ({\n\
        ^bb0(%c: i1):\n\
        \"cf.cond_br\"(%c)[^a, ^b] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n\
        ^a:\n\
        \"func.return\"() : () -> ()\n\
        ^b:\n\
        \"func.return\"() : () -> ()\n\
        }) : () -> ()\n";
    let mut ir = read_core(generic, "annotate.mlir");
    let add = ops_named(&ir, "arith.addi")[0];
    let mul = ops_named(&ir, "arith.muli")[0];
    let br = ops_named(&ir, "cf.cond_br")[0];
    let mut attr = |t: &str| parse_attribute(&mut ir.ctx, t).unwrap();
    let nsw = attr("#arith.overflow<nsw>");
    let one = attr("1");
    let short = attr("array<i32: 1, 0>");
    let weights = attr("array<i32: 5, 6>");
    PayloadWrite::set_attribute(&mut ir, add, "overflowFlags", Some(nsw));
    PayloadWrite::set_attribute(&mut ir, mul, "overflowFlags", Some(one));
    PayloadWrite::set_attribute(&mut ir, br, "operandSegmentSizes", Some(short));
    PayloadWrite::set_attribute(&mut ir, br, "branch_weights", Some(one));
    PayloadWrite::set_attribute(&mut ir, br, "branch_weights", Some(weights));
    let out = print_generic(&ir);
    let expected = read(&dir.join("annotate.expected.mlir"));
    let payload = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.contains("= \"arith.") || l.trim_start().starts_with("\"cf.cond_br\""))
            .map(|l| after_operands(l).to_string())
            .collect()
    };
    assert_eq!(payload(&out), payload(&expected));
    assert_eq!(
        payload(&out),
        [
            "<{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32",
            ": (i32, i32) -> i32",
            "<{branch_weights = array<i32: 5, 6>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()",
        ]
    );
    // Removing an inherent attribute unsets it; the default does not come back. Segment
    // sizes cannot be removed.
    PayloadWrite::set_attribute(&mut ir, add, "overflowFlags", None);
    PayloadWrite::set_attribute(&mut ir, br, "operandSegmentSizes", None);
    PayloadWrite::set_attribute(&mut ir, br, "branch_weights", None);
    assert_eq!(
        payload(&print_generic(&ir)),
        [
            ": (i32, i32) -> i32",
            ": (i32, i32) -> i32",
            "<{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()",
        ]
    );
    // A discardable attribute of another name stays discardable.
    PayloadWrite::set_attribute(&mut ir, add, "tag", Some(one));
    assert_eq!(
        payload(&print_generic(&ir))[0],
        "{tag = 1 : i64} : (i32, i32) -> i32"
    );
}
