//! Generic code over the access traits gives the same answers and the same rewritten IR on
//! pdl-runtime's IR and on the user-written `Graph`.

use pdl_examples::tiny_ir::Graph;
use pdl_runtime::access::{PayloadRead, PayloadWrite};
use pdl_runtime::ir::Ir;

const PROGRAM: &str = "%0 = \"test.a\"() : () -> i32
%1 = \"test.neg\"(%0) : (i32) -> i32
%2 = \"test.neg\"(%1) : (i32) -> i32
%3 = \"test.a\"() {tag = 7 : i32} : () -> i32
\"test.use\"(%2, %0, %3) : (i32, i32, i32) -> ()
";

fn runtime_ir() -> Ir {
    pdl_runtime::text::parse(PROGRAM, "program.mlir").expect("valid")
}

fn graph() -> Graph {
    let mut g = Graph::new();
    let a = g.push("test.a", &[], &["i32"], &[]);
    let va = g.result(a, 0);
    let n1 = g.push("test.neg", &[va], &["i32"], &[]);
    let v1 = g.result(n1, 0);
    let n2 = g.push("test.neg", &[v1], &["i32"], &[]);
    let v2 = g.result(n2, 0);
    let a2 = g.push("test.a", &[], &["i32"], &[("tag", "7 : i32")]);
    let va2 = g.result(a2, 0);
    g.push("test.use", &[v2, va, va2], &[], &[]);
    g
}

/// The ops under the top-level op, in order (generic over the traits).
fn body_ops<P: PayloadRead>(p: &P, top: P::Op) -> Vec<P::Op> {
    p.nested_ops(top, false)
        .into_iter()
        .filter(|&o| p.parent_op(o) == Some(top))
        .collect()
}

/// (user name, operand index) of every use of every result of ops named `name`.
fn uses_of<P: PayloadRead>(p: &P, top: P::Op, name: &str) -> Vec<(String, usize)> {
    let Some(n) = p.lookup_name(name) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for op in body_ops(p, top) {
        if p.op_name(op) != n {
            continue;
        }
        for r in 0..p.num_results(op) {
            for (user, i) in p.users(p.result(op, r)) {
                out.push((p.name_str(p.op_name(user)).to_string(), i));
            }
        }
    }
    out
}

/// neg(neg(x)) -> x: replace the outer result by the inner operand, erase the outer op.
fn fold_double_neg<P: PayloadWrite>(p: &mut P, top: P::Op) -> usize {
    let Some(neg) = p.lookup_name("test.neg") else {
        return 0;
    };
    let mut n = 0;
    for op in body_ops(p, top) {
        if p.op_name(op) != neg {
            continue;
        }
        let Some(inner) = p.defining_op(p.operand(op, 0)) else {
            continue;
        };
        if p.op_name(inner) != neg {
            continue;
        }
        let x = p.operand(inner, 0);
        let r = p.result(op, 0);
        p.replace_all_uses(r, x);
        p.erase_op(op);
        n += 1;
    }
    n
}

/// Replaces the `test.use` root by `test.fused(operands...) {k = 1 : i32}`.
fn fuse_use<P: PayloadWrite>(p: &mut P, top: P::Op) {
    let use_name = p.lookup_name("test.use").expect("present");
    let root = body_ops(p, top)
        .into_iter()
        .find(|&o| p.op_name(o) == use_name)
        .expect("root");
    let operands: Vec<P::Value> = (0..p.num_operands(root))
        .map(|i| p.operand(root, i))
        .collect();
    let one = p.get_attr("1 : i32").expect("attribute");
    let f32t = p.get_type("f32").expect("type");
    p.create_op("test.fused", &operands, &[f32t], &[("k", one)], root);
    p.erase_op(root);
}

fn runtime_lines(ir: &Ir) -> String {
    let text = pdl_runtime::text::print_generic(ir);
    let body: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(|l| &l[2..])
        .collect();
    body.join("\n") + "\n"
}

#[test]
fn both_irs_print_the_same_program() {
    assert_eq!(graph().to_string(), runtime_lines(&runtime_ir()));
    assert_eq!(runtime_lines(&runtime_ir()), PROGRAM);
}

#[test]
fn use_queries_agree_and_follow_mlir_order() {
    let ir = runtime_ir();
    let g = graph();
    let expected = vec![
        ("test.use".to_string(), 1),
        ("test.neg".to_string(), 0),
        ("test.use".to_string(), 2),
    ];
    assert_eq!(uses_of(&ir, ir.root(), "test.a"), expected);
    assert_eq!(uses_of(&g, g.graph_op(), "test.a"), expected);
    assert_eq!(uses_of(&g, g.graph_op(), "test.absent"), vec![]);
    assert!(g.lookup_name("test.absent").is_none());
    assert!(PayloadRead::lookup_name(&ir, "test.absent").is_none());
}

#[test]
fn lookups_of_types_and_attributes() {
    let ir = runtime_ir();
    let g = graph();
    assert!(g.lookup_type("i32").is_some());
    assert!(g.lookup_type("f64").is_none());
    assert!(ir.lookup_type("i32").is_some());
    assert!(ir.lookup_type("f64").is_none());
    assert_eq!(
        g.attr_to_string(g.lookup_attr("7 : i32").unwrap()),
        "7 : i32"
    );
    assert_eq!(
        ir.attr_to_string(ir.lookup_attr("7 : i32").unwrap()),
        "7 : i32"
    );
    assert!(g.lookup_attr("8 : i32").is_none());
    assert!(ir.lookup_attr("8 : i32").is_none());
}

#[test]
fn rewrites_give_the_same_result_on_both() {
    let mut ir = runtime_ir();
    let mut g = graph();
    let top = ir.root();
    let gtop = g.graph_op();
    assert_eq!(fold_double_neg(&mut ir, top), 1);
    assert_eq!(fold_double_neg(&mut g, gtop), 1);
    let expected = "%0 = \"test.a\"() : () -> i32
%1 = \"test.neg\"(%0) : (i32) -> i32
%2 = \"test.a\"() {tag = 7 : i32} : () -> i32
\"test.use\"(%0, %0, %2) : (i32, i32, i32) -> ()
";
    assert_eq!(runtime_lines(&ir), expected);
    assert_eq!(g.to_string(), expected);
    fuse_use(&mut ir, top);
    fuse_use(&mut g, gtop);
    let fused = "%0 = \"test.a\"() : () -> i32
%1 = \"test.neg\"(%0) : (i32) -> i32
%2 = \"test.a\"() {tag = 7 : i32} : () -> i32
%3 = \"test.fused\"(%0, %0, %2) {k = 1 : i32} : (i32, i32, i32) -> f32
";
    assert_eq!(runtime_lines(&ir), fused);
    assert_eq!(g.to_string(), fused);
    assert!(ir.verify().is_ok());
}

#[test]
fn set_attribute_adds_replaces_and_removes() {
    let mut g = graph();
    let a2 = g.nodes()[3];
    let v = g.get_attr("9 : i64").unwrap();
    g.set_attribute(a2, "tag", Some(v));
    g.set_attribute(a2, "extra", Some(v));
    assert!(g.to_string().contains("{extra = 9 : i64, tag = 9 : i64}"));
    g.set_attribute(a2, "tag", None);
    g.set_attribute(a2, "extra", None);
    assert!(g.to_string().contains("%3 = \"test.a\"() : () -> i32"));
}
