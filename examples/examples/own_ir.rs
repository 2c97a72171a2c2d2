//! A user's own IR (`pdl_examples::tiny_ir::Graph`) rewritten by code written only against
//! pdl-runtime's access traits: `neg(neg(x))` becomes `x`.
//!
//! `cargo run -p pdl-examples --example own_ir`

use pdl_examples::tiny_ir::Graph;
use pdl_runtime::access::{PayloadRead, PayloadWrite};

/// Folds `neg(neg(x))` to `x` in any IR behind the traits.
fn fold_double_neg<P: PayloadWrite>(p: &mut P, top: P::Op) {
    let Some(neg) = p.lookup_name("test.neg") else {
        return;
    };
    for op in p.nested_ops(top, false) {
        if p.op_name(op) != neg {
            continue;
        }
        if let Some(inner) = p
            .defining_op(p.operand(op, 0))
            .filter(|&i| p.op_name(i) == neg)
        {
            let (x, r) = (p.operand(inner, 0), p.result(op, 0));
            p.replace_all_uses(r, x);
            p.erase_op(op);
        }
    }
}

fn main() {
    let mut g = Graph::new();
    let a = g.push("test.a", &[], &["f32"], &[]);
    let n1 = g.push("test.neg", &[g.result(a, 0)], &["f32"], &[]);
    let n2 = g.push("test.neg", &[g.result(n1, 0)], &["f32"], &[]);
    g.push("test.use", &[g.result(n2, 0)], &[], &[]);
    println!("before:\n{g}");
    let top = g.graph_op();
    fold_double_neg(&mut g, top);
    println!("after:\n{g}");
}
