//! The pattern model as the generic form of MLIR's `pdl` dialect, printed by pdl-runtime's
//! generic printer: byte for byte what `mlir-opt --mlir-print-op-generic` prints for the same
//! patterns (properties such as `operandSegmentSizes`, `attributeValueNames`, `opName`).
//! This is how pattern output is compared with MLIR's after `mlir-normalize`.

use pdl_runtime::ir::{
    AttrKind, Attribute, Context, DenseData, Ir, OperationState, Type, TypeKind, Value,
};
use pdl_runtime::text::{parse_attribute, parse_type};

use crate::model::{Kind, Pattern, PatternSet, RewriteAction, Stmt, StmtKind, ValueId};

/// Builds the patterns as a payload IR of generic `pdl.*` operations inside a top-level
/// `builtin.module` (named `module_name` if given).
pub fn to_generic_ir(set: &PatternSet, module_name: Option<&str>) -> Ir {
    let mut ir = Ir::new();
    let root = ir.root();
    if let Some(n) = module_name {
        let p = props(&mut ir.ctx, vec![("sym_name", Prop::Str(n.to_string()))]);
        ir.set_properties(root, Some(p));
    }
    let block = ir.root_block();
    fill(&mut ir, block, set);
    ir
}

/// Creates a detached `builtin.module` (named `module_name` if given) in `ir` holding the
/// patterns as generic `pdl.*` operations.
pub fn patterns_module(
    ir: &mut Ir,
    set: &PatternSet,
    module_name: Option<&str>,
) -> pdl_runtime::ir::OpId {
    let mut state = OperationState::new(&mut ir.ctx, "builtin.module").regions(1);
    if let Some(n) = module_name {
        state.properties = Some(props(
            &mut ir.ctx,
            vec![("sym_name", Prop::Str(n.to_string()))],
        ));
    }
    let m = ir.create_op(state);
    let region = ir.region(m, 0);
    let block = ir.create_block(&[]);
    ir.append_block(region, block);
    fill(ir, block, set);
    m
}

fn fill(ir: &mut Ir, block: pdl_runtime::ir::BlockId, set: &PatternSet) {
    for p in &set.patterns {
        let mut b = Builder {
            ir,
            values: vec![None; p.values.len()],
            pattern: p,
        };
        b.pattern(block);
    }
}

/// Prints the patterns in MLIR's generic form (see the module docs).
pub fn print_generic(set: &PatternSet, module_name: Option<&str>) -> String {
    pdl_runtime::text::print_generic(&to_generic_ir(set, module_name))
}

enum Prop {
    Str(String),
    Int(u128, u32),
    Bool(bool),
    Segments(Vec<u128>),
    Names(Vec<String>),
    Type(String),
    Types(Vec<String>),
    Attr(String),
}

fn props(ctx: &mut Context, entries: Vec<(&str, Prop)>) -> Attribute {
    let mut out = Vec::new();
    for (k, v) in entries {
        let a = match v {
            Prop::Str(s) => ctx.intern_attr(AttrKind::String {
                value: s.into_bytes().into(),
                ty: None,
            }),
            Prop::Int(v, w) => {
                let ty = ctx.intern_type(TypeKind::int(w));
                ctx.intern_attr(AttrKind::Integer { ty, bits: v })
            }
            Prop::Bool(b) => ctx.intern_attr(AttrKind::Bool(b)),
            Prop::Segments(v) => {
                let element = ctx.intern_type(TypeKind::int(32));
                ctx.intern_attr(AttrKind::DenseArray {
                    element,
                    data: DenseData::Ints(v.into()),
                })
            }
            Prop::Names(ns) => {
                let elems: Vec<Attribute> = ns
                    .into_iter()
                    .map(|n| {
                        ctx.intern_attr(AttrKind::String {
                            value: n.into_bytes().into(),
                            ty: None,
                        })
                    })
                    .collect();
                ctx.intern_attr(AttrKind::Array(elems.into()))
            }
            Prop::Type(t) => {
                let ty = parse_type(ctx, &t)
                    .unwrap_or_else(|_| ctx.intern_type(TypeKind::Opaque(t.into())));
                ctx.intern_attr(AttrKind::Type(ty))
            }
            Prop::Types(ts) => {
                let elems: Vec<Attribute> = ts
                    .into_iter()
                    .map(|t| {
                        let ty = parse_type(ctx, &t)
                            .unwrap_or_else(|_| ctx.intern_type(TypeKind::Opaque(t.into())));
                        ctx.intern_attr(AttrKind::Type(ty))
                    })
                    .collect();
                ctx.intern_attr(AttrKind::Array(elems.into()))
            }
            Prop::Attr(a) => parse_attribute(ctx, &a).unwrap_or_else(|_| {
                ctx.intern_attr(AttrKind::Opaque {
                    text: a.into(),
                    ty: None,
                })
            }),
        };
        let k = ctx.symbol(k);
        out.push((k, a));
    }
    ctx.intern_attr(AttrKind::Dictionary(out.into()))
}

