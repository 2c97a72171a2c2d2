//! A transform-dialect interpreter (seeds 003 and 004): scripts whose values are handles to
//! payload operations, values and parameters, with match operations that find groups of
//! related operations and actions that act on them, run as MLIR 22's `--transform-interpreter`
//! runs them.
//!
//! - `syntax`: MLIR's custom syntax of the transform operations, read by [`crate::text`]
//!   into generic operations (what `mlir-opt --mlir-print-op-generic` prints);
//! - [`script`]: the transform operations of an IR, decoded for the interpreter;
//! - [`state`]: handles → payload, invalidation, user [`state::StateExtension`]s;
//! - [`interp`]: the interpreter, MLIR's failure semantics (success, silenceable, definite);
//! - [`ops`]: the operations it knows;
//! - [`ext`]: how every operation is implemented and registered by name (built-in ones and
//!   users' extensions in Rust), and the interpreter state an implementation sees;
//! - [`effects`]: which operands an operation consumes;
//! - [`diag`]: the remarks and errors it emits.
//!
//! Known limits (unfinished, and said so when met): `transform.get_parent_op` and
//! `transform.split_handle` are read but not applied (running one is a definite error
//! naming it); the verifier makes the checks of [`verify`] only, and MLIR's verifier
//! warnings (a matcher used twice by `foreach_match`, an argument marked consumed but not
//! consumed) are not emitted; no built-in operation replaces payload, so handles are never
//! updated through replacements (erasures by extensions drop the ops from every handle);
//! consuming a value handle invalidates aliases without MLIR's extra note.
//!
//! The payload is seen through [`crate::access`]; the script is read from an [`crate::ir::Ir`]
//! (for `pdl-opt --transform-interpreter`, the same IR as the payload, as in MLIR).
//!
//! ```
//! use pdl_runtime::transform::{diag::Collect, ext::Registry, interp, script::Script};
//! let src = r#"module attributes {transform.with_named_sequence} {
//!   "test.a"() : () -> ()
//!   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//!     %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i64>
//!     transform.yield
//!   }
//! }"#;
//! let mut ir = pdl_runtime::text::parse(src, "t.mlir").unwrap();
//! let script = Script::from_ir(&ir, src);
//! let root = ir.root();
//! let (mut sink, registry) = (Collect::default(), Registry::new());
//! let mut it = interp::Interpreter::new(&script, &mut ir, &mut sink, &registry);
//! assert!(interp::run_entry(&mut it, root, "__transform_main"));
//! ```

pub mod diag;
pub mod effects;
pub mod ext;
pub mod interp;
pub mod ops;
pub mod script;
pub mod state;
pub(crate) mod syntax;
pub mod verify;
