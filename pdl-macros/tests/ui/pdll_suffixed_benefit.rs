// Integer literals are unsuffixed.
use pdl_macros::pdl;

pdl! {
    struct Suffix;
    Pattern with benefit(2u16) { let root = op<test.a>; erase root; }
}

fn main() {}
