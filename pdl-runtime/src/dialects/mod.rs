//! The op definitions of MLIR's core dialects, as MLIR 22's ODS defines them: traits, memory
//! effects, folders, result-type inference and constant materialisation.
//!
//! [`core`] is one shared [`Registry`] holding them all; [`register_core`] gives a context
//! those definitions. A context with none of them treats every operation as unregistered.
//!
//! ```
//! use pdl_runtime::ir::Context;
//! let mut ctx = Context::new();
//! pdl_runtime::dialects::register_core(&mut ctx);
//! let src = "func.func @f() {\n  return\n}\n";
//! let mut ir = pdl_runtime::text::parse_in(ctx, src, "x.mlir").unwrap();
//! let top = ir.root_block();
//! let f = ir.block_ops(top).next().unwrap();
//! assert!(ir.has_trait(f, pdl_runtime::ir::Traits::ISOLATED_FROM_ABOVE));
//! ```

use std::sync::{Arc, LazyLock};

use crate::ir::{Context, OpDef, Registry, Traits};

mod builtin;
mod func;
mod test;

/// The definitions of every dialect of this module, built once and shared.
pub fn core() -> Arc<Registry> {
    static CORE: LazyLock<Arc<Registry>> = LazyLock::new(|| {
        let mut ctx = Context::new();
        builtin::register(&mut ctx);
        func::register(&mut ctx);
        test::register(&mut ctx);
        Arc::new(ctx.registry().clone())
    });
    CORE.clone()
}

/// Registers the core dialects' definitions in `ctx`.
pub fn register_core(ctx: &mut Context) {
    ctx.register_all(&core());
}

/// Shorthand for the definitions below: `name` with `traits`.
fn op(name: &str, traits: Traits) -> OpDef {
    OpDef::new(name).traits(traits)
}
