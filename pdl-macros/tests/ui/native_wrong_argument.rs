// The Rust function takes a value; the pattern passes an operation.
use pdl_macros::pdl;
use pdl_runtime::access::PayloadWrite;
use pdl_runtime::value::NativeCx;

#[allow(non_snake_case)]
fn IsSpecial<P: PayloadWrite>(_cx: &mut NativeCx<'_, P>, _value: P::Value) -> bool {
    true
}

pdl! {
    struct Checked;
    Constraint IsSpecial(op: Op);
    Pattern {
        let root = op<test.a>;
        IsSpecial(root);
        erase root;
    }
}

fn main() {}
