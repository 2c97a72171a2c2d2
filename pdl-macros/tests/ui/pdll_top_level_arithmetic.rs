// Arithmetic as a statement: its result must be bound with `let`.
use pdl_macros::pdl;

pdl! {
    struct Arith;
    Pattern {
        let root = op<test.a> {k = a: Attr};
        a + attr<"1 : i32">;
        erase root;
    }
}

fn main() {}
