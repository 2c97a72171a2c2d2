//! The format engine on syntaxes built here (as MLIR 22's ODS declares them): arith
//! operations read in custom form and printed in custom and generic form, compared with
//! what mlir-opt-22 prints (`func.func` stays generic here: its printer is hand-written).

use crate::ir::{
    ArgDecl, Arity, AttrDecl, AttrSyntax, Context, OpSyntax, TypeRelation, TypeTransform,
};
use crate::text::{parse_in, print, print_generic};

fn binary(format: &str) -> OpSyntax {
    OpSyntax::new()
        .operand(ArgDecl::new("lhs", Arity::Single))
        .operand(ArgDecl::new("rhs", Arity::Single))
        .result(ArgDecl::new("result", Arity::Single))
        .format(format)
}

/// A context with the core dialects and syntaxes for `arith.addi`, `cmpi`, `constant`,
/// `cf.br`, `cf.cond_br`.
pub(crate) fn context() -> Context {
    let mut ctx = Context::new();
    crate::dialects::register_core(&mut ctx);
    let core = crate::dialects::core();
    let mut set = |name: &str, s: OpSyntax| {
        let def = core.get(name).unwrap().clone().syntax(s);
        ctx.register_op(def);
    };
    let addi = binary("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)")
        .attribute(
            AttrDecl::new(
                "overflowFlags",
                AttrSyntax::Stripped {
                    name: "arith.overflow".into(),
                },
            )
            .default_value("#arith.overflow<none>"),
        )
        .relation(TypeRelation::AllMatch(vec![
            "lhs".into(),
            "rhs".into(),
            "result".into(),
        ]));
    set("arith.addi", addi);
    let cases = [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ];
    let cmpi = binary("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
        .attribute(AttrDecl::new(
            "predicate",
            AttrSyntax::IntEnum {
                ty: "i64".into(),
                cases: cases
                    .iter()
                    .enumerate()
                    .map(|(i, c)| ((*c).into(), i as i64))
                    .collect(),
            },
        ))
        .relation(TypeRelation::AllMatch(vec!["lhs".into(), "rhs".into()]))
        .relation(TypeRelation::Derived {
            from: "lhs".into(),
            to: "result".into(),
            transform: TypeTransform::I1SameShape,
        });
    set("arith.cmpi", cmpi);
    let constant = OpSyntax::new()
        .result(ArgDecl::new("result", Arity::Single))
        .attribute(AttrDecl::new("value", AttrSyntax::Any))
        .relation(TypeRelation::AllMatch(vec![
            "value".into(),
            "result".into(),
        ]))
        .format("attr-dict $value")
        .result_names(crate::dialects::asm_names::arith_constant);
    set("arith.constant", constant);
    let br = OpSyntax::new()
        .operand(ArgDecl::new("destOperands", Arity::Variadic))
        .successor(ArgDecl::new("dest", Arity::Single))
        .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict");
    set("cf.br", br);
    let cond_br = OpSyntax::new()
        .operand(ArgDecl::new("condition", Arity::Single).typed("i1"))
        .operand(ArgDecl::new("trueDestOperands", Arity::Variadic))
        .operand(ArgDecl::new("falseDestOperands", Arity::Variadic))
        .successor(ArgDecl::new("trueDest", Arity::Single))
        .successor(ArgDecl::new("falseDest", Arity::Single))
        .attribute(
            AttrDecl::new(
                "branch_weights",
                AttrSyntax::DenseArray { elem: "i32".into() },
            )
            .optional(),
        )
        .format(
            "$condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict",
        );
    set("cf.cond_br", cond_br);
    ctx
}

const INPUT: &str = r#""func.func"() <{function_type = (i32, i32, vector<4xi32>) -> i1, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32, %v: vector<4xi32>):
  %c0 = arith.constant 0 : i32
  %c = arith.constant -7 : i32
  %t = arith.constant true
  %x = arith.constant 3 : index
  %f = arith.constant 1.5 : f32
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c0 overflow<nsw, nuw> : i32
  %2 = arith.cmpi slt, %1, %b : i32
  %3 = arith.cmpi eq, %v, %d {tag = 1} : vector<4xi32>
  %4 = arith.addi %a, %c overflow<none> : i32
  %5 = arith.cmpi sge, %4, %c : i32
  "func.return"(%2) : (i1) -> ()
}) : () -> ()
"#;

/// The lines of mlir-opt-22's custom print of the same (`a.mlir` in custom form).
const CUSTOM_BODY: &str = "    %c0_i32 = arith.constant 0 : i32
    %c-7_i32 = arith.constant -7 : i32
    %true = arith.constant true
    %c3 = arith.constant 3 : index
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %c0_i32 overflow<nsw, nuw> : i32
    %2 = arith.cmpi slt, %1, %arg1 : i32
    %3 = arith.cmpi eq, %arg2, %cst_0 {tag = 1 : i64} : vector<4xi32>
    %4 = arith.addi %arg0, %c-7_i32 : i32
    %5 = arith.cmpi sge, %4, %c-7_i32 : i32
";

/// mlir-opt-22 --mlir-print-op-generic of the same.
const GENERIC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> i1, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%6, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %8 = "arith.cmpi"(%7, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %9 = "arith.cmpi"(%arg2, %5) <{predicate = 0 : i64}> {tag = 1 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %10 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.cmpi"(%10, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

"#;

#[test]
fn arith_reads_and_prints_as_mlir_opt() {
    let ir = parse_in(context(), INPUT, "a.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("a.mlir", INPUT)));
    assert_eq!(print_generic(&ir), GENERIC);
    let custom = print(&ir);
    let want = format!(
        "module {{\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> i1 {{\n{CUSTOM_BODY}    return %2 : i1\n  }}\n}}\n\n"
    );
    assert_eq!(custom, want);
    // The custom print reads back to the same IR.
    let again = parse_in(context(), &custom, "b.mlir").unwrap();
    assert_eq!(print_generic(&again), GENERIC);
}

/// cf.br and cf.cond_br with operands and weights (mlir-opt-22 prints the input back).
#[test]
fn branches_read_and_print_as_mlir_opt() {
    let body = "  ^bb0(%arg0: i1, %arg1: i32):
    cf.cond_br %arg0 weights([3, 5]), ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
";
    let src = format!("\"t.f\"() ({{\n{body}}}) : () -> ()\n");
    let ir = parse_in(context(), &src, "b.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("b.mlir", &src)));
    let want = format!("module {{\n  \"t.f\"() ({{\n{body}  }}) : () -> ()\n}}\n\n");
    assert_eq!(print(&ir), want);
    let generic = print_generic(&ir);
    assert!(generic.contains("\"cf.cond_br\"(%arg0, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()"), "{generic}");
}

#[test]
fn format_errors_are_at_the_offending_token() {
    let err = |src: &str| {
        parse_in(context(), src, "e.mlir")
            .map(|_| ())
            .unwrap_err()
            .render("e.mlir", src)
    };
    let src = "%a = arith.constant 1 : i32\n%0 = arith.cmpi foo, %a, %a : i32\n";
    assert!(err(src).starts_with("e.mlir:2:17: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt,"), "{}", err(src));
    let src = "%a = arith.constant 1 : i32\n%0 = arith.addi %a %a : i32\n";
    assert!(
        err(src).starts_with("e.mlir:2:19: error: expected ','"),
        "{}",
        err(src)
    );
    let src = "%a = arith.constant 1 : i32\n%0 = arith.addi %a, %a overflow nsw : i32\n";
    assert!(
        err(src).starts_with("e.mlir:2:32: error: expected '<'"),
        "{}",
        err(src)
    );
}
