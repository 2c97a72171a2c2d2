//! The native back end: the matcher program translated into Rust.
//!
//! The output is a unit struct implementing pdl-runtime's `PatternSet`, so the greedy
//! driver takes it exactly as it takes a VM pattern set. The translation decides nothing
//! about matching; it turns the program's control-flow graph into structured Rust:
//!
//! - every SSA value becomes a local (`Option<_>`: a `pdl_interp` value may be null), so
//!   there is no slot array and nothing is allocated on the matching path (ranges are
//!   small vectors stored inline up to four elements);
//! - blocks are laid out along the dominator tree. A block reached from one place is
//!   written inline where it is reached; a block reached from several (the failure block
//!   of a group of checks) becomes the code after a labelled block, which the checks leave
//!   with `break` (Ramsey's "beyond relooper" construction; the CFG of a region is acyclic);
//! - a check whose failure leaves the block is written `if !held { break 'bN; }`, so a
//!   chain of checks reads as a flat sequence;
//! - `foreach` over users is a `for` loop, `continue` a labelled `continue`; the loop walks
//!   the payload's users (`native::users_iter`) unless a native constraint in it takes the
//!   payload mutably, in which case the users are collected first;
//! - the subtree of each case of a `switch_operation_name` in the matcher's top region
//!   (one per root kind, in MLIR's lowering) is a function of its own, taking the values it
//!   uses and returning which block it leaves to, so rustc's time grows linearly with the
//!   number of patterns;
//! - operation names, types and attributes are bound once per payload
//!   (`pdl_runtime::native::Constants`); a switch on an operation name is a `match` on the
//!   name's position among them (`Constants::name_case`: an array read when the payload
//!   gives names a dense index, else one hash lookup); a switch on an attribute, a type or a
//!   list of types is a `match` on the case a table bound with the constants gives
//!   (`Constants::with_switches`), one hash lookup; a switch of up to `SMALL_SWITCH` (4)
//!   cases compares its value with each case in turn instead, which is cheaper than hashing;
//! - code that differs only in constants is written once (`share`): case functions and
//!   rewriters of one shape are one function taking the index of its constant record, the
//!   arms of a switch of one shape are one arm reading its record from a table by key (no
//!   jump table, and code size independent of the number of patterns of one shape);
//!   identical rewriters are one function with one record each;
//! - the branch table (to explain match failures) is one string literal, decoded the first
//!   time a listener asks (`pdl_runtime::native::decode_branches`);
//! - native constraints and rewrites are calls to Rust functions by name (see
//!   `pdl_runtime::native` for their signatures), under the span of the pattern's use so
//!   that rustc's errors point there.
//!
//! Every case arm and every recorded match carries a doc comment naming its patterns and
//! their source locations; the output is deterministic.

//!
//! The back end is in stages: `flow` computes each region's control-flow facts, `layout`
//! decides from them the shape of each function (where each block's code goes),
//! `terminators`, `ops` and `natives` print the tokens of each op, and `items` puts the
//! functions into the file-level items.

mod flow;
mod items;
mod layout;
mod natives;
mod ops;
mod share;
mod terminators;

use crate::model::KindExt;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use pdl_runtime::ir::Attribute;
use proc_macro2::{Ident, Literal, Span as RustSpan, TokenStream, TokenTree};
use quote::{format_ident, quote};

use super::constants::ConstantPool;
use crate::diag::Span;
use crate::model::Kind;
use crate::program::{BlockId, Op, Program, RegionId, Val};
use flow::RegionFlow;

/// How to emit a pattern set.
#[derive(Clone)]
pub struct RustOptions {
    /// Visibility of the generated items (default `pub`).
    pub vis: TokenStream,
    /// Name of the generated pattern-set type (default `Patterns`).
    pub name: Ident,
    /// The payload type the set applies to; `None` (the default) makes the set generic over
    /// every `P: PayloadWrite`.
    pub payload: Option<TokenStream>,
    /// Path of the runtime crate in generated code (default `::pdl_runtime`).
    pub runtime: TokenStream,
    /// The Rust function called for a native constraint or rewrite, by native name (default:
    /// the name itself, as an identifier in scope).
    pub native_paths: BTreeMap<String, TokenStream>,
    /// Where a native function is used in the pattern source (`pdl!`: errors about the
    /// function then point there).
    pub native_spans: HashMap<String, RustSpan>,
    /// Where each native is used in the pattern files (`file:line:col`), written as a
    /// comment at each call, so that whoever reads the generated code (or rustc's error in
    /// it) finds the pattern (build scripts; `pdl!`'s errors point at the pattern anyway).
    pub native_locations: BTreeMap<String, Vec<String>>,
}

