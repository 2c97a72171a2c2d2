// `$` is no PDLL token.
use pdl_macros::pdl;

pdl! {
    struct Dollar;
    Pattern { let root = op<test.a>; erase $root; }
}

fn main() {}
