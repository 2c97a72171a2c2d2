//! Work on parts of an IR elsewhere (another thread), and the results brought back.
//!
//! A [`Context`] only grows: each identifier, type and attribute keeps its index for the
//! context's life. A [`fork`](Context::fork) is a copy that goes on growing on its own;
//! everything the two had in common keeps its index in both, so handles taken from the
//! original are valid in the fork. [`Context::absorb`] interns into the original what a
//! fork added after it was made, and gives the [`Remap`] from the fork's handles to the
//! original's.
//!
//! [`Ir::copy_op_from`] copies an operation, with everything nested in it, from one IR into
//! another whose context is the source's fork or origin, through a [`Remap`]
//! ([`Remap::identity`] when the context is a fork of the source's: the copy out; the remap
//! of [`Context::absorb`]: the copy back). The copy is exact: properties and discardable
//! attributes as they are (no definition rule runs again), source offsets, block arguments,
//! successors, and the order of everything.

use super::attributes::AttrKind;
use super::context::Context;
use super::handles::{Attribute, BlockId, OpId, Symbol, Type, Value};
use super::operation::OpData;
use super::types::TypeKind;
use super::Ir;

/// How many identifiers, types and attributes a context held when it was forked: handles
/// below these counts mean the same in the fork and in the original.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForkPoint {
    symbols: u32,
    types: u32,
    attrs: u32,
}

/// Handles of a forked context translated to the original's (see [`Context::absorb`]).
#[derive(Clone, Debug)]
pub struct Remap {
    at: ForkPoint,
    symbols: Vec<Symbol>,
    types: Vec<Type>,
    attrs: Vec<Attribute>,
}

impl Remap {
    /// The remap between contexts that have nothing apart: every handle to itself (copying
    /// from a context into its own fork).
    pub fn identity() -> Remap {
        Remap {
            at: ForkPoint {
                symbols: u32::MAX,
                types: u32::MAX,
                attrs: u32::MAX,
            },
            symbols: Vec::new(),
            types: Vec::new(),
            attrs: Vec::new(),
        }
    }

    /// The original's handle of a fork's identifier.
    pub fn symbol(&self, s: Symbol) -> Symbol {
        if s.0 < self.at.symbols {
            s
        } else {
            self.symbols[(s.0 - self.at.symbols) as usize]
        }
    }

    /// The original's handle of a fork's type.
    pub fn ty(&self, t: Type) -> Type {
        if t.0 < self.at.types {
            t
        } else {
            self.types[(t.0 - self.at.types) as usize]
        }
    }

    /// The original's handle of a fork's attribute.
    pub fn attr(&self, a: Attribute) -> Attribute {
        if a.0 < self.at.attrs {
            a
        } else {
            self.attrs[(a.0 - self.at.attrs) as usize]
        }
    }

    fn opt_attr(&self, a: Option<Attribute>) -> Option<Attribute> {
        a.map(|a| self.attr(a))
    }

    fn types(&self, ts: &[Type]) -> Box<[Type]> {
        ts.iter().map(|&t| self.ty(t)).collect()
    }

    /// A fork's type structure with its handles translated.
    fn type_kind(&self, kind: &TypeKind) -> TypeKind {
        match kind {
            TypeKind::Complex(t) => TypeKind::Complex(self.ty(*t)),
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => TypeKind::RankedTensor {
                shape: shape.clone(),
                element: self.ty(*element),
                encoding: self.opt_attr(*encoding),
            },
            TypeKind::UnrankedTensor(t) => TypeKind::UnrankedTensor(self.ty(*t)),
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                shape: shape.clone(),
                element: self.ty(*element),
                layout: self.opt_attr(*layout),
                memory_space: self.opt_attr(*memory_space),
            },
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => TypeKind::UnrankedMemRef {
                element: self.ty(*element),
                memory_space: self.opt_attr(*memory_space),
            },
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element: self.ty(*element),
            },
            TypeKind::Tuple(ts) => TypeKind::Tuple(self.types(ts)),
            TypeKind::Function { inputs, results } => TypeKind::Function {
                inputs: self.types(inputs),
                results: self.types(results),
            },
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::None
            | TypeKind::Opaque(_) => kind.clone(),
        }
    }

    /// A fork's attribute structure with its handles translated.
    fn attr_kind(&self, kind: &AttrKind) -> AttrKind {
        match kind {
            AttrKind::Integer { ty, bits } => AttrKind::Integer {
                ty: self.ty(*ty),
                bits: *bits,
            },
            AttrKind::Float { ty, bits } => AttrKind::Float {
                ty: self.ty(*ty),
                bits: *bits,
            },
            AttrKind::String { value, ty } => AttrKind::String {
                value: value.clone(),
                ty: ty.map(|t| self.ty(t)),
            },
            AttrKind::Array(items) => {
                AttrKind::Array(items.iter().map(|&a| self.attr(a)).collect())
            }
            AttrKind::Dictionary(entries) => AttrKind::Dictionary(
                entries
                    .iter()
                    .map(|&(k, v)| (self.symbol(k), self.attr(v)))
                    .collect(),
            ),
            AttrKind::Type(t) => AttrKind::Type(self.ty(*t)),
            AttrKind::SymbolRef { root, nested } => AttrKind::SymbolRef {
                root: self.symbol(*root),
                nested: nested.iter().map(|&s| self.symbol(s)).collect(),
            },
            AttrKind::DenseElements { ty, data } => AttrKind::DenseElements {
                ty: self.ty(*ty),
                data: data.clone(),
            },
            AttrKind::DenseArray { element, data } => AttrKind::DenseArray {
                element: self.ty(*element),
                data: data.clone(),
            },
            AttrKind::Opaque { text, ty } => AttrKind::Opaque {
                text: text.clone(),
                ty: ty.map(|t| self.ty(t)),
            },
            AttrKind::Bool(_)
            | AttrKind::Unit
            | AttrKind::Strided { .. }
            | AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_) => kind.clone(),
        }
    }
}

