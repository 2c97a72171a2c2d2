//! Printing an operation with its declarative format, with the spacing of the printers
//! MLIR's `OpFormatGen` generates: a space before an element unless the previous literal
//! was an opening bracket or the element is punctuation that hugs its left, `` to glue,
//! ` ` to force a space.

use std::ops::Range;

use super::grammar::{Anchor, CustomArg, Elem, Format, TypeArg};
use smallvec::SmallVec;

use super::{segments, Segments};
use crate::ir::{AttrKind, AttrSyntax, Attribute, DenseData, Ir, OpId, OpSyntax, Traits, Type};
use crate::text::{print_attribute, Printer, RegionFlags};

/// The printing state: the operation, its groups of operands and results, the flags of
/// `OpFormatGen`'s printer.
struct FormatPrinter<'a, 'p, 'c> {
    p: &'p mut Printer<'c>,
    ir: &'a Ir,
    op: OpId,
    indent: usize,
    syntax: &'a OpSyntax,
    format: &'a Format,
    segs: Segments,
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// Prints `op` (its name printed) with `format`; false when it cannot (the caller prints
/// the generic form).
pub(super) fn print_op(
    p: &mut Printer<'_>,
    ir: &Ir,
    op: OpId,
    indent: usize,
    syntax: &OpSyntax,
    format: &Format,
) -> bool {
    let Some(segs) = segments(ir, op, syntax) else {
        return false;
    };
    let mut fp = FormatPrinter {
        p,
        ir,
        op,
        indent,
        syntax,
        format,
        segs,
        should_emit_space: true,
        last_was_punctuation: false,
    };
    fp.elems(&format.elems).is_some()
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

impl<'a> FormatPrinter<'a, '_, '_> {
    fn elems(&mut self, elems: &[Elem]) -> Option<()> {
        for e in elems {
            self.elem(e, None)?;
        }
        Some(())
    }

    fn attr(&self, i: usize) -> Option<Attribute> {
        let decl = self.syntax.attributes.get(i)?;
        let sym = self.ir.ctx.lookup_symbol(&decl.name)?;
        self.ir.attr(self.op, sym)
    }

    fn is_default(&self, i: usize, a: Attribute) -> bool {
        let Some(default) = self
            .syntax
            .attributes
            .get(i)
            .and_then(|d| d.default.as_deref())
        else {
            return false;
        };
        print_attribute(&self.ir.ctx, a) == default
    }

    fn present(&self, anchor: &Anchor) -> bool {
        match *anchor {
            Anchor::Operand(i) => !self.segs.operands[i].is_empty(),
            Anchor::Result(i) => !self.segs.results[i].is_empty(),
            Anchor::Attr(i) => self.attr(i).is_some_and(|a| !self.is_default(i, a)),
            Anchor::Region(i) => self
                .ir
                .regions(self.op)
                .nth(i)
                .is_some_and(|r| !self.ir.region_blocks(r).is_empty()),
            Anchor::Successor(i) => !self.segs.successors[i].is_empty(),
        }
    }

    fn elem(&mut self, e: &Elem, elided: Option<&Anchor>) -> Option<()> {
        match e {
            Elem::Literal(v) => {
                if self.should_emit_space && space_before(v, self.last_was_punctuation) {
                    self.p.write(" ");
                }
                self.p.write(v);
                let c = v.as_bytes()[0];
                self.should_emit_space = v.len() != 1 || !b"<({[".contains(&c);
                self.last_was_punctuation = c != b'_' && !c.is_ascii_alphabetic();
                return Some(());
            }
            Elem::Space(nonempty) => {
                if *nonempty {
                    self.p.write(" ");
                }
                self.last_was_punctuation = !nonempty;
                self.should_emit_space = false;
                return Some(());
            }
            Elem::Newline => {
                self.p.newline(self.indent);
                return Some(());
            }
            Elem::Optional { then, els, anchor } => {
                let unit_anchor = match anchor {
                    Anchor::Attr(i) => {
                        matches!(self.syntax.attributes[*i].syntax, AttrSyntax::Unit)
                            && then.first() != Some(&Elem::Attr(*i, false))
                            && els.first() != Some(&Elem::Attr(*i, false))
                    }
                    _ => false,
                };
                let skip = unit_anchor.then_some(anchor);
                let list = if self.present(anchor) { then } else { els };
                for child in list {
                    self.elem(child, skip)?;
                }
                return Some(());
            }
            Elem::AttrDict(keyword) => {
                let names = self.elided_names();
                self.p.print_attr_dict(self.ir, self.op, &names, *keyword);
                self.last_was_punctuation = false;
                return Some(());
            }
            Elem::Attr(i, _) if elided == Some(&Anchor::Attr(*i)) => return Some(()),
            Elem::PropDict => return None,
            _ => {}
        }
        if self.should_emit_space || !self.last_was_punctuation {
            self.p.write(" ");
        }
        self.last_was_punctuation = false;
        self.should_emit_space = true;
        self.variable(e)
    }

    fn values(&self, r: &Range<usize>) -> Vec<crate::ir::Value> {
        r.clone().map(|k| self.ir.operand(self.op, k)).collect()
    }

    fn types(&self, arg: TypeArg) -> Vec<Type> {
        let ir = self.ir;
        match arg {
            TypeArg::Operand(i) => self.segs.operands[i]
                .clone()
                .map(|k| ir.value_type(ir.operand(self.op, k)))
                .collect(),
            TypeArg::Result(i) => self.segs.results[i]
                .clone()
                .map(|k| ir.value_type(ir.result(self.op, k)))
                .collect(),
            TypeArg::Operands => ir.operands(self.op).map(|v| ir.value_type(v)).collect(),
            TypeArg::Results => ir.results(self.op).map(|v| ir.value_type(v)).collect(),
        }
    }

    fn variable(&mut self, e: &Elem) -> Option<()> {
        let ir = self.ir;
        match e {
            Elem::Operand(i) => {
                let vals = self.values(&self.segs.operands[*i].clone());
                self.p.print_operands(ir, vals);
            }
            Elem::Operands => self.p.print_operands(ir, ir.operands(self.op)),
            Elem::Attr(i, qualified) => {
                let a = self.attr(*i)?;
                self.attribute(*i, a, *qualified)?;
            }
            Elem::Type(arg) => {
                let types = self.types(*arg);
                self.p.print_types(types);
            }
            Elem::FunctionalType(a, b) => {
                let (inputs, results) = (self.types(*a), self.types(*b));
                self.p.print_functional_type(&inputs, &results);
            }
            Elem::Region(i) => {
                let r = ir.regions(self.op).nth(*i)?;
                self.region(r);
            }
            Elem::Regions => {
                let regions: Vec<_> = ir.regions(self.op).collect();
                for (k, r) in regions.into_iter().enumerate() {
                    if k > 0 {
                        self.p.write(", ");
                    }
                    self.region(r);
                }
            }
            Elem::Successor(i) => {
                let succ = ir.successors(self.op);
                for (k, idx) in self.segs.successors[*i].clone().enumerate() {
                    if k > 0 {
                        self.p.write(", ");
                    }
                    self.p.print_block_name(*succ.get(idx)?);
                }
            }
            Elem::Successors => {
                for (k, &b) in ir.successors(self.op).iter().enumerate() {
                    if k > 0 {
                        self.p.write(", ");
                    }
                    self.p.print_block_name(b);
                }
            }
            Elem::Custom(name, args) if &**name == "SwitchOpCases" => self.switch_cases(args)?,
            Elem::Custom(name, args) if &**name == "SwitchCases" => self.index_cases(args)?,
            Elem::Custom(name, args) if &**name == "DynamicIndexList" => {
                self.dynamic_index_list(args)?
            }
            _ => return None,
        }
        Some(())
    }

    /// `custom<SwitchOpCases>` (MLIR's `printSwitchOpCases`): `  default: ^bb(..)`, then
    /// `,` and a new line before each `  value: ^bb(..)` (the value as an unsigned number
    /// of the flag's width), and a new line after the last case.
    fn switch_cases(&mut self, args: &[CustomArg]) -> Option<()> {
        let [_, CustomArg::Successor(ds), CustomArg::Operand(dops), _, CustomArg::Attr(cv), CustomArg::Successor(cs), CustomArg::Operand(cops), _] =
            args
        else {
            return None;
        };
        let ir = self.ir;
        let succ = ir.successors(self.op);
        self.p.write("  default: ");
        let default = *succ.get(self.segs.successors[*ds].start)?;
        let operands = self.values(&self.segs.operands[*dops].clone());
        self.p.print_successor(ir, default, &operands);
        let Some(values) = self.attr(*cv) else {
            return Some(());
        };
        let AttrKind::DenseElements {
            data: DenseData::Ints(bits),
            ..
        } = ir.ctx.attr_kind(values)
        else {
            return None;
        };
        let dests = self.segs.successors[*cs].clone();
        let groups = self.group_sizes(dests.len())?;
        let mut next = self.segs.operands[*cops].start;
        for (k, idx) in dests.enumerate() {
            let v = if bits.len() == 1 {
                bits[0]
            } else {
                *bits.get(k)?
            };
            self.p.write(",");
            self.p.newline(self.indent);
            self.p.write(&format!("  {v}: "));
            let operands = self.values(&(next..next + groups[k]));
            next += groups[k];
            self.p.print_successor(ir, *succ.get(idx)?, &operands);
        }
        self.p.newline(self.indent);
        Some(())
    }

    /// `custom<SwitchCases>($cases, $caseRegions)` (`scf.index_switch`, MLIR's
    /// `printSwitchCases`): for each case, a new line, `case VALUE ` and its region without
    /// entry block arguments.
    fn index_cases(&mut self, args: &[CustomArg]) -> Option<()> {
        let [CustomArg::Attr(cv), CustomArg::Region(cr)] = args else {
            return None;
        };
        let ir = self.ir;
        let values: Vec<i64> = match self.attr(*cv).map(|a| ir.ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            }) => v.iter().map(|&b| b as u64 as i64).collect(),
            None => Vec::new(),
            _ => return None,
        };
        let regions: Vec<_> = ir.regions(self.op).collect();
        let range = super::split(&self.syntax.regions, regions.len(), None)?
            .get(*cr)?
            .clone();
        if range.len() != values.len() {
            return None;
        }
        let flags = RegionFlags {
            entry_args: false,
            terminators: true,
            empty_block: false,
        };
        for (v, k) in values.iter().zip(range) {
            self.p.newline(self.indent);
            self.p.write(&format!("case {v} "));
            self.p.print_region(ir, regions[k], self.indent, flags);
        }
        Some(())
    }

    /// `custom<DynamicIndexList>($values, $static_values)` (MLIR's
    /// `printDynamicIndexList`): `[` the static values, each dynamic one (`i64::MIN`) being
    /// the next value, `]`.
    fn dynamic_index_list(&mut self, args: &[CustomArg]) -> Option<()> {
        let [CustomArg::Operand(vals), CustomArg::Attr(ints)] = args else {
            return None;
        };
        let values = self.values(&self.segs.operands[*vals].clone());
        let integers: Vec<i64> = match self.attr(*ints).map(|a| self.ir.ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            }) => v.iter().map(|&b| b as u64 as i64).collect(),
            None => Vec::new(),
            _ => return None,
        };
        self.p.write("[");
        let mut next = values.iter();
        for (k, &x) in integers.iter().enumerate() {
            if k > 0 {
                self.p.write(", ");
            }
            if x == i64::MIN {
                self.p.print_value(self.ir, *next.next()?);
            } else {
                self.p.write(&x.to_string());
            }
        }
        self.p.write("]");
        Some(())
    }

    /// The group sizes of the operation's operand groups (`VariadicOfVariadic`), from its
    /// segment attribute ([`super::group_segments_attr`]); `n` groups expected.
    fn group_sizes(&self, n: usize) -> Option<Vec<usize>> {
        let i = super::group_segments_attr(self.syntax, &self.format.used_attrs)?;
        let a = self.attr(i)?;
        let AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } = self.ir.ctx.attr_kind(a)
        else {
            return None;
        };
        (v.len() == n).then(|| v.iter().map(|&x| x as u32 as usize).collect())
    }

    fn region(&mut self, r: crate::ir::RegionId) {
        // With an implicit terminator, it is printed only if it says more than its name
        // (OpFormatGen's region printer).
        let terminators = self.syntax.implicit_terminator.is_none()
            || self.ir.region_blocks(r).first().is_none_or(|&b| {
                self.ir.last_op(b).is_none_or(|t| {
                    self.ir.num_operands(t) > 0
                        || self.ir.num_results(t) > 0
                        || !matches!(
                            self.ir.ctx.attr_kind(self.ir.attributes(t)),
                            AttrKind::Dictionary(d) if d.is_empty()
                        )
                })
            });
        let flags = RegionFlags {
            entry_args: true,
            terminators,
            empty_block: false,
        };
        self.p.print_region(self.ir, r, self.indent, flags);
    }

    /// Prints attribute `a` of declaration `i` as the format writes it.
    fn attribute(&mut self, i: usize, a: Attribute, qualified: bool) -> Option<()> {
        let ctx = &self.ir.ctx;
        if qualified {
            self.p.print_attribute(a);
            return Some(());
        }
        match &self.syntax.attributes[i].syntax {
            AttrSyntax::Any | AttrSyntax::SymbolRef | AttrSyntax::Type | AttrSyntax::Unit => {
                self.p.print_attribute(a)
            }
            AttrSyntax::Str | AttrSyntax::Typed(_) => self.p.print_attribute_without_type(a),
            AttrSyntax::SymbolName => {
                let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
                    return None;
                };
                let name = std::str::from_utf8(value).ok()?;
                self.p.write("@");
                if crate::text::printer::is_bare_identifier(name) {
                    self.p.write(name);
                } else {
                    let mut s = String::new();
                    crate::text::printer::escaped_string(value, &mut s);
                    self.p.write(&s);
                }
            }
            AttrSyntax::IntEnum { cases, .. } => {
                let AttrKind::Integer { bits, .. } = ctx.attr_kind(a) else {
                    return None;
                };
                let v = *bits as i64;
                let (kw, _) = cases.iter().find(|(_, c)| *c == v)?;
                self.p.write(kw);
            }
            AttrSyntax::Stripped { name } => {
                let text = print_attribute(ctx, a);
                let body = text.strip_prefix('#')?.strip_prefix(&**name)?;
                self.p.write(body);
            }
            AttrSyntax::DenseArray { .. } => {
                let text = print_attribute(ctx, a);
                let body = text.strip_prefix("array<")?.strip_suffix('>')?;
                match body.split_once(": ") {
                    Some((_, elems)) => {
                        self.p.write("[");
                        self.p.write(elems);
                        self.p.write("]");
                    }
                    None => self.p.write("[]"),
                }
            }
        }
        Some(())
    }

    /// The attributes `attr-dict` leaves out: those the format writes, the segment sizes
    /// when operands are written by group, those equal to their default.
    fn elided_names(&self) -> SmallVec<[&'a str; 4]> {
        let mut out: SmallVec<[&'a str; 4]> = self
            .format
            .used_attrs
            .iter()
            .map(|&i| &*self.syntax.attributes[i].name)
            .collect();
        if !self.format.all_operands
            && self
                .ir
                .has_trait(self.op, Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        {
            out.push("operandSegmentSizes");
        }
        if self
            .ir
            .has_trait(self.op, Traits::ATTR_SIZED_RESULT_SEGMENTS)
        {
            out.push("resultSegmentSizes");
        }
        if let Some(i) = super::group_segments_attr(self.syntax, &self.format.used_attrs) {
            out.push(&self.syntax.attributes[i].name);
        }
        let syntax = self.syntax;
        for (i, d) in syntax.attributes.iter().enumerate() {
            if d.default.is_some() && self.attr(i).is_some_and(|a| self.is_default(i, a)) {
                out.push(&d.name);
            }
        }
        out
    }
}
