// The pattern declares the rewrite to return an operation; the function returns a value.
use pdl_macros::pdl;
use pdl_runtime::access::PayloadWrite;
use pdl_runtime::rewrite::Rewriter;

#[allow(non_snake_case)]
fn Rebuild<P: PayloadWrite>(_rw: &mut Rewriter<'_, P>, v: P::Value) -> Option<P::Value> {
    Some(v)
}

pdl! {
    struct Rebuilt;
    Rewrite Rebuild(v: Value) -> Op;
    Pattern {
        let root = op<test.a>(v: Value);
        replace root with Rebuild(v);
    }
}

fn main() {}
