// A missing `;` after a statement.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    Pattern { let root = op<test.a> erase root; }
}

fn main() {}
