//! Printing attributes: builtin attributes as MLIR spells them (numbers, strings, dense
//! elements, arrays, dictionaries, symbol references), affine maps and sets by alias.

use std::fmt::Write as _;

use super::{dense_len, escaped_string, is_bare_identifier, Printer};
use crate::ir::float;
use crate::ir::{AttrKind, Attribute, DenseData, Signedness, Symbol, Type, TypeKind, DYNAMIC};

impl Printer<'_> {
    // ----- attributes -----

    pub(super) fn attr(&mut self, a: Attribute) {
        self.attr_elide(a, false)
    }

    /// Prints an attribute; with `may_elide` (array elements, memory spaces) an `i64` integer
    /// or `f64` float is printed without its type, as MLIR does.
    pub(super) fn attr_elide(&mut self, a: Attribute, may_elide: bool) {
        // As for types: an attribute prints the same text every time (floats take a while).
        if !self.inline_aliases {
            if let Some(text) = self.attr_text.get(&(a, may_elide)) {
                self.out.push_str(text);
                return;
            }
        }
        let start = self.out.len();
        self.attr_elide_uncached(a, may_elide);
        if !self.inline_aliases && self.out.len() - start <= super::MAX_CACHED_TEXT {
            self.attr_text
                .insert((a, may_elide), self.out[start..].into());
        }
    }

    fn attr_elide_uncached(&mut self, a: Attribute, may_elide: bool) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, bits } => self.integer_attr(*ty, *bits, may_elide),
            AttrKind::Float { ty, bits } => self.float_attr(*ty, *bits, may_elide),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::String { value, ty } => {
                escaped_string(value, &mut self.out);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.ty(*t);
                }
            }
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_elide(e, true);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                for (i, &(k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.key(k);
                    if !matches!(ctx.attr_kind(v), AttrKind::Unit) {
                        self.out.push_str(" = ");
                        self.attr(v);
                    }
                }
                self.out.push('}');
            }
            AttrKind::Type(t) => self.ty(*t),
            AttrKind::SymbolRef { root, nested } => {
                self.symbol_ref(*root);
                for &n in nested.iter() {
                    self.out.push_str("::");
                    self.symbol_ref(n);
                }
            }
            AttrKind::DenseElements { ty, data } => {
                self.out.push_str("dense<");
                let (shape, elem) = match ctx.type_kind(*ty) {
                    TypeKind::RankedTensor { shape, element, .. }
                    | TypeKind::Vector { shape, element, .. } => (shape.as_ref(), *element),
                    _ => (&[][..], *ty),
                };
                self.dense_body(shape, elem, data);
                self.out.push_str("> : ");
                self.ty(*ty);
            }
            AttrKind::DenseArray { element, data } => {
                self.out.push_str("array<");
                self.ty(*element);
                let n = dense_len(data);
                if n > 0 {
                    self.out.push_str(": ");
                    for i in 0..n {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.dense_elem(*element, data, i);
                    }
                }
                self.out.push('>');
            }
            AttrKind::Strided { strides, offset } => self.strided(strides, *offset),
            AttrKind::AffineMap(text) | AttrKind::IntegerSet(text) => self.map_or_set(a, text),
            AttrKind::Opaque { text, ty } => {
                self.out.push_str(text);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.ty(*t);
                }
            }
        }
    }

    /// An integer attribute (`i1` as `true`/`false`), its type elided as [`Self::attr_elide`] says.
    fn integer_attr(&mut self, ty: Type, bits: u128, may_elide: bool) {
        let ctx = self.ctx;
        if let TypeKind::Integer { width: 1, .. } = ctx.type_kind(ty) {
            self.out.push_str(if bits != 0 { "true" } else { "false" });
            return;
        }
        self.int_value(ty, bits);
        let i64_ty = matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless
            }
        );
        if !(may_elide && i64_ty) {
            self.out.push_str(" : ");
            self.ty(ty);
        }
    }

    /// A float attribute, its type elided as [`Self::attr_elide`] says.
    fn float_attr(&mut self, ty: Type, bits: u128, may_elide: bool) {
        let ctx = self.ctx;
        if let TypeKind::Float(k) = ctx.type_kind(ty) {
            float::format(*k, bits, &mut self.out);
        }
        let f64_ty = matches!(
            ctx.type_kind(ty),
            TypeKind::Float(crate::ir::FloatKind::F64)
        );
        if !(may_elide && f64_ty) {
            self.out.push_str(" : ");
            self.ty(ty);
        }
    }

    /// `strided<[strides], offset: n>`.
    fn strided(&mut self, strides: &[i64], offset: i64) {
        self.out.push_str("strided<[");
        for (i, &s) in strides.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.stride(s);
        }
        self.out.push(']');
        if offset != 0 {
            self.out.push_str(", offset: ");
            self.stride(offset);
        }
        self.out.push('>');
    }

    /// An affine map or integer set: inline when aliases are, else its `#mapN` / `#setN`
    /// alias (numbered in order of first use).
    fn map_or_set(&mut self, a: Attribute, text: &str) {
        let ctx = self.ctx;
        if self.inline_aliases {
            self.out.push_str(text);
            return;
        }
        let is_map = matches!(ctx.attr_kind(a), AttrKind::AffineMap(_));
        let next = if is_map {
            self.maps.len()
        } else {
            self.sets.len()
        };
        let (_, n) = *self.aliases.entry(a).or_insert((is_map, next));
        if n == next {
            if is_map {
                self.maps.push(a);
            } else {
                self.sets.push(a);
            }
        }
        let prefix = if is_map { "#map" } else { "#set" };
        if n == 0 {
            self.out.push_str(prefix);
        } else {
            let _ = write!(self.out, "{prefix}{n}");
        }
    }

    fn stride(&mut self, s: i64) {
        if s == DYNAMIC {
            self.out.push('?');
        } else {
            let _ = write!(self.out, "{s}");
        }
    }

    pub(super) fn key(&mut self, k: Symbol) {
        let name = self.ctx.str(k);
        if is_bare_identifier(name) {
            self.out.push_str(name);
        } else {
            escaped_string(name.as_bytes(), &mut self.out);
        }
    }

    fn symbol_ref(&mut self, s: Symbol) {
        self.out.push('@');
        let name = self.ctx.str(s);
        if is_bare_identifier(name) {
            self.out.push_str(name);
        } else {
            escaped_string(name.as_bytes(), &mut self.out);
        }
    }

    /// An integer of type `ty` from its bits: signless and signed types print the signed
    /// value, unsigned types the unsigned value.
    fn int_value(&mut self, ty: Type, bits: u128) {
        let (width, sign) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signless),
        };
        if width == 1 {
            self.out.push_str(if bits != 0 { "true" } else { "false" });
            return;
        }
        if sign == Signedness::Unsigned {
            let _ = write!(self.out, "{bits}");
        } else if width == 0 {
            // `i0` and `si0` hold only 0 (a shift by 128 would overflow).
            self.out.push('0');
        } else if width >= 128 {
            let _ = write!(self.out, "{}", bits as i128);
        } else {
            let shift = 128 - width;
            let v = ((bits << shift) as i128) >> shift;
            let _ = write!(self.out, "{v}");
        }
    }

    fn dense_elem(&mut self, elem: Type, data: &DenseData, i: usize) {
        match data {
            DenseData::Ints(v) => self.int_value(elem, v[i]),
            DenseData::Floats(v) => {
                if let TypeKind::Float(k) = self.ctx.type_kind(elem) {
                    float::format(*k, v[i], &mut self.out);
                }
            }
            DenseData::ComplexInts(v) | DenseData::ComplexFloats(v) => {
                let inner = match self.ctx.type_kind(elem) {
                    TypeKind::Complex(t) => *t,
                    _ => elem,
                };
                self.out.push('(');
                for k in 0..2 {
                    if k > 0 {
                        self.out.push(',');
                    }
                    match (data, self.ctx.type_kind(inner)) {
                        (DenseData::ComplexFloats(_), TypeKind::Float(fk)) => {
                            float::format(*fk, v[2 * i + k], &mut self.out)
                        }
                        _ => self.int_value(inner, v[2 * i + k]),
                    }
                }
                self.out.push(')');
            }
            DenseData::Strings(v) => escaped_string(&v[i], &mut self.out),
            DenseData::Hex(h) => {
                self.out.push('"');
                self.out.push_str(h);
                self.out.push('"');
            }
        }
    }

    fn dense_body(&mut self, shape: &[i64], elem: Type, data: &DenseData) {
        if let DenseData::Hex(_) = data {
            self.dense_elem(elem, data, 0);
            return;
        }
        let n = dense_len(data);
        if n == 0 {
            return;
        }
        if matches!(self.ctx.type_kind(elem), TypeKind::Integer { width: 0, .. }) {
            // MLIR never prints `i0` elements as a splat (they have no storage to compare):
            // every element, as nested lists. The reader bounds their number.
            let numel = shape
                .iter()
                .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?));
            self.dense_nested(shape, elem, None, numel.unwrap_or(0));
            return;
        }
        if n == 1 {
            self.dense_elem(elem, data, 0);
            return;
        }
        self.dense_nested(shape, elem, Some(data), n);
    }

    /// The `n` elements as nested lists of `shape`, in row-major order. Iterative (an
    /// odometer over the dimensions): the rank of a shape is only limited by the input
    /// (`dense<"0x...">` of `tensor<1x1x...x2xi32>`).
    /// Without `data`, every element is `0` (`i0`).
    fn dense_nested(&mut self, shape: &[i64], elem: Type, data: Option<&DenseData>, n: usize) {
        let dims: Vec<usize> = shape
            .iter()
            .map(|&d| usize::try_from(d).unwrap_or(0))
            .collect();
        if dims.contains(&0) {
            // No elements: `[]` nested down to the first empty dimension.
            let k = dims.iter().position(|&d| d == 0).unwrap_or(0) + 1;
            self.out.push_str(&"[".repeat(k));
            self.out.push_str(&"]".repeat(k));
            return;
        }
        let mut index = vec![0usize; dims.len()];
        self.out.push_str(&"[".repeat(dims.len()));
        for i in 0..n {
            if i > 0 {
                // Advance the odometer: dimensions that wrap close and reopen their list.
                let mut wrapped = 0;
                for (k, &d) in dims.iter().enumerate().rev() {
                    index[k] += 1;
                    if index[k] < d {
                        break;
                    }
                    index[k] = 0;
                    wrapped += 1;
                }
                if wrapped == dims.len() {
                    break; // More data than the shape holds.
                }
                self.out.push_str(&"]".repeat(wrapped));
                self.out.push_str(", ");
                self.out.push_str(&"[".repeat(wrapped));
            }
            match data {
                Some(data) => self.dense_elem(elem, data, i),
                None => self.out.push('0'),
            }
        }
        self.out.push_str(&"]".repeat(dims.len()));
    }
}
