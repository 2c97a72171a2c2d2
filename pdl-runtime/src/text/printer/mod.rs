//! The printer of MLIR's textual form, byte for byte what `mlir-opt` prints: the custom form
//! of operations whose definition has a syntax ([`crate::ir::OpSyntax`]: a hand-written
//! printer or a declarative assembly format), the generic form of the others, or the generic
//! form of all (`--mlir-print-op-generic`); SSA numbering per region scope (names from the
//! operations' hooks in custom form), block labels with predecessor comments, sorted
//! attribute dictionaries, MLIR's spelling of numbers, strings and types, `#map` aliases.

use std::fmt::Write as _;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::text::format::grammar::Format;

mod asm;
mod attributes;
pub(crate) mod custom;
mod names;
mod types;

use crate::ir::{
    AttrKind, Attribute, BlockId, Context, DenseData, Ir, OpId, OpSyntax, RegionId, Traits, Type,
    Value, ValueDef,
};

/// How to print: the options of `mlir-opt` this printer knows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every operation in generic form (`--mlir-print-op-generic`), as
    /// [`print_generic`] does; otherwise operations with a custom syntax print in it, as
    /// `mlir-opt` does by default.
    pub generic: bool,
}

/// `{ir}` is [`print(&ir)`](fn@print): the whole IR as `mlir-opt` writes it, custom syntax
/// where an operation has one.
impl std::fmt::Display for Ir {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&print(self))
    }
}

/// Prints the whole IR (its root operation) as `mlir-opt` writes its output file (the
/// operation, then an empty line): operations whose definition has a custom syntax in
/// custom form, the others in generic form.
pub fn print(ir: &Ir) -> String {
    print_with(ir, PrintOptions::default())
}

/// Prints the whole IR in generic form, as `mlir-opt --mlir-print-op-generic` does.
pub fn print_generic(ir: &Ir) -> String {
    print_with(ir, PrintOptions { generic: true })
}

/// Prints the whole IR (its root operation) with `options`, then an empty line.
pub fn print_with(ir: &Ir, options: PrintOptions) -> String {
    let mut s = if options.generic {
        print_op(ir, ir.root())
    } else {
        let mut p = Printer::new(&ir.ctx);
        p.custom = true;
        p.number_custom(ir, ir.root());
        p.op(ir, ir.root(), 0);
        p.finish()
    };
    s.push('\n');
    s
}

/// Prints one operation (and everything nested in it) in generic form, as MLIR prints it when
/// it is the top of the output, with a trailing newline.
pub fn print_op(ir: &Ir, op: OpId) -> String {
    let mut p = Printer::new(&ir.ctx);
    p.number(ir, op);
    p.op(ir, op, 0);
    p.finish()
}

/// Prints `op` as MLIR prints an operation in a diagnostic ("see current operation"): generic
/// form, values numbered in the scope of its closest isolated-from-above ancestor (or of
/// itself if it is isolated), without a trailing newline.
pub fn print_op_local(ir: &Ir, op: OpId) -> String {
    let isolated = |o: OpId| {
        matches!(
            ir.op_name_str(o),
            "builtin.module" | "func.func" | "transform.named_sequence" | "pdl.pattern"
        )
    };
    let mut scope = op;
    if !isolated(op) {
        let mut cur = ir.parent_op(op);
        while let Some(p) = cur {
            scope = p;
            if isolated(p) {
                break;
            }
            cur = ir.parent_op(p);
        }
    }
    let mut p = Printer::new(&ir.ctx);
    p.number(ir, scope);
    p.op(ir, op, 0);
    let mut s = p.finish();
    while s.ends_with('\n') {
        s.pop();
    }
    s
}

/// Prints a type as MLIR spells it (affine maps inline, without aliases).
pub fn print_type(ctx: &Context, ty: Type) -> String {
    let mut p = Printer::new(ctx);
    p.inline_aliases = true;
    p.ty(ty);
    p.out
}

/// Prints an attribute as MLIR spells it (affine maps inline, without aliases).
pub fn print_attribute(ctx: &Context, attr: Attribute) -> String {
    let mut p = Printer::new(ctx);
    p.inline_aliases = true;
    p.attr(attr);
    p.out
}

