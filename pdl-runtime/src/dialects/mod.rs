//! The op definitions of MLIR's core dialects, as MLIR 22's ODS defines them: traits, memory
//! effects, properties, folders, result-type inference and constant materialisation.
//!
//! [`core()`] is one shared [`Registry`] holding them all; [`register_core`] gives a context
//! those definitions. A context with none of them treats every operation as unregistered.
//!
//! The dialects, one module each: `builtin` (`module`, `unrealized_conversion_cast` and its
//! fold), `func` (`func`, `return`, `call`, `call_indirect`, `constant`; `func.constant`
//! materialisation), `arith` (all 51 operations of `ArithOps.td`; fold hooks in `arith_int` and
//! `arith_float` over the constant helpers of `constant` and the `APFloat` arithmetic of
//! `apfloat`; `arith.constant` materialisation), `cf` (`br`, `cond_br`, `switch` with their
//! forwarded operands, `assert`), `scf` (region operations with `RecursiveMemoryEffects`, the
//! terminators, `scf.if`'s fold) and `math` (all 46 operations, `Pure`; fold hooks in
//! `math_fold`; its constants are `arith.constant`s). Traits come from the classes ODS
//! generates (`*.h.inc` of MLIR 22); fold semantics from MLIR 22's sources and `mlir-opt-22`
//! runs (the cases of `oracle/fold_cases.txt`, checked by the tests).
//!
//! Properties (inherent attributes) follow the ODS-generated `Properties` of MLIR 22
//! (`*.cpp.inc`): their names, storage classes and defaults (`overflowFlags` defaults to
//! `#arith.overflow<none>`, `fastmath` to `#arith.fastmath<none>` on the operations of
//! `Arith_FloatBinaryOp`, `cmpf` and every float `math` operation; the others start unset);
//! operations with none in MLIR are declared without properties. The goldens of
//! `tests/corpus/props*` check them against `mlir-opt-22`.
//!
//! `InferTypeOpInterface`, as `mlir-opt-22 --convert-pdl-to-pdl-interp` shows it (a created
//! operation without result types gets `-> <inferred>`), is given to: `arith.constant` (its
//! value's type); `arith.addi`, `subi`, `muli`, `divui`, `divsi`, `ceildivui`, `ceildivsi`,
//! `floordivsi`, `remui`, `remsi`, `andi`, `ori`, `xori`, `shli`, `shrui`, `shrsi`, `maxsi`,
//! `maxui`, `minsi`, `minui`, `addf`, `subf`, `mulf`, `divf`, `remf`, `negf`, `maximumf`,
//! `minimumf`, `maxnumf`, `minnumf` (the first operand's type); `arith.mulsi_extended`,
//! `mului_extended` (twice the first operand's type); `arith.cmpi`, `cmpf` (`i1` of the
//! operands' shape); `arith.select` (the true value's type); every `math` operation
//! (`isnan`, `isinf`, `isfinite`, `isnormal` give `i1` of the operand's shape, `sincos` two
//! results); `scf.if` (which MLIR can only infer from its regions, so inference of a created
//! `scf.if` fails). Not inferring: `arith.addui_extended`, the casts (`extsi`, `extui`, `extf`,
//! `trunci`, `truncf`, `sitofp`, `uitofp`, `fptosi`, `fptoui`, `index_cast`, `index_castui`,
//! `bitcast`, `scaling_extf`, `scaling_truncf`), `cf`, `func`, the other `scf` operations and
//! `builtin.unrealized_conversion_cast`.
//!
//! Every core operation carries its syntax ([`OpSyntax`](crate::ir::OpSyntax)) from MLIR
//! 22's ODS, generated into `ods/` by `tools/ods/gen-core.sh`; `memref` and `tensor` (all
//! 32 and 21 operations) have the definitions ODS gives there (traits, effects, properties;
//! no hook). `hand_syntax` adds the hand-written readers and printers of the operations
//! whose MLIR syntax is C++, and the result names.
//!
//! Left out: `ub.poison` (MLIR's folders propagate poison and `materializeConstant` builds
//! `ub.poison`; no dialect here produces it); folds on float kinds `rustc_apfloat` does not
//! model (`f4E2M1FN`, `f6*`, `f8E5M2FNUZ`, `f8E4M3FNUZ`, `f8E4M3B11FNUZ`, `f8E8M0FNU`) and on
//! integers wider than 128 bits; `math.asinh`, `acosh`, `atanh`, `erf`, `erfc` folds (see
//! `math_fold`); canonicalization patterns of every dialect (they are patterns, not folds).
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

