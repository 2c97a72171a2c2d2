//! The result names the core operations give in custom form (MLIR 22's
//! `getAsmResultNames` hooks: `ArithOps.cpp`, `FuncOps.cpp`, `MemRefOps.cpp`,
//! `TensorOps.cpp`), checked against `mlir-opt-22`. The printer sanitizes and uniques them
//! (`%cst`, `%cst_0`...).

use crate::ir::{AttrKind, Ir, OpId, ResultNamesFn, TypeKind};

/// `arith.constant`: `%true`/`%false` for `i1`, `%c<value>_<type>` for another integer type
/// (the value signed, as LLVM prints an `APInt`: `%c-1_i8`), `%c<value>` for `index`, `%cst`
/// for anything else (floats, dense elements).
fn arith_constant(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    if ir.num_results(op) != 1 {
        return Vec::new();
    }
    let value = ir.ctx.lookup_symbol("value").and_then(|k| ir.attr(op, k));
    let result_ty = ir.value_type(ir.result(op, 0));
    let name = match value.map(|v| ir.ctx.attr_kind(v)) {
        Some(AttrKind::Integer { ty, bits }) => {
            let width = match ir.ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let int_width = match ir.ctx.type_kind(result_ty) {
                TypeKind::Integer { width, .. } => Some(*width),
                _ => None,
            };
            if int_width == Some(1) {
                return vec![(0, if *bits != 0 { "true" } else { "false" }.into())];
            }
            let mut name = format!("c{}", signed_text(*bits, width));
            if int_width.is_some() {
                name.push('_');
                name.push_str(&crate::text::print_type(&ir.ctx, result_ty));
            }
            name
        }
        Some(AttrKind::Bool(b)) => if *b { "true" } else { "false" }.into(),
        _ => "cst".into(),
    };
    vec![(0, name)]
}

/// `bits` (zero-extended from `width` bits) as a signed decimal number.
fn signed_text(bits: u128, width: u32) -> String {
    if width == 0 || width > 128 {
        return bits.to_string();
    }
    let shift = 128 - width;
    (((bits << shift) as i128) >> shift).to_string()
}

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
    ("arith.constant", arith_constant),
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

#[cfg(test)]
mod tests {
    #[test]
    fn signed_values_print_as_apint() {
        assert_eq!(super::signed_text(255, 8), "-1");
        assert_eq!(super::signed_text(2, 2), "-2");
        assert_eq!(super::signed_text(5, 128), "5");
        assert_eq!(super::signed_text(u128::MAX, 128), "-1");
        assert_eq!(super::signed_text(7, 64), "7");
    }
}