impl Default for RustOptions {
    fn default() -> Self {
        RustOptions {
            vis: quote!(pub),
            name: format_ident!("Patterns"),
            payload: None,
            runtime: quote!(::pdl_runtime),
            native_paths: BTreeMap::new(),
            native_spans: HashMap::new(),
            native_locations: BTreeMap::new(),
        }
    }
}

/// The Rust items implementing `program` as a pattern set (`PatternSet` of pdl-runtime).
/// `locate` turns a pattern's span into the `file:line:col` its comments and messages name.
///
/// ```
/// use pdl_codegen::compile::{emit_rust_file, lower, parse_pdll};
/// use pdl_codegen::{LowerOptions, RustOptions};
/// let set = parse_pdll(
///     "Pattern Fold { let root = op<test.neg>(op<test.neg>(x: Value)); replace root with x; }",
/// )
/// .unwrap();
/// let program = lower(&set, LowerOptions::default()).unwrap();
/// let rust = emit_rust_file(&program, &RustOptions::default(), &|s| format!("fold.pdll@{}", s.start));
/// assert!(rust.contains("::pdl_runtime::rewrite::PatternSet<P>\nfor Patterns"));
/// assert!(syn::parse_file(&rust).is_ok());
/// assert!(rust.contains("\"test.neg\""));
/// ```
pub fn emit(
    program: &Program,
    options: &RustOptions,
    locate: &dyn Fn(Span) -> String,
) -> TokenStream {
    Emitter::new(program, options, locate).run()
}

/// [`emit`], formatted as a Rust source file (prettyplease).
pub fn emit_file(
    program: &Program,
    options: &RustOptions,
    locate: &dyn Fn(Span) -> String,
) -> String {
    let tokens = emit(program, options, locate);
    match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => tokens.to_string(),
    }
}

/// The state of one emission: the program, the options, and what is computed about the
/// program before any code is written (control flow, constants, split points, variants).
struct Emitter<'a> {
    prog: &'a Program,
    opts: &'a RustOptions,
    rt: TokenStream,
    /// The payload type as written in generated code.
    pt: TokenStream,
    /// Generic parameters of generated functions over the payload (`P: PayloadWrite, `).
    gen: TokenStream,
    consts: ConstantPool<'a>,
    flows: HashMap<RegionId, RegionFlow>,
    region_of: HashMap<BlockId, RegionId>,
    /// Blocks of the matcher's top region written as functions of their own.
    splits: BTreeSet<BlockId>,
    /// Match record of each block ending in `record_match` (numbered in block order).
    variants: BTreeMap<BlockId, usize>,
    /// The variant of the match enum of each match record: one per list of input kinds.
    sig_of: Vec<usize>,
    /// The input kinds of each variant of the match enum.
    sigs: Vec<Vec<Kind>>,
    /// The matcher's branch points (see `program::explain`); a branch's tracer id is its
    /// index here.
    branches: Vec<crate::program::explain::BranchInfo>,
    /// The tracer id of each block ending in a branch point.
    branch_ids: HashMap<BlockId, u32>,
    /// The tracer id of the branch point being written.
    cur_branch: std::cell::Cell<u32>,
    /// The split functions written so far, by shape (those differing only in constants are
    /// one function).
    cases: std::cell::RefCell<share::Shapes>,
    /// The `get_users` results walked lazily: each the range of a `foreach` in its block,
    /// used by nothing else, whose body calls no native constraint (which would need the
    /// payload mutably): by the value whose users they are.
    lazy_users: HashMap<Val, Val>,
    /// The tables of the switches whose arms are one (`terminators::shared_arms`).
    arm_tables: std::cell::RefCell<Vec<TokenStream>>,
    /// Names of the patterns, for messages.
    pattern_names: Vec<String>,
    /// The case tables of the switches on an attribute, a type and a list of types (by
    /// [`SwitchKind`]): each distinct list of cases, as constant indices, once.
    switch_tables: [Vec<Vec<u32>>; 3],
}

