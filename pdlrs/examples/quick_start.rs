//! The README's quick start: a PDLL pattern inline with `pdl!`, a native constraint written
//! once as a Rust function, and the greedy driver, on MLIR text, with one dependency
//! (`pdlrs`) and one `use`.
//!
//! `cargo run -p pdlrs --example quick_start`

use pdlrs::prelude::*;

/// The native constraint of the pattern: `value` has exactly one use.
#[native]
fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
    cx.payload().users(value).count() == 1
}

pdl! {
    struct DoubleNeg;
    Constraint HasOneUse(value: Value);
    Pattern {
        let inner = op<arith.negf>(x: Value);
        HasOneUse(inner.0);
        replace op<arith.negf>(inner) with x;
    }
}

const INPUT: &str = "func.func @f(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  return %1 : f32
}
";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut ir = parse_loaded(INPUT, "input.mlir")?;
    ir.apply_patterns_greedily(&DoubleNeg)?;
    print!("{ir}");
    Ok(())
}
