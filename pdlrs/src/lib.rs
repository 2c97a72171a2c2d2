//! MLIR's PDL and PDLL pattern rewriting in Rust, in one dependency.
//!
//! `pdlrs` gathers the pdl-rs crates behind one name and one `use`:
//!
//! - [`pdl!`](pdl): PDLL (or PDL) patterns written inline, compiled to Rust when your crate
//!   builds;
//! - [`#[native]`](macro@native): a native constraint or rewrite written once, as a typed Rust
//!   function, for generated patterns and the VM alike;
//! - the payload IR ([`ir`]), MLIR's textual form ([`text`]), the greedy and walk drivers
//!   ([`rewrite`]), the VM ([`vm`]) and the transform interpreter ([`transform`]), from
//!   `pdlrs-runtime` (also reachable as [`runtime`]);
//! - with the default feature `load`: patterns loaded at run time ([`load`]), the build
//!   script's [`Builder`] and the compiler ([`codegen`]), from
//!   `pdlrs-codegen`.
//!
//! # Quick start
//!
//! ```
//! use pdlrs::prelude::*;
//!
//! /// The native constraint of the pattern: `value` has exactly one use.
//! #[native]
//! fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
//!     cx.payload().users(value).count() == 1
//! }
//!
//! pdl! {
//!     struct DoubleNeg;
//!     Constraint HasOneUse(value: Value);
//!     Pattern {
//!         let inner = op<arith.negf>(x: Value);
//!         HasOneUse(inner.0);
//!         replace op<arith.negf>(inner) with x;
//!     }
//! }
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut ir = parse_loaded("func.func @f(%x: f32) -> f32 {
//!   %0 = arith.negf %x : f32
//!   %1 = arith.negf %0 : f32
//!   return %1 : f32
//! }", "input.mlir")?;
//! ir.apply_patterns_greedily(&DoubleNeg)?;
//! assert!(ir.to_string().contains("func.func @f(%arg0: f32) -> f32 {\n    return %arg0 : f32\n  }"));
//! # Ok(())
//! # }
//! ```
//!
//! The same function serves patterns loaded at run time: `pdlrs::natives![HasOneUse]`
//! registers it with the VM ([`load::load_pdll`]).
//!
//! # How `pdl!` finds this crate
//!
//! The code `pdl!`, `#[native]` and the [`Builder`] generate names the runtime
//! by a path read from your `Cargo.toml`: `::pdlrs::runtime` (under the name you give this
//! crate) when you depend on `pdlrs`, else `pdlrs-runtime` under its name. So depending on
//! `pdlrs` alone is enough.
//!
//! # Features
//!
//! - `load` (default): [`load`], [`Builder`], [`codegen`];
//! - `trace`: generated matchers log every check and match to stderr;
//! - `ods`: `#include "x.td"` in `pdl!` and in loaded PDLL, through LLVM's TableGen
//!   (`llvm-tblgen-22`, Debian packages `llvm-22` and `libmlir-22-dev`).

/// The runtime crate, `pdlrs-runtime`: what generated code calls.
pub use pdl_runtime as runtime;

pub use pdl_runtime::{access, dialects, ir, native, rewrite, text, transform, value, vm};
pub use pdl_runtime::{include_patterns, natives};

pub use pdl_macros::{native, pdl};

/// The compiler, `pdlrs-codegen`: front ends, lowering, emitters.
#[cfg(feature = "load")]
pub use pdl_codegen as codegen;

#[cfg(feature = "load")]
pub use pdl_codegen::{load, BuildError, Builder};

/// What a first program needs, in one `use pdlrs::prelude::*;`: the macros, the access
/// traits, the IR and its text, the drivers and pattern sets, natives (and, with `load`, the
/// run-time loaders).
pub mod prelude {
    pub use pdl_macros::{native, pdl};
    pub use pdl_runtime::natives;
    pub use pdl_runtime::prelude::*;

    #[cfg(feature = "load")]
    pub use pdl_codegen::load::{load_pdl, load_pdll};
}
