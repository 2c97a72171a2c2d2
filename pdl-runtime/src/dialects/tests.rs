//! Tests of the core dialects' definitions: every fold case of `fold_cases.rs` (expected
//! results from `mlir-opt-22`, see that file) and the definitions' traits, inference and
//! materialisation.

use super::fold_cases::CASES;
use crate::ir::{AttrKind, Context, Folded, Ir, OpFoldResult, OpId, Traits, Value};
use crate::text::{parse_in, print_attribute};

fn parse(src: &str) -> Ir {
    let mut ctx = Context::new();
    super::register_core(&mut ctx);
    parse_in(ctx, src, "case.mlir").unwrap_or_else(|e| panic!("{}", e.render("case.mlir", src)))
}

/// How a value reads in the expectations: `src N` / `op N` for an operation with `id = N`,
/// `self` for a result of the folded operation, the value of a constant (which MLIR's output
/// shows as the constant it keeps).
fn describe_value(ir: &mut Ir, v: Value, target: OpId) -> String {
    let Some(d) = ir.defining_op(v) else {
        return "argument".into();
    };
    if d == target {
        return "self".into();
    }
    if let Some(a) = ir.constant_value(d) {
        return print_attribute(&ir.ctx, a);
    }
    let id = ir.ctx.lookup_symbol("id").and_then(|s| ir.attr(d, s));
    match id.map(|a| ir.ctx.attr_kind(a).clone()) {
        Some(AttrKind::Integer { bits, .. }) if ir.op_name_str(d) == "test.src" => {
            format!("src {bits}")
        }
        Some(AttrKind::Integer { bits, .. }) => format!("op {bits}"),
        _ => "other".into(),
    }
}

/// Folds the last operation of `src` as MLIR's driver would on its own: again after each
/// in-place fold; then describes what replaces each of its results.
fn fold_last(src: &str) -> Vec<String> {
    let mut ir = parse(src);
    let block = ir.root_block();
    let target = ir.last_op(block).expect("an operation");
    let mut folded = None;
    for _ in 0..8 {
        match ir.fold_op(target) {
            Some(Folded::InPlace) => continue,
            other => {
                folded = other;
                break;
            }
        }
    }
    match folded {
        Some(Folded::Results(rs)) => rs
            .iter()
            .map(|r| match r {
                OpFoldResult::Attr(a) => print_attribute(&ir.ctx, *a),
                OpFoldResult::Value(v) => describe_value(&mut ir, *v, target),
            })
            .collect(),
        _ => {
            let results: Vec<_> = ir.results(target).collect();
            results
                .iter()
                .map(|&v| {
                    // An unfolded operation with an `id` reads as `op N`, as in MLIR's output.
                    let id = ir.ctx.lookup_symbol("id").and_then(|s| ir.attr(target, s));
                    match id.map(|a| ir.ctx.attr_kind(a).clone()) {
                        Some(AttrKind::Integer { bits, .. }) => format!("op {bits}"),
                        _ => describe_value(&mut ir, v, target),
                    }
                })
                .collect()
        }
    }
}

