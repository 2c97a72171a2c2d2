//! The matcher program under construction, with the source locations the checks report, and
//! the assembly of the finished [`Program`] (rewriter references resolved, patterns listed).

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context, TypeKind};

use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::Kind;
use crate::program::{Block, BlockId, Function, Op, PatternInfo, Program, Region, RegionId, Val};

/// Where a value is defined: its block, and the index of the operation defining it there
/// (`None` for a block argument).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Def {
    pub block: BlockId,
    pub op: Option<usize>,
}

/// A `record_match` whose rewriter is still a name.
struct MatchRef {
    block: BlockId,
    op: usize,
    rewriter: String,
    benefit: u16,
    span: Span,
}

/// A function read so far: its name, body and where it was written.
pub(crate) struct FuncDef {
    pub name: String,
    pub body: RegionId,
    pub span: Span,
}

/// A program being read: the parts of a [`Program`] plus locations.
#[derive(Default)]
pub(crate) struct Builder {
    /// Constant types and attributes.
    pub ctx: Context,
    /// The type of each value.
    pub types: Vec<Kind>,
    /// Where each value was defined (or first used, until defined).
    pub val_span: Vec<Span>,
    /// Where each value is defined, once it is.
    pub val_def: Vec<Option<Def>>,
    /// All blocks.
    pub blocks: Vec<Block>,
    /// Where each block starts (its label, or its region's brace).
    pub block_span: Vec<Span>,
    /// The region of each block, once placed.
    pub block_region: Vec<Option<RegionId>>,
    /// Where each operation of each block was written.
    pub op_spans: Vec<Vec<Span>>,
    /// All regions.
    pub regions: Vec<Region>,
    /// For the body of a `foreach`: the block and index of the `foreach`.
    pub region_parent: Vec<Option<(BlockId, usize)>>,
    /// Where each region starts.
    pub region_span: Vec<Span>,
    /// The matcher, once read.
    pub matcher: Option<FuncDef>,
    /// The rewriters, in order.
    pub rewriters: Vec<FuncDef>,
    matches: Vec<MatchRef>,
}

impl Builder {
    /// A new value of type `ty`, not defined yet.
    pub fn new_val(&mut self, ty: Kind, span: Span) -> Val {
        self.types.push(ty);
        self.val_span.push(span);
        self.val_def.push(None);
        Val(self.types.len() as u32 - 1)
    }