impl Context {
    /// A copy of this context that goes on growing on its own, and the point it was taken
    /// at (for [`absorb`](Self::absorb)). What was interned before the context's last
    /// freeze is shared with the fork, not copied.
    pub fn fork(&self) -> (Context, ForkPoint) {
        (self.copy_for_fork(), self.fork_point())
    }

    /// How much this context holds now.
    pub fn fork_point(&self) -> ForkPoint {
        let (symbols, types, attrs) = self.counts();
        ForkPoint {
            symbols: symbols as u32,
            types: types as u32,
            attrs: attrs as u32,
        }
    }

    /// Interns here what `fork` added after `at` (its [`fork`](Self::fork) point of this
    /// context), and returns the translation of the fork's handles to this context's.
    /// Several forks of one point can be absorbed one after the other: what this context
    /// gained since `at` does not change the handles below it.
    pub fn absorb(&mut self, fork: &Context, at: ForkPoint) -> Remap {
        let (symbols, types, attrs) = fork.counts();
        let mut remap = Remap {
            at,
            symbols: Vec::with_capacity(symbols.saturating_sub(at.symbols as usize)),
            types: Vec::with_capacity(types.saturating_sub(at.types as usize)),
            attrs: Vec::with_capacity(attrs.saturating_sub(at.attrs as usize)),
        };
        for s in at.symbols as usize..symbols {
            let name = fork.str(Symbol(s as u32));
            remap.symbols.push(self.symbol(name));
        }
        // A type or an attribute only refers to handles interned before it, and types and
        // attributes refer to each other: both tables are walked together, each entry after
        // what it refers to.
        let (mut t, mut a) = (at.types as usize, at.attrs as usize);
        while t < types || a < attrs {
            // Translate every type whose handles are all translated, then every attribute.
            let mut progressed = false;
            while t < types && self.can_remap_type(fork.type_kind(Type(t as u32)), &remap) {
                let kind = remap.type_kind(fork.type_kind(Type(t as u32)));
                remap.types.push(self.intern_type(kind));
                t += 1;
                progressed = true;
            }
            while a < attrs && self.can_remap_attr(fork.attr_kind(Attribute(a as u32)), &remap) {
                let kind = remap.attr_kind(fork.attr_kind(Attribute(a as u32)));
                remap.attrs.push(self.intern_attr(kind));
                a += 1;
                progressed = true;
            }
            if !progressed {
                // Cannot happen for tables built by interning; stop rather than loop.
                break;
            }
        }
        remap
    }

    /// Whether every handle in `kind` is translated already.
    fn can_remap_type(&self, kind: &TypeKind, remap: &Remap) -> bool {
        let t_ok = |t: &Type| {
            t.0 < remap.at.types || ((t.0 - remap.at.types) as usize) < remap.types.len()
        };
        let a_ok = |a: &Option<Attribute>| {
            a.is_none_or(|a| {
                a.0 < remap.at.attrs || ((a.0 - remap.at.attrs) as usize) < remap.attrs.len()
            })
        };
        match kind {
            TypeKind::Complex(t) | TypeKind::UnrankedTensor(t) => t_ok(t),
            TypeKind::RankedTensor {
                element, encoding, ..
            } => t_ok(element) && a_ok(encoding),
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => t_ok(element) && a_ok(layout) && a_ok(memory_space),
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => t_ok(element) && a_ok(memory_space),
            TypeKind::Vector { element, .. } => t_ok(element),
            TypeKind::Tuple(ts) => ts.iter().all(t_ok),
            TypeKind::Function { inputs, results } => {
                inputs.iter().all(t_ok) && results.iter().all(t_ok)
            }
            _ => true,
        }
    }