/// What a switch bound to a case table switches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SwitchKind {
    Attribute = 0,
    Type = 1,
    TypeList = 2,
}

fn val(v: Val) -> Ident {
    format_ident!("v{}", v.0)
}

fn block_label(b: BlockId) -> syn::Lifetime {
    syn::Lifetime::new(&format!("'b{}", b.0), RustSpan::call_site())
}

fn lit_str(s: &str) -> Literal {
    Literal::string(s)
}

fn lit_u32(n: u32) -> Literal {
    Literal::u32_unsuffixed(n)
}

fn lit_usize(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// The `get_users` results a `foreach` of the same block walks and nothing else uses, whose
/// loop body (nested loops included) applies no native constraint: each with the value whose
/// users it holds.
fn lazy_users(prog: &Program) -> HashMap<Val, Val> {
    let mut uses: HashMap<Val, usize> = HashMap::new();
    for b in &prog.blocks {
        for op in &b.ops {
            for v in op.operands() {
                *uses.entry(v).or_default() += 1;
            }
        }
    }
    let calls_native = |body: RegionId| {
        let mut stack: Vec<RegionId> = vec![body];
        while let Some(r) = stack.pop() {
            for &b in &prog.region(r).blocks {
                for op in &prog.block(b).ops {
                    match op {
                        Op::ApplyConstraint { .. } | Op::ApplyRewrite { .. } => return true,
                        Op::Foreach { body, .. } => stack.push(*body),
                        _ => {}
                    }
                }
            }
        }
        false
    };
    let mut lazy = HashMap::new();
    for b in &prog.blocks {
        let Some(Op::Foreach { range, body, .. }) = b.ops.last() else {
            continue;
        };
        let source = b.ops.iter().find_map(|op| match op {
            Op::GetUsers { result, value } if result == range && !prog.ty(*value).is_range() => {
                Some(*value)
            }
            _ => None,
        });
        if let Some(value) = source {
            if uses.get(range) == Some(&1) && !calls_native(*body) {
                lazy.insert(*range, value);
            }
        }
    }
    lazy
}

/// Gives every token of `ts` the span `span`.
fn respan(ts: TokenStream, span: RustSpan) -> TokenStream {
    ts.into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                TokenTree::Group(ng)
            }
            mut other => {
                other.set_span(span);
                other
            }
        })
        .collect()
}

