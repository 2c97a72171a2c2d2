//! The transform script as the interpreter sees it: the transform operations of an [`Ir`]
//! (read from MLIR's transform syntax, see the transform module's `syntax`), with their handles numbered
//! and their attributes decoded. The script refers back to the operations it was read from
//! only for diagnostics (their source locations and their printed form).

use std::collections::HashMap;

use crate::ir::{AttrKind, Attribute, DenseData, Ir, OpId, TypeKind, Value, ValueDef};

/// A transform value: an index into [`Script::handles`].
pub type HandleId = u32;

/// An operation of the script: an index into [`Script::ops`].
pub type ScriptOpId = usize;

/// What a handle is associated with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandleKind {
    /// Payload operations (`!transform.any_op`, `!transform.op<"...">`, `!pdl.operation`).
    Op,
    /// Payload values (`!transform.any_value`).
    Value,
    /// Parameters: attributes (`!transform.param<...>`, `!transform.any_param`).
    Param,
}

impl HandleKind {
    /// The kind of a handle of type `ty` (as printed): the transform type interface the
    /// type implements.
    pub fn of_type(ty: &str) -> HandleKind {
        if ty.starts_with("!transform.param") || ty.starts_with("!transform.any_param") {
            HandleKind::Param
        } else if ty.starts_with("!transform.any_value") || ty.starts_with("!pdl.value") {
            HandleKind::Value
        } else {
            HandleKind::Op
        }
    }
}

/// A transform value.
#[derive(Clone, Debug)]
pub struct Handle {
    /// Its kind, from its type.
    pub kind: HandleKind,
    /// Its type as written.
    pub ty: String,
    /// Where it is defined in the source (the defining operation, or the argument's name).
    pub loc: Option<u32>,
}

/// A decoded attribute of a transform operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// An integer (its value, sign-extended from its width).
    Int(i128),
    /// A string.
    Str(String),
    /// A symbol reference (the leaf name).
    Sym(String),
    /// An array.
    Array(Vec<Attr>),
    /// A unit attribute.
    Unit,
    /// `array<i64: ...>`.
    Ints(Vec<i64>),
    /// Anything else.
    Other,
}

impl Attr {
    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attr::Int(v) => Some(*v),
            _ => None,
        }
    }
    /// The string or symbol name, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attr::Str(s) | Attr::Sym(s) => Some(s),
            _ => None,
        }
    }
}

/// A block of a transform operation's region.
#[derive(Clone, Debug, Default)]
pub struct ScriptBlock {
    /// The block's arguments.
    pub args: Vec<HandleId>,
    /// Its operations, in order.
    pub ops: Vec<ScriptOpId>,
}

/// One operation of the script.
#[derive(Clone, Debug)]
pub struct ScriptOp {
    /// The operation name (`transform.include`).
    pub name: String,
    /// The operation in the IR the script was read from.
    pub source: OpId,
    /// Its source offset.
    pub loc: Option<u32>,
    /// Operand handles.
    pub operands: Vec<HandleId>,
    /// Result handles.
    pub results: Vec<HandleId>,
    /// The first block of each region.
    pub regions: Vec<ScriptBlock>,
    /// Inherent and discardable attributes, decoded.
    pub attrs: Vec<(String, Attr)>,
    /// The same attributes as MLIR prints them (parameters hold attributes as they are).
    pub raw_attrs: Vec<(String, String)>,
    /// Argument attributes of a named sequence, per argument: (consumed, readonly).
    pub arg_effects: Vec<(bool, bool)>,
    /// The argument types of a function-like operation's `function_type`, as printed.
    pub fn_inputs: Vec<String>,
    /// The result types of a function-like operation's `function_type`, as printed.
    pub fn_results: Vec<String>,
    /// The enclosing transform operation.
    pub parent: Option<ScriptOpId>,
}