/// Prints one operation in its hand-written custom form (MLIR's C++ `print` method):
/// `indent` is the operation's indentation, for its regions.
pub(crate) type CustomOpPrinter = fn(&mut Printer<'_>, &Ir, OpId, usize);

/// The printer's state: output, value and block names, aliases.
pub(crate) struct Printer<'c> {
    ctx: &'c Context,
    out: String,
    /// Affine maps and integer sets, in order of first use, with their alias number.
    aliases: FxHashMap<Attribute, (bool, usize)>,
    maps: Vec<Attribute>,
    sets: Vec<Attribute>,
    inline_aliases: bool,
    /// Per value index: its printed number, and a flag (0 unnamed, 1 result, 2 result of a
    /// multi-result op, 3 entry-block argument `%argN`, 4 other block argument).
    value_names: Vec<(u32, u8)>,
    block_names: Vec<u32>,
    /// The text of types and attributes already printed (up to [`MAX_CACHED_TEXT`] bytes).
    type_text: FxHashMap<Type, Box<str>>,
    attr_text: FxHashMap<(Attribute, bool), Box<str>>,
    /// Whether operations with a custom syntax print in it.
    custom: bool,
    /// In custom form: the name of each value (of the first value of each result group).
    ssa: Vec<names::SsaName>,
    /// In custom form: the first result of each result group, for operations whose results
    /// are named in several groups.
    groups: FxHashMap<OpId, Vec<u32>>,
    /// In custom form: the default dialect of each region being printed (the prefix an
    /// operation's name leaves out), the outermost first.
    default_dialects: Vec<Box<str>>,
    /// The compiled formats used so far, by syntax (see [`Printer::compiled_format`]).
    formats: FxHashMap<usize, Arc<Result<Format, String>>>,
}

/// The longest printed type or attribute the printer keeps to copy (longer ones, such as
/// large dense constants, are printed each time).
const MAX_CACHED_TEXT: usize = 256;

impl<'c> Printer<'c> {
    fn new(ctx: &'c Context) -> Self {
        Printer {
            ctx,
            out: String::new(),
            aliases: FxHashMap::default(),
            maps: Vec::new(),
            sets: Vec::new(),
            inline_aliases: false,
            value_names: Vec::new(),
            block_names: Vec::new(),
            type_text: FxHashMap::default(),
            attr_text: FxHashMap::default(),
            custom: false,
            ssa: Vec::new(),
            groups: FxHashMap::default(),
            default_dialects: vec!["builtin".into()],
            formats: FxHashMap::default(),
        }
    }

    /// The compiled format of `syntax` (a syntax of this printer's context), looked up once
    /// per printer: the shared cache of compiled formats takes a lock.
    pub(crate) fn compiled_format(
        &mut self,
        syntax: &Arc<OpSyntax>,
    ) -> Arc<Result<Format, String>> {
        let key = Arc::as_ptr(syntax) as usize;
        if let Some(f) = self.formats.get(&key) {
            return f.clone();
        }
        let f = crate::text::format::grammar::compiled(syntax);
        self.formats.insert(key, f.clone());
        f
    }

    fn finish(self) -> String {
        if self.maps.is_empty() && self.sets.is_empty() {
            return self.out;
        }
        let mut head = String::new();
        for (list, prefix) in [(&self.maps, "map"), (&self.sets, "set")] {
            for (i, &a) in list.iter().enumerate() {
                let text = match self.ctx.attr_kind(a) {
                    AttrKind::AffineMap(t) | AttrKind::IntegerSet(t) => t,
                    _ => continue,
                };
                if i == 0 {
                    let _ = writeln!(head, "#{prefix} = {text}");
                } else {
                    let _ = writeln!(head, "#{prefix}{i} = {text}");
                }
            }
        }
        head + &self.out
    }

    // ----- numbering -----

