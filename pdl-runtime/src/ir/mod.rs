//! The payload IR: MLIR's model of operations, values, blocks and regions.
//!
//! An [`Ir`] owns a [`Context`] (interned names, uniqued types and attributes) and arenas of
//! operations, blocks, regions and values, named by small copyable handles ([`OpId`],
//! [`BlockId`], [`RegionId`], [`Value`]). Every value keeps its uses in MLIR's order (most
//! recent first), so going from a value to its users costs O(users).

mod access_impl;
mod attributes;
mod block;
mod block_merge;
mod builder;
mod context;
mod dominance;
pub(crate) mod float;
mod fold;
mod fork;
mod handles;
mod opdef;
mod operation;
mod recycle;
mod region_simplify;
mod relocate;
mod source_map;
mod syntax;
mod types;
mod verify;
mod verify_types;

pub use access_impl::IrUsers;
pub use attributes::{AttrKind, DenseData};
pub use builder::OperationState;
pub use context::Context;
pub use fork::{ForkPoint, Remap};
pub use handles::{Attribute, BlockId, OpId, RegionId, Symbol, Type, Value};
pub use opdef::{
    DialectDef, FoldFn, Folded, InferTypesFn, MaterializeFn, MemoryEffects, OpDef, OpFoldResult,
    PropKind, Property, Registry, SuccessorOperands, SuccessorOperandsFn, Traits,
};
pub use operation::{Use, Uses};
pub use relocate::RegionsFrom;
pub(crate) use relocate::{BodySlots, Staging};
pub use syntax::{
    ArgDecl, Arity, AttrDecl, AttrSyntax, HandWritten, OpSyntax, ResultNamesFn, TypeRelation,
    TypeTransform,
};
pub use types::{FloatKind, Signedness, TypeKind, DYNAMIC};
pub use verify::VerifyError;

pub(crate) use block::{BlockData, RegionData};
pub(crate) use operation::{OpData, OpLinks, ValueData};

/// Marks an absent handle in the arenas.
pub(crate) const NONE: u32 = u32::MAX;

/// What defines a value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(OpId, u32),
    /// Argument `index` of a block.
    BlockArg(BlockId, u32),
}

/// A payload IR: a context plus the operations, blocks, regions and values it owns.
///
/// ```
/// use pdl_runtime::ir::{Ir, OperationState, TypeKind};
/// let mut ir = Ir::new();
/// let i32t = ir.ctx.intern_type(TypeKind::int(32));
/// let block = ir.root_block();
/// let state = OperationState::new(&mut ir.ctx, "test.const").results(&[i32t]);
/// let c = ir.create_op(state);
/// ir.append_op(block, c);
/// let v = ir.result(c, 0);
/// let state = OperationState::new(&mut ir.ctx, "test.use").operands(&[v]);
/// let user = ir.create_op(state);
/// ir.append_op(block, user);
/// assert_eq!(ir.users(v).map(|u| u.op).collect::<Vec<_>>(), vec![user]);
/// assert!(ir.verify().is_ok());
/// ```
#[derive(Debug)]
pub struct Ir {
    /// Interned names, types and attributes.
    pub ctx: Context,
    pub(crate) ops: Vec<OpData>,
    /// What walks read of each operation, by the same index as `ops`.
    pub(crate) links: Vec<OpLinks>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) root: OpId,
    /// The file the IR was read from, when the reader was told its name.
    pub(crate) source: Option<source_map::SourceMap>,
    /// Records of erased operations (and their results) that operations created later may
    /// take ([`Ir::recycle`]).
    pub(crate) free: recycle::FreeSlots,
}

