//! Typed attribute values (`PayloadRead::attr_int`, `attr_float`, `attr_str`,
//! `attr_as_type`): pdl-rs's IR reads them from the attribute's storage, a user's own IR
//! (the example `Graph`, which keeps attributes as text) through the trait's defaults; both
//! give the same values.

use pdl_examples::tiny_ir::Graph;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::Ir;

/// An attribute's spelling and its integer, float and string values.
type Case = (
    &'static str,
    Option<i128>,
    Option<f64>,
    Option<&'static [u8]>,
);

const ATTRS: [Case; 9] = [
    ("42 : i32", Some(42), None, None),
    ("-1 : i8", Some(-1), None, None),
    ("255 : ui8", Some(255), None, None),
    ("7 : index", Some(7), None, None),
    ("true", Some(1), None, None),
    ("1.500000e+00 : f32", None, Some(1.5), None),
    ("-2.500000e-01 : f64", None, Some(-0.25), None),
    ("\"a\\\\b\\\"c\\0A\"", None, None, Some(b"a\\b\"c\n")),
    ("[1 : i32]", None, None, None),
];

/// Each attribute on an operation of pdl-rs's IR, read back.
fn ir_attr(ir: &Ir, index: usize) -> pdl_runtime::ir::Attribute {
    let module = ir.root();
    let block = ir.region_blocks(ir.region(module, 0))[0];
    let op = ir.block_ops(block).nth(index).unwrap();
    let name = ir.lookup_name("a").unwrap();
    PayloadRead::attribute(ir, op, name).unwrap()
}

#[test]
fn typed_values_agree_between_the_ir_and_the_defaults() {
    let src: String = ATTRS
        .iter()
        .map(|(a, ..)| format!("\"test.op\"() {{a = {a}}} : () -> ()\n"))
        .collect();
    let ir = pdl_runtime::text::parse(&src, "attrs.mlir").unwrap();
    let mut g = Graph::new();
    for (i, (text, int, float, string)) in ATTRS.iter().enumerate() {
        let a = ir_attr(&ir, i);
        assert_eq!(ir.attr_int(a), *int, "{text}");
        assert_eq!(ir.attr_float(a), *float, "{text}");
        assert_eq!(ir.attr_str(a).as_deref(), *string, "{text}");
        assert_eq!(ir.attr_as_type(a), None, "{text}");

        // The same spelling in the user's IR, through the trait's defaults.
        let printed = ir.attr_to_string(a);
        let node = g.push("test.op", &[], &[], &[("a", &printed)]);
        let name = g.lookup_name("a").unwrap();
        let b = PayloadRead::attribute(&g, node, name).unwrap();
        assert_eq!(g.attr_int(b), *int, "{printed}");
        assert_eq!(g.attr_float(b), *float, "{printed}");
        assert_eq!(g.attr_str(b).as_deref(), *string, "{printed}");
    }
}

#[test]
fn a_type_attribute_holds_its_type() {
    let ir = pdl_runtime::text::parse("\"test.op\"() {a = i32} : () -> ()\n", "ty.mlir").unwrap();
    let a = ir_attr(&ir, 0);
    let ty = ir.attr_as_type(a).unwrap();
    assert_eq!(ir.type_to_string(ty), "i32");
    assert_eq!(ir.attr_int(a), None);
}
