//! Native constraints and rewrites: Rust functions that patterns call by name.
//!
//! A [`Natives`] registry maps names to functions with a declared [`Signature`]. When a
//! pattern set is built, every call is resolved against it: a name nobody registered, or a
//! call whose argument or result kinds differ from the signature, is an error then, not at
//! match time (MLIR silently calls another function in that case).
//!
//! Constraints receive a [`NativeCx`] (read access to the payload, plus uniquing of types and
//! attributes) and may return values; a failed constraint is `Err(reason)`, which simply
//! makes the match fail (or succeed, when the pattern negates it). Rewrites receive the
//! journaling [`Rewriter`]; an `Err` aborts the rewrite, which is rolled back and reported.
//!
//! ```
//! use pdl_runtime::ir::Ir;
//! use pdl_runtime::value::{Kind, Natives, PdlValue, Signature};
//! let mut natives = Natives::<Ir>::with_builtins();
//! natives.register_constraint(
//!     "is_test_op",
//!     Signature::new(&[Kind::Operation], &[]),
//!     |cx, args| match args[0] {
//!         PdlValue::Operation(op) if cx.payload().op_name_str(op).starts_with("test.") => Ok(vec![]),
//!         _ => Err("not a test op".into()),
//!     },
//! );
//! assert!(natives.constraint("is_test_op").is_some());
//! assert!(natives.rewrite("__builtin_add").is_some());
//! ```

use std::fmt;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::{Kind, PdlValue};
use crate::access::PayloadWrite;
use crate::rewrite::Rewriter;

/// The kinds a native function takes and returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Argument kinds.
    pub args: Vec<Kind>,
    /// Result kinds.
    pub results: Vec<Kind>,
    /// Whether any arguments and results are accepted (the function checks them itself,
    /// as MLIR's untyped natives do).
    pub any: bool,
}

impl Signature {
    /// A signature from argument and result kinds.
    pub fn new(args: &[Kind], results: &[Kind]) -> Self {
        Signature {
            args: args.to_vec(),
            results: results.to_vec(),
            any: false,
        }
    }

    /// A signature accepting any arguments and results.
    pub fn any() -> Self {
        Signature {
            args: Vec::new(),
            results: Vec::new(),
            any: true,
        }
    }

    /// Whether a call with these kinds fits.
    pub fn accepts(&self, args: &[Kind], results: &[Kind]) -> bool {
        self.any || (self.args == args && self.results == results)
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.any {
            return f.write_str("(...) -> (...)");
        }
        let list = |ks: &[Kind]| ks.iter().map(|k| k.mlir()).collect::<Vec<_>>().join(", ");
        write!(f, "({}) -> ({})", list(&self.args), list(&self.results))
    }
}

/// What a constraint sees: the payload (read only) and the uniquing of types and
/// attributes, which does not change the IR.
pub struct NativeCx<'a, P: PayloadWrite> {
    payload: &'a mut P,
}

impl<'a, P: PayloadWrite> NativeCx<'a, P> {
    /// Wraps a payload.
    pub fn new(payload: &'a mut P) -> Self {
        NativeCx { payload }
    }

    /// Read access to the payload.
    pub fn payload(&self) -> &P {
        self.payload
    }

    /// Mutable access for uniquing types and attributes only (no IR change).
    pub(crate) fn payload_mut_for_uniquing(&mut self) -> &mut P {
        self.payload
    }

    /// The type spelled `text`, uniqued in the payload.
    pub fn get_type(&mut self, text: &str) -> Option<P::Type> {
        self.payload.get_type(text)
    }

    /// The attribute spelled `text`, uniqued in the payload.
    pub fn get_attr(&mut self, text: &str) -> Option<P::Attr> {
        self.payload.get_attr(text)
    }
}

/// The result of a native function: its results, or why it failed.
pub type NativeResult<P> = Result<Vec<PdlValue<P>>, String>;

/// A native constraint.
pub type ConstraintFn<P> =
    dyn Fn(&mut NativeCx<'_, P>, &[PdlValue<P>]) -> NativeResult<P> + Send + Sync;

/// A native rewrite.
pub type RewriteFn<P> =
    dyn Fn(&mut Rewriter<'_, P>, &[PdlValue<P>]) -> NativeResult<P> + Send + Sync;

/// A registered constraint.
pub struct Constraint<P: PayloadWrite> {
    /// Its signature.
    pub signature: Signature,
    /// The function.
    pub func: Arc<ConstraintFn<P>>,
}

/// A registered rewrite.
pub struct Rewrite<P: PayloadWrite> {
    /// Its signature.
    pub signature: Signature,
    /// The function.
    pub func: Arc<RewriteFn<P>>,
}

impl<P: PayloadWrite> Clone for Constraint<P> {
    fn clone(&self) -> Self {
        Constraint {
            signature: self.signature.clone(),
            func: self.func.clone(),
        }
    }
}

impl<P: PayloadWrite> Clone for Rewrite<P> {
    fn clone(&self) -> Self {
        Rewrite {
            signature: self.signature.clone(),
            func: self.func.clone(),
        }
    }
}

/// A registry of native constraints and rewrites by name.
pub struct Natives<P: PayloadWrite> {
    constraints: FxHashMap<String, Constraint<P>>,
    rewrites: FxHashMap<String, Rewrite<P>>,
}

impl<P: PayloadWrite> Clone for Natives<P> {
    fn clone(&self) -> Self {
        Natives {
            constraints: self.constraints.clone(),
            rewrites: self.rewrites.clone(),
        }
    }
}

impl<P: PayloadWrite> Default for Natives<P> {
    fn default() -> Self {
        Natives {
            constraints: FxHashMap::default(),
            rewrites: FxHashMap::default(),
        }
    }
}

impl<P: PayloadWrite> fmt::Debug for Natives<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut c: Vec<&String> = self.constraints.keys().collect();
        let mut r: Vec<&String> = self.rewrites.keys().collect();
        c.sort();
        r.sort();
        f.debug_struct("Natives")
            .field("constraints", &c)
            .field("rewrites", &r)
            .finish()
    }
}

