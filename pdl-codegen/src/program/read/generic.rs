//! The generic form of `pdl_interp` (what `mlir-opt --mlir-print-op-generic` prints): read
//! by pdl-runtime's MLIR reader, then each operation's operands, results, successors and
//! properties converted into a [`Builder`].

use std::collections::HashMap;

use pdl_runtime::ir::{
    AttrKind, Attribute, BlockId as IrBlock, DenseData, Ir, OpId, RegionId as IrRegion, TypeKind,
    Value,
};
use pdl_runtime::text::lexer::lex;
use pdl_runtime::text::print_type;

use super::builder::{as_bool, val_type_named, Builder, FuncDef};
use super::custom::{counts, str_array};
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
        vals: HashMap::new(),
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

/// An operation being converted: its operands, results and successors, converted.
struct Parts<'n> {
    op: OpId,
    name: &'n str,
    operands: Vec<Val>,
    results: Vec<Val>,
    succs: Vec<BlockId>,
}

struct Reader<'a> {
    ir: &'a Ir,
    src: &'a str,
    b: Builder,
    vals: HashMap<Value, Val>,
    /// The blocks of each open region.
    blocks: Vec<HashMap<IrBlock, BlockId>>,
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

    fn required(&self, op: OpId, key: &str) -> PResult<Attribute> {
        self.attr(op, key).ok_or_else(|| {
            self.err(
                op,
                format!(
                    "'{}' op requires attribute '{key}'",
                    self.ir.op_name_str(op)
                ),
            )
        })
    }

    fn str_attr(&self, op: OpId, key: &str) -> PResult<String> {
        let a = self.required(op, key)?;
        self.string(a).ok_or_else(|| {
            self.err(
                op,
                format!(
                    "'{}' op attribute '{key}' must be a string",
                    self.ir.op_name_str(op)
                ),
            )
        })
    }

    /// An optional non-negative integer attribute no larger than `max`.
    fn int_attr(&self, op: OpId, key: &str, max: u64) -> PResult<Option<u64>> {
        let Some(a) = self.attr(op, key) else {
            return Ok(None);
        };
        match self.ir.ctx.attr_kind(a) {
            AttrKind::Integer { bits, .. } if *bits <= u128::from(max) => Ok(Some(*bits as u64)),
            _ => Err(self.err(
                op,
                format!(
                    "'{}' op attribute '{key}' must be an integer from 0 to {max}",
                    self.ir.op_name_str(op)
                ),
            )),
        }
    }

    fn required_int(&self, op: OpId, key: &str, max: u64) -> PResult<u64> {
        self.required(op, key)?;
        Ok(self.int_attr(op, key, max)?.unwrap_or(0))
    }

    /// A unit (or boolean) flag.
    fn flag(&self, op: OpId, key: &str) -> PResult<bool> {
        let Some(a) = self.attr(op, key) else {
            return Ok(false);
        };
        if let Some(b) = as_bool(&self.ir.ctx, a) {
            return Ok(b);
        }
        match self.ir.ctx.attr_kind(a) {
            AttrKind::Unit => Ok(true),
            _ => Err(self.err(
                op,
                format!(
                    "'{}' op attribute '{key}' must be a unit or bool attribute",
                    self.ir.op_name_str(op)
                ),
            )),
        }
    }

    /// Operand group sizes (`operandSegmentSizes`), which must add up to `total`.
    fn segments(&self, op: OpId, n: usize, total: usize) -> PResult<Vec<usize>> {
        let a = self.required(op, "operandSegmentSizes")?;
        let sizes: Option<Vec<usize>> = match self.ir.ctx.attr_kind(a) {
            AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            }
            | AttrKind::DenseElements {
                data: DenseData::Ints(v),
                ..
            } => v.iter().map(|&x| usize::try_from(x).ok()).collect(),
            _ => None,
        };
        match sizes {
            Some(s) if s.len() == n && s.iter().sum::<usize>() == total => Ok(s),
            _ => Err(self.err(
                op,
                format!(
                    "'{}' op operandSegmentSizes must be {n} sizes adding up to the {total} operands",
                    self.ir.op_name_str(op)
                ),
            )),
        }
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
        let name = self.str_attr(op, "sym_name")?;
        let fty = self.required(op, "function_type")?;
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
        let mut map = HashMap::new();
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
        let p = Parts {
            op,
            name,
            operands,
            results,
            succs,
        };
        let new = match &name["pdl_interp.".len()..] {
            "foreach" => self.foreach(p, blk)?,
            "record_match" => return self.record_match(p, blk, span),
            n if n.starts_with("switch_") => self.switch(p)?,
            n if n.starts_with("get_") || n == "extract" => self.query(p)?,
            n if n.starts_with("create_") || n == "erase" || n == "replace" => self.rewrite(p)?,
            _ => self.control(p)?,
        };
        self.b.push_op(blk, new, span);
        Ok(())
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

