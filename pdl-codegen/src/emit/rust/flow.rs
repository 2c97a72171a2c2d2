//! The control-flow facts the Rust back end lays a region out by: reverse post-order,
//! predecessor counts and the dominator tree of each region of the matcher program, taken
//! from the program's one control-flow analysis ([`RegionCfg`]).
//!
//! Only facts, no tokens: [`layout`](super::layout) decides from them where each block's
//! code goes.

use std::collections::HashMap;

use crate::program::cfg::RegionCfg;
use crate::program::{BlockId, Program, RegionId};

/// Control flow of one region, keyed by block: reverse post-order, predecessors, dominator
/// tree (from the program's one analysis, [`RegionCfg`]).
pub(super) struct RegionFlow {
    /// Position of each reachable block in reverse post-order.
    pub(super) rpo: HashMap<BlockId, usize>,
    /// Number of predecessor edges of each block.
    pub(super) preds: HashMap<BlockId, usize>,
    /// Children of each block in the dominator tree, in reverse post-order.
    pub(super) children: HashMap<BlockId, Vec<BlockId>>,
    cfg: RegionCfg,
}

impl RegionFlow {
    /// Whether `a` dominates `b` (both in this region).
    pub(super) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.cfg.position(a), self.cfg.position(b)) {
            (Some(a), Some(b)) => self.cfg.dominates(a, b),
            _ => false,
        }
    }

    /// Whether `b` is reached from several places (its code then follows a labelled block).
    pub(super) fn is_merge(&self, b: BlockId) -> bool {
        self.preds.get(&b).copied().unwrap_or(0) >= 2
    }
}

/// The control-flow facts of region `r` of `prog`.
pub(super) fn region_flow(prog: &Program, r: RegionId) -> RegionFlow {
    let cfg = RegionCfg::of(prog, r);
    let blocks = &cfg.blocks;
    let mut rpo = HashMap::new();
    let mut preds = HashMap::new();
    let mut children = HashMap::new();
    for (p, &b) in blocks.iter().enumerate() {
        if let Some(n) = cfg.rpo_number(p) {
            rpo.insert(b, n);
        }
        let np = cfg.preds(p).len();
        if np > 0 {
            preds.insert(b, np);
        }
        let cs = cfg.children(p);
        if !cs.is_empty() {
            children.insert(b, cs.iter().map(|&c| blocks[c]).collect());
        }
    }
    RegionFlow {
        rpo,
        preds,
        children,
        cfg,
    }
}
