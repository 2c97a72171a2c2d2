// Attributes (here a doc comment) are not accepted on the header.
use pdl_macros::pdl;

pdl! {
    /// Erases `test.a`.
    pub struct Erase;
    Pattern { let root = op<test.a>; erase root; }
}

fn main() {}
