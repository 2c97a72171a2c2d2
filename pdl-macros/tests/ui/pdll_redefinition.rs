// Two declarations of the same constraint.
use pdl_macros::pdl;

pdl! {
    struct Twice;
    Constraint IsSpecial(op: Op);
    Constraint IsSpecial(value: Value);
    Pattern { let root = op<test.a>; IsSpecial(root); erase root; }
}

fn main() {}
