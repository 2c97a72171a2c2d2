//! A transform-dialect interpreter (seeds 003 and 004): scripts whose values are handles to
//! payload operations, values and parameters, with match operations that find groups of
//! related operations and actions that act on them, run as MLIR 22's `--transform-interpreter`
//! runs them.
//!
//! - the reader: MLIR's custom syntax of the transform operations, read by [`crate::text`]
//!   into generic operations (what `mlir-opt --mlir-print-op-generic` prints);
//! - [`Script`]: the transform operations of an IR, decoded for the interpreter
//!   ([`ScriptOp`], [`Handle`], [`Attr`]), checked by [`verify()`];
//! - [`TransformState`]: handles → payload ([`Mapped`]), invalidation, users'
//!   [`StateExtension`]s;
//! - [`Interpreter`] and [`run_entry`]: the interpreter, with MLIR's failure semantics
//!   (success, silenceable, definite: [`Failure`]);
//! - [`TransformOpImpl`] and [`Registry`]: how users implement operations in Rust and
//!   register them by name beside the built-in ones ([`is_builtin`]);
//! - [`consumed_operands`]: which operands an operation consumes;
//! - [`Diag`] and [`DiagSink`]: the remarks and errors it emits.
//!
//! Known limits (unfinished, and said so when met): the verifier makes the checks of
//! [`verify()`] only, and MLIR's verifier
//! warnings (a matcher used twice by `foreach_match`, an argument marked consumed but not
//! consumed) are not emitted; no built-in operation replaces payload, so handles are never
//! updated through replacements (erasures by extensions drop the ops from every handle);
//! consuming a value handle invalidates aliases without MLIR's extra note.
//!
//! The payload is seen through [`crate::access`]; the script is read from an [`crate::ir::Ir`]
//! (for `pdl-opt --transform-interpreter`, the same IR as the payload, as in MLIR).
//!
//! ```
//! use pdl_runtime::transform::{run_entry, Collect, Interpreter, Registry, Script};
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
//! let mut it = Interpreter::new(&script, &mut ir, &mut sink, &registry);
//! assert!(run_entry(&mut it, root, "__transform_main"));
//! ```

mod defs;
mod diag;
mod effects;
mod ext;
mod interp;
mod ops;
mod script;
mod state;
pub(crate) mod syntax;
mod verify;

pub use defs::is_builtin;
pub use diag::{Collect, Diag, DiagSink, Loc, Note, Severity};
pub use effects::{block_consumes, consumed_operands};
pub use ext::{
    Applied, Failure, Interpreter, PdlMatcher, Registry, TraceEvent, TraceFn, TransformOpImpl,
};
pub use interp::{run_entry, MAX_NESTING};
pub use script::{
    arg_offsets, Attr, Handle, HandleId, HandleKind, Script, ScriptBlock, ScriptOp, ScriptOpId,
};
pub use state::{Invalidation, Mapped, StateExtension, TransformState};
pub use verify::verify;