impl<P: PayloadWrite> Natives<P> {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// A registry holding the builtins of PDLL's operators (seed 001), as constraints and
    /// as rewrites.
    pub fn with_builtins() -> Self {
        let mut n = Self::new();
        n.add_builtins();
        n
    }

    /// Registers the builtins of PDLL's operators (`__builtin_add`, ...): integer and float
    /// arithmetic that fails on overflow, division by zero or mismatched types, comparisons
    /// and logic on `i1`.
    pub fn add_builtins(&mut self) -> &mut Self {
        for &name in crate::rewrite::BUILTIN_NAMES.iter() {
            let unary = matches!(name, "__builtin_neg" | "__builtin_not");
            let args: &[Kind] = if unary {
                &[Kind::Attribute]
            } else {
                &[Kind::Attribute, Kind::Attribute]
            };
            let sig = Signature::new(args, &[Kind::Attribute]);
            self.register_constraint(name, sig.clone(), move |cx, args| {
                builtin(cx.payload, name, args)
            });
            self.register_rewrite(name, sig, move |rw, args| {
                builtin(rw.payload_mut_for_uniquing(), name, args)
            });
        }
        self
    }

    /// Registers (or replaces) a constraint.
    pub fn register_constraint<F>(&mut self, name: &str, signature: Signature, f: F) -> &mut Self
    where
        F: Fn(&mut NativeCx<'_, P>, &[PdlValue<P>]) -> NativeResult<P> + Send + Sync + 'static,
    {
        self.constraints.insert(
            name.to_string(),
            Constraint {
                signature,
                func: Arc::new(f),
            },
        );
        self
    }

    /// Registers (or replaces) a rewrite.
    pub fn register_rewrite<F>(&mut self, name: &str, signature: Signature, f: F) -> &mut Self
    where
        F: Fn(&mut Rewriter<'_, P>, &[PdlValue<P>]) -> NativeResult<P> + Send + Sync + 'static,
    {
        self.rewrites.insert(
            name.to_string(),
            Rewrite {
                signature,
                func: Arc::new(f),
            },
        );
        self
    }

    /// The constraint registered as `name`.
    pub fn constraint(&self, name: &str) -> Option<&Constraint<P>> {
        self.constraints.get(name)
    }

    /// The rewrite registered as `name`.
    pub fn rewrite(&self, name: &str) -> Option<&Rewrite<P>> {
        self.rewrites.get(name)
    }
}

/// Runs a builtin through the payload's attribute spelling: the operands are read into a
/// scratch context, computed there, and the result is uniqued in the payload.
fn builtin<P: PayloadWrite>(payload: &mut P, name: &str, args: &[PdlValue<P>]) -> NativeResult<P> {
    let mut attrs = Vec::with_capacity(args.len());
    for a in args {
        let Some(attr) = a.as_attr() else {
            return Err(format!("`{name}`: operands must be attributes"));
        };
        attrs.push(attr);
    }
    builtin_attrs(payload, name, &attrs).map(|a| vec![PdlValue::Attribute(a)])
}

/// Runs the builtin `name` (`__builtin_add`, ...) on attributes of the payload and uniques
/// its result there; `Err` says why it has none (overflow, mismatched types...).
pub fn builtin_attrs<P: PayloadWrite>(
    payload: &mut P,
    name: &str,
    args: &[P::Attr],
) -> Result<P::Attr, String> {
    let mut ctx = crate::ir::Context::new();
    let mut attrs = Vec::with_capacity(args.len());
    for &attr in args {
        let text = payload.attr_to_string(attr);
        let parsed = crate::text::parse_attribute(&mut ctx, &text)
            .map_err(|e| format!("`{name}`: cannot read `{text}`: {}", e.message))?;
        attrs.push(parsed);
    }
    let result =
        crate::rewrite::apply_builtin(&mut ctx, name, &attrs).map_err(|e| e.to_string())?;
    let text = crate::text::print_attribute(&ctx, result);
    payload
        .get_attr(&text)
        .ok_or_else(|| format!("`{name}`: the payload cannot hold `{text}`"))
}
