// PDL: a use of an SSA value never defined.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    module {
        pdl.pattern @erase : benefit(1) {
            %root = pdl.operation "test.a"
            pdl.rewrite %root {
                pdl.erase %rot
            }
        }
    }
}

fn main() {}