impl<'a> Emitter<'a> {
    fn new(prog: &'a Program, opts: &'a RustOptions, locate: &'a dyn Fn(Span) -> String) -> Self {
        let rt = opts.runtime.clone();
        let (pt, gen) = match &opts.payload {
            Some(ty) => (ty.clone(), TokenStream::new()),
            None => (quote!(P), quote!(P: #rt::access::PayloadWrite,)),
        };
        let pattern_names = prog
            .patterns
            .iter()
            .map(|p| {
                let at = locate(p.span);
                match &p.name {
                    Some(n) => format!("@{n} ({at})"),
                    None => format!("pattern at {at}"),
                }
            })
            .collect();
        let mut e = Emitter {
            prog,
            opts,
            rt,
            pt,
            gen,
            consts: ConstantPool::new(&prog.ctx),
            flows: HashMap::new(),
            region_of: HashMap::new(),
            splits: BTreeSet::new(),
            variants: BTreeMap::new(),
            branches: Vec::new(),
            branch_ids: HashMap::new(),
            cur_branch: std::cell::Cell::new(0),
            cases: std::cell::RefCell::new(share::Shapes::default()),
            arm_tables: std::cell::RefCell::new(Vec::new()),
            lazy_users: HashMap::new(),
            pattern_names,
            switch_tables: Default::default(),
            sig_of: Vec::new(),
            sigs: Vec::new(),
        };
        for (i, r) in prog.regions.iter().enumerate() {
            for &b in &r.blocks {
                e.region_of.insert(b, RegionId(i as u32));
            }
        }
        for i in 0..prog.regions.len() {
            let id = RegionId(i as u32);
            e.flows.insert(id, flow::region_flow(prog, id));
        }
        e.branches = crate::program::explain::branches(prog);
        e.branch_ids = e
            .branches
            .iter()
            .enumerate()
            .map(|(i, b)| (b.block, i as u32))
            .collect();
        e.collect_constants();
        e.lazy_users = lazy_users(prog);
        // Record-match variants, in block order (deterministic).
        for (i, b) in prog.blocks.iter().enumerate() {
            if let Some(Op::RecordMatch { inputs, .. }) = b.ops.last() {
                let n = e.variants.len();
                e.variants.insert(BlockId(i as u32), n);
                let kinds: Vec<Kind> = inputs.iter().map(|&v| prog.ty(v)).collect();
                let sig = match e.sigs.iter().position(|s| *s == kinds) {
                    Some(k) => k,
                    None => {
                        e.sigs.push(kinds);
                        e.sigs.len() - 1
                    }
                };
                e.sig_of.push(sig);
            }
        }
        // Split points: the cases of operation-name switches in the matcher's top region.
        let top = prog.matcher.body;
        for &b in &prog.region(top).blocks {
            if let Some(Op::SwitchOperationName { dests, default, .. }) = prog.block(b).ops.last() {
                for d in dests {
                    if d != default && e.region_of.get(d) == Some(&top) {
                        e.splits.insert(*d);
                    }
                }
            }
        }
        e
    }

    fn collect_constants(&mut self) {
        let prog = self.prog;
        for b in &prog.blocks {
            for op in &b.ops {
                match op {
                    Op::CheckAttribute { value, .. } | Op::CreateAttribute { value, .. } => {
                        self.consts.attr(*value);
                    }
                    Op::CheckOperationName { name, .. } | Op::GetAttribute { name, .. } => {
                        self.consts.name(name);
                    }
                    Op::CheckType { ty, .. } | Op::CreateType { ty, .. } => {
                        self.consts.ty(*ty);
                    }
                    Op::CheckTypes { types, .. } | Op::CreateTypes { types, .. } => {
                        self.consts.type_list(*types);
                    }
                    Op::SwitchAttribute { cases, .. } => {
                        for &c in cases {
                            self.consts.attr(c);
                        }
                    }
                    Op::SwitchOperationName { cases, .. } => {
                        for c in cases {
                            self.consts.name(c);
                        }
                    }
                    Op::SwitchType { cases, .. } => {
                        for &c in cases {
                            self.consts.ty(c);
                        }
                    }
                    Op::SwitchTypes { cases, .. } => {
                        for &c in cases {
                            self.consts.type_list(c);
                        }
                    }
                    _ => {}
                }
            }
        }
        for b in &prog.blocks {
            let Some(op) = b.ops.last() else { continue };
            if let Some((kind, cases)) = self.switch_cases(op) {
                let tables = &mut self.switch_tables[kind as usize];
                if !tables.contains(&cases) {
                    tables.push(cases);
                }
            }
        }
    }

    /// The kind and the cases (constant indices) of a switch bound to a case table (one of
    /// more than `SMALL_SWITCH` cases).
    fn switch_cases(&self, op: &Op) -> Option<(SwitchKind, Vec<u32>)> {
        let (kind, cases) = match op {
            Op::SwitchAttribute { cases, .. } => (SwitchKind::Attribute, cases),
            Op::SwitchType { cases, .. } => (SwitchKind::Type, cases),
            Op::SwitchTypes { cases, .. } => (SwitchKind::TypeList, cases),
            _ => return None,
        };
        if cases.len() <= terminators::SMALL_SWITCH {
            return None;
        }
        let find = |&c: &Attribute| {
            match kind {
                SwitchKind::Attribute => self.consts.find_attr(c),
                SwitchKind::Type => self.consts.find_type(c),
                SwitchKind::TypeList => self.consts.find_type_list(c),
            }
            .unwrap_or(0)
        };
        Some((kind, cases.iter().map(find).collect()))
    }

    /// The index of the case table of switch `op` among those of its kind (a marked
    /// constant, see `share`).
    fn switch_table(&self, op: &Op) -> TokenStream {
        let index = self.switch_cases(op).and_then(|(kind, cases)| {
            self.switch_tables[kind as usize]
                .iter()
                .position(|t| *t == cases)
        });
        share::k_usize(index.unwrap_or(0))
    }

    // Constants are all numbered before the code is written (`collect_constants`); their
    // indices are written as marked constants (see `share`).

    fn name_ix(&self, n: &str) -> TokenStream {
        share::k_usize(self.consts.find_name(n).unwrap_or(0) as usize)
    }

    fn attr_ix(&self, a: Attribute) -> TokenStream {
        share::k_usize(self.consts.find_attr(a).unwrap_or(0) as usize)
    }

    fn type_ix(&self, a: Attribute) -> TokenStream {
        share::k_usize(self.consts.find_type(a).unwrap_or(0) as usize)
    }

    fn type_list_ix(&self, a: Attribute) -> TokenStream {
        share::k_usize(self.consts.find_type_list(a).unwrap_or(0) as usize)
    }

    /// The Rust type of a value's local.
    fn local_ty(&self, t: Kind) -> TokenStream {
        let rt = &self.rt;
        let pt = &self.pt;
        match t {
            Kind::Operation => quote!(Option<#rt::native::OpOf<#pt>>),
            Kind::Value => quote!(Option<#rt::native::ValueOf<#pt>>),
            Kind::Type => quote!(Option<#rt::native::TypeOf<#pt>>),
            Kind::Attribute => quote!(Option<#rt::native::AttrOf<#pt>>),
            Kind::ValueRange => quote!(Option<#rt::native::Range<#rt::native::ValueOf<#pt>>>),
            Kind::TypeRange => quote!(Option<#rt::native::Range<#rt::native::TypeOf<#pt>>>),
            Kind::OperationRange => {
                quote!(Option<#rt::native::Range<#rt::native::OpOf<#pt>>>)
            }
        }
    }

    /// The Rust type of a match field for a value of type `t`, generic over `P`.
    fn field_ty(&self, t: Kind) -> TokenStream {
        let rt = &self.rt;
        match t {
            Kind::Operation => quote!(Option<#rt::native::OpOf<P>>),
            Kind::Value => quote!(Option<#rt::native::ValueOf<P>>),
            Kind::Type => quote!(Option<#rt::native::TypeOf<P>>),
            Kind::Attribute => quote!(Option<#rt::native::AttrOf<P>>),
            Kind::ValueRange => quote!(Option<#rt::native::Range<#rt::native::ValueOf<P>>>),
            Kind::TypeRange => quote!(Option<#rt::native::Range<#rt::native::TypeOf<P>>>),
            Kind::OperationRange => quote!(Option<#rt::native::Range<#rt::native::OpOf<P>>>),
        }
    }

    /// The type a native function returns one result of kind `t` as.
    fn native_result_ty(&self, t: Kind) -> TokenStream {
        let rt = &self.rt;
        let pt = &self.pt;
        match t {
            Kind::Operation => quote!(#rt::native::OpOf<#pt>),
            Kind::Value => quote!(#rt::native::ValueOf<#pt>),
            Kind::Type => quote!(#rt::native::TypeOf<#pt>),
            Kind::Attribute => quote!(#rt::native::AttrOf<#pt>),
            Kind::ValueRange => quote!(Vec<#rt::native::ValueOf<#pt>>),
            Kind::TypeRange => quote!(Vec<#rt::native::TypeOf<#pt>>),
            Kind::OperationRange => quote!(Vec<#rt::native::OpOf<#pt>>),
        }
    }

    /// A copy of a value's local (ranges are cloned).
    fn copy_of(&self, v: Val) -> TokenStream {
        let id = val(v);
        if self.prog.ty(v).is_range() {
            quote!(#id.clone())
        } else {
            quote!(#id)
        }
    }
}