    /// Whether every handle in `kind` is translated already.
    fn can_remap_attr(&self, kind: &AttrKind, remap: &Remap) -> bool {
        let t_ok = |t: &Type| {
            t.0 < remap.at.types || ((t.0 - remap.at.types) as usize) < remap.types.len()
        };
        let a_ok = |a: &Attribute| {
            a.0 < remap.at.attrs || ((a.0 - remap.at.attrs) as usize) < remap.attrs.len()
        };
        match kind {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::Type(ty)
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseArray { element: ty, .. } => t_ok(ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => {
                ty.as_ref().is_none_or(t_ok)
            }
            AttrKind::Array(items) => items.iter().all(a_ok),
            AttrKind::Dictionary(entries) => entries.iter().all(|(_, v)| a_ok(v)),
            _ => true,
        }
    }
}

impl Ir {
    /// Copies `op` of `src`, with everything nested in it, to the end of `block` of this IR,
    /// translating `src`'s context handles through `remap` (see the module's documentation).
    /// `op`'s operands and successors must be defined inside `op` (an isolated-from-above
    /// operation's are). Returns the copy.
    pub fn copy_op_from(&mut self, src: &Ir, op: OpId, remap: &Remap, block: BlockId) -> OpId {
        self.copy_ops_from(src, &[op], remap, block)[0]
    }

    /// [`copy_op_from`](Self::copy_op_from) for several operations, in order, with one
    /// translation table for all (none may use what another defines).
    pub fn copy_ops_from(
        &mut self,
        src: &Ir,
        ops: &[OpId],
        remap: &Remap,
        block: BlockId,
    ) -> Vec<OpId> {
        let mut copier = Copier::default();
        let mut copies = Vec::with_capacity(ops.len());
        for &op in ops {
            let copy = self.copy_one(src, op, remap, &mut copier);
            self.patch_later(&mut copier);
            self.append_op(block, copy);
            copies.push(copy);
        }
        copies
    }

    /// Replaces the regions' contents of `op` by copies of those of `from` in `src` (an
    /// operation with as many regions, e.g. `op` copied out, then rewritten elsewhere):
    /// `op` keeps its handle, its attributes and its place. `op` must be isolated from
    /// above, so that nothing outside its regions uses what they define. Many operations
    /// at once, on several threads: [`replace_regions_in_parallel`](Self::replace_regions_in_parallel).
    pub fn replace_regions_from(&mut self, op: OpId, src: &Ir, from: OpId, remap: &Remap) {
        let mut copier = Copier::default();
        for i in 0..self.num_regions(op) {
            let region = self.region(op, i);
            self.discard_blocks(region);
        }
        for (i, r) in src.regions(from).enumerate().take(self.num_regions(op)) {
            let into = self.region(op, i);
            self.copy_region(src, r, into, remap, &mut copier);
        }
        self.patch_later(&mut copier);
    }

