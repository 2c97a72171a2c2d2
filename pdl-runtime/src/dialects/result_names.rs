//! The result names the core operations give in custom form (MLIR 22's
//! `getAsmResultNames` hooks: `ArithOps.cpp`, `MathOps.cpp`, `FuncOps.cpp`,
//! `MemRefOps.cpp`, `TensorOps.cpp`), checked against `mlir-opt-22`; `arith.constant`'s and
//! the declared names are computed in `asm_names`. The printer sanitizes and uniques them
//! (`%cst`, `%cst_0`...).

use super::asm_names;
use crate::ir::{Ir, OpId, ResultNamesFn};

/// A hook naming an operation's first result `NAME` (the common case).
macro_rules! named {
    ($name:literal) => {
        (|ir: &Ir, op: OpId| -> Vec<(usize, String)> {
            if ir.num_results(op) == 0 {
                Vec::new()
            } else {
                vec![(0, $name.to_string())]
            }
        }) as ResultNamesFn
    };
}

/// `memref.extract_strided_metadata`: `%base_buffer, %offset, %sizes:N, %strides:N`.
fn strided_metadata(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let n = ir.num_results(op);
    if n < 2 {
        return Vec::new();
    }
    let mut names = vec![(0, "base_buffer".to_string()), (1, "offset".to_string())];
    let rank = (n - 2) / 2;
    if rank > 0 {
        names.push((2, "sizes".into()));
        names.push((2 + rank, "strides".into()));
    }
    names
}

/// The core operations with result names, and their hooks.
pub(super) const RESULT_NAMES: &[(&str, ResultNamesFn)] = &[
    ("arith.constant", asm_names::arith_constant),
    // Results named as declared (`%sum, %overflow`; `%low, %high`; `%sin, %cos`).
    ("arith.addui_extended", asm_names::declared),
    ("arith.mului_extended", asm_names::declared),
    ("arith.mulsi_extended", asm_names::declared),
    ("math.sincos", asm_names::declared),
    ("func.constant", named!("f")),
    ("memref.alloc", named!("alloc")),
    ("memref.alloca", named!("alloca")),
    ("memref.assume_alignment", named!("assume_align")),
    ("memref.cast", named!("cast")),
    ("memref.collapse_shape", named!("collapse_shape")),
    ("memref.dim", named!("dim")),
    ("memref.expand_shape", named!("expand_shape")),
    ("memref.extract_aligned_pointer_as_index", named!("intptr")),
    ("memref.extract_strided_metadata", strided_metadata),
    ("memref.memory_space_cast", named!("memspacecast")),
    ("memref.reinterpret_cast", named!("reinterpret_cast")),
    ("memref.reshape", named!("reshape")),
    ("memref.subview", named!("subview")),
    ("memref.transpose", named!("transpose")),
    ("memref.view", named!("view")),
    ("tensor.cast", named!("cast")),
    ("tensor.collapse_shape", named!("collapsed")),
    ("tensor.concat", named!("concat")),
    ("tensor.dim", named!("dim")),
    ("tensor.expand_shape", named!("expanded")),
    ("tensor.extract", named!("extracted")),
    ("tensor.extract_slice", named!("extracted_slice")),
    ("tensor.from_elements", named!("from_elements")),
    ("tensor.gather", named!("gather")),
    ("tensor.generate", named!("generated")),
    ("tensor.insert", named!("inserted")),
    ("tensor.insert_slice", named!("inserted_slice")),
    ("tensor.pad", named!("padded")),
    ("tensor.rank", named!("rank")),
    ("tensor.reshape", named!("reshape")),
    ("tensor.scatter", named!("scatter")),
    ("tensor.splat", named!("splat")),
];
