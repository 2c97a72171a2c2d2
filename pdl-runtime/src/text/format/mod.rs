//! The declarative assembly format engine: an operation's ODS `assemblyFormat`
//! ([`crate::ir::OpSyntax::format`]) read and printed at run time, as the parser and printer
//! MLIR's `OpFormatGen` generates would. `grammar` compiles the format (once per syntax),
//! `print` prints with it, `read` reads with it.

use std::ops::Range;

use smallvec::SmallVec;
use std::sync::Arc;

use crate::ir::{ArgDecl, Arity, AttrKind, DenseData, Ir, OpId, OpSyntax, Traits};
use crate::text::parser::PResult;
use crate::text::{ParseError, Parser, Printer};

pub(crate) mod grammar;
mod print;
mod read;
mod reading;
mod types;

/// Prints `op` (its name already printed) with its format; false, having printed nothing
/// useful (the caller discards it), when the format cannot print it.
pub(crate) fn print_op(
    p: &mut Printer<'_>,
    ir: &Ir,
    op: OpId,
    indent: usize,
    syntax: &Arc<OpSyntax>,
) -> bool {
    let compiled = p.compiled_format(syntax);
    match &*compiled {
        Ok(format) => print::print_op(p, ir, op, indent, syntax, format),
        Err(_) => false,
    }
}

/// Reads registered operation `op` (written `written`, the current token) with its format.
/// `None`, having read nothing, when the syntax has no format.
pub(crate) fn parse_op(
    p: &mut Parser<'_>,
    written: &str,
    op: &grammar::RegisteredOp,
) -> PResult<Option<OpId>> {
    let Some(compiled) = &op.format else {
        return Ok(None);
    };
    match &**compiled {
        Ok(format) => read::parse_op(p, op, format).map(Some),
        Err(e) => Err(ParseError::new(
            p.tok.start,
            format!("custom op '{written}' has an assembly format this reader cannot use: {e}"),
        )),
    }
}

/// The attribute holding the group sizes of an operation's operand groups
/// (`VariadicOfVariadic<.., "case_operand_segments">`): the syntax does not name it, so it is
/// the one dense array attribute the format does not write, when the operation has
/// operand groups.
pub(crate) fn group_segments_attr(syntax: &OpSyntax, used: &[usize]) -> Option<usize> {
    if !syntax
        .operands
        .iter()
        .any(|d| d.arity == Arity::VariadicOfVariadic)
    {
        return None;
    }
    let mut found = syntax.attributes.iter().enumerate().filter(|(i, d)| {
        !used.contains(i) && matches!(d.syntax, crate::ir::AttrSyntax::DenseArray { .. })
    });
    let (i, _) = found.next()?;
    found.next().is_none().then_some(i)
}

/// The ranges of values (or successors) each declaration stands for.
pub(crate) type Ranges = SmallVec<[Range<usize>; 4]>;

/// The operands, results and successors of an operation, by declaration.
pub(crate) struct Segments {
    pub(crate) operands: Ranges,
    pub(crate) results: Ranges,
    pub(crate) successors: Ranges,
}

/// The ranges of `op`'s operands, results and successors that each declaration of
/// `syntax` stands for (from the segment sizes attribute when the operation has one);
/// `None` when they do not add up.
pub(crate) fn segments(ir: &Ir, op: OpId, syntax: &OpSyntax) -> Option<Segments> {
    let sizes = |trait_: Traits, name: &str| -> Option<SmallVec<[usize; 4]>> {
        if !ir.has_trait(op, trait_) {
            return None;
        }
        let a = ir.attr(op, ir.ctx.lookup_symbol(name)?)?;
        match ir.ctx.attr_kind(a) {
            AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            } => Some(v.iter().map(|&x| x as u32 as usize).collect()),
            _ => None,
        }
    };
    let operands = split(
        &syntax.operands,
        ir.num_operands(op),
        sizes(Traits::ATTR_SIZED_OPERAND_SEGMENTS, "operandSegmentSizes"),
    )?;
    let results = split(
        &syntax.results,
        ir.num_results(op),
        sizes(Traits::ATTR_SIZED_RESULT_SEGMENTS, "resultSegmentSizes"),
    )?;
    let successors = split(&syntax.successors, ir.successors(op).len(), None)?;
    Some(Segments {
        operands,
        results,
        successors,
    })
}

/// `total` values split among `decls`: by `sizes` if given, else one each for the single
/// ones and the rest, in equal parts, to the others.
pub(crate) fn split(
    decls: &[ArgDecl],
    total: usize,
    sizes: Option<SmallVec<[usize; 4]>>,
) -> Option<Ranges> {
    let counts: SmallVec<[usize; 4]> = match sizes {
        Some(s) if s.len() == decls.len() => s,
        _ => {
            // Several groups without sizes share the rest equally (MLIR's
            // `SameVariadicOperandSize`, `SameVariadicResultSize`).
            let fixed = decls.iter().filter(|d| d.arity == Arity::Single).count();
            let open = decls.len() - fixed;
            if total < fixed || (open == 0 && total != fixed) {
                return None;
            }
            if open > 1 && (total - fixed) % open != 0 {
                return None;
            }
            let each = (total - fixed) / open.max(1);
            decls
                .iter()
                .map(|d| match d.arity {
                    Arity::Single => 1,
                    _ => each,
                })
                .collect()
        }
    };
    let mut out = Ranges::with_capacity(counts.len());
    let mut at = 0usize;
    for c in counts {
        out.push(at..at.checked_add(c)?);
        at += c;
    }
    (at == total).then_some(out)
}

#[cfg(test)]
mod tests;
