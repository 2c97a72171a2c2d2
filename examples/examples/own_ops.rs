//! Declaring your own operations: a small `toy` dialect registered through the
//! `OpDef`/`DialectDef` API, so that the greedy driver folds its operations, erases the dead
//! ones and deduplicates its constants exactly as MLIR's driver does for a registered
//! dialect. A PDLL pattern loaded at run time then rewrites `toy.square(x)` to
//! `toy.mul(x, x)`, and folding finishes the job.
//!
//! `cargo run -p pdl-examples --example own_ops`
//!
//! The dialect:
//! - `toy.constant {value = N : i32}`: `ConstantLike` and pure; its fold hook returns its
//!   value (this is how the driver, and other folders, learn what constant it holds);
//! - `toy.add`, `toy.mul`: pure, `Commutative` binary operations whose fold hooks compute
//!   the result when both operands are constants, and fold `x + 0` / `x * 1` to `x`;
//! - `toy.square`: pure, no fold (the PDL pattern handles it);
//! - the dialect's materialiser turns a folded attribute back into a `toy.constant`.
//!
//! Everything else (`toy.arg`, `toy.print`) stays unregistered: never folded, never dead,
//! as MLIR treats unregistered operations.

use pdl_codegen::load::load_pdll;
use pdl_runtime::ir::{
    AttrKind, Attribute, Context, DialectDef, Folded, Ir, OpDef, OpFoldResult, OpId,
    OperationState, Traits, Type, TypeKind,
};
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

/// The payload: what a front end might produce.
pub const PAYLOAD: &str = r#"%x = "toy.arg"() : () -> i32
%c3 = "toy.constant"() {value = 3 : i32} : () -> i32
%sq = "toy.square"(%c3) : (i32) -> i32
%a = "toy.add"(%sq, %x) : (i32, i32) -> i32
%c0 = "toy.constant"() {value = 0 : i32} : () -> i32
%b = "toy.add"(%c0, %x) : (i32, i32) -> i32
%unused = "toy.mul"(%x, %x) : (i32, i32) -> i32
%c3_again = "toy.constant"() {value = 3 : i32} : () -> i32
%m = "toy.mul"(%x, %c3_again) : (i32, i32) -> i32
"toy.print"(%a, %b, %m) : (i32, i32, i32) -> ()
"#;

/// The pattern, in PDLL: `square(x)` becomes `mul(x, x)`, with the same result type.
pub const PATTERN: &str = r#"
Pattern SquareToMul {
  let root = op<toy.square>(x: Value) -> (ty: Type);
  replace root with op<toy.mul>(x, x) -> (ty);
}
"#;

/// The integer value and type of `attr`, if it is an integer attribute.
fn int_of(ir: &Ir, attr: Option<Attribute>) -> Option<(u128, Type)> {
    match ir.ctx.attr_kind(attr?) {
        AttrKind::Integer { ty, bits } => Some((*bits, *ty)),
        _ => None,
    }
}

/// `bits` truncated to the width of the integer type `ty`, interned as an attribute.
fn int_attr(ir: &mut Ir, ty: Type, bits: u128) -> Attribute {
    let width = match ir.ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    ir.ctx.intern_attr(AttrKind::Integer {
        ty,
        bits: bits & mask,
    })
}