    /// Numbers values and blocks as MLIR's `SSANameState` does for the generic form (which
    /// prints unique SSA ids): regions are numbered from a stack (the last pushed first), with
    /// counters that run on across the whole operation; a region's nested regions are pushed
    /// after the region itself is numbered.
    fn number(&mut self, ir: &Ir, top: OpId) {
        self.value_names = vec![(0, 0); ir.values.len()];
        self.block_names = vec![0; ir.blocks.len()];
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        let mut stack: Vec<RegionId> = ir.regions(top).collect();
        self.number_results(ir, top, &mut next_value);
        while let Some(region) = stack.pop() {
            for (i, &b) in ir.region_blocks(region).iter().enumerate() {
                self.block_names[b.0 as usize] = i as u32;
                for &a in ir.block_args(b) {
                    if i == 0 {
                        self.value_names[a.0 as usize] = (next_arg, 3);
                        next_arg += 1;
                    } else {
                        self.value_names[a.0 as usize] = (next_value, 4);
                        next_value += 1;
                    }
                }
                for op in ir.block_ops(b) {
                    self.number_results(ir, op, &mut next_value);
                }
            }
            for &b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    stack.extend(ir.regions(op));
                }
            }
        }
    }

    fn number_results(&mut self, ir: &Ir, op: OpId, next: &mut u32) {
        let n = ir.num_results(op);
        if n == 0 {
            return;
        }
        let flag = if n == 1 { 1 } else { 2 };
        for v in ir.results(op) {
            self.value_names[v.0 as usize] = (*next, flag);
        }
        *next += 1;
    }

    fn value(&mut self, ir: &Ir, v: Value) {
        if self.custom {
            return self.value_custom(ir, v);
        }
        let (n, flag) = self
            .value_names
            .get(v.0 as usize)
            .copied()
            .unwrap_or((0, 0));
        match flag {
            0 => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            3 => {
                let _ = write!(self.out, "%arg{n}");
            }
            2 => {
                let idx = match ir.value_def(v) {
                    ValueDef::Result(_, i) => i,
                    ValueDef::BlockArg(_, i) => i,
                };
                let _ = write!(self.out, "%{n}#{idx}");
            }
            _ => {
                let _ = write!(self.out, "%{n}");
            }
        }
    }

    fn block_name(&mut self, b: BlockId) {
        let _ = write!(self.out, "^bb{}", self.block_names[b.0 as usize]);
    }

    // ----- operations -----

    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push(' ');
        }
    }

    /// The custom syntax `op` prints in, if the printer prints custom forms and `op`'s
    /// definition has one (a hand-written printer or a format).
    fn custom_syntax<'i>(&self, ir: &'i Ir, op: OpId) -> Option<&'i Arc<OpSyntax>> {
        if !self.custom {
            return None;
        }
        let syntax = ir.op_def(op)?.syntax.as_ref()?;
        (syntax.hand_written.is_some() || syntax.format.is_some()).then_some(syntax)
    }

    fn op(&mut self, ir: &Ir, op: OpId, indent: usize) {
        self.indent(indent);
        let nres = ir.num_results(op);
        if nres > 0 {
            if self.custom {
                self.result_defs_custom(ir, op);
            } else {
                let first = ir.result(op, 0);
                let (n, _) = self.value_names[first.0 as usize];
                let _ = write!(self.out, "%{n}");
                if nres > 1 {
                    let _ = write!(self.out, ":{nres}");
                }
            }
            self.out.push_str(" = ");
        }
        if let Some(syntax) = self.custom_syntax(ir, op) {
            if self.custom_op(ir, op, indent, syntax) {
                self.out.push('\n');
                return;
            }
        }
        self.generic_op_body(ir, op, indent);
        self.out.push('\n');
    }

    /// Prints `op` in generic form after its result names: its quoted name, operands,
    /// successors, properties, regions, attributes and type.
    pub(super) fn generic_op_body(&mut self, ir: &Ir, op: OpId, indent: usize) {
        escaped_string(ir.op_name_str(op).as_bytes(), &mut self.out);
        self.out.push('(');
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(ir, v);
        }
        self.out.push(')');
        let succ = ir.successors(op);
        if !succ.is_empty() {
            self.out.push('[');
            for (i, &b) in succ.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(b);
            }
            self.out.push(']');
        }
        // Present properties print even when empty (`<{}>` on an unregistered op); the known
        // ops only carry properties when they have some.
        if let Some(p) = ir.properties(op) {
            self.out.push_str(" <");
            self.attr(p);
            self.out.push('>');
        }
        if ir.num_regions(op) > 0 {
            self.out.push_str(" (");
            for (i, r) in ir.regions(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(ir, r, indent, RegionFlags::ALL, None);
            }
            self.out.push(')');
        }
        let attrs = ir.attributes(op);
        if !matches!(self.ctx.attr_kind(attrs), AttrKind::Dictionary(e) if e.is_empty()) {
            self.out.push(' ');
            self.attr(attrs);
        }
        self.out.push_str(" : (");
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(ir.value_type(v));
        }
        self.out.push_str(") -> ");
        let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        self.results(&results);
    }

    /// Prints region `r` of an operation indented by `indent`: `flags` say what may be left
    /// out (MLIR's `printRegion`); `dialect` is the default dialect of the operations in it.
    fn region(
        &mut self,
        ir: &Ir,
        r: RegionId,
        indent: usize,
        flags: RegionFlags,
        dialect: Option<&str>,
    ) {
        self.out.push_str("{\n");
        let blocks = ir.region_blocks(r);
        if !blocks.is_empty() {
            self.default_dialects.push(dialect.unwrap_or("").into());
            // Predecessor edges of each block (one per successor use).
            let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            for &b in blocks {
                for op in ir.block_ops(b) {
                    for &s in ir.successors(op) {
                        preds.entry(s).or_default().push(b);
                    }
                }
            }
            for (i, &b) in blocks.iter().enumerate() {
                let args = ir.block_args(b);
                let print_header = i != 0
                    || (flags.entry_args && !args.is_empty())
                    || (flags.empty_block && ir.first_op(b).is_none());
                if print_header {
                    self.indent(indent);
                    self.block_name(b);
                    if !args.is_empty() {
                        self.out.push('(');
                        for (k, &a) in args.iter().enumerate() {
                            if k > 0 {
                                self.out.push_str(", ");
                            }
                            self.value(ir, a);
                            self.out.push_str(": ");
                            self.ty(ir.value_type(a));
                        }
                        self.out.push(')');
                    }
                    self.out.push(':');
                    match preds.get(&b) {
                        None => {
                            if i != 0 {
                                self.out.push_str("  // no predecessors");
                            }
                        }
                        Some(p) if p.len() == 1 => {
                            self.out.push_str("  // pred: ");
                            self.block_name(p[0]);
                        }
                        Some(p) => {
                            let mut ids: Vec<u32> =
                                p.iter().map(|b| self.block_names[b.0 as usize]).collect();
                            ids.sort_unstable();
                            let _ = write!(self.out, "  // {} preds: ", ids.len());
                            for (k, id) in ids.iter().enumerate() {
                                if k > 0 {
                                    self.out.push_str(", ");
                                }
                                let _ = write!(self.out, "^bb{id}");
                            }
                        }
                    }
                    self.out.push('\n');
                }
                let skip = if flags.terminators {
                    None
                } else {
                    ir.last_op(b)
                        .filter(|&o| ir.has_trait(o, Traits::TERMINATOR))
                };
                let mut cur = ir.first_op(b);
                while let Some(o) = cur {
                    if Some(o) != skip {
                        self.op(ir, o, indent + 2);
                    }
                    cur = ir.next_op(o);
                }
            }
            self.default_dialects.pop();
        }
        self.indent(indent);
        self.out.push('}');
    }
}

