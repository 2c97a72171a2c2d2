//! The lowering: patterns into the matcher program (our `pdl_interp`), as MLIR 22's
//! PDL-to-pdl_interp conversion does it.
//!
//! Stages, one module each:
//! - [`root_order`]: the root a multi-root pattern is matched from and the order the other
//!   roots are reached in (seed 000: minimum spanning arborescence over the cost graph);
//! - [`position`]: positions, questions and answers, interned;
//! - [`predicate`]: the predicates of each pattern, in MLIR's order;
//! - [`tree`]: the predicates of all patterns ranked and merged into one matcher tree;
//! - [`generate`]: the tree turned into the [`program`]: a matcher function and one rewriter
//!   function per pattern.
//!
//! Where MLIR 22 is wrong, the lowering follows what the pattern says:
//! - a `pdl.types` value met at two places gets an equality check (MLIR checks every other
//!   kind of value met twice, but not `pdl.types`, so its pattern matches more than it says);
//! - the results of a native constraint applied in two branches of the matcher are each
//!   branch's own (MLIR keeps one application per constraint, and its output then uses a
//!   value in a branch that does not define it, which fails verification).
//!
//! The first is a choice ([`LowerOptions::check_shared_types`]; [`LowerOptions::mlir_compatible`]
//! turns it off to reproduce MLIR byte for byte); the second only changes output that MLIR
//! itself rejects.

pub mod generate;
pub mod position;
pub mod predicate;
pub mod root_order;
pub mod tree;

use pdl_runtime::ir::Context;

use crate::diag::Diagnostic;
use crate::model::PatternSet;

use crate::program::Program;

/// How to lower.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// Check that a `pdl.types` value met at two places holds the same types there (what the
    /// pattern says). `false` reproduces MLIR 22, which does not check it.
    pub check_shared_types: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            check_shared_types: true,
        }
    }
}

impl LowerOptions {
    /// MLIR 22's behaviour, bugs included, for byte-for-byte comparisons.
    pub fn mlir_compatible() -> Self {
        LowerOptions {
            check_shared_types: false,
        }
    }
}

/// Lowers a pattern set into its matcher program. Errors are located at the pattern that
/// cannot be lowered (for example a multi-root pattern whose roots are not connected).
pub fn lower_with(set: &PatternSet, options: LowerOptions) -> Result<Program, Vec<Diagnostic>> {
    let mut store = position::PredicateStore::default();
    let mut ctx = Context::new();
    let mut preds = Vec::with_capacity(set.patterns.len());
    let mut errors = Vec::new();
    for p in &set.patterns {
        match predicate::build_predicates(p, &mut store, &mut ctx, options.check_shared_types) {
            Ok(pp) => preds.push(pp),
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let tree = tree::build_tree(&store, &preds);
    // Generation recurses along failure chains, which grow with the number of patterns
    // that diverge at the same point; give it a stack to match.
    let stack = (64 << 10) * (tree.nodes.len() + 64);
    let run = || generate::generate(ctx, &store, &tree, &set.patterns, &preds);
    if stack <= (1 << 20) {
        return run().map_err(|d| vec![d]);
    }
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn_scoped(scope, run)
            .map_err(|e| {
                vec![Diagnostic::error(
                    Default::default(),
                    format!("cannot start the lowering: {e}"),
                )]
            })?
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
            .map_err(|d| vec![d])
    })
}

#[cfg(test)]
mod tests_program;
#[cfg(test)]
mod tests_robustness;
