//! The lowering: patterns into the matcher program (our `pdl_interp`), as MLIR 22's
//! PDL-to-pdl_interp conversion does it.
//!
//! Stages, one module each:
//! - [`root_order`]: the root a multi-root pattern is matched from and the order the other
//!   roots are reached in (seed 000: minimum spanning arborescence over the cost graph);
//! - [`position`]: positions, questions and answers, interned;
//! - [`predicate`]: the predicates of each pattern, in MLIR's order;
//! - [`tree`]: the predicates of all patterns ranked and merged into one matcher tree;
//! - [`root_first`]: for the back ends, the tree specialised on the root's name, so that the
//!   matcher asks it first ([`MatchOrder`]);
//! - [`generate`]: the tree turned into the [`program`]: a matcher function and one rewriter
//!   function per pattern;
//! - [`best_first`]: whether the matcher records each operation's matches best first, so
//!   that a back end may hand them over unsorted;
//! - [`overlap`]: on demand, the patterns the tree makes unreachable (shadowing warnings).
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

pub mod best_first;
pub mod generate;
pub mod overlap;
pub mod position;
pub mod predicate;
pub mod root_first;
pub mod root_order;
pub mod tree;

use std::sync::Arc;

use pdl_runtime::ir::{Context, Ir, OpDef, Registry};

use crate::diag::Diagnostic;
use crate::model::PatternSet;

use crate::program::Program;

/// The order in which the matcher asks its questions.
///
/// MLIR's order ranks the predicates by how often the patterns ask them, so the root's name
/// is often asked after checks on other operations and after upward traversals. The back
/// ends run a program whose first question is the root's name
/// ([`root_first`]): the same matches, recorded in the same order, with the same calls to
/// native constraints, but an operation no pattern can match is rejected at once. A printed
/// program (`--convert-pdl-to-pdl-interp`, [`crate::compile::lower`]) keeps MLIR's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MatchOrder {
    /// MLIR's order where the program is lowered on its own, root name first where a back
    /// end lowers it ([`LowerOptions::for_back_end`]).
    #[default]
    Auto,
    /// MLIR's order, always.
    Mlir,
    /// The root's name first, always.
    RootNameFirst,
}

/// How to lower.
///
/// # Registered operations
///
/// MLIR's conversion consults the operations *registered* (with their dialect loaded) in
/// its context: an operation a rewrite creates without result types gets
/// `inferredResultTypes` (`-> <inferred>`) when its definition implements
/// `InferTypeOpInterface`, and the checks on created operations (MLIR's `pdl.operation`
/// verifier) apply to registered operations only. [`registry`](Self::registry) is that set
/// of definitions here. By default it is empty, as in `mlir-opt` on a file holding only
/// patterns (which loads no payload dialect): every operation is unregistered and nothing
/// is inferred. To lower as MLIR does for a file that also holds payload operations, or for
/// your own operations, give the definitions:
///
/// ```
/// use std::sync::Arc;
/// use pdl_codegen::LowerOptions;
/// use pdl_runtime::ir::{Context, OpDef};
///
/// let mut ctx = Context::new();
/// pdl_runtime::dialects::register_core(&mut ctx);
/// ctx.register_op(OpDef::new("my.id").pure().infer_types(|ir, operands, _| {
///     Some(vec![ir.value_type(*operands.first()?)])
/// }));
/// let options = LowerOptions::default().with_registry(Arc::new(ctx.registry().clone()));
/// assert!(options.op_def("my.id").is_some());
/// ```
///
/// [`LowerOptions::with_dialects`] keeps only the definitions of some dialects (MLIR's
/// loaded dialects, e.g. those a payload file uses).
#[derive(Clone, Debug)]
pub struct LowerOptions {
    /// Check that a `pdl.types` value met at two places holds the same types there (what the
    /// pattern says). `false` reproduces MLIR 22, which does not check it.
    pub check_shared_types: bool,
    /// The registered operations (see above); `None`, the default, registers none. Two
    /// options compare equal when they share the same registry (`Arc::ptr_eq`).
    pub registry: Option<Arc<Registry>>,
    /// The order of the matcher's questions (default [`MatchOrder::Auto`]).
    pub order: MatchOrder,
}

impl PartialEq for LowerOptions {
    fn eq(&self, other: &Self) -> bool {
        self.check_shared_types == other.check_shared_types
            && self.order == other.order
            && match (&self.registry, &other.registry) {
                (None, None) => true,
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                _ => false,
            }
    }
}

impl Eq for LowerOptions {}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            check_shared_types: true,
            registry: None,
            order: MatchOrder::Auto,
        }
    }
}