/// A copy keeps the room the original's arenas have for more operations and values (what
/// the text reader reserved from the source's size, or what growing left): rewriting the
/// copy grows its arenas (a copy of every record) no sooner than rewriting the original
/// would.
impl Clone for Ir {
    fn clone(&self) -> Self {
        fn with_room<T: Clone>(v: &Vec<T>) -> Vec<T> {
            let mut out = Vec::with_capacity(v.capacity());
            out.extend_from_slice(v);
            out
        }
        Ir {
            ctx: self.ctx.clone(),
            ops: with_room(&self.ops),
            links: with_room(&self.links),
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: with_room(&self.values),
            root: self.root,
            source: self.source.clone(),
            free: self.free.clone(),
        }
    }
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    /// An IR holding one empty top-level `builtin.module` (one region, one empty block).
    pub fn new() -> Self {
        Self::with_context(Context::new())
    }

    /// Like [`Ir::new`], with a given context.
    pub fn with_context(ctx: Context) -> Self {
        let mut ir = Ir {
            ctx,
            ops: Vec::new(),
            links: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            root: OpId(0),
            source: None,
            free: recycle::FreeSlots::default(),
        };
        ir.start_module();
        ir
    }

    /// Empties the IR back to one empty top-level module, keeping its context, its source
    /// and the room its arenas have (the parallel drivers copy many parts in turn into one
    /// IR: each part's run then allocates nothing the one before had grown).
    pub(crate) fn clear(&mut self) {
        self.ops.clear();
        self.links.clear();
        self.blocks.clear();
        self.regions.clear();
        self.values.clear();
        self.free = recycle::FreeSlots::default();
        self.start_module();
    }

    /// The top-level module of an IR with empty arenas.
    fn start_module(&mut self) {
        let state = OperationState::new(&mut self.ctx, "builtin.module").regions(1);
        let root = self.create_op(state);
        let region = self.region(root, 0);
        let block = self.create_block(&[]);
        self.append_block(region, block);
        self.root = root;
    }

    /// The top-level operation (a `builtin.module`).
    pub fn root(&self) -> OpId {
        self.root
    }

    /// Makes `op` (a detached operation) the top-level operation.
    pub fn set_root(&mut self, op: OpId) {
        self.root = op;
    }

    /// The first block of the top-level operation's first region.
    ///
    /// The top-level op always has one, unless a user removed it; then this creates it.
    pub fn root_block(&mut self) -> BlockId {
        let root = self.root;
        if self.num_regions(root) == 0 {
            // A root without regions cannot hold ops: that is a caller's error, but stay total.
            return BlockId(NONE);
        }
        let region = self.region(root, 0);
        match self.first_block(region) {
            Some(b) => b,
            None => {
                let b = self.create_block(&[]);
                self.append_block(region, b);
                b
            }
        }
    }

    /// Reserves room for `ops` more operations and `values` more values, so that building a
    /// payload of a known size does not grow (and copy) the arenas step by step. The text
    /// reader calls it with an estimate from the source's size.
    pub fn reserve(&mut self, ops: usize, values: usize) {
        self.ops.reserve(ops);
        self.links.reserve(ops);
        self.values.reserve(values);
    }

    /// Number of operation records in the arena, live or erased (erased records are taken
    /// again by new operations once [recycled](Ir::recycle)), for memory statistics.
    pub fn num_op_records(&self) -> usize {
        self.ops.len()
    }

    /// Number of value records in the arena (results and block arguments, live or not), for
    /// memory statistics.
    pub fn num_value_records(&self) -> usize {
        self.values.len()
    }

    /// Number of live operations (not erased), for statistics.
    pub fn num_live_ops(&self) -> usize {
        self.links.iter().filter(|l| !l.erased).count()
    }

    /// Approximate heap bytes held by the arenas (for memory statistics).
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let op_extra: usize = self.ops.iter().map(OpData::extra_heap_bytes).sum();
        self.ops.capacity() * size_of::<OpData>()
            + self.links.capacity() * size_of::<OpLinks>()
            + self.blocks.capacity() * size_of::<BlockData>()
            + self.regions.capacity() * size_of::<RegionData>()
            + self.values.capacity() * size_of::<ValueData>()
            + op_extra
    }
}
