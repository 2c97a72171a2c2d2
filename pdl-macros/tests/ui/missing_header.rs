// No `struct Name;` header before the patterns.
use pdl_macros::pdl;

pdl! {
    Pattern { let root = op<test.a>; erase root; }
}

fn main() {}
