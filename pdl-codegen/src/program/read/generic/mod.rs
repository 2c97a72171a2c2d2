//! The generic form of `pdl_interp` (what `mlir-opt --mlir-print-op-generic` prints): read
//! by pdl-runtime's MLIR reader, then each operation's operands, results, successors and
//! properties converted into a [`Builder`].

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{
    AttrKind, Attribute, BlockId as IrBlock, Ir, OpId, RegionId as IrRegion, TypeKind, Value,
};
use pdl_runtime::text::lex;
use pdl_runtime::text::print_type;

use super::builder::{val_type_named, Builder, FuncDef};
use super::decode::{Decoded, Generic};
use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::program::ops::{self, OpInfo, Successors};
use crate::program::{BlockId, Op, RegionId, Val};

type PResult<T> = Result<T, Diagnostic>;

/// Reads a patterns module in generic form; returns the program so far and the name of the
/// outermost module.
pub(super) fn read(src: &str, file: &str) -> PResult<(Builder, Option<String>)> {
    let mut ir = pdl_runtime::text::parse(src, file).map_err(Diagnostic::from_parse_error)?;
    let mut r = Reader {
        ir: &ir,
        src,
        b: Builder::default(),
        vals: FxHashMap::default(),
        blocks: Vec::new(),
    };
    let name = r.file()?;
    let mut b = r.b;
    // The constants are the reader's attributes: keep its context.
    b.ctx = std::mem::take(&mut ir.ctx);
    Ok((b, name))
}

/// The inherent attributes of each operation (anything else has no place in the program).
fn known_attributes(name: &str) -> &'static [&'static str] {
    match name {
        "pdl_interp.func" => ops::FUNC_ATTRIBUTES,
        _ => ops::info(name).map_or(&[], |i| i.attributes),
    }
}

struct Reader<'a> {
    ir: &'a Ir,
    src: &'a str,
    b: Builder,
    vals: FxHashMap<Value, Val>,
    /// The blocks of each open region.
    blocks: Vec<FxHashMap<IrBlock, BlockId>>,
}