    /// Erases the contents of `region` of an isolated-from-above operation at once: every
    /// operation in it is marked erased and loses its operands without use-list updates
    /// (every use of what the region defines is inside it, and nothing inside uses a value
    /// from outside).
    pub(crate) fn discard_blocks(&mut self, region: super::RegionId) {
        let blocks = self.take_blocks(region);
        let mut stack: Vec<OpId> = Vec::new();
        for b in blocks {
            self.blocks[b.0 as usize].parent = super::NONE;
            stack.extend(self.block_ops(b));
        }
        while let Some(o) = stack.pop() {
            for r in 0..self.num_regions(o) {
                let r = self.region(o, r);
                for &b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
            self.ops[o.0 as usize].operands.clear();
            self.links[o.0 as usize].erased = true;
        }
    }

    /// Takes the blocks out of `region`, which then looks empty; they keep their contents
    /// and come back with [`put_back_blocks`](Self::put_back_blocks).
    pub(crate) fn take_blocks(&mut self, region: super::RegionId) -> Vec<BlockId> {
        std::mem::take(&mut self.regions[region.0 as usize].blocks)
    }

    /// Puts blocks taken by [`take_blocks`](Self::take_blocks) back into `region`.
    pub(crate) fn put_back_blocks(&mut self, region: super::RegionId, blocks: Vec<BlockId>) {
        self.regions[region.0 as usize].blocks = blocks;
    }

    /// Operands that used a value before its definition was copied get the copy.
    fn patch_later(&mut self, copier: &mut Copier) {
        for (user, i, v) in std::mem::take(&mut copier.later) {
            if let Some(to) = copier.values.get(v.0) {
                let to = Value(to);
                self.set_operand(user, i, to);
            }
        }
    }

    fn copy_one(&mut self, src: &Ir, op: OpId, remap: &Remap, c: &mut Copier) -> OpId {
        // Built in place (no `OperationState`, no definition rule runs): the copy is exact,
        // and this is the payload's serial part of the parallel drivers.
        let id = OpId(self.ops.len() as u32);
        let mut operands: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
        for (i, v) in src.operands(op).enumerate() {
            match c.values.get(v.0) {
                Some(to) => operands.push(Value(to)),
                None => {
                    // Defined further on (or outside `op`, which the caller rules out):
                    // a stand-in until the copy of its definition exists.
                    let stand_in = *c.stand_in.get_or_insert_with(|| {
                        let none = self.ctx.intern_type(TypeKind::None);
                        let b = self.create_block(&[none]);
                        self.block_args(b)[0]
                    });
                    operands.push(stand_in);
                    c.later.push((id, i, v));
                }
            }
        }
        let first_result = self.values.len() as u32;
        let num_results = src.num_results(op);
        for (i, v) in src.results(op).enumerate() {
            let copy = self.new_value(remap.ty(src.value_type(v)), id.0, i as u32);
            c.values.insert(v.0, copy.0);
        }
        let mut data = OpData::new(
            first_result,
            num_results as u32,
            remap.attr(src.attributes(op)),
        );
        let num_regions = src.num_regions(op);
        if num_regions > 0 {
            data.set_regions((0..num_regions).map(|_| self.create_region(id)).collect());
        }
        // Successors are blocks of an enclosing region: made (empty) before the ops that
        // branch to them, when their region is copied.
        let successors = src.successors(op);
        if !successors.is_empty() {
            data.set_successors(
                successors
                    .iter()
                    .map(|b| c.blocks.get(b.0).map_or(*b, BlockId))
                    .collect(),
            );
        }
        data.loc = src.op_loc(op).unwrap_or(super::NONE);
        data.set_props(src.properties(op).map(|p| remap.attr(p)));
        self.put_op_record(id, remap.symbol(src.op_name(op)), data);
        self.push_operands(id, &operands);
        for (i, region) in src.regions(op).enumerate() {
            let into = self.region(id, i);
            self.copy_region(src, region, into, remap, c);
        }
        id
    }

    /// Copies the blocks of `region` of `src` to the end of `into`.
    fn copy_region(
        &mut self,
        src: &Ir,
        region: super::RegionId,
        into: super::RegionId,
        remap: &Remap,
        c: &mut Copier,
    ) {
        let src_blocks = src.region_blocks(region);
        // Every block first (with its arguments), so that branches forward find theirs.
        for &b in src_blocks {
            let types: Vec<Type> = src
                .block_args(b)
                .iter()
                .map(|&a| remap.ty(src.value_type(a)))
                .collect();
            let nb = self.create_block(&types);
            for (&from, &to) in src.block_args(b).iter().zip(self.block_args(nb)) {
                c.values.insert(from.0, to.0);
            }
            c.blocks.insert(b.0, nb.0);
            self.append_block(into, nb);
        }
        for &b in src_blocks {
            let nb = BlockId(c.blocks.get(b.0).unwrap_or(super::NONE));
            for inner in src.block_ops(b) {
                let copied = self.copy_one(src, inner, remap, c);
                self.append_op(nb, copied);
            }
        }
    }
}

/// The state of one [`Ir::copy_op_from`].
#[derive(Default)]
struct Copier {
    /// The copies of the source's values.
    values: Dense,
    /// The copies of the source's blocks.
    blocks: Dense,
    /// Operands that used a value before its definition was copied: (copy, index, source
    /// value).
    later: Vec<(OpId, usize, Value)>,
    /// The value such operands hold meanwhile (an argument of a block in no region).
    stand_in: Option<Value>,
}

/// A table from the source's handles (indices) to the copy's, grown as needed.
#[derive(Default)]
struct Dense {
    /// The first handle the table covers.
    base: u32,
    to: Vec<u32>,
}

impl Dense {
    fn get(&self, from: u32) -> Option<u32> {
        let i = from.checked_sub(self.base)? as usize;
        self.to.get(i).copied().filter(|&to| to != super::NONE)
    }

    /// Records `from -> to`. The table spans the handles met, from the lowest: copying one
    /// function out of a large IR costs the function's size, not the IR's.
    fn insert(&mut self, from: u32, to: u32) {
        if self.to.is_empty() {
            self.base = from;
        } else if from < self.base {
            let grow = (self.base - from) as usize;
            self.to.splice(0..0, std::iter::repeat_n(super::NONE, grow));
            self.base = from;
        }
        let i = (from - self.base) as usize;
        if i >= self.to.len() {
            self.to.resize((i + 1).max(self.to.len() * 2), super::NONE);
        }
        self.to[i] = to;
    }
}
