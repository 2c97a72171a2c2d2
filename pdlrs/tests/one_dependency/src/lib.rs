//! A user crate with one dependency, `pdlrs`, and one `use`: `pdl!`, `#[native]` and
//! `natives!` must generate code that names the runtime as `::pdlrs::runtime` (this crate
//! cannot name `pdl_runtime`), and the compiled and loaded forms of the same pattern must
//! rewrite alike.

use pdlrs::prelude::*;

/// The native constraint of the pattern: `value` has exactly one use.
#[native]
pub fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
    cx.payload().users(value).count() == 1
}

pdl! {
    pub struct DoubleNeg;
    Constraint HasOneUse(value: Value);
    Pattern {
        let inner = op<arith.negf>(x: Value);
        HasOneUse(inner.0);
        replace op<arith.negf>(inner) with x;
    }
}

/// The pattern of [`DoubleNeg`], for the VM.
pub const PATTERNS: &str = "Constraint HasOneUse(value: Value);
Pattern {
    let inner = op<arith.negf>(x: Value);
    HasOneUse(inner.0);
    replace op<arith.negf>(inner) with x;
}";

#[cfg(test)]
mod tests {
    use super::*;

    const INPUT: &str = "func.func @f(%x: f32) -> (f32, f32) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  %2 = arith.negf %x : f32
  %3 = arith.negf %2 : f32
  %4 = arith.addf %2, %3 : f32
  return %1, %4 : f32, f32
}
";

    fn run(set: &impl Applicator<Ir>) -> String {
        let mut ir = parse_loaded(INPUT, "input.mlir").unwrap();
        let root = ir.root();
        apply_patterns_greedily(&mut ir, root, set, &GreedyConfig::default()).unwrap();
        print(&ir)
    }

    #[test]
    fn compiled_and_loaded_patterns_rewrite_alike_through_the_facade() {
        let compiled = run(&DoubleNeg);
        // The first pair folds; the second does not (%2 has two uses).
        assert!(
            compiled.contains("return %arg0, %1 : f32, f32"),
            "{compiled}"
        );
        let natives = natives![HasOneUse];
        let loaded = load_pdll::<Ir>(PATTERNS, "patterns.pdll", &natives).unwrap();
        assert_eq!(run(&loaded), compiled);
    }
}
