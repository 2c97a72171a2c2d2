//! Operations of a user's ODS file read and printed in their custom syntax: the dialect
//! `fmt` of `data/fmt.td` (a constant whose result type is buildable, an addition with one
//! type for all, a print with a string, a unit keyword and optional operands), imported into
//! `data/fmt.json` (checked fresh by `tests/tblgen.rs` where LLVM is installed). `mlir-opt-22`
//! cannot load a `.td` file, so there is no golden from MLIR: the custom form is checked
//! structurally, read into the same IR as its generic form written by hand. Needs no LLVM.

use pdl_runtime::ir::{AttrSyntax, OpDef, TypeRelation};

/// The committed table of `data/fmt.td`.
const TABLE: &str = include_str!("data/fmt.json");

/// The payload in custom form.
const CUSTOM: &str = r#"func.func @f(%arg0: i32) -> i32 {
  %0 = fmt.const 7
  %1 = fmt.add %arg0, %arg0 : i32
  fmt.print "x" verbose %0, %1 : i64, i32
  fmt.print "y"
  return %1 : i32
}
"#;

/// The same payload in generic form, written by hand.
const GENERIC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "fmt.const"() <{value = 7 : i64}> : () -> i64
    %1 = "fmt.add"(%arg0, %arg0) : (i32, i32) -> i32
    "fmt.print"(%0, %1) <{tag = "x", verbose}> : (i64, i32) -> ()
    "fmt.print"() <{tag = "y"}> : () -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// The definitions of the `fmt` operations, with their syntax, as `pdl-opt --ods` registers
/// them.
fn defs() -> Vec<OpDef> {
    let table = pdl_ods::read_table(TABLE).expect("the committed table reads");
    table.ops.iter().map(|o| o.to_opdef()).collect()
}

#[test]
fn the_table_holds_the_formats() {
    let table = pdl_ods::read_table(TABLE).unwrap();
    let names: Vec<&str> = table.ops.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["fmt.add", "fmt.const", "fmt.print"]);
    let syntax = |n: &str| table.op(n).unwrap().to_syntax();
    let constant = syntax("fmt.const");
    assert_eq!(constant.format.as_deref(), Some("$value attr-dict"));
    assert_eq!(constant.results[0].buildable_type.as_deref(), Some("i64"));
    assert_eq!(
        constant.attribute_named("value").unwrap().syntax,
        AttrSyntax::Typed("i64".into())
    );
    assert_eq!(
        syntax("fmt.add").type_relations,
        [TypeRelation::AllMatch(vec![
            "lhs".into(),
            "rhs".into(),
            "result".into()
        ])]
    );
    let print = syntax("fmt.print");
    assert_eq!(
        print.attribute_named("tag").unwrap().syntax,
        AttrSyntax::Str
    );
    let verbose = print.attribute_named("verbose").unwrap();
    assert_eq!(verbose.syntax, AttrSyntax::Unit);
    assert!(verbose.optional);
}

#[test]
fn the_generic_form_reads_with_the_operations_registered() {
    let ir = pdl_runtime::dialects::parse_loaded_with(GENERIC, "fmt.mlir", &defs())
        .expect("the generic form reads");
    for name in ["fmt.const", "fmt.add", "fmt.print"] {
        let def = ir.ctx.registry().get(name).expect("registered");
        assert!(def.syntax.as_ref().is_some_and(|s| s.format.is_some()));
    }
    // The module, the function and its five operations.
    assert_eq!(ir.collect_ops(ir.root(), true).len(), 7);
}

/// The custom form reads into the IR its generic form gives (the format engine reading the
/// imported formats). Both IRs print alike whatever the printer's mode.
#[test]
fn the_custom_form_reads_as_its_generic_form() {
    let custom = pdl_runtime::dialects::parse_loaded_with(CUSTOM, "fmt.mlir", &defs())
        .expect("the custom form reads");
    let generic = pdl_runtime::dialects::parse_loaded_with(GENERIC, "fmt.mlir", &defs())
        .expect("the generic form reads");
    assert_eq!(
        pdl_runtime::text::print(&custom),
        pdl_runtime::text::print(&generic)
    );
}
