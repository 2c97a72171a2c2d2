//! The types a format leaves out, found as MLIR's generated parsers find them: from the
//! type directives read, from fixed types (`I1`, `Index`), from the type relations
//! (`AllTypesMatch`, `TypesMatchWith`...), then from the operation's result-type inference.

use smallvec::{smallvec, SmallVec};

use super::grammar::{Named, RegisteredOp};
use super::reading::{Reading, Types};
use crate::ir::{
    Arity, AttrKind, Attribute, OpSyntax, Type, TypeKind, TypeRelation, TypeTransform, Value,
};
use crate::text::parser::{PResult, Parser};
use crate::text::ParseError;

/// The type of a typed attribute (`10 : i32`, `true`, `dense<..> : tensor<..>`).
pub(super) fn attr_type(p: &mut Parser<'_>, a: Attribute) -> Option<Type> {
    match p.ir.ctx.attr_kind(a) {
        AttrKind::Bool(_) => Some(p.ir.ctx.intern_type(TypeKind::int(1))),
        _ => p.ir.ctx.attr_type(a),
    }
}

/// `transform` applied to `ty`; `None` for a transform this crate does not know.
fn transformed(p: &mut Parser<'_>, transform: &TypeTransform, ty: Type) -> Option<Type> {
    let ctx = &mut p.ir.ctx;
    match transform {
        TypeTransform::Same => Some(ty),
        TypeTransform::ElementType => match ctx.type_kind(ty) {
            TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor(element)
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Vector { element, .. } => Some(*element),
            _ => Some(ty),
        },
        TypeTransform::I1SameShape => Some(ctx.i1_same_shape(ty)),
        TypeTransform::FunctionInputs
        | TypeTransform::FunctionResults
        | TypeTransform::Unknown(_) => None,
    }
}

