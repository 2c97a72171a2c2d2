//! A pattern written by hand in Rust (the `Pattern` trait's closure form), in the same driver
//! and the same set type as compiled or loaded patterns: `x * 1` folds to `x` for an
//! unregistered `my.mul` whose second operand is the constant `my.one`.
//!
//! `cargo run -p pdl-examples --example hand_written`

use pdl_runtime::prelude::*;

const INPUT: &str = r#"%x = "my.arg"() : () -> i32
%one = "my.one"() : () -> i32
%y = "my.mul"(%x, %one) : (i32, i32) -> i32
"my.use"(%y) : (i32) -> ()
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut patterns = RewritePatternSet::<Ir>::new();
    patterns.add_fn("mul-by-one", Some("my.mul"), 1, |rw, op| {
        let ir = rw.payload();
        let (x, one) = (ir.operand(op, 0), ir.operand(op, 1));
        let is_one = ir
            .defining_op(one)
            .is_some_and(|d| ir.op_name_str(d) == "my.one");
        if !is_one {
            return Err(PatternError::no_match("the second operand is not `my.one`"));
        }
        rw.replace_op(op, &[x])?;
        Ok(())
    });
    let set = patterns.freeze();
    let mut ir = parse(INPUT, "input.mlir")?;
    let root = ir.root();
    let outcome = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default())?;
    eprintln!("// {} rewrite(s)", outcome.rewrites);
    print!("{}", print_generic(&ir));
    Ok(())
}
