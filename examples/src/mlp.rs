//! Seed 000's 2-layer perceptron (`data/mlp.mlir`) as a payload: the case file read as
//! `mlir-opt --test-pdl-bytecode-pass` reads it, its `module @patterns` dropped, and the
//! `module @ir` the patterns apply to.

use pdl_runtime::ir::{Ir, OpId};

/// The bundled case file: the FC-layer pattern beside the training step.
pub const MLP_MLIR: &str = include_str!("../data/mlp.mlir");

/// What `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass
/// --mlir-print-op-generic` prints for [`MLP_MLIR`]: both layers fused.
pub const MLP_EXPECTED: &str = include_str!("../data/mlp.expected.mlir");

/// Reads a case file (`module @patterns` beside `module @ir`) into the payload without the
/// patterns module, and the `@ir` module, the scope the patterns apply to. Errors are
/// rendered `file:line:col: error: ...` messages.
pub fn read_case(src: &str, file: &str) -> Result<(Ir, OpId), String> {
    let case = pdl_codegen::compile::read_case_file(src, file)?;
    let mut ir = case.ir;
    if let Some((_, patterns)) = case.patterns {
        ir.erase_op(patterns);
    }
    let scope = pdl_codegen::compile::child_module(&ir, "ir")
        .ok_or_else(|| format!("{file}: error: no `module @ir` in the file"))?;
    Ok((ir, scope))
}
