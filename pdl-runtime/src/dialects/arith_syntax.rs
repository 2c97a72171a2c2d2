//! The custom form of the `arith` dialect the reader knows, registered with the text
//! reader's dialect hook ([`DialectSyntax`]): `arith.constant`'s `attr-dict $value` (its ODS
//! assembly format), read into the same operation as its generic form
//! `"arith.constant"() <{value = V}> : () -> T`, the result type being the value's type
//! (`AllTypesMatch<["value", "result"]>`): `arith.constant 10 : i32`,
//! `arith.constant 1.0 : f32`, `arith.constant dense<[1, 2]> : tensor<2xi32>`,
//! `arith.constant true` (`i1`), `arith.constant 10` (`i64`).
//!
//! Other `arith` operations are read in generic form only; their custom form is refused with
//! a located error.

use crate::ir::{AttrKind, OpId, OperationState, TypeKind};
use crate::text::parser::{DialectSyntax, PResult, Parser};
use crate::text::{ParseError, Tok};

/// The `arith` dialect's custom syntax.
pub(crate) const DIALECT: DialectSyntax = DialectSyntax {
    name: "arith",
    parse_op,
};

/// Reads one custom-form `arith` operation (its name is the current token).
fn parse_op(p: &mut Parser<'_>, written: &str, full: &str) -> PResult<OpId> {
    let at = p.tok.start;
    if full != "arith.constant" {
        return Err(ParseError::new(
            at,
            format!("custom op '{written}' is not known in custom form: write it in generic form"),
        ));
    }
    p.bump();
    // `attr-dict` comes first in the format.
    let attrs = if p.at(Tok::LBrace) {
        p.parse_attr_dict()?
    } else {
        Vec::new()
    };
    let value_at = p.tok.start;
    let value = p.parse_attribute(None)?;
    let ty = match p.ir.ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. } => *ty,
        AttrKind::Bool(_) => p.ir.ctx.intern_type(TypeKind::int(1)),
        AttrKind::String { ty, .. } => match ty {
            Some(t) => *t,
            None => p.ir.ctx.intern_type(TypeKind::None),
        },
        AttrKind::Opaque { ty: Some(t), .. } => *t,
        _ => {
            return Err(ParseError::new(
                value_at,
                "custom op 'arith.constant' invalid kind of attribute specified",
            ))
        }
    };
    let key = p.ir.ctx.symbol("value");
    let props =
        p.ir.ctx
            .intern_attr(AttrKind::Dictionary(vec![(key, value)].into()));
    let name = p.ir.ctx.symbol("arith.constant");
    let mut state = OperationState::with_name(name).results(&[ty]);
    state.loc = Some(at as u32);
    state.properties = Some(props);
    state.attributes = attrs;
    Ok(p.ir.create_op(state))
}
