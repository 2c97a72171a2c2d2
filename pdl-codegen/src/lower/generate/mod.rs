//! From the matcher tree to the matcher program, and each pattern's rewrite to its rewriter
//! function (MLIR's `PatternLowering` in `PDLToPDLInterp.cpp`).
//!
//! The matcher is generated depth first, failure edge before the node itself (so that an
//! upward traversal tries every user before giving up), with the values of positions
//! computed where first needed and reused in the blocks they dominate. Blocks are created in
//! MLIR's order, so the program reads (and prints) as MLIR's does.
//!
//! This module holds the generator's state and its block and value helpers; `matcher`
//! generates the matcher function, `rewriter` the rewriter functions.

mod matcher;
mod rewriter;

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context};

use super::position::{Answer, PosId, Position, PredicateStore};
use super::predicate::PatternPredicates;
use super::tree::MatcherTree;
use super::LowerOptions;
use crate::diag::Diagnostic;
use crate::model::Kind;
use crate::model::Pattern;
use crate::program::{Block, BlockId, Function, Op, PatternInfo, Program, Region, RegionId, Val};

/// A map from positions to values with nested scopes (MLIR's `ScopedHashTable`).
#[derive(Default)]
struct ScopedValues {
    map: FxHashMap<PosId, Val>,
    /// Per scope, what each insertion replaced.
    undo: Vec<Vec<(PosId, Option<Val>)>>,
}

impl ScopedValues {
    fn push(&mut self) {
        self.undo.push(Vec::new());
    }

    fn pop(&mut self) {
        for (k, old) in self.undo.pop().unwrap_or_default().into_iter().rev() {
            match old {
                Some(v) => self.map.insert(k, v),
                None => self.map.remove(&k),
            };
        }
    }

    fn insert(&mut self, k: PosId, v: Val) {
        let old = self.map.insert(k, v);
        if let Some(scope) = self.undo.last_mut() {
            scope.push((k, old));
        }
    }

    fn get(&self, k: PosId) -> Option<Val> {
        self.map.get(&k).copied()
    }
}

/// The generator: the program built so far and the state of the walk over the tree.
struct Gen<'a> {
    store: &'a PredicateStore,
    tree: &'a MatcherTree,
    patterns: &'a [Pattern],
    preds: &'a [PatternPredicates],
    /// The registered operations (result-type inference of created operations).
    options: &'a LowerOptions,
    prog: Program,
    values: ScopedValues,
    failure_stack: Vec<BlockId>,
    /// Operation values whose locations a match records (MLIR's `SetVector`).
    loc_ops: Vec<Val>,
    /// The rewriter function of each pattern generated so far, with the positions it takes.
    rewriters_of: FxHashMap<usize, (usize, Vec<PosId>)>,
    /// The region of each block, by block index.
    region_of: Vec<RegionId>,
    error: Option<Diagnostic>,
}

/// Generates the program of a pattern set from its matcher tree.
pub fn generate(
    ctx: Context,
    store: &PredicateStore,
    tree: &MatcherTree,
    patterns: &[Pattern],
    preds: &[PatternPredicates],
    options: &LowerOptions,
) -> Result<Program, Diagnostic> {
    let mut g = Gen {
        store,
        tree,
        patterns,
        preds,
        options,
        prog: Program {
            ctx,
            types: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            matcher: Function {
                name: "matcher".into(),
                body: RegionId(0),
            },
            rewriters: Vec::new(),
            patterns: patterns
                .iter()
                .map(|p| PatternInfo {
                    name: p.name.clone(),
                    benefit: p.benefit,
                    span: p.spans.pattern,
                    rewriter: usize::MAX,
                })
                .collect(),
        },
        values: ScopedValues::default(),
        failure_stack: Vec::new(),
        loc_ops: Vec::new(),
        rewriters_of: FxHashMap::default(),
        region_of: Vec::new(),
        error: None,
    };
    let body = g.new_region();
    g.prog.matcher.body = body;
    let entry = g.new_block(body);
    let root_arg = g.new_val(Kind::Operation);
    g.prog.blocks[entry.0 as usize].args.push(root_arg);
    g.values.push();
    let root_pos = root_position(store);
    if let Some(root_pos) = root_pos {
        g.values.insert(root_pos, root_arg);
    }
    if let Some(root) = tree.root {
        let first = g.matcher(root, body, None);
        // Merge the first generated block into the entry block.
        let ops = std::mem::take(&mut g.prog.blocks[first.0 as usize].ops);
        g.prog.blocks[entry.0 as usize].ops.extend(ops);
        g.remove_block(first);
    }
    g.values.pop();
    if let Some(e) = g.error {
        return Err(e);
    }
    Ok(g.prog)
}

/// The position of the root operation, if any pattern has one.
fn root_position(store: &PredicateStore) -> Option<PosId> {
    store.lookup(&Position::Operation {
        parent: None,
        depth: 0,
    })
}

impl Gen<'_> {
    fn new_val(&mut self, t: Kind) -> Val {
        self.prog.types.push(t);
        Val(self.prog.types.len() as u32 - 1)
    }

    fn new_region(&mut self) -> RegionId {
        self.prog.regions.push(Region::default());
        RegionId(self.prog.regions.len() as u32 - 1)
    }

    fn alloc_block(&mut self, region: RegionId) -> BlockId {
        self.prog.blocks.push(Block::default());
        let b = BlockId(self.prog.blocks.len() as u32 - 1);
        self.region_of.push(region);
        b
    }

    /// A new block at the end of `region`.
    fn new_block(&mut self, region: RegionId) -> BlockId {
        let b = self.alloc_block(region);
        self.prog.regions[region.0 as usize].blocks.push(b);
        b
    }

    /// A new block just before `before` in its region.
    fn new_block_before(&mut self, before: BlockId) -> BlockId {
        let region = self.region_of[before.0 as usize];
        let b = self.alloc_block(region);
        let blocks = &mut self.prog.regions[region.0 as usize].blocks;
        let at = blocks
            .iter()
            .position(|&x| x == before)
            .unwrap_or(blocks.len());
        blocks.insert(at, b);
        b
    }

    fn remove_block(&mut self, b: BlockId) {
        let region = self.region_of[b.0 as usize];
        self.prog.regions[region.0 as usize]
            .blocks
            .retain(|&x| x != b);
    }

    fn emit(&mut self, block: BlockId, op: Op) {
        self.prog.blocks[block.0 as usize].ops.push(op);
    }

    /// Emits the operation `make(result)` defining a new value of type `ty` at the end of
    /// `block`; returns the value.
    fn def(&mut self, block: BlockId, ty: Kind, make: impl FnOnce(Val) -> Op) -> Val {
        let r = self.new_val(ty);
        self.emit(block, make(r));
        r
    }

    fn top_failure(&self) -> BlockId {
        self.failure_stack.last().copied().unwrap_or(BlockId(0))
    }

    fn fail(&mut self, d: Diagnostic) {
        if self.error.is_none() {
            self.error = Some(d);
        }
    }
}

/// An answer that is a number (a count), else 0.
fn answer_u32(a: &Answer) -> u32 {
    match a {
        Answer::Unsigned(n) => *n,
        _ => 0,
    }
}

/// An answer that is an attribute or a type, else the unit attribute.
fn answer_attr(ctx: &mut Context, a: &Answer) -> Attribute {
    match a {
        Answer::Attribute(x) | Answer::Type(x) => *x,
        _ => ctx.intern_attr(AttrKind::Unit),
    }
}
