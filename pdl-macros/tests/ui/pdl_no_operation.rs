// PDL: MLIR's verifier wants at least one operation in a pattern.
use pdl_macros::pdl;

pdl! {
    struct Empty;
    pdl.pattern @empty : benefit(1) {
        %t = pdl.type
        pdl.rewrite with "Nothing"(%t : !pdl.type)
    }
}

fn main() {}