    /// A new block, in no region yet.
    pub fn new_block(&mut self, span: Span) -> BlockId {
        self.blocks.push(Block::default());
        self.block_span.push(span);
        self.block_region.push(None);
        self.op_spans.push(Vec::new());
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// Appends block `b` to region `r`.
    pub fn place_block(&mut self, r: RegionId, b: BlockId) {
        self.regions[r.0 as usize].blocks.push(b);
        self.block_region[b.0 as usize] = Some(r);
    }

    /// Sets where block `b` starts.
    pub fn set_block_span(&mut self, b: BlockId, span: Span) {
        self.block_span[b.0 as usize] = span;
    }

    /// A new, empty region; `parent` is the `foreach` holding it, if any.
    pub fn new_region(&mut self, parent: Option<(BlockId, usize)>, span: Span) -> RegionId {
        self.regions.push(Region::default());
        self.region_parent.push(parent);
        self.region_span.push(span);
        RegionId(self.regions.len() as u32 - 1)
    }

    /// Appends argument `v` to block `b`.
    pub fn add_arg(&mut self, b: BlockId, v: Val) {
        self.blocks[b.0 as usize].args.push(v);
        self.val_def[v.0 as usize] = Some(Def { block: b, op: None });
    }

    /// The number of operations of block `b` (the index the next one gets).
    pub fn num_ops(&self, b: BlockId) -> usize {
        self.blocks[b.0 as usize].ops.len()
    }

    /// Appends `op` to block `b`, defining its results there.
    pub fn push_op(&mut self, b: BlockId, op: Op, span: Span) {
        let index = self.num_ops(b);
        for r in op.results() {
            self.val_def[r.0 as usize] = Some(Def {
                block: b,
                op: Some(index),
            });
        }
        self.blocks[b.0 as usize].ops.push(op);
        self.op_spans[b.0 as usize].push(span);
    }

    /// Appends a `record_match` whose rewriter is the function named `rewriter` of the
    /// rewriter module (resolved when the program is finished).
    pub fn push_match(&mut self, b: BlockId, op: Op, rewriter: String, span: Span) {
        let benefit = match &op {
            Op::RecordMatch { benefit, .. } => *benefit,
            _ => 0,
        };
        self.matches.push(MatchRef {
            block: b,
            op: self.num_ops(b),
            rewriter,
            benefit,
            span,
        });
        self.push_op(b, op, span);
    }

    /// Adds a rewriter, unless its name is taken.
    pub fn add_rewriter(&mut self, f: FuncDef) -> Result<(), Diagnostic> {
        if let Some(prev) = self.rewriters.iter().find(|g| g.name == f.name) {
            return Err(Diagnostic::error(
                f.span,
                format!("redefinition of symbol named '{}'", f.name),
            )
            .with_note(Some(prev.span), "see existing symbol definition here"));
        }
        self.rewriters.push(f);
        Ok(())
    }

    /// Sets the matcher, unless there is one.
    pub fn set_matcher(&mut self, f: FuncDef) -> Result<(), Diagnostic> {
        if let Some(prev) = &self.matcher {
            return Err(
                Diagnostic::error(f.span, "redefinition of symbol named 'matcher'")
                    .with_note(Some(prev.span), "see existing symbol definition here"),
            );
        }
        self.matcher = Some(f);
        Ok(())
    }

    /// Where operation `i` of block `b` was written.
    pub fn op_span(&self, b: BlockId, i: usize) -> Span {
        self.op_spans[b.0 as usize][i]
    }

    /// Resolves the rewriters of the matches and lists the patterns: the matcher and the
    /// patterns, ready for [`crate::program::verify`] and then [`Builder::into_program`].
    pub fn resolve(&mut self, whole: Span) -> Result<(FuncDef, Vec<PatternInfo>), Diagnostic> {
        let Some(matcher) = self.matcher.take() else {
            return Err(Diagnostic::error(
                whole,
                "expected a `pdl_interp.func @matcher` (the matcher function)",
            ));
        };
        let index: FxHashMap<&str, usize> = self
            .rewriters
            .iter()
            .enumerate()
            .map(|(i, f)| (f.name.as_str(), i))
            .collect();
        let mut patterns = Vec::with_capacity(self.matches.len());
        for (n, m) in self.matches.iter().enumerate() {
            let Some(&ri) = index.get(m.rewriter.as_str()) else {
                return Err(Diagnostic::error(
                    m.span,
                    format!(
                        "'@rewriters::@{}' does not reference a function of module @rewriters",
                        m.rewriter
                    ),
                ));
            };
            if let Op::RecordMatch {
                pattern, rewriter, ..
            } = &mut self.blocks[m.block.0 as usize].ops[m.op]
            {
                *pattern = n;
                *rewriter = ri;
            }
            patterns.push(PatternInfo {
                name: None,
                benefit: m.benefit,
                span: m.span,
                rewriter: ri,
            });
        }
        Ok((matcher, patterns))
    }

    /// The program read, once [`Builder::resolve`]d (and checked).
    pub fn into_program(self, matcher: FuncDef, patterns: Vec<PatternInfo>) -> Program {
        Program {
            ctx: self.ctx,
            types: self.types,
            blocks: self.blocks,
            regions: self.regions,
            matcher: Function {
                name: matcher.name,
                body: matcher.body,
            },
            rewriters: self
                .rewriters
                .into_iter()
                .map(|f| Function {
                    name: f.name,
                    body: f.body,
                })
                .collect(),
            patterns,
        }
    }
}

/// The `!pdl.*` type spelled `text` (MLIR's canonical spelling).
pub(crate) fn val_type_named(text: &str) -> Option<Kind> {
    [
        Kind::Operation,
        Kind::Value,
        Kind::ValueRange,
        Kind::Type,
        Kind::TypeRange,
        Kind::Attribute,
        Kind::OperationRange,
    ]
    .into_iter()
    .find(|t| t.mlir() == text)
}

/// The value of a `true` / `false` attribute (MLIR's `BoolAttr`, an `i1` integer).
pub(crate) fn as_bool(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(*b),
        AttrKind::Integer { ty, bits } if *ctx.type_kind(*ty) == TypeKind::int(1) => {
            Some(*bits != 0)
        }
        _ => None,
    }
}