impl Reader<'_> {
    /// Where operation `op` was written: its first token.
    fn span_of(&self, op: OpId) -> Span {
        match self.ir.op_loc(op) {
            Some(o) => {
                let o = o as usize;
                let t = lex(self.src.as_bytes(), o);
                Span::new(o, t.end.max(o + 1))
            }
            None => Span::default(),
        }
    }

    fn ops_of(&self, op: OpId) -> Vec<OpId> {
        if self.ir.num_regions(op) == 0 {
            return Vec::new();
        }
        let r = self.ir.region(op, 0);
        self.ir
            .region_blocks(r)
            .iter()
            .flat_map(|&b| self.ir.block_ops(b).collect::<Vec<_>>())
            .collect()
    }

    fn attr(&self, op: OpId, key: &str) -> Option<Attribute> {
        let sym = self.ir.ctx.lookup_symbol(key)?;
        if let Some(p) = self.ir.properties(op) {
            if let Some(a) = self.ir.dict_get(p, sym) {
                return Some(a);
            }
        }
        self.ir.dict_get(self.ir.attributes(op), sym)
    }

    fn sym_name(&self, op: OpId) -> Option<String> {
        let a = self.attr(op, "sym_name")?;
        self.string(a)
    }

    fn string(&self, a: Attribute) -> Option<String> {
        match self.ir.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => String::from_utf8(value.to_vec()).ok(),
            _ => None,
        }
    }

    fn err(&self, op: OpId, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.span_of(op), msg)
    }

    /// The program value of `v`.
    fn val(&mut self, v: Value, at: OpId) -> PResult<Val> {
        if let Some(&x) = self.vals.get(&v) {
            return Ok(x);
        }
        let text = print_type(&self.ir.ctx, self.ir.value_type(v));
        let ty = val_type_named(&text).ok_or_else(|| {
            self.err(
                at,
                format!(
                    "expected a PDL type (!pdl.operation, !pdl.value, !pdl.type, !pdl.attribute or !pdl.range<...>), got '{text}'"
                ),
            )
        })?;
        let x = self.b.new_val(ty, self.span_of(at));
        self.vals.insert(v, x);
        Ok(x)
    }

    // ----- modules and functions -----

    fn file(&mut self) -> PResult<Option<String>> {
        let ir = self.ir;
        let mut container = ir.root();
        let mut name = self.sym_name(container);
        loop {
            let ops = self.ops_of(container);
            if ops.len() == 1
                && ir.op_name_str(ops[0]) == "builtin.module"
                && self.sym_name(ops[0]).as_deref() != Some("rewriters")
            {
                container = ops[0];
                name = name.or_else(|| self.sym_name(container));
            } else {
                break;
            }
        }
        for op in self.ops_of(container) {
            match ir.op_name_str(op) {
                "pdl_interp.func" => {
                    let f = self.func(op)?;
                    if f.name != "matcher" {
                        return Err(self.err(
                            op,
                            format!(
                                "unexpected function '@{}': the matcher is `@matcher`, rewriters belong in `module @rewriters`",
                                f.name
                            ),
                        ));
                    }
                    self.b.set_matcher(f)?;
                }
                "builtin.module" if self.sym_name(op).as_deref() == Some("rewriters") => {
                    for g in self.ops_of(op) {
                        if ir.op_name_str(g) != "pdl_interp.func" {
                            return Err(self.err(
                                g,
                                format!(
                                    "expected a `pdl_interp.func` in module @rewriters, found '{}'",
                                    ir.op_name_str(g)
                                ),
                            ));
                        }
                        let f = self.func(g)?;
                        self.b.add_rewriter(f)?;
                    }
                }
                other => {
                    return Err(self.err(
                        op,
                        format!("expected `pdl_interp.func @matcher` or `module @rewriters`, found '{other}'"),
                    ))
                }
            }
        }
        Ok(name)
    }

    fn func(&mut self, op: OpId) -> PResult<FuncDef> {
        self.check_attributes(op)?;
        let (name, fty) = {
            let g = self.generic(op, Vec::new(), Vec::new(), Vec::new());
            (g.str_attr("sym_name")?, g.required("function_type")?)
        };
        let inputs = match self.ir.ctx.attr_kind(fty) {
            AttrKind::Type(t) => match self.ir.ctx.type_kind(*t) {
                TypeKind::Function { inputs, results } if results.is_empty() => inputs.clone(),
                _ => return Err(self.err(
                    op,
                    "'pdl_interp.func' op function_type must be a function type without results",
                )),
            },
            _ => return Err(self.err(op, "'pdl_interp.func' op function_type must be a type")),
        };
        if self.ir.num_regions(op) != 1 {
            return Err(self.err(op, "'pdl_interp.func' op expects one region"));
        }
        let region = self.ir.region(op, 0);
        if let Some(&entry) = self.ir.region_blocks(region).first() {
            let args: Vec<_> = self
                .ir
                .block_args(entry)
                .iter()
                .map(|&a| self.ir.value_type(a))
                .collect();
            if args[..] != inputs[..] {
                return Err(self.err(
                    op,
                    "'pdl_interp.func' op entry block arguments must match the function type",
                ));
            }
        }
        let span = self.span_of(op);
        let body = self.region(region, None, op)?;
        Ok(FuncDef { name, body, span })
    }

    /// Converts `region` (of operation `owner`); `parent` is the `foreach` holding it.
    fn region(
        &mut self,
        region: IrRegion,
        parent: Option<(BlockId, usize)>,
        owner: OpId,
    ) -> PResult<RegionId> {
        let ir = self.ir;
        let r = self.b.new_region(parent, self.span_of(owner));
        let mut map = FxHashMap::default();
        let blocks = ir.region_blocks(region).to_vec();
        for &ib in &blocks {
            let span = ir
                .block_ops(ib)
                .next()
                .map_or_else(|| self.span_of(owner), |o| self.span_of(o));
            let nb = self.b.new_block(span);
            self.b.place_block(r, nb);
            map.insert(ib, nb);
        }
        for &ib in &blocks {
            for &a in ir.block_args(ib) {
                let v = self.val(a, owner)?;
                self.b.add_arg(map[&ib], v);
            }
        }
        self.blocks.push(map);
        for &ib in &blocks {
            let nb = self.blocks.last().map(|m| m[&ib]);
            for op in ir.block_ops(ib).collect::<Vec<_>>() {
                if let Some(nb) = nb {
                    self.op(op, nb)?;
                }
            }
        }
        self.blocks.pop();
        Ok(r)
    }

    fn check_attributes(&self, op: OpId) -> PResult<()> {
        let name = self.ir.op_name_str(op);
        let known = known_attributes(name);
        for dict in [self.ir.properties(op), Some(self.ir.attributes(op))]
            .into_iter()
            .flatten()
        {
            if let AttrKind::Dictionary(entries) = self.ir.ctx.attr_kind(dict) {
                for (k, _) in entries.iter() {
                    let key = self.ir.ctx.str(*k);
                    if !known.contains(&key) {
                        return Err(
                            self.err(op, format!("'{name}' op: unsupported attribute '{key}'"))
                        );
                    }
                }
            }
        }
        Ok(())
    }

    // ----- operations -----

    /// Converts operation `op` and appends it to block `blk`.
    fn op(&mut self, op: OpId, blk: BlockId) -> PResult<()> {
        let ir = self.ir;
        let name = ir.op_name_str(op);
        let span = self.span_of(op);
        if !name.starts_with("pdl_interp.") || name == "pdl_interp.func" {
            return Err(self.err(
                op,
                format!("unexpected operation '{name}' (expected a pdl_interp operation)"),
            ));
        }
        self.check_attributes(op)?;
        let operands: Vec<Val> = ir
            .operands(op)
            .map(|v| self.val(v, op))
            .collect::<PResult<_>>()?;
        let results: Vec<Val> = ir
            .results(op)
            .map(|v| self.val(v, op))
            .collect::<PResult<_>>()?;
        for r in &results {
            self.b.val_span[r.0 as usize] = span;
        }
        let map = self.blocks.last();
        let succs: Vec<BlockId> = ir
            .successors(op)
            .iter()
            .map(|s| map.and_then(|m| m.get(s)).copied())
            .collect::<Option<_>>()
            .ok_or_else(|| {
                self.err(
                    op,
                    format!("'{name}' op refers to a block of another region"),
                )
            })?;
        let regions = ir.num_regions(op);
        let Some(info) = ops::info(name) else {
            return Err(self.err(
                op,
                format!("unknown operation '{name}' (expected a pdl_interp operation)"),
            ));
        };
        self.arity(
            op,
            info,
            (operands.len(), results.len(), succs.len(), regions),
        )?;
        if name == "pdl_interp.foreach" {
            let new = self.foreach(op, blk, operands[0], succs[0])?;
            self.b.push_op(blk, new, span);
            return Ok(());
        }
        let decoded = self.generic(op, operands, results, succs).decode()?;
        match decoded {
            Decoded::Op(new) => self.b.push_op(blk, new, span),
            Decoded::Match(m, rewriter) => self.b.push_match(blk, m, rewriter, span),
        }
        Ok(())
    }

    /// Operation `op` in generic form, for the decoder: its parts and its properties
    /// (inherent attributes first, then the others).
    fn generic(
        &self,
        op: OpId,
        operands: Vec<Val>,
        results: Vec<Val>,
        succs: Vec<BlockId>,
    ) -> Generic<'_> {
        let ctx = &self.ir.ctx;
        let mut props = Vec::new();
        for dict in [self.ir.properties(op), Some(self.ir.attributes(op))]
            .into_iter()
            .flatten()
        {
            if let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) {
                props.extend(entries.iter().map(|&(k, a)| (ctx.str(k), a)));
            }
        }
        Generic {
            ctx,
            name: self.ir.op_name_str(op),
            span: self.span_of(op),
            operands,
            results,
            succs,
            props,
        }
    }

    /// `foreach`, its body read into a new region.
    fn foreach(&mut self, op: OpId, blk: BlockId, range: Val, successor: BlockId) -> PResult<Op> {
        let parent = (blk, self.b.num_ops(blk));
        let body = self.region(self.ir.region(op, 0), Some(parent), op)?;
        let var = self.b.regions[body.0 as usize]
            .blocks
            .first()
            .and_then(|e| self.b.blocks[e.0 as usize].args.first().copied())
            .ok_or_else(|| self.err(op, "'pdl_interp.foreach' op requires exactly one argument"))?;
        Ok(Op::Foreach {
            var,
            range,
            body,
            successor,
        })
    }

    /// Checks the numbers of operands, results, successors and regions (`got`, in this
    /// order) against the table.
    fn arity(&self, op: OpId, info: &OpInfo, got: (usize, usize, usize, usize)) -> PResult<()> {
        let name = info.name;
        let (operands, results, succs, regions) = got;
        let want_succs = match info.successors {
            Successors::Fixed(n) => n,
            Successors::Switch => succs.max(1),
        };
        let bad = |what: &str, want: usize, got: usize| {
            Err(self.err(
                op,
                format!("'{name}' op expects {want} {what}, but has {got}"),
            ))
        };
        match (info.operands, info.results) {
            (Some(n), _) if n != operands => bad("operands", n, operands),
            (_, Some(n)) if n != results => bad("results", n, results),
            _ if want_succs != succs => bad("successors", want_succs, succs),
            _ if info.regions != regions => bad("regions", info.regions, regions),
            _ => Ok(()),
        }
    }
}
