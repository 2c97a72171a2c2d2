//! `pdl!`: MLIR's PDLL (or PDL) patterns written inline in Rust, compiled at build time to a
//! native pattern set.
//!
//! The macro is a thin wrapper over [`pdl_codegen::inline`]: the same parser, checks and
//! lowering as pattern files, and the Rust back end of `pdl_codegen`'s build script
//! `Builder`.
//!
//! # Syntax
//!
//! ```text
//! pdl! {
//!     $vis struct $Name;               // a set for every payload P: PayloadWrite
//!     $vis struct $Name for $Payload;  // or a set for one payload type
//!     ...patterns...
//! }
//! ```
//!
//! The header declares a unit struct `$Name` implementing
//! `pdl_runtime::rewrite::PatternSet<P>`, the interface of the VM's pattern sets,
//! so `pdl_runtime::rewrite::apply_patterns_greedily` takes either. The header takes
//! no attributes: the generated type's documentation lists its patterns. Messages at run
//! time (and the trace) name a pattern by its name and `pdl! $Name #N`, its place in the
//! invocation. The patterns are
//! PDLL, or PDL when the body starts with `module` or `pdl` (`pdl.pattern @p : benefit(1)
//! { ... }`).
//!
//! Native constraints and rewrites (declared without a body, `Constraint IsFoo(op: Op);`, or
//! named by `pdl.apply_native_constraint "IsFoo"`) are the Rust functions of that name in
//! scope at the invocation, with the signatures documented in `pdl_runtime::native`. A
//! missing function, or one with the wrong signature, is a compile error at the pattern's
//! use of it.
//!
//! A pattern-side name can be bound to any Rust path, as the build script's
//! `Builder::native` does, with `native("Name", path::to::function);` after the header:
//!
//! ```text
//! pdl! {
//!     struct Fold;
//!     native("IsConstant", crate::natives::is_constant);
//!     Constraint IsConstant(op: Op);
//!     ...
//! }
//! ```
//!
//! # Includes
//!
//! `#include "file.pdll"` and `#include "file.td"` are looked for in the invoking crate's
//! directory (`CARGO_MANIFEST_DIR`), then in the directories given by `include_dir("DIR");`
//! lines after the header (relative to that directory, or absolute; repeatable):
//!
//! ```text
//! pdl! {
//!     struct ArithPatterns;
//!     include_dir("/usr/lib/llvm-22/include");
//!     #include "mlir/Dialect/Arith/IR/ArithOps.td"
//!     Pattern { let root = op<arith.addi>(x: Value, y: Value); replace root with op<arith.addi>(y, x); }
//! }
//! ```
//!
//! A `.td` file is read through the ODS import, as `mlir-pdll` reads it: its operations are
//! typed (`root.result`, operand and result counts checked) and its attribute, type and
//! interface records become native constraints. That needs the feature `ods` of pdl-macros
//! (it runs `llvm-tblgen-22` when the macro expands: Debian packages `llvm-22` and
//! `libmlir-22-dev`); without it a `.td` include is a compile error saying so.
//!
//! # Errors
//!
//! Every error in the patterns (syntax, unknown names, kind mismatches, MLIR's verifier
//! rules, the lowering's) is a compile error at the offending token, with the message the
//! file front end gives; all errors found are reported at once.
//!
//! # Warnings
//!
//! A pattern that can never apply, because another pattern tried first matches everything
//! it matches (see `pdl-opt`'s shadowing warnings), gives a compiler warning at the pattern.
//! Stable Rust has no warning API for proc macros: the warning is the use of a deprecated
//! item whose note is the message (`#[allow(deprecated)]` around the invocation silences it).
//!
//! # Tracing
//!
//! The generated matchers log every check and match to stderr when the `trace` feature of
//! **pdl-runtime** is enabled in the crate that invokes `pdl!` (the expansion calls
//! `pdl_runtime::__pdl_trace!`, which is empty without the feature, so tracing costs nothing
//! when off). pdl-macros has no feature of its own for it: a proc macro is built for the host,
//! and a feature it forwarded would reach the host's copy of pdl-runtime, not the one the
//! generated code is compiled against.
//!
//! # Example
//!
//! ```
//! use pdl_macros::pdl;
//! use pdl_runtime::access::PayloadWrite;
//! use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
//! use pdl_runtime::value::NativeCx;
//!
//! /// The native constraint `HasOneUse` of the patterns below.
//! #[allow(non_snake_case)]
//! fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
//!     cx.payload().users(value).count() == 1
//! }
//!
//! pdl! {
//!     struct NegNeg;
//!     Constraint HasOneUse(value: Value);
//!     Pattern DoubleNeg with benefit(1) {
//!         let inner = op<test.neg>(x: Value);
//!         HasOneUse(inner.0);
//!         let outer = op<test.neg>(inner);
//!         replace outer with x;
//!     }
//! }
//!
//! let mut ir = pdl_runtime::text::parse(
//!     r#"%0 = "test.c"() : () -> i32
//! %1 = "test.neg"(%0) : (i32) -> i32
//! %2 = "test.neg"(%1) : (i32) -> i32
//! "test.use"(%2) : (i32) -> ()
//! "#,
//!     "example.mlir",
//! )
//! .unwrap();
//! let root = ir.root();
//! apply_patterns_greedily(&mut ir, root, &NegNeg, &GreedyConfig::default()).unwrap();
//! assert!(pdl_runtime::text::print(&ir).contains(r#""test.use"(%0)"#));
//! ```

