// A native constraint declared in the patterns, but no Rust function of that name.
use pdl_macros::pdl;

pdl! {
    struct Checked;
    Constraint IsSpecial(op: Op);
    Pattern {
        let root = op<test.a>;
        IsSpecial(root);
        erase root;
    }
}

fn main() {}
