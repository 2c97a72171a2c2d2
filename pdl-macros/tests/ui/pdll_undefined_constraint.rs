// A call of a constraint nobody declared in the patterns.
use pdl_macros::pdl;

pdl! {
    struct Undeclared;
    Pattern { let root = op<test.a>; IsSpecial(root); erase root; }
}

fn main() {}