/// The conversion of each family of operations, from its parts.
impl Reader<'_> {
    /// Checks, `branch`, `continue`, `finalize` and the native calls.
    fn control(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            succs,
        } = p;
        let i32_max = i32::MAX as u64;
        let two = |succs: &[BlockId]| (succs[0], succs[1]);
        Ok(match &name["pdl_interp.".len()..] {
            "apply_constraint" => Op::ApplyConstraint {
                name: self.str_attr(op, "name")?,
                args: operands,
                results,
                negated: self.flag(op, "isNegated")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "apply_rewrite" => Op::ApplyRewrite {
                name: self.str_attr(op, "name")?,
                args: operands,
                results,
            },
            "are_equal" => Op::AreEqual {
                lhs: operands[0],
                rhs: operands[1],
                then: succs[0],
                otherwise: succs[1],
            },
            "branch" => Op::Branch { dest: succs[0] },
            "check_attribute" => Op::CheckAttribute {
                attr: operands[0],
                value: self.required(op, "constantValue")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_operand_count" | "check_result_count" => {
                let count = self.required_int(op, "count", i32_max)? as u32;
                let at_least = self.flag(op, "compareAtLeast")?;
                let (then, otherwise) = two(&succs);
                let o = operands[0];
                if name.contains("operand") {
                    Op::CheckOperandCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                } else {
                    Op::CheckResultCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                }
            }
            "check_operation_name" => Op::CheckOperationName {
                op: operands[0],
                name: self.str_attr(op, "name")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_type" => Op::CheckType {
                value: operands[0],
                ty: self.required(op, "type")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_types" => Op::CheckTypes {
                value: operands[0],
                types: self.required(op, "types")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "continue" => Op::Continue,
            "finalize" => Op::Finalize,
            _ => Op::IsNotNull {
                value: operands[0],
                then: succs[0],
                otherwise: succs[1],
            },
        })
    }

    /// The queries: `get_*` and `extract`.
    fn query(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            ..
        } = p;
        let i32_max = i32::MAX as u64;
        let (result, o) = (results[0], operands[0]);
        Ok(match &name["pdl_interp.".len()..] {
            "extract" => Op::Extract {
                result,
                range: o,
                index: self.required_int(op, "index", i32_max)? as u32,
            },
            "get_attribute" => Op::GetAttribute {
                result,
                op: o,
                name: self.str_attr(op, "name")?,
            },
            "get_attribute_type" => Op::GetAttributeType { result, attr: o },
            "get_defining_op" => Op::GetDefiningOp { result, value: o },
            "get_operand" | "get_result" => {
                let index = self.required_int(op, "index", i32_max)? as u32;
                if name.ends_with("operand") {
                    Op::GetOperand {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResult {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_operands" | "get_results" => {
                let index = self.int_attr(op, "index", i32_max)?.map(|i| i as u32);
                if name.ends_with("operands") {
                    Op::GetOperands {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResults {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_users" => Op::GetUsers { result, value: o },
            _ => Op::GetValueType { result, value: o },
        })
    }

    /// The rewriting operations: `create_*`, `erase` and `replace`.
    fn rewrite(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            ..
        } = p;
        Ok(match &name["pdl_interp.".len()..] {
            "create_attribute" => Op::CreateAttribute {
                result: results[0],
                value: self.required(op, "value")?,
            },
            "create_operation" => self.create_operation(op, operands, results[0])?,
            "create_range" => Op::CreateRange {
                result: results[0],
                args: operands,
            },
            "create_type" => Op::CreateType {
                result: results[0],
                ty: self.required(op, "value")?,
            },
            "create_types" => Op::CreateTypes {
                result: results[0],
                types: self.required(op, "value")?,
            },
            "erase" => Op::Erase { op: operands[0] },
            _ => {
                if operands.is_empty() {
                    return Err(self.err(op, "'pdl_interp.replace' op expects an operation"));
                }
                Op::Replace {
                    op: operands[0],
                    values: operands[1..].to_vec(),
                }
            }
        })
    }

    fn create_operation(&self, op: OpId, operands: Vec<Val>, result: Val) -> PResult<Op> {
        if self
            .int_attr(op, "numRegions", u64::from(u32::MAX))?
            .is_some_and(|n| n > 0)
        {
            return Err(self.err(
                op,
                "'pdl_interp.create_operation' op: creating operations with regions is not supported",
            ));
        }
        let seg = self.segments(op, 3, operands.len())?;
        let names = self.required(op, "inputAttributeNames")?;
        let names = str_array(&self.ir.ctx, names)
            .filter(|n| n.len() == seg[1])
            .ok_or_else(|| {
                self.err(
                    op,
                    "'pdl_interp.create_operation' op inputAttributeNames must be one string per attribute operand",
                )
            })?;
        let attrs = &operands[seg[0]..seg[0] + seg[1]];
        Ok(Op::CreateOperation {
            result,
            name: self.str_attr(op, "name")?,
            operands: operands[..seg[0]].to_vec(),
            attributes: names.into_iter().zip(attrs.iter().copied()).collect(),
            types: operands[seg[0] + seg[1]..].to_vec(),
            inferred_result_types: self.flag(op, "inferredResultTypes")?,
        })
    }

    /// `foreach`, its body read into a new region.
    fn foreach(&mut self, p: Parts<'_>, blk: BlockId) -> PResult<Op> {
        let op = p.op;
        let parent = (blk, self.b.num_ops(blk));
        let body = self.region(self.ir.region(op, 0), Some(parent), op)?;
        let var = self.b.regions[body.0 as usize]
            .blocks
            .first()
            .and_then(|e| self.b.blocks[e.0 as usize].args.first().copied())
            .ok_or_else(|| self.err(op, "'pdl_interp.foreach' op requires exactly one argument"))?;
        Ok(Op::Foreach {
            var,
            range: p.operands[0],
            body,
            successor: p.succs[0],
        })
    }

    /// `record_match`, appended to `blk` with the name of its rewriter.
    fn record_match(&mut self, p: Parts<'_>, blk: BlockId, span: Span) -> PResult<()> {
        let (ir, op, operands) = (self.ir, p.op, p.operands);
        let seg = self.segments(op, 2, operands.len())?;
        let sym = self.required(op, "rewriter")?;
        let rewriter = match ir.ctx.attr_kind(sym) {
            AttrKind::SymbolRef { root, nested }
                if ir.ctx.str(*root) == "rewriters" && nested.len() == 1 =>
            {
                ir.ctx.str(nested[0]).to_string()
            }
            _ => {
                return Err(self.err(
                    op,
                    "'pdl_interp.record_match' op rewriter must be `@rewriters::@name`",
                ))
            }
        };
        let root_kind = match self.attr(op, "rootKind") {
            Some(_) => Some(self.str_attr(op, "rootKind")?),
            None => None,
        };
        let generated_ops = match self.attr(op, "generatedOps") {
            Some(a) => Some(str_array(&ir.ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    "'pdl_interp.record_match' op generatedOps must be an array of strings",
                )
            })?),
            None => None,
        };
        let benefit = self.required_int(op, "benefit", i16::MAX as u64)? as u16;
        let m = Op::RecordMatch {
            inputs: operands[..seg[0]].to_vec(),
            locs: operands[seg[0]..].to_vec(),
            pattern: 0,
            rewriter: 0,
            root_kind,
            generated_ops,
            benefit,
            dest: p.succs[0],
        };
        self.b.push_match(blk, m, rewriter, span);
        Ok(())
    }

    /// The switches: the default destination first, then one per case.
    fn switch(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            succs,
            ..
        } = p;
        let ctx = &self.ir.ctx;
        let a = self.required(op, "caseValues")?;
        let (value, default, dests) = (operands[0], succs[0], succs[1..].to_vec());
        let short = &name["pdl_interp.switch_".len()..];
        if short == "operand_count" || short == "result_count" {
            let cases = counts(ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    format!("'{name}' op caseValues must be non-negative 32-bit integers"),
                )
            })?;
            return Ok(if short == "operand_count" {
                Op::SwitchOperandCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            } else {
                Op::SwitchResultCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            });
        }
        if short == "operation_name" {
            let cases = str_array(ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    format!("'{name}' op caseValues must be an array of strings"),
                )
            })?;
            return Ok(Op::SwitchOperationName {
                op: value,
                cases,
                dests,
                default,
            });
        }
        let cases = match ctx.attr_kind(a) {
            AttrKind::Array(items) => items.to_vec(),
            _ => return Err(self.err(op, format!("'{name}' op caseValues must be an array"))),
        };
        Ok(match short {
            "attribute" => Op::SwitchAttribute {
                attr: value,
                cases,
                dests,
                default,
            },
            "type" => Op::SwitchType {
                value,
                cases,
                dests,
                default,
            },
            _ => Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            },
        })
    }
}
