//! # Tutorial: a pass that mixes hand-written and PDLL patterns
//!
//! This chapter builds a small simplification pass over a `calc` dialect of unregistered
//! operations. Two rewrites are easy to say declaratively, in PDLL; one needs a look at an
//! attribute's value, so it is written by hand in Rust. All three go into one pattern set,
//! the greedy driver applies them, and a listener shows what happened and why.
//!
//! ## 1. Declarative patterns, compiled with the crate
//!
//! `pdl!` compiles PDLL (or PDL) to a Rust pattern set at build time (`build.rs` with
//! `pdl_codegen::Builder` does the same for `.pdll` files; `pdl_codegen::load` loads them at
//! run time into the bytecode VM instead). Every kind implements
//! `pdl_runtime::rewrite::PatternSet`:
//!
//! ```
//! pdl_macros::pdl! {
//!     pub struct CalcFolds;
//!
//!     // -(-x) is x.
//!     Pattern double_neg with benefit(2) {
//!         let inner = op<calc.neg>(x: Value);
//!         let root = op<calc.neg>(inner.0);
//!         replace root with x;
//!     }
//!
//!     // x - x is zero.
//!     Pattern sub_self {
//!         let root = op<calc.sub>(x: Value, x) -> (t: Type);
//!         replace root with op<calc.zero> -> (t);
//!     }
//! }
//! # fn main() {}
//! ```
//!
//! ## 2. A hand-written pattern
//!
//! A pattern written in Rust has a root operation name, a benefit, a `match_op` that only
//! reads the IR and returns either a match state or the reason it does not apply, and a
//! `rewrite` that consumes the state through the journaling rewriter (seed 002's design,
//! MLIR's `RewritePattern`):
//!
//! ```
//! use pdl_runtime::access::PayloadRead;
//! use pdl_runtime::ir::{Ir, OpId, Value};
//! use pdl_runtime::rewrite::{MatchFailure, Pattern};
//! use pdl_runtime::rewrite::{RewriteError, Rewriter};
//!
//! /// `x * 1` is `x`, when the constant's `value` attribute is exactly `1 : i32`.
//! pub struct MulByOne;
//!
//! impl Pattern<Ir> for MulByOne {
//!     type State = Value; // the x to keep
//!     fn root(&self) -> Option<&str> {
//!         Some("calc.mul")
//!     }
//!     fn name(&self) -> &str {
//!         "mul-by-one"
//!     }
//!     fn match_op(&self, ir: &Ir, op: OpId) -> Result<Value, MatchFailure> {
//!         if ir.num_operands(op) != 2 {
//!             return Err(MatchFailure::new("not a binary multiplication"));
//!         }
//!         let rhs = ir.defining_op(ir.operand(op, 1));
//!         let rhs = rhs
//!             .filter(|&d| ir.name_str(ir.op_name(d)) == "calc.const")
//!             .ok_or(MatchFailure::new("the right operand is not a constant"))?;
//!         let value = ir.lookup_name("value").and_then(|n| ir.attribute(rhs, n));
//!         match value.map(|a| ir.attr_to_string(a)) {
//!             Some(v) if v == "1 : i32" => Ok(ir.operand(op, 0)),
//!             Some(v) => Err(MatchFailure::new(format!("the constant is {v}, not 1"))),
//!             None => Err(MatchFailure::new("the constant has no value")),
//!         }
//!     }
//!     fn rewrite(&self, x: Value, op: OpId, rw: &mut Rewriter<'_, Ir>) -> Result<(), RewriteError> {
//!         rw.replace_op(op, &[x])
//!     }
//! }
//! ```
//!
//! A closure can do both at once: `set.add_fn("name", Some("calc.op"), 1, |rw, op| ...)`
//! returns `Err(PatternError::no_match(reason))` to decline (whatever it changed is rolled
//! back) or `Ok(())` after rewriting.
//!
//! ## 3. One set, one driver, one listener
//!
//! `RewritePatternSet` takes all kinds; `freeze` makes the immutable, shareable set. On each
//! operation the candidates are tried in MLIR's order: highest benefit first; on ties,
//! hand-written patterns for this operation name, then hand-written any-operation patterns,
//! then PDL. A `RewriteListener` hears every visit, attempt, failure (PDL failures too: the
//! first check on the pattern's path that did not hold), rewrite and IR change. `pdl-opt
//! --trace` is such a listener.
//!
//! ```
//! # pdl_macros::pdl! {
//! #     pub struct CalcFolds;
//! #     Pattern double_neg with benefit(2) {
//! #         let inner = op<calc.neg>(x: Value);
//! #         let root = op<calc.neg>(inner.0);
//! #         replace root with x;
//! #     }
//! #     Pattern sub_self {
//! #         let root = op<calc.sub>(x: Value, x) -> (t: Type);
//! #         replace root with op<calc.zero> -> (t);
//! #     }
//! # }
//! # use pdl_runtime::access::PayloadRead;
//! # use pdl_runtime::ir::{Ir, OpId, Value};
//! # use pdl_runtime::rewrite::{MatchFailure, Pattern};
//! # use pdl_runtime::rewrite::{RewriteError, Rewriter};
//! # pub struct MulByOne;
//! # impl Pattern<Ir> for MulByOne {
//! #     type State = Value;
//! #     fn root(&self) -> Option<&str> { Some("calc.mul") }
//! #     fn name(&self) -> &str { "mul-by-one" }
//! #     fn match_op(&self, ir: &Ir, op: OpId) -> Result<Value, MatchFailure> {
//! #         let rhs = ir.defining_op(ir.operand(op, 1));
//! #         let rhs = rhs
//! #             .filter(|&d| ir.name_str(ir.op_name(d)) == "calc.const")
//! #             .ok_or(MatchFailure::new("the right operand is not a constant"))?;
//! #         let value = ir.lookup_name("value").and_then(|n| ir.attribute(rhs, n));
//! #         match value.map(|a| ir.attr_to_string(a)) {
//! #             Some(v) if v == "1 : i32" => Ok(ir.operand(op, 0)),
//! #             Some(v) => Err(MatchFailure::new(format!("the constant is {v}, not 1"))),
//! #             None => Err(MatchFailure::new("the constant has no value")),
//! #         }
//! #     }
//! #     fn rewrite(&self, x: Value, op: OpId, rw: &mut Rewriter<'_, Ir>) -> Result<(), RewriteError> {
//! #         rw.replace_op(op, &[x])
//! #     }
//! # }
//! use pdl_runtime::rewrite::{apply_patterns_greedily_with, GreedyConfig};
//! use pdl_runtime::rewrite::RewritePatternSet;
//! use pdl_runtime::rewrite::{PatternRef, RewriteListener};
//! use pdl_runtime::rewrite::Listener;
//!
//! /// Collects a trace, one line per event.
//! #[derive(Default)]
//! struct Trace(Vec<String>);
//!
//! impl Listener<Ir> for Trace {
//!     fn notify_inserted(&mut self, ir: &Ir, op: OpId) {
//!         self.0.push(format!("    inserted {}", ir.name_str(ir.op_name(op))));
//!     }
//! }
//!
//! impl RewriteListener<Ir> for Trace {
//!     const EXPLAIN: bool = true; // also explain PDL patterns' failures
//!     fn visit(&mut self, ir: &Ir, op: OpId) {
//!         self.0.push(format!("visit {}", ir.name_str(ir.op_name(op))));
//!     }
//!     fn match_failure(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>, reason: &str) {
//!         self.0.push(format!("  {}: {reason}", p.name));
//!     }
//!     fn rewrite_applied(&mut self, _: &Ir, _: OpId, p: PatternRef<'_>) {
//!         self.0.push(format!("  applied {}", p.name));
//!     }
//! }
//!
//! let mut patterns = RewritePatternSet::<Ir>::new();
//! patterns.add(MulByOne).add_pdl(CalcFolds);
//! let pass = patterns.freeze();
//!
//! let src = r#"%a = "calc.arg"() : () -> i32
//! %one = "calc.const"() {value = 1 : i32} : () -> i32
//! %two = "calc.const"() {value = 2 : i32} : () -> i32
//! %m = "calc.mul"(%a, %one) : (i32, i32) -> i32
//! %n = "calc.mul"(%a, %two) : (i32, i32) -> i32
//! %s = "calc.sub"(%n, %a) : (i32, i32) -> i32
//! %d = "calc.sub"(%m, %m) : (i32, i32) -> i32
//! "calc.ret"(%s, %d) : (i32, i32) -> ()
//! "#;
//! let mut ir = pdl_runtime::text::parse(src, "calc.mlir").unwrap();
//! let root = ir.root();
//! let mut trace = Trace::default();
//! let outcome =
//!     apply_patterns_greedily_with(&mut ir, root, &pass, &GreedyConfig::default(), &mut trace)
//!         .unwrap();
//! assert!(outcome.converged);
//!
//! // The trace says why `x * 2` and `n - a` were left alone...
//! let trace = trace.0.join("\n");
//! assert!(trace.contains("visit calc.mul\n  mul-by-one: the constant is 2 : i32, not 1"));
//! assert!(trace.contains(
//!     "visit calc.sub\n  @sub_self (pdl! CalcFolds #2): check failed: operand 0 of the root is operand 1 of the root"
//! ));
//! // ...and what it did to `x * 1` and `m - m`.
//! assert!(trace.contains("  applied mul-by-one"));
//! assert!(trace.contains("    inserted calc.zero\n  applied @sub_self"));
//!
//! let printed = pdl_runtime::text::print(&ir);
//! assert!(printed.contains("\"calc.zero\"() : () -> i32"));
//! assert!(!printed.contains("calc.mul\"(%0, %1)"));
//! ```
//!
//! The beginning of that trace (the driver visits the last operation first):
//!
//! ```text
//! visit calc.ret
//! visit calc.sub
//!     inserted calc.zero
//!   applied @sub_self (pdl! CalcFolds #2)
//! visit calc.ret
//! visit calc.zero
//! visit calc.sub
//!   @sub_self (pdl! CalcFolds #2): check failed: operand 0 of the root is operand 1 of the root
//! visit calc.mul
//!   mul-by-one: the constant is 2 : i32, not 1
//! visit calc.mul
//!   applied mul-by-one
//! ...
//! ```
//!
//! `pdl-opt --trace` prints the same kind of trace for a test-pass file, with locations and
//! every change to the IR.
//!
//! ## 4. Configuring the driver
//!
//! `GreedyConfig` holds MLIR's `GreedyRewriteConfig` options: `top_down` traversal,
//! `max_iterations` (`None`: no limit), `max_rewrites` per iteration,
//! `region_simplification` (`Disabled`, `Normal`, `Aggressive`), `fold`, `cse_constants`,
//! `strictness` (`AnyOp`, `ExistingAndNewOps`, `ExistingOps`: which
//! operations may enter the worklist) and `scope` (the operation whose regions bound the
//! worklist). `apply_op_patterns_greedily` runs on a list of operations (MLIR's
//! `applyOpPatternsGreedily`), `apply_once` tries the patterns on one operation and
//! `walk_and_apply_patterns` is MLIR's one-walk driver (`walkAndApplyPatterns`).
