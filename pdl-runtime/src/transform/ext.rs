//! User extensions: transform or match operations implemented in Rust and registered by
//! operation name (MLIR's dialect extensions). An operation of the script whose name is
//! registered is applied by its implementation, with the whole interpreter at hand (handles,
//! payload, nested blocks, diagnostics). Write such operations in generic form in scripts.

use std::collections::HashMap;

use super::interp::{Applied, Interpreter};
use super::script::{ScriptOp, ScriptOpId};
use crate::access::PayloadWrite;

/// A transform operation implemented in Rust.
///
/// `apply` returns one [`Mapped`](super::state::Mapped) per result of the operation (fewer
/// means the rest are empty), a silenceable failure (a match that does not hold:
/// [`Interpreter::silenceable`]) or a definite one ([`Interpreter::definite`]).
pub trait TransformOpImpl<P: PayloadWrite> {
    /// Applies the operation `op` of the interpreter's script.
    fn apply(&self, it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P>;
    /// The operands it consumes (invalidating the handles to their payload and to
    /// everything nested in it); none by default.
    fn consumed_operands(&self, _op: &ScriptOp) -> Vec<usize> {
        Vec::new()
    }
    /// Whether it may appear in a matcher (MLIR's `MatchOpInterface`); yes by default.
    fn is_match_op(&self) -> bool {
        true
    }
}

/// Operations implemented in Rust, by name.
pub struct Registry<P: PayloadWrite> {
    ops: HashMap<String, Box<dyn TransformOpImpl<P>>>,
}

impl<P: PayloadWrite> Default for Registry<P> {
    fn default() -> Self {
        Registry {
            ops: HashMap::new(),
        }
    }
}

impl<P: PayloadWrite> Registry<P> {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `imp` for operations named `name` (replacing an earlier one).
    pub fn register(&mut self, name: &str, imp: impl TransformOpImpl<P> + 'static) -> &mut Self {
        self.ops.insert(name.to_string(), Box::new(imp));
        self
    }

    /// The implementation of `name`, if registered.
    pub fn get(&self, name: &str) -> Option<&dyn TransformOpImpl<P>> {
        self.ops.get(name).map(|b| b.as_ref())
    }
}
