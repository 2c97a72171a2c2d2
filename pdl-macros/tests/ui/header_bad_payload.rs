// `for` must be followed by a payload type.
use pdl_macros::pdl;

pdl! {
    struct Erase for ;
    Pattern { let root = op<test.a>; erase root; }
}

fn main() {}
