// A rewrite's function takes the rewriter, not a constraint's `NativeCx`.
use pdl_macros::pdl;
use pdl_runtime::access::PayloadWrite;
use pdl_runtime::value::NativeCx;

#[allow(non_snake_case)]
fn Touch<P: PayloadWrite>(_cx: &mut NativeCx<'_, P>, _op: P::Op) {}

pdl! {
    struct Touched;
    Rewrite Touch(op: Op);
    Pattern {
        let root = op<test.a>;
        rewrite root with { Touch(root); };
    }
}

fn main() {}