struct Builder<'a> {
    ir: &'a mut Ir,
    values: Vec<Option<Value>>,
    pattern: &'a Pattern,
}

impl Builder<'_> {
    fn kind_type(&mut self, k: Kind) -> Type {
        self.ir.ctx.intern_type(TypeKind::Opaque(k.mlir().into()))
    }

    fn val(&self, v: ValueId) -> Option<Value> {
        self.values.get(v.0 as usize).copied().flatten()
    }

    fn vals(&self, vs: &[ValueId]) -> Vec<Value> {
        vs.iter().filter_map(|&v| self.val(v)).collect()
    }

    /// Creates `name(operands) <{props}> : results` at the end of `block`.
    fn op(
        &mut self,
        block: pdl_runtime::ir::BlockId,
        name: &str,
        operands: Vec<Value>,
        properties: Vec<(&str, Prop)>,
        results: &[ValueId],
        regions: usize,
    ) -> pdl_runtime::ir::OpId {
        let types: Vec<Type> = results
            .iter()
            .map(|&r| self.kind_type(self.pattern.kind(r)))
            .collect();
        let mut state = OperationState::new(&mut self.ir.ctx, name)
            .operands(&operands)
            .results(&types)
            .regions(regions);
        if !properties.is_empty() {
            state.properties = Some(props(&mut self.ir.ctx, properties));
        }
        let op = self.ir.create_op(state);
        self.ir.append_op(block, op);
        for (i, &r) in results.iter().enumerate() {
            if let Some(slot) = self.values.get_mut(r.0 as usize) {
                *slot = Some(self.ir.result(op, i));
            }
        }
        op
    }

    fn pattern(&mut self, block: pdl_runtime::ir::BlockId) {
        let p = self.pattern;
        let mut entries = vec![("benefit", Prop::Int(u128::from(p.benefit), 16))];
        if let Some(n) = &p.name {
            entries.push(("sym_name", Prop::Str(n.clone())));
        }
        let pat = self.op(block, "pdl.pattern", Vec::new(), entries, &[], 1);
        self.set_discardable(pat, &p.attrs);
        let region = self.ir.region(pat, 0);
        let body = self.ir.create_block(&[]);
        self.ir.append_block(region, body);
        for s in &p.matcher {
            self.stmt(body, s);
        }
        let roots = self.vals(&p.rewrite.roots);
        let (name, args) = match &p.rewrite.action {
            RewriteAction::External { name, args } => (Some(name.clone()), self.vals(args)),
            RewriteAction::Body(_) => (None, Vec::new()),
        };
        let mut entries = Vec::new();
        if let Some(n) = name.clone() {
            entries.push(("name", Prop::Str(n)));
        }
        entries.push((
            "operandSegmentSizes",
            Prop::Segments(vec![roots.len() as u128, args.len() as u128]),
        ));
        let mut operands = roots;
        operands.extend(args);
        let rw = self.op(body, "pdl.rewrite", operands, entries, &[], 1);
        self.set_discardable(rw, &p.rewrite.attrs);
        if let RewriteAction::Body(stmts) = &p.rewrite.action {
            let region = self.ir.region(rw, 0);
            let b = self.ir.create_block(&[]);
            self.ir.append_block(region, b);
            for s in stmts {
                self.stmt(b, s);
            }
        }
    }

    fn stmt(&mut self, block: pdl_runtime::ir::BlockId, s: &Stmt) {
        self.stmt_op(block, s);
        // The discardable attributes, on the operation just created.
        if let Some(op) = self.ir.block_ops(block).last() {
            self.set_discardable(op, &s.attrs);
        }
    }

    /// Gives `op` the discardable attributes `attrs` (see [`Stmt::attrs`]).
    fn set_discardable(&mut self, op: pdl_runtime::ir::OpId, attrs: &[(String, String)]) {
        if attrs.is_empty() {
            return;
        }
        let entries: Vec<&str> = attrs.iter().map(|a| a.1.as_str()).collect();
        let text = format!("{{{}}}", entries.join(", "));
        if let Ok(dict) = parse_attribute(&mut self.ir.ctx, &text) {
            self.ir.set_attributes(op, dict);
        }
    }

    fn stmt_op(&mut self, block: pdl_runtime::ir::BlockId, s: &Stmt) {
        let r = &s.results;
        match &s.op {
            StmtKind::Operand { ty } | StmtKind::Operands { ty } => {
                let name = s.op.mlir_name();
                let ops = ty.iter().filter_map(|&t| self.val(t)).collect();
                self.op(block, name, ops, Vec::new(), r, 0);
            }
            StmtKind::Type { constant } => {
                let p = constant
                    .iter()
                    .map(|c| ("constantType", Prop::Type(c.clone())))
                    .collect();
                self.op(block, "pdl.type", Vec::new(), p, r, 0);
            }
            StmtKind::Types { constant } => {
                let p = constant
                    .iter()
                    .map(|c| ("constantTypes", Prop::Types(c.clone())))
                    .collect();
                self.op(block, "pdl.types", Vec::new(), p, r, 0);
            }
            StmtKind::Attribute { ty, value } => {
                let ops = ty.iter().filter_map(|&t| self.val(t)).collect();
                let p = value
                    .iter()
                    .map(|v| ("value", Prop::Attr(v.clone())))
                    .collect();
                self.op(block, "pdl.attribute", ops, p, r, 0);
            }
            StmtKind::Operation {
                name,
                operands,
                attributes,
                types,
            } => {
                let mut ops = self.vals(operands);
                let attr_vals: Vec<ValueId> = attributes.iter().map(|a| a.1).collect();
                ops.extend(self.vals(&attr_vals));
                ops.extend(self.vals(types));
                let mut p = vec![(
                    "attributeValueNames",
                    Prop::Names(attributes.iter().map(|a| a.0.clone()).collect()),
                )];
                if let Some(n) = name {
                    p.push(("opName", Prop::Str(n.clone())));
                }
                p.push((
                    "operandSegmentSizes",
                    Prop::Segments(vec![
                        operands.len() as u128,
                        attributes.len() as u128,
                        types.len() as u128,
                    ]),
                ));
                self.op(block, "pdl.operation", ops, p, r, 0);
            }
            StmtKind::Result { parent, index } => {
                let ops = self.vals(&[*parent]);
                self.op(
                    block,
                    "pdl.result",
                    ops,
                    vec![("index", Prop::Int(u128::from(*index), 32))],
                    r,
                    0,
                );
            }
            StmtKind::Results { parent, index } => {
                let ops = self.vals(&[*parent]);
                let p = index
                    .iter()
                    .map(|i| ("index", Prop::Int(u128::from(*i), 32)))
                    .collect();
                self.op(block, "pdl.results", ops, p, r, 0);
            }
            StmtKind::ApplyConstraint {
                name,
                args,
                negated,
            } => {
                let ops = self.vals(args);
                let p = vec![
                    ("isNegated", Prop::Bool(*negated)),
                    ("name", Prop::Str(name.clone())),
                ];
                self.op(block, "pdl.apply_native_constraint", ops, p, r, 0);
            }
            StmtKind::ApplyRewrite { name, args } => {
                let ops = self.vals(args);
                self.op(
                    block,
                    "pdl.apply_native_rewrite",
                    ops,
                    vec![("name", Prop::Str(name.clone()))],
                    r,
                    0,
                );
            }
            StmtKind::Range { args } => {
                let ops = self.vals(args);
                self.op(block, "pdl.range", ops, Vec::new(), r, 0);
            }
            StmtKind::Replace {
                op,
                with_op,
                with_values,
            } => {
                let mut ops = self.vals(&[*op]);
                let w: Vec<ValueId> = with_op.iter().copied().collect();
                ops.extend(self.vals(&w));
                ops.extend(self.vals(with_values));
                let seg = vec![1, w.len() as u128, with_values.len() as u128];
                self.op(
                    block,
                    "pdl.replace",
                    ops,
                    vec![("operandSegmentSizes", Prop::Segments(seg))],
                    r,
                    0,
                );
            }
            StmtKind::Erase { op } => {
                let ops = self.vals(&[*op]);
                self.op(block, "pdl.erase", ops, Vec::new(), r, 0);
            }
        }
    }
}
