// PDL: a type where an operation is expected.
use pdl_macros::pdl;

pdl! {
    struct Erase;
    pdl.pattern @erase : benefit(1) {
        %t = pdl.type
        %root = pdl.operation "test.a" -> (%t : !pdl.value)
        pdl.rewrite %root {
            pdl.erase %root
        }
    }
}

fn main() {}