/// Finds the types left out, resolves the operands, and returns them in order.
pub(super) fn resolve_types<'s>(
    p: &mut Parser<'s>,
    r: &mut Reading<'s>,
    reg: &RegisteredOp,
    counts: &[usize],
    op: crate::ir::OpId,
) -> PResult<SmallVec<[Value; 4]>> {
    let syntax = &*reg.syntax;
    distribute(r, syntax, counts)?;
    // Fixed types.
    for (i, d) in syntax.operands.iter().enumerate() {
        if let (None, Some(t)) = (&r.slots.operands[i], &d.buildable_type) {
            let t = fixed(p, t, r)?;
            r.slots.operands[i] = Some(smallvec![t; counts[i]]);
        }
    }
    for (i, d) in syntax.results.iter().enumerate() {
        if let (None, Some(t), Arity::Single) = (&r.slots.results[i], &d.buildable_type, d.arity) {
            let t = fixed(p, t, r)?;
            r.slots.results[i] = Some(smallvec![t]);
        }
    }
    // Relations, until nothing changes.
    loop {
        let mut changed = false;
        for (rel, names) in syntax.type_relations.iter().zip(&*reg.relations) {
            match rel {
                TypeRelation::AllMatch(_) => {
                    let Some(t) = names.iter().find_map(|&n| known(p, r, n)) else {
                        continue;
                    };
                    for &n in names {
                        changed |= assign(r, syntax, n, t, counts);
                    }
                }
                TypeRelation::Derived { transform, .. } => {
                    let [from, to] = [names[0], names[1]];
                    if known(p, r, to).is_some() {
                        continue;
                    }
                    let Some(t) = known(p, r, from) else {
                        continue;
                    };
                    if let Some(list) = function_part(p, transform, t) {
                        changed |= assign_list(r, to, list, counts);
                    } else if let Some(t) = transformed(p, transform, t) {
                        changed |= assign(r, syntax, to, t, counts);
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    let operands = resolve_operands(p, r, reg, counts)?;
    if r.slots
        .results
        .iter()
        .zip(&syntax.results)
        .any(|(s, d)| s.is_none() && d.arity == Arity::Single)
    {
        let infer = p.ir.op_def(op).and_then(|d| d.infer_types);
        let inferred = infer.and_then(|f| {
            let attrs = attr_dict(p, r, reg);
            f(&mut p.ir, &operands, attrs)
        });
        match inferred {
            Some(types)
                if syntax.results.iter().all(|d| d.arity == Arity::Single)
                    && types.len() == syntax.results.len() =>
            {
                for (i, t) in types.into_iter().enumerate() {
                    r.slots.results[i] = Some(smallvec![t]);
                }
            }
            _ => {
                let missing = r
                    .slots
                    .results
                    .iter()
                    .position(Option::is_none)
                    .unwrap_or(0);
                return Err(ParseError::new(
                    r.at,
                    format!(
                        "cannot infer the type of result '{}'",
                        syntax.results[missing].name
                    ),
                ));
            }
        }
    }
    for (i, d) in syntax.results.iter().enumerate() {
        if r.slots.results[i].is_none() && d.arity != Arity::Single {
            r.slots.results[i] = Some(Types::new());
        }
    }
    Ok(operands)
}

/// The attributes read (the format's and the dictionary's), as one dictionary for the
/// result-type inference hook.
fn attr_dict(p: &mut Parser<'_>, r: &Reading<'_>, reg: &RegisteredOp) -> Attribute {
    let mut entries = r.dict.clone();
    for (i, a) in r.attrs.iter().enumerate() {
        if let Some(a) = *a {
            let k = reg.attr_names[i];
            entries.retain(|e| e.0 != k);
            entries.push((k, a));
        }
    }
    p.ir.ctx.intern_attr(AttrKind::Dictionary(entries.into()))
}

fn fixed(p: &mut Parser<'_>, text: &str, r: &Reading<'_>) -> PResult<Type> {
    p.type_from_text(text).map_err(|e| {
        ParseError::new(
            r.at,
            format!("bad type '{text}' in op syntax: {}", e.message),
        )
    })
}

/// Splits the types of `type(operands)` and `type(results)` among the declarations.
fn distribute(r: &mut Reading<'_>, syntax: &OpSyntax, counts: &[usize]) -> PResult<()> {
    if let Some(all) = r.slots.all_operands.take() {
        let total: usize = counts.iter().sum();
        if all.len() != total {
            return Err(ParseError::new(
                r.at,
                format!("{total} operands present, but expected {}", all.len()),
            ));
        }
        let mut it = all.into_iter();
        for (i, &c) in counts.iter().enumerate() {
            r.slots.operands[i] = Some(it.by_ref().take(c).collect());
        }
    }
    if let Some(all) = r.slots.all_results.take() {
        let ranges = super::split(&syntax.results, all.len(), None).ok_or_else(|| {
            ParseError::new(
                r.at,
                "cannot split the result types among the operation's results",
            )
        })?;
        for (i, range) in ranges.into_iter().enumerate() {
            r.slots.results[i] = Some(Types::from_slice(&all[range]));
        }
    }
    Ok(())
}

fn known(p: &mut Parser<'_>, r: &Reading<'_>, name: Option<Named>) -> Option<Type> {
    match name? {
        Named::Operand(i) => r.slots.operands[i].as_ref()?.first().copied(),
        Named::Result(i) => r.slots.results[i].as_ref()?.first().copied(),
        Named::Attr(i) => attr_type(p, r.attrs[i]?),
    }
}

/// The inputs or results of function type `ty`, for the transforms that give a list.
fn function_part(p: &Parser<'_>, transform: &TypeTransform, ty: Type) -> Option<Types> {
    let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(ty) else {
        return None;
    };
    match transform {
        TypeTransform::FunctionInputs => Some(Types::from_slice(inputs)),
        TypeTransform::FunctionResults => Some(Types::from_slice(results)),
        _ => None,
    }
}

/// Gives the operand or result group `name` the types `list` (as many as it has values).
fn assign_list(r: &mut Reading<'_>, name: Option<Named>, list: Types, counts: &[usize]) -> bool {
    match name {
        Some(Named::Operand(i)) if r.slots.operands[i].is_none() && list.len() == counts[i] => {
            r.slots.operands[i] = Some(list);
            true
        }
        Some(Named::Result(i)) if r.slots.results[i].is_none() => {
            r.slots.results[i] = Some(list);
            true
        }
        _ => false,
    }
}

/// Gives `name` the type `t` if it has none yet; whether it did.
fn assign(
    r: &mut Reading<'_>,
    syntax: &OpSyntax,
    name: Option<Named>,
    t: Type,
    counts: &[usize],
) -> bool {
    match name {
        Some(Named::Operand(i)) if r.slots.operands[i].is_none() => {
            r.slots.operands[i] = Some(smallvec![t; counts[i]]);
            true
        }
        Some(Named::Result(i)) if r.slots.results[i].is_none() => {
            let n = usize::from(syntax.results[i].arity == Arity::Single);
            r.slots.results[i] = Some(smallvec![t; n.max(1)]);
            true
        }
        _ => false,
    }
}

fn resolve_operands<'s>(
    p: &mut Parser<'s>,
    r: &mut Reading<'s>,
    reg: &RegisteredOp,
    counts: &[usize],
) -> PResult<SmallVec<[Value; 4]>> {
    let syntax = &*reg.syntax;
    let mut out = SmallVec::new();
    for (i, d) in syntax.operands.iter().enumerate() {
        let range = r.use_range(i);
        let uses = &r.uses[range];
        let Some(types) = r.slots.operands[i].take() else {
            let at = uses.first().map_or(r.at, |u| u.offset);
            if counts[i] == 0 {
                continue;
            }
            return Err(ParseError::new(
                at,
                format!("cannot infer the type of operand '{}'", d.name),
            ));
        };
        if types.len() != uses.len() {
            let at = uses.first().map_or(r.at, |u| u.offset);
            return Err(ParseError::new(
                at,
                format!(
                    "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                    reg.full,
                    uses.len(),
                    types.len()
                ),
            ));
        }
        for (u, t) in uses.iter().zip(types) {
            out.push(p.resolve(u, t)?);
        }
    }
    Ok(out)
}
