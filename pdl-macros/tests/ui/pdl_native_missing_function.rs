// PDL: `pdl.apply_native_constraint` of a function not in scope.
use pdl_macros::pdl;

pdl! {
    struct Checked;
    pdl.pattern @checked : benefit(1) {
        %root = pdl.operation "test.a"
        pdl.apply_native_constraint "IsSpecial"(%root : !pdl.operation)
        pdl.rewrite %root {
            pdl.erase %root
        }
    }
}

fn main() {}
