//! The result names operations of the core dialects give in custom form (MLIR's
//! `OpAsmOpInterface::getAsmResultNames`), for [`crate::ir::OpSyntax::result_names`].

use crate::ir::{AttrKind, Ir, OpId, TypeKind};

/// `arith.constant`'s names: `%true`/`%false` for `i1`, `%c<value>_<type>` for other
/// integer types (`%c0_i32`, `%c-7_i32`), `%c<value>` for `index`, `%cst` otherwise.
pub(crate) fn arith_constant(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    if ir.num_results(op) != 1 {
        return Vec::new();
    }
    let ty = ir.value_type(ir.result(op, 0));
    let value = ir
        .ctx
        .lookup_symbol("value")
        .and_then(|k| ir.attr(op, k))
        .map(|a| ir.ctx.attr_kind(a));
    let name = match value {
        Some(AttrKind::Integer { ty: aty, bits }) => {
            let width = match ir.ctx.type_kind(*aty) {
                TypeKind::Integer { width, .. } => Some(*width),
                _ => None,
            };
            let int_type = matches!(ir.ctx.type_kind(ty), TypeKind::Integer { .. });
            match width {
                Some(1) if int_type => (if *bits & 1 == 1 { "true" } else { "false" }).to_string(),
                _ => {
                    let v = signed_value(*bits, width.unwrap_or(64));
                    if int_type {
                        format!("c{v}_{}", crate::text::print_type(&ir.ctx, ty))
                    } else {
                        format!("c{v}")
                    }
                }
            }
        }
        Some(AttrKind::Bool(b)) => (if *b { "true" } else { "false" }).to_string(),
        _ => "cst".to_string(),
    };
    vec![(0, name)]
}

/// The signed value of `bits` as an integer of `width` bits (LLVM prints an `APInt` signed).
fn signed_value(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// Each result named as its declaration in the operation's syntax (`%sum, %overflow` of
/// `arith.addui_extended`, `%low, %high` of `arith.mului_extended`, `%sin, %cos` of
/// `math.sincos`), for the operations whose `getAsmResultNames` does so.
pub(crate) fn declared(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let Some(syntax) = ir.op_def(op).and_then(|d| d.syntax.as_ref()) else {
        return Vec::new();
    };
    let Some(segments) = crate::text::format::segments(ir, op, syntax) else {
        return Vec::new();
    };
    syntax
        .results
        .iter()
        .zip(segments.results)
        .filter(|(_, r)| !r.is_empty())
        .map(|(d, r)| (r.start, d.name.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn signed_values_print_as_llvm() {
        assert_eq!(super::signed_value(0xFFFF_FFF9, 32), -7);
        assert_eq!(super::signed_value(5, 32), 5);
        assert_eq!(super::signed_value(1, 1), -1);
    }
}