impl LowerOptions {
    /// MLIR 22's behaviour, bugs included, for byte-for-byte comparisons.
    pub fn mlir_compatible() -> Self {
        LowerOptions {
            check_shared_types: false,
            registry: None,
            order: MatchOrder::Auto,
        }
    }

    /// These options with `order` as the order of the matcher's questions.
    pub fn with_order(mut self, order: MatchOrder) -> Self {
        self.order = order;
        self
    }

    /// These options for a program a back end runs: [`MatchOrder::Auto`] becomes
    /// [`MatchOrder::RootNameFirst`]; an explicit order is kept.
    pub fn for_back_end(mut self) -> Self {
        if self.order == MatchOrder::Auto {
            self.order = MatchOrder::RootNameFirst;
        }
        self
    }

    /// These options with `registry` as the registered operations.
    pub fn with_registry(mut self, registry: Arc<Registry>) -> Self {
        self.registry = Some(registry);
        self
    }

    /// These options with the definitions of `registry` whose dialect is one of `dialects`
    /// as the registered operations (MLIR registers an operation only once its dialect is
    /// loaded, for instance by an operation of the dialect in the file).
    pub fn with_dialects<'a>(
        self,
        registry: &Registry,
        dialects: impl IntoIterator<Item = &'a str>,
    ) -> Self {
        let dialects: Vec<&str> = dialects.into_iter().collect();
        self.with_registry(Arc::new(registry.restricted(|d| dialects.contains(&d))))
    }

    /// These options as MLIR's conversion has them in the context of `ir` (a file read with
    /// its patterns): when no registry is given, the definitions of
    /// [`pdl_runtime::dialects::core`] whose dialect `ir` loads
    /// ([`pdl_runtime::dialects::loaded_dialects`]). A given registry is kept.
    pub fn loaded_by(self, ir: &Ir) -> Self {
        if self.registry.is_some() {
            return self;
        }
        let loaded = pdl_runtime::dialects::loaded_dialects(ir);
        self.with_dialects(
            &pdl_runtime::dialects::core(),
            loaded.iter().map(String::as_str),
        )
    }

    /// The definition of the registered operation `name`, if any.
    pub fn op_def(&self, name: &str) -> Option<&OpDef> {
        self.registry.as_ref()?.get(name)
    }
}

/// Lowers a pattern set into its matcher program. Errors are located at the pattern that
/// cannot be lowered (for example a multi-root pattern whose roots are not connected).
pub fn lower_with(set: &PatternSet, options: LowerOptions) -> Result<Program, Vec<Diagnostic>> {
    if let Some(registry) = &options.registry {
        let errors = crate::sema::check_created_ops(set, registry);
        if !errors.is_empty() {
            return Err(errors);
        }
    }
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
    // The root-name-first specialisation and the generation recurse along the tree's
    // edges (failure chains grow with the number of patterns that diverge at the same
    // point): each runs on this thread when the tree is shallow enough, else on a thread
    // with a stack to match.
    let specialised = if options.order == MatchOrder::RootNameFirst {
        on_stack_for(tree.depth(), || {
            root_first::root_name_first(&store, &tree).map(|mut t| {
                root_first::hoist_invariant_checks(&store, &mut t);
                t
            })
        })?
    } else {
        None
    };
    let tree = specialised.as_ref().unwrap_or(&tree);
    on_stack_for(tree.depth(), || {
        generate::generate(ctx, &store, tree, &set.patterns, &preds, &options)
    })?
    .map_err(|d| vec![d])
}

/// A generous bound on the stack one level of the tree's recursion takes (its frames
/// measure about 0.6 KB in release builds, 1.4 KB in debug builds).
const LEVEL_STACK: usize = 4 << 10;

/// How much of the caller's stack the recursion may take; deeper trees get a thread.
const INLINE_STACK: usize = 256 << 10;

/// Runs `run`, which recurses `depth` levels deep, on this thread if that fits in
/// [`INLINE_STACK`], else on a thread of its own with 64 KB per level (starting a thread,
/// and the allocator arena that comes with it, costs more than lowering a small set).
fn on_stack_for<T: Send>(
    depth: usize,
    run: impl FnOnce() -> T + Send,
) -> Result<T, Vec<Diagnostic>> {
    // Levels besides the tree's: the entry points, value and rewriter generation.
    let levels = depth + 16;
    if levels * LEVEL_STACK <= INLINE_STACK {
        return Ok(run());
    }
    let stack = (64 << 10) * (levels + 48);
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn_scoped(scope, run)
            .map_err(|e| {
                vec![Diagnostic::error(
                    Default::default(),
                    format!("cannot start the lowering: {e}"),
                )]
            })
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    })
}

#[cfg(test)]
mod tests_program;
#[cfg(test)]
mod tests_robustness;
