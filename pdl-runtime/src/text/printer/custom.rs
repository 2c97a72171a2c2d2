//! Printing operations in custom form: the dispatch to an operation's hand-written printer
//! or to the declarative format engine, and the printer API they use (MLIR's
//! `OpAsmPrinter`): value names, operand lists, types, attributes, attribute dictionaries
//! with elided names, regions with flags, successors, new lines.

// The API serves the hand-written printers of the dialect modules and the format engine;
// not every part of it has a user in every build.
#![allow(dead_code)]

use std::sync::Arc;

use super::{Printer, RegionFlags};
use crate::ir::{AttrKind, Attribute, BlockId, Ir, OpId, OpSyntax, RegionId, Symbol, Type, Value};

impl Printer<'_> {
    /// Prints `op` after its result names in custom form: its name (without the default
    /// dialect's prefix), then what its syntax prints. Returns false, having printed
    /// nothing, when the syntax cannot print it (a format this printer cannot print): the
    /// caller prints the generic form instead.
    pub(super) fn custom_op(
        &mut self,
        ir: &Ir,
        op: OpId,
        indent: usize,
        syntax: &Arc<OpSyntax>,
    ) -> bool {
        let start = self.out.len();
        let name = ir.op_name_str(op);
        let dialect = self.default_dialects.last().map_or("", |d| &**d);
        let short = name
            .strip_prefix(dialect)
            .and_then(|rest| rest.strip_prefix('.'))
            .filter(|rest| !dialect.is_empty() && !rest.contains('.'));
        self.out.push_str(short.unwrap_or(name));
        if let Some(hw) = syntax.hand_written {
            (hw.print)(self, ir, op, indent);
            return true;
        }
        if crate::text::format::print_op(self, ir, op, indent, syntax) {
            return true;
        }
        self.out.truncate(start);
        false
    }

    // ----- the API of custom printers -----

    /// Appends `s` as is.
    pub(crate) fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// The text printed so far (of the operation being printed, among others).
    pub(crate) fn text(&self) -> &str {
        &self.out
    }

    /// Prints a new line, then `indent` spaces.
    pub(crate) fn newline(&mut self, indent: usize) {
        self.out.push('\n');
        self.indent(indent);
    }

    /// Prints the name of value `v` (`%0`, `%c0_i32`, `%arg0`, `%5#1`).
    pub(crate) fn print_value(&mut self, ir: &Ir, v: Value) {
        self.value(ir, v);
    }

    /// Prints values separated by `, `.
    pub(crate) fn print_operands(&mut self, ir: &Ir, values: impl IntoIterator<Item = Value>) {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(ir, v);
        }
    }

    /// Prints a type.
    pub(crate) fn print_type(&mut self, ty: Type) {
        self.ty(ty);
    }

    /// Prints types separated by `, `.
    pub(crate) fn print_types(&mut self, types: impl IntoIterator<Item = Type>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// Prints `(inputs) -> results` (MLIR's `printFunctionalType`: one result that is not
    /// a function type without parentheses).
    pub(crate) fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs.iter().copied());
        self.out.push_str(") -> ");
        self.results(results);
    }

    /// Prints an attribute in full.
    pub(crate) fn print_attribute(&mut self, a: Attribute) {
        self.attr(a);
    }

    /// Prints an attribute without its type where MLIR's `printAttributeWithoutType` does
    /// (integers, floats, strings, elements).
    pub(crate) fn print_attribute_without_type(&mut self, a: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, bits } if self.is_i1(*ty) => {
                self.out
                    .push_str(if *bits & 1 == 1 { "true" } else { "false" });
            }
            AttrKind::Integer { .. } | AttrKind::Float { .. } => {
                let start = self.out.len();
                self.attr(a);
                strip_type_suffix(&mut self.out, start);
            }
            AttrKind::String { value, .. } => super::escaped_string(value, &mut self.out),
            AttrKind::DenseElements { .. } => {
                let start = self.out.len();
                self.attr(a);
                strip_type_suffix(&mut self.out, start);
            }
            _ => self.attr(a),
        }
    }

    fn is_i1(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            crate::ir::TypeKind::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless
            }
        )
    }

    /// The attribute dictionary of `op` as MLIR's custom printers see it: its properties
    /// and its discardable attributes, sorted by name.
    pub(crate) fn op_attr_entries(&self, ir: &Ir, op: OpId) -> Vec<(Symbol, Attribute)> {
        let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
        for d in ir.properties(op).into_iter().chain([ir.attributes(op)]) {
            if let AttrKind::Dictionary(e) = self.ctx.attr_kind(d) {
                entries.extend(e.iter().copied());
            }
        }
        entries.sort_by(|a, b| self.ctx.str(a.0).cmp(self.ctx.str(b.0)));
        entries.dedup_by_key(|e| e.0);
        entries
    }

    /// Prints ` {name = value, ...}` with the attributes of `op` (properties included) but
    /// those named in `elided`, or nothing when none is left (MLIR's
    /// `printOptionalAttrDict`); with `keyword`, ` attributes {...}`
    /// (`printOptionalAttrDictWithKeyword`).
    pub(crate) fn print_attr_dict(&mut self, ir: &Ir, op: OpId, elided: &[&str], keyword: bool) {
        let entries: Vec<(Symbol, Attribute)> = self
            .op_attr_entries(ir, op)
            .into_iter()
            .filter(|(k, _)| !elided.contains(&self.ctx.str(*k)))
            .collect();
        self.print_attr_entries(&entries, keyword);
    }

    /// Prints ` {entries}` (` attributes {entries}` with `keyword`), nothing when empty.
    pub(crate) fn print_attr_entries(&mut self, entries: &[(Symbol, Attribute)], keyword: bool) {
        if entries.is_empty() {
            return;
        }
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        for (i, &(k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.key(k);
            if !matches!(self.ctx.attr_kind(v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.attr(v);
            }
        }
        self.out.push('}');
    }

    /// Prints region `r` of an operation printed at `indent` (MLIR's `printRegion`), with
    /// the default dialect of the operation's syntax.
    pub(crate) fn print_region(&mut self, ir: &Ir, r: RegionId, indent: usize, flags: RegionFlags) {
        let dialect = ir
            .region_parent(r)
            .and_then(|o| ir.op_def(o))
            .and_then(|d| d.syntax.as_ref())
            .and_then(|s| s.default_dialect.clone());
        self.region(ir, r, indent, flags, dialect.as_deref());
    }

    /// Prints a block's name (`^bb1`).
    pub(crate) fn print_block_name(&mut self, b: BlockId) {
        self.block_name(b);
    }

    /// Prints a successor with the operands it forwards: `^bb1`, or `^bb1(%0, %1 : i32, f32)`
    /// (MLIR's `printSuccessorAndUseList`).
    pub(crate) fn print_successor(&mut self, ir: &Ir, b: BlockId, operands: &[Value]) {
        self.block_name(b);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(ir, operands.iter().copied());
        self.out.push_str(" : ");
        self.print_types(operands.iter().map(|&v| ir.value_type(v)));
        self.out.push(')');
    }
}

/// Removes a trailing ` : type` printed since `start` (outside brackets and strings).
fn strip_type_suffix(out: &mut String, start: usize) {
    let text = &out.as_bytes()[start..];
    let (mut depth, mut in_str, mut cut) = (0i32, false, None);
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
        } else {
            match c {
                b'"' => in_str = true,
                b'<' | b'[' | b'(' | b'{' => depth += 1,
                b'>' | b']' | b')' | b'}' => depth -= 1,
                b' ' if depth == 0 && text[i..].starts_with(b" : ") => {
                    cut = Some(i);
                    break;
                }
                _ => {}
            }
        }
        i += 1;
    }
    if let Some(c) = cut {
        out.truncate(start + c);
    }
}

#[cfg(test)]
mod tests;