impl ScriptOp {
    /// Attribute `name`.
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
    /// Whether unit attribute `name` is present.
    pub fn flag(&self, name: &str) -> bool {
        self.attr(name).is_some()
    }
    /// Attribute `name` as MLIR prints it.
    pub fn raw_attr(&self, name: &str) -> Option<&str> {
        self.raw_attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The transform operations of one IR.
#[derive(Clone, Debug, Default)]
pub struct Script {
    /// Every transform operation (and every operation nested in one, except inside
    /// `pdl.pattern`s).
    pub ops: Vec<ScriptOp>,
    /// Every transform value.
    pub handles: Vec<Handle>,
    /// Top-level transform operations (not nested in another one), in order.
    pub top: Vec<ScriptOpId>,
    /// Named sequences by symbol name.
    pub named: HashMap<String, ScriptOpId>,
    /// The script operation read from each IR operation.
    pub by_source: HashMap<OpId, ScriptOpId>,
}

impl Script {
    /// Reads the transform operations of `ir`; `src` (the text `ir` was read from) gives
    /// the locations of block arguments.
    pub fn from_ir(ir: &Ir, src: &str) -> Script {
        let mut b = ScriptBuilder {
            ir,
            src,
            script: Script::default(),
            values: HashMap::new(),
        };
        b.scan(ir.root(), None);
        b.script
    }

    /// The handle a value of the IR became.
    pub fn op(&self, id: ScriptOpId) -> &ScriptOp {
        &self.ops[id]
    }

    /// The handles defined in `block` and everything nested in it.
    pub fn handles_in(&self, block: &ScriptBlock, out: &mut Vec<HandleId>) {
        out.extend_from_slice(&block.args);
        for &o in &block.ops {
            let op = &self.ops[o];
            out.extend_from_slice(&op.results);
            for r in &op.regions {
                self.handles_in(r, out);
            }
        }
    }
}

struct ScriptBuilder<'a> {
    ir: &'a Ir,
    src: &'a str,
    script: Script,
    values: HashMap<Value, HandleId>,
}

impl ScriptBuilder<'_> {
    fn scan(&mut self, op: OpId, parent: Option<ScriptOpId>) {
        let name = self.ir.op_name_str(op);
        let is_transform = name.starts_with("transform.");
        if is_transform || parent.is_some() {
            let id = self.add(op, parent);
            if parent.is_none() {
                self.script.top.push(id);
            }
            return;
        }
        for r in self.ir.regions(op) {
            for &b in self.ir.region_blocks(r) {
                for o in self.ir.block_ops(b) {
                    self.scan(o, None);
                }
            }
        }
    }

    fn handle(&mut self, v: Value, loc: Option<u32>) -> HandleId {
        if let Some(&h) = self.values.get(&v) {
            return h;
        }
        let ty = crate::text::print_type(&self.ir.ctx, self.ir.value_type(v));
        let kind = HandleKind::of_type(&ty);
        let id = self.script.handles.len() as HandleId;
        self.script.handles.push(Handle { kind, ty, loc });
        self.values.insert(v, id);
        id
    }

    fn add(&mut self, op: OpId, parent: Option<ScriptOpId>) -> ScriptOpId {
        let ir = self.ir;
        let id = self.script.ops.len();
        let loc = ir.op_loc(op);
        let mut attrs = Vec::new();
        let mut raw_attrs = Vec::new();
        for dict in ir.properties(op).into_iter().chain([ir.attributes(op)]) {
            if let AttrKind::Dictionary(entries) = ir.ctx.attr_kind(dict) {
                for &(k, v) in entries.iter() {
                    let key = ir.ctx.str(k).to_string();
                    attrs.push((key.clone(), decode(ir, v)));
                    raw_attrs.push((key, crate::text::print_attribute(&ir.ctx, v)));
                }
            }
        }
        let mut arg_effects = Vec::new();
        let arg_attrs = ir
            .ctx
            .lookup_symbol("arg_attrs")
            .and_then(|k| ir.properties(op).and_then(|p| ir.dict_get(p, k)));
        if let Some(a) = arg_attrs {
            if let AttrKind::Array(items) = ir.ctx.attr_kind(a) {
                for &d in items.iter() {
                    let has = |n: &str| {
                        ir.ctx
                            .lookup_symbol(n)
                            .and_then(|s| ir.dict_get(d, s))
                            .is_some()
                    };
                    arg_effects.push((has("transform.consumed"), has("transform.readonly")));
                }
            }
        }
        let printed = |types: &[crate::ir::Type]| -> Vec<String> {
            types
                .iter()
                .map(|&t| crate::text::print_type(&ir.ctx, t))
                .collect()
        };
        let (fn_inputs, fn_results) = ir
            .ctx
            .lookup_symbol("function_type")
            .and_then(|k| ir.properties(op).and_then(|p| ir.dict_get(p, k)))
            .and_then(|a| match ir.ctx.attr_kind(a) {
                AttrKind::Type(t) => match ir.ctx.type_kind(*t) {
                    TypeKind::Function { inputs, results } => {
                        Some((printed(inputs), printed(results)))
                    }
                    _ => None,
                },
                _ => None,
            })
            .unwrap_or_default();
        let operands: Vec<Value> = ir.operands(op).collect();
        self.script.ops.push(ScriptOp {
            name: ir.op_name_str(op).to_string(),
            source: op,
            loc,
            operands: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            attrs,
            raw_attrs,
            arg_effects,
            fn_inputs,
            fn_results,
            parent,
        });
        self.script.by_source.insert(op, id);
        let operand_handles: Vec<HandleId> = operands
            .into_iter()
            .map(|v| {
                let l = match ir.value_def(v) {
                    ValueDef::Result(d, _) => ir.op_loc(d),
                    ValueDef::BlockArg(..) => None,
                };
                self.handle(v, l)
            })
            .collect();
        let results: Vec<HandleId> = ir.results(op).map(|v| self.handle(v, loc)).collect();
        if ir.op_name_str(op) == "transform.named_sequence" {
            if let Some(name) = self.script.ops[id].attr("sym_name").and_then(Attr::as_str) {
                let name = name.to_string();
                self.script.named.entry(name).or_insert(id);
            }
        }
        let signature = ir.op_name_str(op) == "transform.named_sequence";
        let is_pattern = ir.op_name_str(op) == "pdl.pattern";
        // Only an entry block with arguments needs their locations; the scan for them stops
        // at the block's first operation, so reading stays linear in the source.
        let entry = ir
            .regions(op)
            .next()
            .and_then(|r| ir.region_blocks(r).first().copied());
        let arg_locs = match (loc, entry) {
            (Some(l), Some(b)) if !is_pattern && !ir.block_args(b).is_empty() => {
                let limit = ir.block_ops(b).next().and_then(|o| ir.op_loc(o));
                arg_offsets_within(self.src, l as usize, signature, limit.map(|x| x as usize))
            }
            _ => Vec::new(),
        };
        let mut regions = Vec::new();
        if !is_pattern {
            for r in ir.regions(op) {
                if signature && ir.region_blocks(r).is_empty() {
                    // An external named sequence: no body.
                    continue;
                }
                let mut block = ScriptBlock::default();
                if let Some(&b) = ir.region_blocks(r).first() {
                    for (i, &a) in ir.block_args(b).iter().enumerate() {
                        let l = arg_locs.get(i).map(|&o| o as u32);
                        block.args.push(self.handle(a, l));
                    }
                    for o in ir.block_ops(b) {
                        block.ops.push(self.add(o, Some(id)));
                    }
                }
                regions.push(block);
            }
        }
        let s = &mut self.script.ops[id];
        s.operands = operand_handles;
        s.results = results;
        s.regions = regions;
        id
    }
}