/// `toy.constant`'s fold hook: the constant's own value. The driver never folds a
/// `ConstantLike` operation away; it calls this hook to read the value (MLIR's `m_Constant`).
fn fold_constant(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Folded> {
    let value = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
    Some(Folded::Results(vec![OpFoldResult::Attr(value)]))
}

/// The fold hook shared by `toy.add` and `toy.mul`: `operands` holds each operand's constant
/// value, or `None`. Because both are `Commutative`, the driver has already moved constant
/// operands to the end before this hook sees a second chance: `add(0, x)` arrives here as
/// `add(x, 0)`.
fn fold_binary(
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    apply: fn(u128, u128) -> u128,
    identity: u128,
) -> Option<Folded> {
    let lhs = int_of(ir, operands.first().copied().flatten());
    let rhs = int_of(ir, operands.get(1).copied().flatten());
    match (lhs, rhs) {
        // Both constant: the result is a new constant, which the driver materialises through
        // the dialect's hook (and deduplicates with an equal one already there).
        (Some((a, ty)), Some((b, _))) => {
            let value = int_attr(ir, ty, apply(a, b));
            Some(Folded::Results(vec![OpFoldResult::Attr(value)]))
        }
        // `x op identity`: the result is an existing value, nothing is created.
        (_, Some((b, _))) if b == identity => Some(Folded::Results(vec![OpFoldResult::Value(
            ir.operand(op, 0),
        )])),
        // Otherwise nothing folds (MLIR's `failure()`).
        _ => None,
    }
}

fn fold_add(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Folded> {
    fold_binary(ir, op, operands, u128::wrapping_add, 0)
}

fn fold_mul(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Folded> {
    fold_binary(ir, op, operands, u128::wrapping_mul, 1)
}

/// The dialect's constant materialiser (MLIR's `Dialect::materializeConstant`): creates a
/// `toy.constant` of `value` just before `before`, or declines (`None`) for a value it cannot
/// hold, in which case the driver leaves the folded operation alone.
fn materialize(ir: &mut Ir, value: Attribute, ty: Type, before: OpId) -> Option<OpId> {
    int_of(ir, Some(value))?;
    let name = ir.ctx.symbol("value");
    let state = OperationState::new(&mut ir.ctx, "toy.constant")
        .results(&[ty])
        .attr(name, value);
    let op = ir.create_op(state);
    ir.insert_op_before(before, op);
    Some(op)
}

/// A context with the `toy` dialect registered.
pub fn toy_context() -> Context {
    let mut ctx = Context::new();
    ctx.register_op(
        OpDef::new("toy.constant")
            .traits(Traits::CONSTANT_LIKE)
            .pure()
            .fold(fold_constant),
    );
    // `Commutative` gives the trait fold (constants last); `SameOperandsAndResultType` is
    // informational here.
    let binary = Traits::COMMUTATIVE | Traits::SAME_OPERANDS_AND_RESULT_TYPE;
    ctx.register_op(OpDef::new("toy.add").traits(binary).pure().fold(fold_add));
    ctx.register_op(OpDef::new("toy.mul").traits(binary).pure().fold(fold_mul));
    // Pure without a fold hook: it is erased when unused, and otherwise left to patterns.
    ctx.register_op(OpDef::new("toy.square").pure());
    ctx.register_dialect(DialectDef::new("toy").materialize_constant(materialize));
    ctx
}

/// Reads the payload with the dialect registered, applies the pattern with MLIR's default
/// greedy configuration, and returns the IR printed before and after, and the number of
/// pattern rewrites.
pub fn run() -> Result<(String, String, u64), Box<dyn std::error::Error>> {
    let mut ir = pdl_runtime::text::parse_in(toy_context(), PAYLOAD, "payload.mlir")?;
    let before = pdl_runtime::text::print_generic(&ir);
    // The pattern set is generic over the payload type; `Natives` holds the native
    // constraints and rewrites the patterns may call (none here beyond the built-ins).
    let set = load_pdll::<Ir>(PATTERN, "square.pdll", &Natives::with_builtins())?;
    let top = ir.root();
    // The default configuration is MLIR 22's: folding on, constant CSE on, aggressive
    // region simplification, bottom-up, at most 10 iterations.
    let outcome = apply_patterns_greedily(&mut ir, top, &set, &GreedyConfig::default())?;
    ir.verify()?;
    Ok((
        before,
        pdl_runtime::text::print_generic(&ir),
        outcome.rewrites,
    ))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (before, after, rewrites) = run()?;
    println!("// before\n{before}");
    // What happened, in the driver's order:
    // - the constants are deduplicated: the second `3` is replaced by the first, and the
    //   constants move to the front of the block;
    // - `toy.mul(%x, %x)` is unused and pure: trivially dead, erased;
    // - `toy.mul(%x, 3)` and `toy.add(%x, 0)`: the commutative fold puts the constant last,
    //   then `x + 0` folds to `x`; `x * 3` stays;
    // - the pattern turns `toy.square(3)` into `toy.mul(3, 3)`, which folds to a new
    //   constant `9` (materialised by the dialect), and `toy.add(9, %x)` is reordered to
    //   `toy.add(%x, 9)`;
    // - the constants left unused (`0`) are erased.
    println!("// after {rewrites} pattern rewrite(s)\n{after}");
    Ok(())
}
