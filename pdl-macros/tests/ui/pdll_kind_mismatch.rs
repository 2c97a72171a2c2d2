// A `Value` passed where the constraint takes an `Op`.
use pdl_macros::pdl;

pdl! {
    struct Checked;
    Constraint IsSpecial(op: Op);
    Pattern {
        let root = op<test.a>(v: Value);
        IsSpecial(v);
        erase root;
    }
}

fn main() {}