use crate::ir::{Context, Ir, OpDef, OpId, Registry, Traits};

mod apfloat;
mod arith;
mod arith_float;
mod arith_int;
mod arith_select;
pub(crate) mod asm_names;
mod bits;
mod builtin;
mod cf;
mod constant;
#[cfg(test)]
mod fold_cases;
mod func;
mod func_syntax;
mod hand_syntax;
mod math;
mod math_fold;
mod memref_print;
mod memref_syntax;
#[rustfmt::skip]
mod ods;
mod result_names;
mod scf;
mod scf_parallel_syntax;
mod scf_print;
mod scf_syntax;
mod test;
#[cfg(test)]
mod tests;

/// The definitions of every dialect of this module, built once and shared.
pub fn core() -> Arc<Registry> {
    static CORE: LazyLock<Arc<Registry>> = LazyLock::new(|| {
        let mut ctx = Context::new();
        builtin::register(&mut ctx);
        func::register(&mut ctx);
        arith::register(&mut ctx);
        cf::register(&mut ctx);
        scf::register(&mut ctx);
        math::register(&mut ctx);
        // `memref` and `tensor`: the definitions ODS gives, generated.
        for def in ods::defs() {
            ctx.register_op(def);
        }
        // The operations given no property above have none in MLIR 22's ODS either.
        let without: Vec<OpDef> = ctx
            .registry()
            .ops()
            .filter(|d| d.properties.is_none())
            .cloned()
            .collect();
        for def in without {
            ctx.register_op(def.no_properties());
        }
        add_syntax(&mut ctx);
        // MLIR's test dialect ops keep the properties they are given (none declared).
        test::register(&mut ctx);
        Arc::new(ctx.registry().clone())
    });
    CORE.clone()
}

/// Gives every registered core operation its syntax: from ODS (`ods`, generated), with the
/// hand-written reader and printer and the result names of `hand_syntax` for the operations
/// it names.
fn add_syntax(ctx: &mut Context) {
    for (name, syntax) in ods::syntax() {
        let Some(def) = ctx.registry().get(name) else {
            continue;
        };
        let mut syntax = syntax();
        if let Some((_, parse, print)) = hand_syntax::HAND_WRITTEN.iter().find(|h| h.0 == *name) {
            syntax = syntax.hand_written(*parse, *print);
        }
        if let Some((_, f)) = hand_syntax::RESULT_NAMES.iter().find(|h| h.0 == *name) {
            syntax = syntax.result_names(*f);
        }
        if let Some((_, t)) = hand_syntax::IMPLICIT_TERMINATORS
            .iter()
            .find(|h| h.0 == *name)
        {
            syntax = syntax.implicit_terminator(t);
        }
        if let Some((_, d)) = hand_syntax::DEFAULT_DIALECTS.iter().find(|h| h.0 == *name) {
            syntax = syntax.default_dialect(d);
        }
        let def = def.clone().syntax(syntax);
        ctx.register_op(def);
    }
}

/// Registers the core dialects' definitions in `ctx`.
pub fn register_core(ctx: &mut Context) {
    ctx.register_all(&core());
}

/// The dialects each dialect loads with it (MLIR's `dependentDialects`). `test` is MLIR's
/// test dialect as `mlir-opt-22` registers it: a file holding a `test.*` operation makes the
/// `arith`, `math` and `scf` operations a rewrite creates registered ones (seen by
/// experiment: created unused `math.absf` and `scf.if` are erased as dead, `arith` ops
/// fold), but not `func`'s (an unused created `func.constant` stays); whether it loads `cf`
/// cannot be observed that way and is left out.
const DEPENDENT_DIALECTS: &[(&str, &[&str])] = &[
    ("cf", &["arith"]),
    ("scf", &["arith"]),
    ("math", &["arith"]),
    // MLIR 22's `memref` also loads `ub`, which this crate does not define.
    ("memref", &["arith"]),
    ("tensor", &["affine", "arith", "complex"]),
    ("test", &["arith", "math", "scf"]),
];

/// The dialects MLIR would have loaded after reading `ir`: `builtin`, the dialect of every
/// operation in it, and the dialects those load with them (`scf`, `cf`, `math` and `memref`
/// load `arith`; `tensor` loads `affine`, `arith` and `complex`).
pub fn loaded_dialects(ir: &Ir) -> Vec<String> {
    loaded_dialects_of(ir, &first_of_each_name(ir))
}

