// PDL: an unknown operation of the pdl dialect.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    pdl.pattern @erase : benefit(1) {
        %root = pdl.operatio "test.a"
        pdl.rewrite %root {
            pdl.erase %root
        }
    }
}

fn main() {}
