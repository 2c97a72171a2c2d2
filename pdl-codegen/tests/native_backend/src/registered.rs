//! A pattern set whose rewrites create operations with result types left to the operation
//! (`-> <inferred>`), lowered with [`registry`] as the registered operations: `my.add`
//! infers the type of its first operand, `my.bad` fails to infer. The build script emits it
//! (`registered_native`), `tests/registered.rs` checks the native set against the VM.

use std::sync::Arc;

use pdl_runtime::ir::{Context, OpDef, Registry};

/// The patterns: `test.op(x)` becomes `my.add(x, x)`, and `test.bad` makes a `my.bad`.
pub const PATTERNS: &str = r#"
pdl.pattern @add : benefit(1) {
  %t = pdl.type
  %a = pdl.operand : %t
  %root = pdl.operation "test.op"(%a : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %op = pdl.operation "my.add"(%a, %a : !pdl.value, !pdl.value)
    %r = pdl.result 0 of %op
    pdl.replace %root with (%r : !pdl.value)
  }
}
pdl.pattern @bad : benefit(1) {
  %root = pdl.operation "test.bad"
  pdl.rewrite %root {
    %op = pdl.operation "my.bad"
    pdl.erase %root
  }
}
"#;

/// A payload the first pattern rewrites.
pub const PAYLOAD: &str = "%0 = \"test.src\"() : () -> i32\n%1 = \"test.op\"(%0) : (i32) -> i32\n\"test.sink\"(%1) : (i32) -> ()\n";

/// A payload the second pattern fails on.
pub const BAD_PAYLOAD: &str = "%0 = \"test.src\"() : () -> i32\n\"test.bad\"() : () -> ()\n";

/// The definitions of `my.add` and `my.bad`.
pub fn registry() -> Arc<Registry> {
    let mut ctx = Context::new();
    ctx.register_op(
        OpDef::new("my.add")
            .pure()
            .infer_types(|ir, operands, _| Some(vec![ir.value_type(*operands.first()?)])),
    );
    ctx.register_op(OpDef::new("my.bad").infer_types(|_, _, _| None));
    Arc::new(ctx.registry().clone())
}