/// The first operation of each name in `ir`, in pre-order: what the checks after reading
/// need (one walk, and a look at each name once rather than at each operation).
fn first_of_each_name(ir: &Ir) -> Vec<OpId> {
    let mut seen: Vec<bool> = Vec::new();
    let mut firsts = Vec::new();
    ir.walk_pre(ir.root(), &mut |op| {
        let i = ir.op_name(op).0 as usize;
        if i >= seen.len() {
            seen.resize(i + 1, false);
        }
        if !std::mem::replace(&mut seen[i], true) {
            firsts.push(op);
        }
    });
    firsts
}

/// [`loaded_dialects`], given the first operation of each name in `ir`.
fn loaded_dialects_of(ir: &Ir, firsts: &[OpId]) -> Vec<String> {
    let mut loaded: Vec<String> = vec!["builtin".into()];
    let add = |d: &str, loaded: &mut Vec<String>| {
        if !loaded.iter().any(|l| l == d) {
            loaded.push(d.into());
        }
    };
    for &op in firsts {
        let d = ir.op_dialect(op);
        add(d, &mut loaded);
        if let Some((_, deps)) = DEPENDENT_DIALECTS.iter().find(|(n, _)| *n == d) {
            for dep in deps.iter() {
                add(dep, &mut loaded);
            }
        }
    }
    loaded
}

/// Reads MLIR text as `mlir-opt` does with every core dialect available: each operation of a
/// core dialect read is registered (MLIR loads its dialect when it meets it), and the context
/// keeps the definitions of the [loaded dialects](loaded_dialects) only, so that an
/// operation a rewrite creates later is registered exactly when MLIR's would be.
///
/// ```
/// let src = "%0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n";
/// let src = format!("func.func @f(%a: i32) -> i32 {{\n{src}  return %0 : i32\n}}\n");
/// let ir = pdl_runtime::dialects::parse_loaded(&src, "x.mlir").unwrap();
/// assert!(ir.ctx.registry().get("arith.subi").is_some());
/// assert!(ir.ctx.registry().get("scf.for").is_none());
/// ```
pub fn parse_loaded(src: &str, file: &str) -> Result<Ir, crate::text::ParseError> {
    parse_loaded_with(src, file, &[])
}

/// [`parse_loaded`] with the definitions `extra` registered beside the core dialects' (an
/// operation of `extra` named as a core one replaces it): operations imported from a user's
/// ODS file (`pdl-opt --ods`). Their dialects are kept when loaded, as the core ones.
pub fn parse_loaded_with(
    src: &str,
    file: &str,
    extra: &[OpDef],
) -> Result<Ir, crate::text::ParseError> {
    let mut ctx = Context::new();
    register_core(&mut ctx);
    for def in extra {
        ctx.register_op(def.clone());
    }
    let mut ir = crate::text::parse_in(ctx, src, file)?;
    let firsts = first_of_each_name(&ir);
    unknown_operations(&ir, &firsts)?;
    let loaded = loaded_dialects_of(&ir, &firsts);
    ir.ctx.retain_dialects(|d| loaded.iter().any(|l| l == d));
    Ok(ir)
}

/// The dialects whose every operation is defined here (from MLIR 22's ODS): an operation of
/// theirs without a definition is an error, as in MLIR (their dialects do not allow unknown
/// operations).
const COMPLETE_DIALECTS: &[&str] = &[
    "builtin", "func", "arith", "cf", "scf", "math", "memref", "tensor",
];

/// MLIR's error for the first operation of a [complete dialect](COMPLETE_DIALECTS) that has
/// no definition, given the first operation of each name in `ir` (in pre-order).
fn unknown_operations(ir: &Ir, firsts: &[OpId]) -> Result<(), crate::text::ParseError> {
    for &op in firsts {
        let dialect = ir.op_dialect(op);
        if ir.op_def(op).is_none() && COMPLETE_DIALECTS.contains(&dialect) {
            return Err(crate::text::ParseError::new(
                ir.op_loc(op).unwrap_or(0) as usize,
                format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                    ir.op_name_str(op)
                ),
            ));
        }
    }
    Ok(())
}

/// Shorthand for the definitions below: `name` with `traits`.
fn op(name: &str, traits: Traits) -> OpDef {
    OpDef::new(name).traits(traits)
}
