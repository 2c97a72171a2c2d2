// `erase` takes an operation, not a value.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    Pattern {
        let root = op<test.a>(v: Value);
        erase v;
    }
}

fn main() {}
