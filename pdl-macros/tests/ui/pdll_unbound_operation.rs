// MLIR's verifier: an operation of the match section must have a binding user.
use pdl_macros::pdl;

pdl! {
    struct Apart;
    Pattern Apart {
        let a = op<test.a>;
        let b = op<test.b>;
        erase a;
    }
}

fn main() {}
