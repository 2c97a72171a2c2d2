//! The matcher program as MLIR's `pdl_interp` dialect: a module holding
//! `pdl_interp.func @matcher` and `module @rewriters`, in the generic form that
//! `mlir-opt --mlir-print-op-generic` prints (what `mlir-normalize` gives for the output of
//! `mlir-opt --convert-pdl-to-pdl-interp`), printed by pdl-runtime's printer.

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{
    AttrKind, Attribute, BlockId as IrBlock, Context, DenseData, Ir, OpId, OperationState, Type,
    TypeKind, Value,
};
use pdl_runtime::text::parse_type;

use crate::model::Kind;
use crate::program::{BlockId, Function, Op, Program, RegionId, Val};

/// Builds the program as a payload IR: a top-level `builtin.module` (named `module_name` if
/// given) holding the matcher and the rewriter module.
pub fn to_ir(prog: &Program, module_name: Option<&str>) -> Ir {
    let mut ir = Ir::new();
    if let Some(n) = module_name {
        let name = ir.ctx.intern_attr(AttrKind::String {
            value: n.as_bytes().into(),
            ty: None,
        });
        let key = ir.ctx.symbol("sym_name");
        let p = ir
            .ctx
            .intern_attr(AttrKind::Dictionary(vec![(key, name)].into()));
        let root = ir.root();
        ir.set_properties(root, Some(p));
    }
    to_ir_in(prog, ir)
}

/// Builds the program into `ir`: the matcher and the rewriter module inserted at the start
/// of its top-level module, before what it holds (as MLIR's conversion inserts them).
pub fn to_ir_in(prog: &Program, ir: Ir) -> Ir {
    let mut b = Emitter {
        prog,
        ir,
        vals: FxHashMap::default(),
        blocks: FxHashMap::default(),
        types: FxHashMap::default(),
    };
    let top = b.ir.root_block();
    let first = b.ir.block_ops(top).next();
    let place = |ir: &mut Ir, op: OpId| match first {
        Some(f) => ir.insert_op_before(f, op),
        None => ir.append_op(top, op),
    };
    let matcher = b.func(&prog.matcher);
    place(&mut b.ir, matcher);
    let mut state = OperationState::new(&mut b.ir.ctx, "builtin.module").regions(1);
    let name = b.str_attr("rewriters");
    state.properties = Some(b.props(vec![("sym_name", name)]));
    let module = b.ir.create_op(state);
    place(&mut b.ir, module);
    let region = b.ir.region(module, 0);
    let block = b.ir.create_block(&[]);
    b.ir.append_block(region, block);
    for f in &prog.rewriters {
        let op = b.func(f);
        b.ir.append_op(block, op);
    }
    b.ir
}

/// Prints the program as MLIR prints the result of `--convert-pdl-to-pdl-interp` in generic
/// form.
pub fn print(prog: &Program, module_name: Option<&str>) -> String {
    pdl_runtime::text::print_generic(&to_ir(prog, module_name))
}

struct Emitter<'a> {
    prog: &'a Program,
    ir: Ir,
    vals: FxHashMap<Val, Value>,
    blocks: FxHashMap<BlockId, IrBlock>,
    types: FxHashMap<Kind, Type>,
}