use proc_macro::TokenStream;

/// Compiles PDLL (or PDL) patterns into a native pattern set; see the [crate docs](crate).
#[proc_macro]
pub fn pdl(input: TokenStream) -> TokenStream {
    pdl_codegen::inline::expand_with_runtime(input.into(), pdl_codegen::inline::runtime_path())
        .into()
}

/// Makes one typed native function serve every back end: the generated matchers of `pdl!`
/// and the build script call it as written, and the VM through the registration this
/// attribute derives from its signature.
///
/// Next to the function it declares a module of the same name holding `register`, which
/// adds the function to a `pdl_runtime::value::Natives` registry with its signature and an
/// adapter, and `NAME`, the pattern-side name (the function's, or the one given by
/// `#[native(name = "...")]`). `pdl_runtime::natives![...]` builds a registry from a list of
/// such functions. The function must be an item of a module (not of a function body).
///
/// Pattern-side names are CamelCase (`HasOneUse`), so the attribute allows `non_snake_case`
/// on the function. The first parameter says what the native is: `&mut NativeCx<'_, P>` a constraint,
/// `&mut Rewriter<'_, P>` a rewrite. The other parameters and the results have the types of
/// `pdl_runtime::native`'s table (`P::Op`, `P::Value`, `&[P::Value]`, ..., `Option<T>` or
/// `Result<T, E>` of one value, a `Vec` or a tuple); the kinds of the VM's signature are read
/// from them.
///
/// ```
/// use pdl_macros::{native, pdl};
/// use pdl_runtime::access::PayloadWrite;
/// use pdl_runtime::ir::Ir;
/// use pdl_runtime::value::NativeCx;
///
/// /// The constraint `HasOneUse`: the value has exactly one use.
/// #[native]
/// fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
///     cx.payload().users(value).count() == 1
/// }
///
/// const PATTERNS: &str = "Constraint HasOneUse(value: Value);
/// Pattern DoubleNeg {
///     let inner = op<test.neg>(x: Value);
///     HasOneUse(inner.0);
///     replace op<test.neg>(inner) with x;
/// }";
///
/// // Compiled to Rust: the function is called directly.
/// pdl! {
///     struct Compiled;
///     Constraint HasOneUse(value: Value);
///     Pattern DoubleNeg {
///         let inner = op<test.neg>(x: Value);
///         HasOneUse(inner.0);
///         replace op<test.neg>(inner) with x;
///     }
/// }
///
/// fn main() {
///     // Loaded at run time into the VM: the same function, registered.
///     let natives = pdl_runtime::natives![HasOneUse];
///     let vm = pdl_codegen::load::load_pdll::<Ir>(PATTERNS, "patterns.pdll", &natives).unwrap();
///     # let _ = (vm, Compiled);
/// }
/// ```
#[proc_macro_attribute]
pub fn native(attr: TokenStream, item: TokenStream) -> TokenStream {
    pdl_codegen::inline::expand_native_with_runtime(
        attr.into(),
        item.into(),
        pdl_codegen::inline::runtime_path(),
    )
    .into()
}
