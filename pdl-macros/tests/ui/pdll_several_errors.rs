// Three syntax errors in three patterns, all reported.
use pdl_macros::pdl;

pdl! {
    struct Many;
    Pattern One { let root = op<test.a>; erase; }
    Pattern Two { let root = op<test.b> replace root with root; }
    Pattern Three { let root = op<test.c>; erase root; } extra
}

fn main() {}
