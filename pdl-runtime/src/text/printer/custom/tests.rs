//! The custom-form printer with hand-written syntaxes built here: dispatch, the default
//! dialect, value names with MLIR's uniquing, regions with flags, attribute dictionaries.

use crate::ir::{AttrKind, Context, Ir, OpDef, OpId, OpSyntax, OperationState, Traits};
use crate::text::parser::{PResult, Parser};
use crate::text::{print, print_generic, Printer, RegionFlags, Tok};

/// `test.k {n = "name", ...} : type`: one result named by its attribute `n`.
fn parse_k(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let at = p.tok.start;
    p.bump();
    let attrs = if p.at(Tok::LBrace) {
        p.parse_attr_dict()?
    } else {
        Vec::new()
    };
    p.expect_tok(Tok::Colon, "':'")?;
    let ty = p.parse_type()?;
    let name = p.ir.ctx.symbol(full);
    let mut state = OperationState::with_name(name).results(&[ty]);
    state.loc = Some(at as u32);
    state.attributes = attrs;
    Ok(p.ir.create_op(state))
}

fn print_k(p: &mut Printer<'_>, ir: &Ir, op: OpId, _indent: usize) {
    p.print_attr_dict(ir, op, &["n"], false);
    p.write(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn names_k(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let n = ir.ctx.lookup_symbol("n");
    match n.and_then(|n| ir.attr(op, n)).map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => {
            vec![(0, String::from_utf8_lossy(value).into_owned())]
        }
        _ => Vec::new(),
    }
}

/// `test.w %a, %b attributes {..} { region }`: a region whose terminator is left out and
/// whose entry block's arguments are not printed; the default dialect `test` inside.
fn print_w(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_operands(op) > 0 {
        p.write(" ");
        p.print_operands(ir, ir.operands(op));
    }
    p.print_attr_dict(ir, op, &[], true);
    p.write(" ");
    let flags = RegionFlags {
        entry_args: false,
        terminators: false,
        empty_block: false,
    };
    for r in ir.regions(op) {
        p.print_region(ir, r, indent, flags);
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    let k = OpSyntax::new()
        .hand_written(parse_k, print_k)
        .result_names(names_k);
    ctx.register_op(OpDef::new("test.k").syntax(k));
    let w = OpSyntax::new()
        .hand_written(parse_k, print_w)
        .default_dialect("test");
    ctx.register_op(OpDef::new("test.w").syntax(w));
    ctx.register_op(OpDef::new("test.end").traits(Traits::TERMINATOR));
    let end = OpSyntax::new().hand_written(parse_k, |_, _, _, _| {});
    ctx.register_op(
        OpDef::new("test.end2")
            .traits(Traits::TERMINATOR)
            .syntax(end),
    );
    ctx
}

/// The layout of `n1.mlir` (func.func with arith.constant in two sibling regions):
/// mlir-opt-22 names the constants `%c0_i32`, `%c0_i32_0`, `%c0_i32_4` in both sibling
/// regions (their counters restart where the parent region's stopped), `%c0_i32_1` after,
/// `%cst`, `%cst_2`, and numbers `%0`, `%1` (again in the sibling), `%1:2`.
#[test]
fn names_are_unique_as_mlir_makes_them() {
    let src = r#""test.f"() ({
^bb0(%a: i32):
  %0 = "test.k"() {n = "c0_i32"} : () -> i32
  %1 = "test.k"() {n = "c0_i32"} : () -> i32
  %2 = "t.r"() ({
    %3 = "test.k"() {n = "c0_i32"} : () -> i32
    %5 = "t.x"() : () -> i32
    "t.y"(%3, %5) : (i32, i32) -> ()
  }, {
    %4 = "test.k"() {n = "c0_i32"} : () -> i32
    %6:2 = "t.x"() : () -> (i32, i32)
  }) : () -> i32
  %7 = "test.k"() {n = "c0_i32"} : () -> i32
  %8 = "test.k"() {n = "cst"} : () -> f32
  %9 = "test.k"() {n = "cst", x = 1} : () -> f32
  %10 = "test.k"() {n = "true"} : () -> i1
  %11 = "test.k"() {n = "cst"} : () -> vector<2xi32>
  %12 = "test.k"() {n = "c3"} : () -> index
  "t.ret"(%0) : (i32) -> ()
}) : () -> ()
"#;
    let ir = crate::text::parse_in(context(), src, "n.mlir").unwrap();
    let want = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32):
    %c0_i32 = test.k : i32
    %c0_i32_0 = test.k : i32
    %0 = "t.r"() ({
      %c0_i32_4 = test.k : i32
      %1 = "t.x"() : () -> i32
      "t.y"(%c0_i32_4, %1) : (i32, i32) -> ()
    }, {
      %c0_i32_4 = test.k : i32
      %1:2 = "t.x"() : () -> (i32, i32)
    }) : () -> i32
    %c0_i32_1 = test.k : i32
    %cst = test.k : f32
    %cst_2 = test.k {x = 1 : i64} : f32
    %true = test.k : i1
    %cst_3 = test.k : vector<2xi32>
    %c3 = test.k : index
    "t.ret"(%c0_i32) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    // `builtin.module` has no syntax here: printed generic around the custom forms.
    assert_eq!(print(&ir), want);
    // Generic form is unchanged.
    assert!(print_generic(&ir).contains("%0 = \"test.k\"() {n = \"c0_i32\"} : () -> i32"));
}

/// Regions with flags, the default dialect, `attributes {...}`, multi-result names.
#[test]
fn regions_print_with_flags_and_default_dialect() {
    let src = r#"%a = "test.k"() {n = "a"} : () -> i32
"test.w"(%a, %a) ({
^bb0(%x: i32):
  "test.k"() {n = "b"} : () -> i32
  "test.end2"() : () -> ()
}) {z} : (i32, i32) -> ()
"test.w"() ({
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let ir = crate::text::parse_in(context(), src, "w.mlir").unwrap();
    let got = print(&ir);
    assert!(
        got.contains("  test.w %a, %a attributes {z} {\n    %b = k : i32\n  }\n"),
        "{got}"
    );
    assert!(got.contains("  test.w {\n  }\n"), "{got}");
}