/// Decodes an IR attribute.
fn decode(ir: &Ir, a: Attribute) -> Attr {
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, bits } => {
            let width = match ir.ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let v = if width == 0 || width >= 128 {
                *bits as i128
            } else {
                let shift = 128 - width;
                ((*bits << shift) as i128) >> shift
            };
            Attr::Int(v)
        }
        AttrKind::String { value, .. } => Attr::Str(String::from_utf8_lossy(value).into_owned()),
        AttrKind::SymbolRef { root, nested } => {
            let leaf = nested.last().copied().unwrap_or(*root);
            Attr::Sym(ir.ctx.str(leaf).to_string())
        }
        AttrKind::Array(items) => Attr::Array(items.iter().map(|&i| decode(ir, i)).collect()),
        AttrKind::Unit => Attr::Unit,
        AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } => Attr::Ints(v.iter().map(|&b| b as u64 as i64).collect()),
        _ => Attr::Other,
    }
}

/// The offsets of the argument names of an operation's entry block, read from the source
/// (the IR keeps no location for block arguments): with `signature`, the `(%a: T, ...)`
/// after a function-like operation's name, else the first `^bb0(%a: T)`.
pub fn arg_offsets(src: &str, start: usize, signature: bool) -> Vec<usize> {
    arg_offsets_within(src, start, signature, None)
}

/// [`arg_offsets`], looking no further than `limit` (the entry block's first operation).
fn arg_offsets_within(
    src: &str,
    start: usize,
    signature: bool,
    limit: Option<usize>,
) -> Vec<usize> {
    use crate::text::{lex, skip_trivia, Tok};
    let b = src.as_bytes();
    let limit = limit.unwrap_or(usize::MAX);
    let mut pos = start;
    for _ in 0..100_000 {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => return Vec::new(),
            _ if t.start >= limit => return Vec::new(),
            Tok::LParen if signature => return paren_args(src, t.start),
            Tok::CaretId if !signature => return paren_args(src, t.end),
            _ => {}
        }
        pos = t.end.max(pos + 1);
    }
    Vec::new()
}

/// The offsets of the `%names` directly inside the parenthesised list at or after `start`.
fn paren_args(src: &str, start: usize) -> Vec<usize> {
    use crate::text::{lex, skip_trivia, Tok};
    let b = src.as_bytes();
    let mut pos = start;
    let mut depth = 0i32;
    let mut out = Vec::new();
    let mut prev = Tok::Eof;
    for _ in 0..100_000 {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => break,
            Tok::LParen | Tok::LSquare | Tok::LBrace | Tok::Less => depth += 1,
            Tok::RParen | Tok::RSquare | Tok::RBrace | Tok::Greater => {
                depth -= 1;
                if depth <= 0 {
                    break;
                }
            }
            Tok::PercentId if depth == 1 && matches!(prev, Tok::LParen | Tok::Comma) => {
                out.push(t.start)
            }
            _ => {}
        }
        prev = t.kind;
        pos = t.end.max(pos + 1);
    }
    out
}