/// What a region's printing may leave out (MLIR's `printRegion` flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RegionFlags {
    /// Print the entry block's header when it has arguments.
    pub(crate) entry_args: bool,
    /// Print the blocks' terminators (else a terminator ending a block is left out).
    pub(crate) terminators: bool,
    /// Print the entry block's header when the block is empty.
    pub(crate) empty_block: bool,
}

impl RegionFlags {
    /// Everything printed, as in generic form.
    pub(crate) const ALL: RegionFlags = RegionFlags {
        entry_args: true,
        terminators: true,
        empty_block: true,
    };
}

fn dense_len(d: &DenseData) -> usize {
    match d {
        DenseData::Ints(v) | DenseData::Floats(v) => v.len(),
        DenseData::ComplexInts(v) | DenseData::ComplexFloats(v) => v.len() / 2,
        DenseData::Strings(v) => v.len(),
        DenseData::Hex(_) => 1,
    }
}

/// Whether a memref layout is the identity map of its rank (MLIR drops it).
fn is_identity_layout(ctx: &Context, layout: Attribute, rank: usize) -> bool {
    let AttrKind::AffineMap(text) = ctx.attr_kind(layout) else {
        return false;
    };
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let list = dims.join(",");
    compact == format!("affine_map<({list})->({list})>")
}

/// Whether `s` can be printed without quotes (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Prints `bytes` as an MLIR string literal (LLVM's `printEscapedString`): `\` doubled,
/// printable ASCII except `"` as is, everything else as `\XX` (two upper-case hex digits).
pub(crate) fn escaped_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7F).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    /// Types and attributes printed from the printer's cache: an `f64` float with and without
    /// its type (array elements elide it), an affine map alias in attributes and in types,
    /// each printed several times. Expected: mlir-opt-22 --allow-unregistered-dialect
    /// --mlir-print-op-generic.
    #[test]
    fn repeated_types_and_attributes_print_as_mlir() {
        let src = "\"t.a\"() {a = [1.0], b = 1.0, c = [1.0], d = 1.0, m = affine_map<(d0) -> (d0 + 1)>} : () -> (memref<2xf32, affine_map<(d0) -> (d0 + 1)>>, memref<2xf32, affine_map<(d0) -> (d0 + 1)>>)\n\
                   \"t.b\"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> memref<2xf32, affine_map<(d0) -> (d0 + 1)>>\n";
        let ir = crate::text::parse(src, "in.mlir").unwrap();
        assert_eq!(
            super::print(&ir),
            "#map = affine_map<(d0) -> (d0 + 1)>\n\
             \"builtin.module\"() ({\n  \
             %0:2 = \"t.a\"() {a = [1.000000e+00], b = 1.000000e+00 : f64, c = [1.000000e+00], d = 1.000000e+00 : f64, m = #map} : () -> (memref<2xf32, #map>, memref<2xf32, #map>)\n  \
             %1 = \"t.b\"() {m = #map} : () -> memref<2xf32, #map>\n\
             }) : () -> ()\n\n"
        );
    }
}
