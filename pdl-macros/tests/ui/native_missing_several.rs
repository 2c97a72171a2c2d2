// Two missing functions: both reported, each at its use.
use pdl_macros::pdl;

pdl! {
    struct Checked;
    Constraint IsSpecial(op: Op);
    Rewrite Touch(op: Op);
    Pattern {
        let root = op<test.a>;
        IsSpecial(root);
        rewrite root with { Touch(root); };
    }
}

fn main() {}
