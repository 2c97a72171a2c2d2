//! Additions to the printer API of `custom` for the hand-written printers of the core
//! dialects (MLIR's `OpAsmPrinter`): value lists from slices, arrow type lists, symbol
//! names, argument attribute dictionaries, attribute dictionaries with elided names, regions
//! by their two usual flags, and the generic form for an operation its printer cannot
//! print.

use super::{escaped_string, is_bare_identifier, Printer, RegionFlags};
use crate::ir::{AttrKind, Attribute, Ir, OpId, RegionId, Type, TypeKind, Value};

impl Printer<'_> {
    /// Prints the names of `values`, separated by `, `.
    pub(crate) fn print_values(&mut self, ir: &Ir, values: &[Value]) {
        self.print_operands(ir, values.iter().copied());
    }

    /// Prints `types`, separated by `, `.
    pub(crate) fn print_type_list(&mut self, types: &[Type]) {
        self.print_types(types.iter().copied());
    }

    /// ` -> T`, or ` -> (T, U)` when there is not exactly one type or it is a function type
    /// (MLIR's `printArrowTypeList`).
    pub(crate) fn print_arrow_type_list(&mut self, types: &[Type]) {
        self.write(" -> ");
        let wrapped =
            types.len() != 1 || matches!(self.ctx.type_kind(types[0]), TypeKind::Function { .. });
        if wrapped {
            self.write("(");
        }
        self.print_type_list(types);
        if wrapped {
            self.write(")");
        }
    }

    /// [`Printer::print_arrow_type_list`] unless `types` is empty.
    pub(crate) fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.print_arrow_type_list(types);
        }
    }

    /// `@name`, quoted when it is not a bare identifier (MLIR's `printSymbolName`).
    pub(crate) fn print_symbol_name(&mut self, name: &[u8]) {
        if name.is_empty() {
            self.write("@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.write("@");
        match std::str::from_utf8(name) {
            Ok(s) if is_bare_identifier(s) => self.write(s),
            _ => escaped_string(name, &mut self.out),
        }
    }

    /// ` {...}` of the entries of dictionary `dict`, nothing when it is empty (argument and
    /// result attributes).
    pub(crate) fn print_dict_entries(&mut self, dict: Attribute) {
        if let AttrKind::Dictionary(e) = self.ctx.attr_kind(dict) {
            let mut entries = e.to_vec();
            entries.sort_by(|a, b| self.ctx.str(a.0).cmp(self.ctx.str(b.0)));
            self.print_attr_entries(&entries, false);
        }
    }

    /// ` {...}`: the attributes of `op` but `elided`, nothing when there are none (MLIR's
    /// `printOptionalAttrDict`).
    pub(crate) fn print_optional_attr_dict(&mut self, ir: &Ir, op: OpId, elided: &[&str]) {
        self.print_attr_dict(ir, op, elided, false);
    }

    /// ` attributes {...}` (MLIR's `printOptionalAttrDictWithKeyword`).
    pub(crate) fn print_optional_attr_dict_with_keyword(
        &mut self,
        ir: &Ir,
        op: OpId,
        elided: &[&str],
    ) {
        self.print_attr_dict(ir, op, elided, true);
    }

    /// Prints `region` of an operation printed at `indent`, as MLIR's
    /// `printRegion(region, entry_args, terminators)`.
    pub(crate) fn print_region_with(
        &mut self,
        ir: &Ir,
        region: RegionId,
        indent: usize,
        entry_args: bool,
        terminators: bool,
    ) {
        let flags = RegionFlags {
            entry_args,
            terminators,
            empty_block: false,
        };
        self.print_region(ir, region, indent, flags);
    }

    /// For a hand-written printer that finds `op` malformed (a rewrite broke what its
    /// syntax needs): replaces the operation name just printed with the whole generic form,
    /// as MLIR prints an operation that does not verify.
    pub(crate) fn print_generic_fallback(&mut self, ir: &Ir, op: OpId, indent: usize) {
        let name = ir.op_name_str(op);
        let short = name.split_once('.').map_or(name, |(_, rest)| rest);
        if self.out.ends_with(name) {
            self.out.truncate(self.out.len() - name.len());
        } else if self.out.ends_with(short) {
            self.out.truncate(self.out.len() - short.len());
        }
        self.generic_op_body(ir, op, indent);
    }
}
