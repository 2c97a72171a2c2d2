//! Patterns compiled at build time: `build.rs` turns seed 000's fully connected layer
//! pattern (`patterns/fc_layer.pdl`) into Rust with `pdl_codegen::Builder`, the crate
//! includes it with `pdl_runtime::include_patterns!` (`pdl_examples::compiled`), and here
//! the generated `FcLayer` set is applied by the greedy driver to the 2-layer perceptron of
//! `data/mlp.mlir`: both layers' MatMul/BiasAdd/Relu and weight and bias updates become one
//! `fused.fc_layer` each. The output is what `mlir-opt-22 --allow-unregistered-dialect
//! --test-pdl-bytecode-pass --mlir-print-op-generic` prints for the file
//! (`data/mlp.expected.mlir`). No pattern text is read at run time.
//!
//! `cargo run -p pdl-examples --example build_time`

use pdl_examples::compiled::FcLayer;
use pdl_examples::mlp::{read_case, MLP_MLIR};
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut ir, scope) = read_case(MLP_MLIR, "data/mlp.mlir")?;
    let outcome = apply_patterns_greedily(&mut ir, scope, &FcLayer, &GreedyConfig::default())?;
    eprintln!("// {} rewrite(s)", outcome.rewrites);
    print!("{}", pdl_runtime::text::print_generic(&ir));
    Ok(())
}
