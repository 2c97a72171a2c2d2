//! Printing types: builtin types structurally, as MLIR spells them, dialect types as
//! written.

use std::fmt::Write as _;

use super::{is_identity_layout, Printer};
use crate::ir::{AttrKind, Attribute, Signedness, Type, TypeKind, DYNAMIC};

impl Printer<'_> {
    // ----- types -----

    pub(super) fn results(&mut self, results: &[Type]) {
        let single_plain = results.len() == 1
            && !matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if single_plain {
            self.ty(results[0]);
        } else {
            self.out.push('(');
            self.type_list(results);
            self.out.push(')');
        }
    }

    fn type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    fn dims(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i) == Some(&true));
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    pub(super) fn ty(&mut self, ty: Type) {
        // A type prints the same text every time (an affine map's alias is numbered at its
        // first use), so short texts are printed once and copied after.
        if !self.inline_aliases {
            if let Some(text) = self.type_text.get(&ty) {
                self.out.push_str(text);
                return;
            }
        }
        let start = self.out.len();
        self.ty_uncached(ty);
        if !self.inline_aliases && self.out.len() - start <= super::MAX_CACHED_TEXT {
            self.type_text.insert(ty, self.out[start..].into());
        }
    }

    fn ty_uncached(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.type_list(elems);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                self.results(results);
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.dims(shape, None);
                self.ty(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor(e) => {
                self.out.push_str("tensor<*x");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.dims(shape, None);
                self.ty(*element);
                if let Some(l) = layout {
                    if !is_identity_layout(ctx, *l, shape.len()) {
                        self.out.push_str(", ");
                        self.attr(*l);
                    }
                }
                if let Some(m) = memory_space {
                    self.memory_space(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.ty(*element);
                if let Some(m) = memory_space {
                    self.memory_space(*m);
                }
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                self.dims(shape, Some(scalable));
                self.ty(*element);
                self.out.push('>');
            }
            TypeKind::Opaque(text) => self.out.push_str(text),
        }
    }

    /// A memref memory space: an `i64` integer prints without its type; `0` is the default
    /// and is not printed at all.
    fn memory_space(&mut self, m: Attribute) {
        if let AttrKind::Integer { ty, bits: 0 } = self.ctx.attr_kind(m) {
            if matches!(
                self.ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            ) {
                return;
            }
        }
        self.out.push_str(", ");
        self.attr_elide(m, true);
    }
}
