// The header must end with `;`.
use pdl_macros::pdl;

pdl! {
    pub struct Erase
    Pattern { let root = op<test.a>; erase root; }
}

fn main() {}
