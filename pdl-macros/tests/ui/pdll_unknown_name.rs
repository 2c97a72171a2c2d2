// `erase` of a name that was never bound.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    Pattern { let root = op<test.a>; erase rooot; }
}

fn main() {}