impl Emitter<'_> {
    fn ty(&mut self, t: Kind) -> Type {
        if let Some(&x) = self.types.get(&t) {
            return x;
        }
        let x = self.ir.ctx.intern_type(TypeKind::Opaque(t.mlir().into()));
        self.types.insert(t, x);
        x
    }

    fn str_attr(&mut self, s: &str) -> Attribute {
        self.ir.ctx.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }

    fn int_attr(&mut self, v: u64, width: u32) -> Attribute {
        let ty = self.ir.ctx.intern_type(TypeKind::int(width));
        self.ir.ctx.intern_attr(AttrKind::Integer {
            ty,
            bits: u128::from(v),
        })
    }

    fn unit(&mut self) -> Attribute {
        self.ir.ctx.intern_attr(AttrKind::Unit)
    }

    fn str_array(&mut self, items: &[String]) -> Attribute {
        let elems: Vec<Attribute> = items.iter().map(|s| self.str_attr(s)).collect();
        self.ir.ctx.intern_attr(AttrKind::Array(elems.into()))
    }

    fn segments(&mut self, sizes: &[usize]) -> Attribute {
        let element = self.ir.ctx.intern_type(TypeKind::int(32));
        self.ir.ctx.intern_attr(AttrKind::DenseArray {
            element,
            data: DenseData::Ints(sizes.iter().map(|&s| s as u128).collect()),
        })
    }

    /// A constant of the program's context, re-interned in the output IR's context.
    fn attr(&mut self, a: Attribute) -> Attribute {
        import_attr(&self.prog.ctx, &mut self.ir.ctx, a)
    }

    fn props(&mut self, mut entries: Vec<(&str, Attribute)>) -> Attribute {
        entries.sort_by(|a, b| a.0.cmp(b.0));
        let out: Vec<_> = entries
            .into_iter()
            .map(|(k, v)| (self.ir.ctx.symbol(k), v))
            .collect();
        self.ir.ctx.intern_attr(AttrKind::Dictionary(out.into()))
    }

    fn val(&self, v: Val) -> Value {
        self.vals[&v]
    }

    fn vals(&self, vs: &[Val]) -> Vec<Value> {
        vs.iter().map(|&v| self.val(v)).collect()
    }

    fn func(&mut self, f: &Function) -> OpId {
        let entry = self.prog.entry(f);
        let arg_types: Vec<String> = self
            .prog
            .block(entry)
            .args
            .iter()
            .map(|&a| self.prog.ty(a).mlir().to_string())
            .collect();
        let fty_text = format!("({}) -> ()", arg_types.join(", "));
        let fty = parse_type(&mut self.ir.ctx, &fty_text)
            .unwrap_or_else(|_| self.ir.ctx.intern_type(TypeKind::Opaque(fty_text.into())));
        let fty = self.ir.ctx.intern_attr(AttrKind::Type(fty));
        let name = self.str_attr(&f.name);
        let mut state = OperationState::new(&mut self.ir.ctx, "pdl_interp.func").regions(1);
        state.properties = Some(self.props(vec![("function_type", fty), ("sym_name", name)]));
        let op = self.ir.create_op(state);
        let region = self.ir.region(op, 0);
        self.region(f.body, region);
        op
    }

    /// Creates the blocks of program region `r`, fills them (in dominance order, so that
    /// every value is defined before it is used) and appends them to `target` in order.
    fn region(&mut self, r: RegionId, target: pdl_runtime::ir::RegionId) {
        let blocks = self.prog.region(r).blocks.clone();
        for &b in &blocks {
            let args = self.prog.block(b).args.clone();
            let tys: Vec<Type> = args.iter().map(|&a| self.ty(self.prog.ty(a))).collect();
            let nb = self.ir.create_block(&tys);
            for (i, &a) in args.iter().enumerate() {
                let v = self.ir.block_args(nb)[i];
                self.vals.insert(a, v);
            }
            self.blocks.insert(b, nb);
        }
        // Depth-first from the entry: dominators before the blocks they dominate.
        let mine: rustc_hash::FxHashSet<BlockId> = blocks.iter().copied().collect();
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack: Vec<BlockId> = blocks.first().copied().into_iter().collect();
        let mut order = Vec::new();
        while let Some(b) = stack.pop() {
            if !mine.contains(&b) || !seen.insert(b) {
                continue;
            }
            order.push(b);
            if let Some(last) = self.prog.block(b).ops.last() {
                for s in last.successors().into_iter().rev() {
                    stack.push(s);
                }
            }
        }
        for &b in &blocks {
            if !seen.contains(&b) {
                order.push(b);
            }
        }
        for b in order {
            let nb = self.blocks[&b];
            for op in &self.prog.block(b).ops {
                let o = self.op(op);
                self.ir.append_op(nb, o);
            }
        }
        for &b in &blocks {
            let nb = self.blocks[&b];
            self.ir.append_block(target, nb);
        }
    }

    fn succ(&self, bs: &[BlockId]) -> Vec<IrBlock> {
        bs.iter().map(|b| self.blocks[b]).collect()
    }

    /// Creates the runtime operation for `op` (detached), binding its results: its name,
    /// operands, results and successors as [`Op`] and the table of operations give them,
    /// its properties as [`Self::properties`] does.
    fn op(&mut self, op: &Op) -> OpId {
        let results = op.results();
        let regions: Vec<RegionId> = match op {
            Op::Foreach { body, .. } => vec![*body],
            _ => Vec::new(),
        };
        let props = self.properties(op);
        let operand_values = self.vals(&op.operands());
        let result_types: Vec<Type> = results.iter().map(|&r| self.ty(self.prog.ty(r))).collect();
        let successors = self.succ(&op.successors());
        let mut state = OperationState::new(&mut self.ir.ctx, op.mlir_name())
            .operands(&operand_values)
            .results(&result_types)
            .successors(&successors)
            .regions(regions.len());
        if !props.is_empty() {
            state.properties = Some(self.props(props));
        }
        let new = self.ir.create_op(state);
        for (i, &r) in results.iter().enumerate() {
            let v = self.ir.result(new, i);
            self.vals.insert(r, v);
        }
        for (i, &r) in regions.iter().enumerate() {
            let target = self.ir.region(new, i);
            self.region(r, target);
        }
        new
    }

    /// The properties of `op` (its inherent attributes), as MLIR spells them.
    fn properties(&mut self, op: &Op) -> Vec<(&'static str, Attribute)> {
        let mut props: Vec<(&'static str, Attribute)> = Vec::new();
        match op {
            Op::ApplyConstraint { name, negated, .. } => {
                let n = self.ir.ctx.intern_attr(AttrKind::Bool(*negated));
                props.push(("isNegated", n));
                props.push(("name", self.str_attr(name)));
            }
            Op::ApplyRewrite { name, .. }
            | Op::CheckOperationName { name, .. }
            | Op::GetAttribute { name, .. } => props.push(("name", self.str_attr(name))),
            Op::CheckAttribute { value, .. } => props.push(("constantValue", self.attr(*value))),
            Op::CheckOperandCount {
                count, at_least, ..
            }
            | Op::CheckResultCount {
                count, at_least, ..
            } => {
                if *at_least {
                    props.push(("compareAtLeast", self.unit()));
                }
                props.push(("count", self.int_attr(u64::from(*count), 32)));
            }
            Op::CheckType { ty, .. } => props.push(("type", self.attr(*ty))),
            Op::CheckTypes { types, .. } => props.push(("types", self.attr(*types))),
            Op::CreateAttribute { value: a, .. }
            | Op::CreateType { ty: a, .. }
            | Op::CreateTypes { types: a, .. } => props.push(("value", self.attr(*a))),
            Op::CreateOperation {
                name,
                operands: ops,
                attributes,
                types,
                inferred_result_types,
                ..
            } => {
                if *inferred_result_types {
                    props.push(("inferredResultTypes", self.unit()));
                }
                let names: Vec<String> = attributes.iter().map(|a| a.0.clone()).collect();
                props.push(("inputAttributeNames", self.str_array(&names)));
                props.push(("name", self.str_attr(name)));
                props.push((
                    "operandSegmentSizes",
                    self.segments(&[ops.len(), attributes.len(), types.len()]),
                ));
            }
            Op::Extract { index, .. }
            | Op::GetOperand { index, .. }
            | Op::GetResult { index, .. } => {
                props.push(("index", self.int_attr(u64::from(*index), 32)));
            }
            Op::GetOperands { index, .. } | Op::GetResults { index, .. } => {
                if let Some(i) = index {
                    props.push(("index", self.int_attr(u64::from(*i), 32)));
                }
            }
            Op::RecordMatch { .. } => self.record_match(op, &mut props),
            Op::SwitchAttribute { cases, .. }
            | Op::SwitchType { cases, .. }
            | Op::SwitchTypes { cases, .. } => {
                let cs: Vec<Attribute> = cases.iter().map(|&c| self.attr(c)).collect();
                let arr = self.ir.ctx.intern_attr(AttrKind::Array(cs.into()));
                props.push(("caseValues", arr));
            }
            Op::SwitchOperandCount { cases, .. } | Op::SwitchResultCount { cases, .. } => {
                let element = self.ir.ctx.intern_type(TypeKind::int(32));
                let vty = parse_type(&mut self.ir.ctx, &format!("vector<{}xi32>", cases.len()))
                    .unwrap_or(element);
                let dense = self.ir.ctx.intern_attr(AttrKind::DenseElements {
                    ty: vty,
                    data: DenseData::Ints(cases.iter().map(|&c| u128::from(c)).collect()),
                });
                props.push(("caseValues", dense));
            }
            Op::SwitchOperationName { cases, .. } => {
                props.push(("caseValues", self.str_array(cases)));
            }
            _ => {}
        }
        props
    }

    /// The properties of a `record_match`.
    fn record_match(&mut self, op: &Op, props: &mut Vec<(&'static str, Attribute)>) {
        let Op::RecordMatch {
            inputs,
            locs,
            rewriter,
            root_kind,
            generated_ops,
            benefit,
            ..
        } = op
        else {
            return;
        };
        props.push(("benefit", self.int_attr(u64::from(*benefit), 16)));
        if let Some(g) = generated_ops {
            props.push(("generatedOps", self.str_array(g)));
        }
        props.push((
            "operandSegmentSizes",
            self.segments(&[inputs.len(), locs.len()]),
        ));
        let root = self.ir.ctx.symbol("rewriters");
        let leaf = self
            .ir
            .ctx
            .symbol(&self.prog.rewriters[*rewriter].name.clone());
        let sym = self.ir.ctx.intern_attr(AttrKind::SymbolRef {
            root,
            nested: vec![leaf].into(),
        });
        props.push(("rewriter", sym));
        if let Some(k) = root_kind {
            props.push(("rootKind", self.str_attr(k)));
        }
    }
}

/// Re-interns attribute `a` of `from` in `to` (through its printed form, which reads back to
/// the same attribute).
pub fn import_attr(from: &Context, to: &mut Context, a: Attribute) -> Attribute {
    let text = pdl_runtime::text::print_attribute(from, a);
    crate::lower::predicate::const_attr(to, &text)
}