#[test]
fn folds_match_mlir() {
    let mut failures = Vec::new();
    for (name, src, expected) in CASES {
        let got = fold_last(src);
        if got != *expected {
            failures.push(format!("{name}: expected {expected:?}, got {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn traits_follow_ods() {
    let reg = super::core();
    let def = |name: &str| {
        reg.ops()
            .find(|d| &*d.name == name)
            .unwrap_or_else(|| panic!("{name} is registered"))
    };
    assert!(def("arith.addi").has(Traits::COMMUTATIVE | Traits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(def("arith.andi").has(Traits::IDEMPOTENT));
    assert!(!def("arith.subi").has(Traits::COMMUTATIVE));
    assert!(def("arith.constant").has(Traits::CONSTANT_LIKE | Traits::INFER_TYPE));
    assert!(!def("arith.extsi").has(Traits::INFER_TYPE));
    assert!(def("arith.divsi").is_pure());
    assert!(def("cf.cond_br").has(Traits::TERMINATOR | Traits::BRANCH));
    assert!(!def("cf.assert").is_pure() && !def("cf.assert").effects.removable_when_unused());
    assert!(def("scf.for").has(Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK));
    assert!(def("scf.yield").has(Traits::TERMINATOR | Traits::RETURN_LIKE));
    assert!(def("math.sin").is_pure() && def("math.isnan").has(Traits::INFER_TYPE));
    assert!(def("func.func").has(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL));
    assert!(reg
        .dialect("arith")
        .is_some_and(|d| d.materialize_constant.is_some()));
    // The ops of MLIR 22's ArithOps.td (51), MathOps.td (46), the 4 of cf and 12 of scf.
    let count = |p: &str| reg.ops().filter(|d| d.name.starts_with(p)).count();
    assert_eq!(
        (count("arith."), count("math."), count("cf."), count("scf.")),
        (51, 46, 4, 12)
    );
}

#[test]
fn inference_gives_mlir_types() {
    let src = "%0 = \"test.src\"() : () -> vector<4xf32>\n%1 = \"test.src\"() : () -> i1\n";
    let mut ir = parse(src);
    let block = ir.root_block();
    let ops: Vec<_> = ir.block_ops(block).collect();
    let (v, c) = (ir.result(ops[0], 0), ir.result(ops[1], 0));
    let empty = ir.ctx.empty_dict();
    let infer = |ir: &mut Ir, name: &str, operands: &[Value]| {
        let f = ir
            .ctx
            .op_def(ir.ctx.lookup_symbol(name).unwrap())
            .unwrap()
            .infer_types;
        let types = f.expect("infers")(ir, operands, empty).expect("inferred");
        types
            .iter()
            .map(|&t| crate::text::print_type(&ir.ctx, t))
            .collect::<Vec<_>>()
    };
    for name in [
        "arith.cmpf",
        "arith.addf",
        "arith.mulsi_extended",
        "arith.select",
    ] {
        ir.ctx.symbol(name);
    }
    assert_eq!(infer(&mut ir, "arith.cmpf", &[v, v]), ["vector<4xi1>"]);
    assert_eq!(infer(&mut ir, "arith.addf", &[v, v]), ["vector<4xf32>"]);
    assert_eq!(
        infer(&mut ir, "arith.select", &[c, v, v]),
        ["vector<4xf32>"]
    );
    let two = infer(&mut ir, "arith.mulsi_extended", &[v, v]);
    assert_eq!(two, ["vector<4xf32>", "vector<4xf32>"]);
}

#[test]
fn materialises_arith_constants_of_the_value_type() {
    let mut ir = parse("%0 = \"test.src\"() : () -> i32\n");
    let block = ir.root_block();
    let anchor = ir.first_op(block).unwrap();
    let i32t = ir.value_type(ir.result(anchor, 0));
    let i64t = ir.ctx.intern_type(crate::ir::TypeKind::int(64));
    let five = ir.ctx.intern_attr(AttrKind::Integer { ty: i32t, bits: 5 });
    // A value of another type is not buildable.
    assert!(ir
        .materialize_constant("arith", five, i64t, anchor)
        .is_none());
    let c = ir
        .materialize_constant("arith", five, i32t, anchor)
        .unwrap();
    assert_eq!(ir.first_op(block), Some(c));
    assert_eq!(ir.constant_value(c), Some(five));
    assert_eq!(ir.value_type(ir.result(c, 0)), i32t);
}

#[test]
fn branch_operands_follow_segments() {
    let src = "\"test.region\"() ({\n\
        ^bb0:\n\
        %c = \"test.src\"() : () -> i1\n\
        %x = \"test.src\"() : () -> i32\n\
        \"cf.cond_br\"(%c, %x, %x, %x) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()\n\
        ^bb1(%a: i32):\n\
        \"cf.switch\"(%x, %x, %x, %x) [^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i32, i32) -> ()\n\
        ^bb2(%b: i32, %d: i32):\n\
        \"cf.br\"(%b) [^bb1] : (i32) -> ()\n\
        }) : () -> ()\n";
    let mut ir = parse(src);
    let top = ir.root_block();
    let region_op = ir.first_op(top).unwrap();
    let region = ir.region(region_op, 0);
    let blocks = ir.region_blocks(region).to_vec();
    let term = |ir: &Ir, b| ir.last_op(b).unwrap();
    let succ = |ir: &Ir, op: OpId, i: usize| {
        (ir.op_def(op).unwrap().successor_operands.unwrap())(ir, op, i).range
    };
    let (cond_br, switch, br) = (
        term(&ir, blocks[0]),
        term(&ir, blocks[1]),
        term(&ir, blocks[2]),
    );
    assert_eq!((succ(&ir, cond_br, 0), succ(&ir, cond_br, 1)), (1..2, 2..4));
    assert_eq!(
        (
            succ(&ir, switch, 0),
            succ(&ir, switch, 1),
            succ(&ir, switch, 2)
        ),
        (1..1, 1..3, 3..4)
    );
    assert_eq!(succ(&ir, br, 0), 0..1);
}

/// `scf.if` on a negated condition swaps its regions, in place; without an `else` region
/// nothing folds. Checked with `mlir-opt-22 --allow-unregistered-dialect
/// --test-pdl-bytecode-pass` on the same payload (a pattern that never matches): the first
/// `scf.if` becomes `scf.if %arg0 { "test.b" } else { "test.a" }`, the second stays.
#[test]
fn scf_if_swaps_regions_on_negated_condition() {
    let src = "%c = \"test.src\"() : () -> i1\n\
        %t = \"arith.constant\"() <{value = true}> : () -> i1\n\
        %n = \"arith.xori\"(%c, %t) : (i1, i1) -> i1\n\
        \"scf.if\"(%n) ({\n  \"test.a\"() : () -> ()\n  \"scf.yield\"() : () -> ()\n}, {\n  \"test.b\"() : () -> ()\n  \"scf.yield\"() : () -> ()\n}) : (i1) -> ()\n\
        \"scf.if\"(%n) ({\n  \"test.c\"() : () -> ()\n  \"scf.yield\"() : () -> ()\n}, {\n}) : (i1) -> ()\n";
    let mut ir = parse(src);
    let block = ir.root_block();
    let ops: Vec<_> = ir.block_ops(block).collect();
    let (c, if_else, if_then) = (ir.result(ops[0], 0), ops[3], ops[4]);
    let first_names = |ir: &Ir, op: OpId| {
        (0..2)
            .map(|i| {
                let b = ir.region_blocks(ir.region(op, i))[0];
                ir.op_name_str(ir.first_op(b).unwrap()).to_string()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(ir.fold_op(if_else), Some(Folded::InPlace));
    assert_eq!(ir.operand(if_else, 0), c);
    assert_eq!(first_names(&ir, if_else), ["test.b", "test.a"]);
    assert_eq!(ir.fold_op(if_then), None);
}

#[test]
fn math_and_func_materialise_constants() {
    let mut ir = parse("%0 = \"test.src\"() : () -> f32\n");
    let block = ir.root_block();
    let anchor = ir.first_op(block).unwrap();
    let f32t = ir.value_type(ir.result(anchor, 0));
    let half = ir.ctx.intern_attr(AttrKind::Float {
        ty: f32t,
        bits: 0x3F00_0000,
    });
    // math's hook builds an arith.constant.
    let c = ir.materialize_constant("math", half, f32t, anchor).unwrap();
    assert_eq!(ir.op_name_str(c), "arith.constant");
    // func's builds func.constant for a symbol of function type, and nothing else.
    let f = ir.ctx.symbol("f");
    let sym = ir.ctx.intern_attr(AttrKind::SymbolRef {
        root: f,
        nested: Box::new([]),
    });
    let fn_ty = ir.ctx.intern_type(crate::ir::TypeKind::Function {
        inputs: Box::new([]),
        results: Box::new([f32t]),
    });
    assert!(ir
        .materialize_constant("func", half, f32t, anchor)
        .is_none());
    let k = ir.materialize_constant("func", sym, fn_ty, anchor).unwrap();
    assert_eq!(ir.op_name_str(k), "func.constant");
    assert_eq!(ir.constant_value(k), Some(sym));
    assert!(ir.materialize_constant("cf", half, f32t, anchor).is_none());
}

/// Every registered operation, folded with operands and results of unexpected counts and
/// types (constant or not), returns without panicking.
#[test]
fn folding_malformed_operations_never_panics() {
    let values = [
        (
            "\"arith.constant\"() <{value = 3 : i32}> : () -> i32",
            "i32",
        ),
        (
            "\"arith.constant\"() <{value = 1.5 : f16}> : () -> f16",
            "f16",
        ),
        (
            "\"arith.constant\"() <{value = dense<[1, 2]> : vector<2xi8>}> : () -> vector<2xi8>",
            "vector<2xi8>",
        ),
        ("\"arith.constant\"() <{value = 0 : i0}> : () -> i0", "i0"),
        ("\"test.src\"() : () -> i1", "i1"),
        ("\"test.src\"() : () -> index", "index"),
    ];
    let names: Vec<String> = super::core().ops().map(|d| d.name.to_string()).collect();
    let mut folded = 0;
    for name in &names {
        for n in 0..4 {
            for (k, (_, ty), two) in values
                .iter()
                .enumerate()
                .flat_map(|(k, v)| [(k, v, false), (k, v, true)])
            {
                let mut src = String::new();
                for (i, (def, _)) in values.iter().enumerate() {
                    src.push_str(&format!("%v{i} = {def}\n"));
                }
                let ops: Vec<String> = (0..n)
                    .map(|i| format!("%v{}", (k + i) % values.len()))
                    .collect();
                let tys: Vec<&str> = (0..n).map(|i| values[(k + i) % values.len()].1).collect();
                let results = if two {
                    format!("{ty}, {ty}")
                } else {
                    ty.to_string()
                };
                src.push_str(&format!(
                    "%r:{} = \"{name}\"({}) : ({}) -> ({results})\n",
                    if two { 2 } else { 1 },
                    ops.join(", "),
                    tys.join(", ")
                ));
                let mut ctx = Context::new();
                super::register_core(&mut ctx);
                // The reader rejects some malformed operations itself (`func.return` outside
                // a function): nothing to fold then.
                let Ok(mut ir) = parse_in(ctx, &src, "case.mlir") else {
                    continue;
                };
                let block = ir.root_block();
                let last = ir.last_op(block).unwrap();
                let _ = ir.fold_op(last);
                folded += 1;
            }
        }
    }
    // Most of them are read (and folded), not rejected.
    assert!(folded > names.len() * 24, "{folded}");
}

/// `cmpi` with only its left operand constant swaps its operands and mirrors its predicate in
/// place (`mlir-opt-22`, corpus case `cmpi_constant_left`: `slt 3, x` becomes `sgt x, 3`).
#[test]
fn cmpi_moves_constant_right_in_place() {
    let src = "%x = \"test.src\"() : () -> i32\n\
        %c = \"arith.constant\"() <{value = 3 : i32}> : () -> i32\n\
        %r = \"arith.cmpi\"(%c, %x) <{predicate = 2 : i64}> : (i32, i32) -> i1\n";
    let mut ir = parse(src);
    let block = ir.root_block();
    let ops: Vec<_> = ir.block_ops(block).collect();
    let (x, c, cmp) = (ir.result(ops[0], 0), ir.result(ops[1], 0), ops[2]);
    assert_eq!(ir.fold_op(cmp), Some(Folded::InPlace));
    assert_eq!((ir.operand(cmp, 0), ir.operand(cmp, 1)), (x, c));
    let text = crate::text::print_op_local(&ir, cmp);
    assert!(text.contains("<{predicate = 4 : i64}>"), "{text}");
    // Nothing more folds.
    assert_eq!(ir.fold_op(cmp), None);
}

/// The operations with `InferTypeOpInterface` are exactly those for which
/// `mlir-opt-22 --convert-pdl-to-pdl-interp` marks a created operation without result types
/// `-> <inferred>` (the pattern creating it beside a function using each dialect, so that the
/// dialects are loaded), over the 120 operations of the six dialects.
#[test]
fn inferring_operations_are_mlirs() {
    let expected = [
        "arith.addf",
        "arith.addi",
        "arith.andi",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.cmpf",
        "arith.cmpi",
        "arith.constant",
        "arith.divf",
        "arith.divsi",
        "arith.divui",
        "arith.floordivsi",
        "arith.maximumf",
        "arith.maxnumf",
        "arith.maxsi",
        "arith.maxui",
        "arith.minimumf",
        "arith.minnumf",
        "arith.minsi",
        "arith.minui",
        "arith.mulf",
        "arith.muli",
        "arith.mulsi_extended",
        "arith.mului_extended",
        "arith.negf",
        "arith.ori",
        "arith.remf",
        "arith.remsi",
        "arith.remui",
        "arith.select",
        "arith.shli",
        "arith.shrsi",
        "arith.shrui",
        "arith.subf",
        "arith.subi",
        "arith.xori",
        "math.absf",
        "math.absi",
        "math.acos",
        "math.acosh",
        "math.asin",
        "math.asinh",
        "math.atan",
        "math.atan2",
        "math.atanh",
        "math.cbrt",
        "math.ceil",
        "math.clampf",
        "math.copysign",
        "math.cos",
        "math.cosh",
        "math.ctlz",
        "math.ctpop",
        "math.cttz",
        "math.erf",
        "math.erfc",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.floor",
        "math.fma",
        "math.fpowi",
        "math.ipowi",
        "math.isfinite",
        "math.isinf",
        "math.isnan",
        "math.isnormal",
        "math.log",
        "math.log10",
        "math.log1p",
        "math.log2",
        "math.powf",
        "math.round",
        "math.roundeven",
        "math.rsqrt",
        "math.sin",
        "math.sincos",
        "math.sinh",
        "math.sqrt",
        "math.tan",
        "math.tanh",
        "math.trunc",
        "scf.if",
    ];
    let reg = super::core();
    // Other dialects (MLIR's `test`) may be registered too.
    let six = ["arith.", "math.", "scf.", "cf.", "func.", "builtin."];
    let ours = || {
        reg.ops()
            .filter(|d| six.iter().any(|p| d.name.starts_with(p)))
    };
    let mut got: Vec<&str> = ours()
        .filter(|d| d.has(Traits::INFER_TYPE))
        .map(|d| &*d.name)
        .collect();
    got.sort_unstable();
    assert_eq!(got, expected);
    assert_eq!(ours().count(), 120);
}

mod never_panic {
    use super::*;
    use proptest::prelude::*;

    const BINARY: [&str; 22] = [
        "addi",
        "subi",
        "muli",
        "divsi",
        "divui",
        "ceildivsi",
        "ceildivui",
        "floordivsi",
        "remsi",
        "remui",
        "andi",
        "ori",
        "xori",
        "shli",
        "shrsi",
        "shrui",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
        "cmpi",
        "math.ipowi",
    ];

    proptest! {
        /// Integer folds on any values of widths 1 to 128 (and 129, left alone) do not panic.
        #[test]
        fn integer_folds_never_panic(
            op in 0..BINARY.len(), w in prop::sample::select(vec![1u32, 2, 7, 8, 63, 64, 65, 127, 128, 129]),
            a in any::<u128>(), b in any::<u128>(), pred in 0u8..10,
        ) {
            let name = BINARY[op];
            let name = if name.contains('.') { name.to_string() } else { format!("arith.{name}") };
            let m = if w >= 128 { u128::MAX } else { (1u128 << w) - 1 };
            let (a, b) = (a & m, b & m);
            let props = if name == "arith.cmpi" { format!(" <{{predicate = {pred} : i64}}>") } else { String::new() };
            let res = if name == "arith.cmpi" { "i1".to_string() } else { format!("i{w}") };
            let src = format!(
                "%a = \"arith.constant\"() <{{value = {a} : i{w}}}> : () -> i{w}\n\
                 %b = \"arith.constant\"() <{{value = {b} : i{w}}}> : () -> i{w}\n\
                 %r = \"{name}\"(%a, %b){props} : (i{w}, i{w}) -> {res}\n"
            );
            let mut ctx = Context::new();
            super::super::register_core(&mut ctx);
            let parsed = parse_in(ctx, &src, "case.mlir");
            // Every width up to 128 is read (the test is not vacuous).
            prop_assert!(parsed.is_ok() || w > 128);
            if let Ok(mut ir) = parsed {
                let block = ir.root_block();
                let last = ir.last_op(block).unwrap();
                let _ = ir.fold_op(last);
            }
        }
    }
}
