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
//! - `foreach` over users is a `for` loop, `continue` a labelled `continue`;
//! - the subtree of each case of a `switch_operation_name` in the matcher's top region
//!   (one per root kind, in MLIR's lowering) is a function of its own, taking the values it
//!   uses and returning which block it leaves to, so rustc's time grows linearly with the
//!   number of patterns;
//! - operation names, types and attributes are bound once per payload
//!   (`pdl_runtime::native::Constants`); a switch on an operation name is a `match` on the
//!   name's dense index, one hash lookup whatever the number of cases;
//! - native constraints and rewrites are calls to Rust functions by name (see
//!   `pdl_runtime::native` for their signatures), under the span of the pattern's use so
//!   that rustc's errors point there.
//!
//! Every case arm and every recorded match carries a doc comment naming its patterns and
//! their source locations; the output is deterministic.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use pdl_runtime::ir::Attribute;
use pdl_runtime::text::print_attribute;
use proc_macro2::{Delimiter, Group, Ident, Literal, Span as RustSpan, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};

use super::constants::ConstantPool;
use crate::model::Span;
use crate::program::{BlockId, KindExt, Op, Program, RegionId, Val, ValType};

/// How to emit a pattern set.
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
        }
    }
}

/// The Rust items implementing `program` as a pattern set (`PatternSet` of pdl-runtime).
/// `locate` turns a pattern's span into the `file:line:col` its comments and messages name.
///
/// ```
/// use pdl_codegen::emit::rust::{emit_file, RustOptions};
/// let set = pdl_codegen::syntax::pdll_gen::pdll_to_model(
///     "Pattern Fold { let root = op<test.neg>(op<test.neg>(x: Value)); replace root with x; }",
/// )
/// .unwrap();
/// let program = pdl_codegen::lower::lower(&set).unwrap();
/// let rust = emit_file(&program, &RustOptions::default(), &|s| format!("fold.pdll@{}", s.start));
/// assert!(rust.contains("PatternSet<P> for Patterns"));
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

/// Control flow of one region: reverse post-order, predecessors, dominator tree.
struct RegionFlow {
    rpo: HashMap<BlockId, usize>,
    preds: HashMap<BlockId, usize>,
    children: HashMap<BlockId, Vec<BlockId>>,
    /// Pre- and post-order numbers in the dominator tree (dominance in O(1)).
    interval: HashMap<BlockId, (usize, usize)>,
}

impl RegionFlow {
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.interval.get(&a), self.interval.get(&b)) {
            (Some(&(a0, a1)), Some(&(b0, b1))) => a0 <= b0 && b1 <= a1,
            _ => false,
        }
    }

    fn is_merge(&self, b: BlockId) -> bool {
        self.preds.get(&b).copied().unwrap_or(0) >= 2
    }
}

/// Which function is being written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FnKind {
    /// The matcher's entry function.
    Matcher,
    /// A matcher subtree split into its own function.
    Split,
    /// A rewriter.
    Rewriter,
}

/// What a block's code needs to know about the function it is in.
struct FnCx {
    kind: FnKind,
    /// The root of a split function's subtree.
    root: Option<BlockId>,
    /// Blocks a split function leaves to (its return value is the index + 1).
    exits: Vec<BlockId>,
    /// Labels of the enclosing `for` loops, innermost last.
    loops: Vec<Ident>,
}

/// One step of writing a function's body (see `Emitter::body`).
enum Task {
    /// Tokens appended to the innermost open group.
    Tokens(TokenStream),
    /// Opens a `{ }` group.
    Open,
    /// Closes the innermost open group, appending it to the one around it.
    Close,
    /// The code of a block and of the blocks it dominates.
    Tree(BlockId),
    /// [`Task::Tree`], or the call of the block's function when it is a split point.
    TreeOrCall(BlockId),
    /// The terminator of a block.
    Term(BlockId),
    /// Control goes from the current block to this one.
    Branch(BlockId),
    /// Entering a `for` loop with this label.
    PushLoop(Ident),
    /// Leaving the innermost `for` loop.
    PopLoop,
    /// The body of the split function of this block is written (the innermost open group,
    /// under the innermost function context).
    SplitEnd(BlockId),
}

/// The tasks a task expands into, in output order.
struct Plan(Vec<Task>);

impl Plan {
    fn tokens(&mut self, ts: TokenStream) {
        if !ts.is_empty() {
            self.0.push(Task::Tokens(ts));
        }
    }

    /// `{ <branch to b> }`.
    fn block(&mut self, b: BlockId) {
        self.0.push(Task::Open);
        self.0.push(Task::Branch(b));
        self.0.push(Task::Close);
    }
}

struct Emitter<'a> {
    prog: &'a Program,
    opts: &'a RustOptions,
    rt: TokenStream,
    /// The payload type as written in generated code.
    pt: TokenStream,
    /// Generic parameters of generated functions over the payload (`P: PayloadWrite, `).
    gen: TokenStream,
    consts: ConstantPool,
    flows: HashMap<RegionId, RegionFlow>,
    region_of: HashMap<BlockId, RegionId>,
    /// Blocks of the matcher's top region written as functions of their own.
    splits: BTreeSet<BlockId>,
    /// Match variant of each block ending in `record_match`.
    variants: BTreeMap<BlockId, usize>,
    /// The matcher's branch points (see `lower::explain`); a branch's tracer id is its
    /// index here.
    branches: Vec<crate::program::explain::BranchInfo>,
    /// The tracer id of each block ending in a branch point.
    branch_ids: HashMap<BlockId, u32>,
    /// The tracer id of the branch point being written.
    cur_branch: std::cell::Cell<u32>,
    /// Split functions written so far.
    functions: std::cell::RefCell<Vec<TokenStream>>,
    /// Names of the patterns, for messages.
    pattern_names: Vec<String>,
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
            consts: ConstantPool::default(),
            flows: HashMap::new(),
            region_of: HashMap::new(),
            splits: BTreeSet::new(),
            variants: BTreeMap::new(),
            branches: Vec::new(),
            branch_ids: HashMap::new(),
            cur_branch: std::cell::Cell::new(0),
            functions: std::cell::RefCell::new(Vec::new()),
            pattern_names,
        };
        for (i, r) in prog.regions.iter().enumerate() {
            for &b in &r.blocks {
                e.region_of.insert(b, RegionId(i as u32));
            }
        }
        for i in 0..prog.regions.len() {
            let id = RegionId(i as u32);
            let flow = e.flow(id);
            e.flows.insert(id, flow);
        }
        e.branches = crate::program::explain::branches(prog);
        e.branch_ids = e
            .branches
            .iter()
            .enumerate()
            .map(|(i, b)| (b.block, i as u32))
            .collect();
        e.collect_constants();
        // Record-match variants, in block order (deterministic).
        for (i, b) in prog.blocks.iter().enumerate() {
            if let Some(Op::RecordMatch { .. }) = b.ops.last() {
                let n = e.variants.len();
                e.variants.insert(BlockId(i as u32), n);
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

    fn flow(&self, r: RegionId) -> RegionFlow {
        let prog = self.prog;
        let blocks = &prog.region(r).blocks;
        let mut preds: HashMap<BlockId, usize> = HashMap::new();
        let succs = |b: BlockId| -> Vec<BlockId> {
            prog.block(b)
                .ops
                .last()
                .map(|op| op.successors())
                .unwrap_or_default()
        };
        for &b in blocks {
            for s in succs(b) {
                *preds.entry(s).or_default() += 1;
            }
        }
        // Reverse post-order from the entry (iterative DFS).
        let mut post = Vec::new();
        let mut seen = BTreeSet::new();
        if let Some(&entry) = blocks.first() {
            let mut stack = vec![(entry, 0usize)];
            seen.insert(entry);
            while let Some((b, i)) = stack.pop() {
                let ss = succs(b);
                if i < ss.len() {
                    stack.push((b, i + 1));
                    let s = ss[i];
                    if seen.insert(s) {
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                }
            }
        }
        post.reverse();
        let rpo: HashMap<BlockId, usize> = post.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        // Dominators; the region is acyclic, so one pass in RPO: the immediate dominator of
        // a block is the nearest common ancestor, in the dominator tree built so far, of its
        // predecessors (Cooper, Harvey, Kennedy). The ancestor is found by binary lifting
        // (O(log depth) per predecessor), not by walking up the tree: a failure block that
        // ends a chain of n checks has n predecessors at depths 1..n.
        let mut pred_lists: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &b in &post {
            for s in succs(b) {
                pred_lists.entry(s).or_default().push(b);
            }
        }
        let mut idom: HashMap<BlockId, BlockId> = HashMap::new();
        // Depth in the dominator tree, and the ancestors 2^k levels up (k = 0, 1, ...).
        let mut depth: HashMap<BlockId, usize> = HashMap::new();
        let mut up: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        let common = |mut a: BlockId,
                      mut c: BlockId,
                      depth: &HashMap<BlockId, usize>,
                      up: &HashMap<BlockId, Vec<BlockId>>| {
            if depth[&a] < depth[&c] {
                std::mem::swap(&mut a, &mut c);
            }
            let mut diff = depth[&a] - depth[&c];
            let mut k = 0;
            while diff > 0 {
                if diff & 1 == 1 {
                    a = up[&a][k];
                }
                diff >>= 1;
                k += 1;
            }
            if a == c {
                return a;
            }
            // Same depth, so the same number of ancestors.
            for k in (0..up[&a].len()).rev() {
                let (ua, uc) = (&up[&a], &up[&c]);
                if k < ua.len() && ua[k] != uc[k] {
                    (a, c) = (ua[k], uc[k]);
                }
            }
            up[&a][0]
        };
        if let Some(&entry) = post.first() {
            idom.insert(entry, entry);
            depth.insert(entry, 0);
            up.insert(entry, Vec::new());
            for &b in post.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in pred_lists.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(a) => common(a, p, &depth, &up),
                    });
                }
                if let Some(n) = new {
                    idom.insert(b, n);
                    let d = depth[&n] + 1;
                    let mut ups = vec![n];
                    while (1usize << ups.len()) <= d {
                        let last = ups[ups.len() - 1];
                        ups.push(up[&last][ups.len() - 1]);
                    }
                    depth.insert(b, d);
                    up.insert(b, ups);
                }
            }
        }
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &b in post.iter().skip(1) {
            if let Some(&d) = idom.get(&b) {
                children.entry(d).or_default().push(b);
            }
        }
        for c in children.values_mut() {
            c.sort_by_key(|b| rpo[b]);
        }
        let mut interval = HashMap::new();
        if let Some(&entry) = post.first() {
            let mut counter = 0usize;
            let mut stack = vec![(entry, false)];
            let mut start = HashMap::new();
            while let Some((b, done)) = stack.pop() {
                if done {
                    interval.insert(b, (start[&b], counter));
                    counter += 1;
                    continue;
                }
                start.insert(b, counter);
                counter += 1;
                stack.push((b, true));
                for &c in children.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    stack.push((c, false));
                }
            }
        }
        RegionFlow {
            rpo,
            preds,
            children,
            interval,
        }
    }

    fn collect_constants(&mut self) {
        let prog = self.prog;
        for b in &prog.blocks {
            for op in &b.ops {
                match op {
                    Op::CheckAttribute { value, .. } | Op::CreateAttribute { value, .. } => {
                        self.attr(*value);
                    }
                    Op::CheckOperationName { name, .. } | Op::GetAttribute { name, .. } => {
                        self.name(name);
                    }
                    Op::CheckType { ty, .. } | Op::CreateType { ty, .. } => {
                        self.ty(*ty);
                    }
                    Op::CheckTypes { types, .. } | Op::CreateTypes { types, .. } => {
                        self.type_list(*types);
                    }
                    Op::SwitchAttribute { cases, .. } => {
                        for &c in cases {
                            self.attr(c);
                        }
                    }
                    Op::SwitchOperationName { cases, .. } => {
                        for c in cases {
                            self.name(c);
                        }
                    }
                    Op::SwitchType { cases, .. } => {
                        for &c in cases {
                            self.ty(c);
                        }
                    }
                    Op::SwitchTypes { cases, .. } => {
                        for &c in cases {
                            self.type_list(c);
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    fn name(&mut self, n: &str) -> u32 {
        self.consts.name(n)
    }

    fn attr(&mut self, a: Attribute) -> u32 {
        self.consts.attr(&self.prog.ctx, a)
    }

    fn ty(&mut self, a: Attribute) -> u32 {
        self.consts.ty(&self.prog.ctx, a)
    }

    fn type_list(&mut self, a: Attribute) -> u32 {
        self.consts.type_list(&self.prog.ctx, a)
    }

    // Constants are all numbered before the code is written (`collect_constants`).

    fn name_ix(&self, n: &str) -> Literal {
        lit_u32(self.consts.find_name(n).unwrap_or(0))
    }

    fn attr_ix(&self, a: Attribute) -> Literal {
        lit_u32(self.consts.find_attr(a).unwrap_or(0))
    }

    fn type_ix(&self, a: Attribute) -> Literal {
        lit_u32(self.consts.find_type(&self.prog.ctx, a).unwrap_or(0))
    }

    fn type_list_ix(&self, a: Attribute) -> Literal {
        lit_u32(self.consts.find_type_list(a).unwrap_or(0))
    }

    /// The Rust type of a value's local.
    fn local_ty(&self, t: ValType) -> TokenStream {
        let rt = &self.rt;
        let pt = &self.pt;
        match t {
            ValType::Operation => quote!(Option<#rt::native::OpOf<#pt>>),
            ValType::Value => quote!(Option<#rt::native::ValueOf<#pt>>),
            ValType::Type => quote!(Option<#rt::native::TypeOf<#pt>>),
            ValType::Attribute => quote!(Option<#rt::native::AttrOf<#pt>>),
            ValType::ValueRange => quote!(Option<#rt::native::Range<#rt::native::ValueOf<#pt>>>),
            ValType::TypeRange => quote!(Option<#rt::native::Range<#rt::native::TypeOf<#pt>>>),
            ValType::OperationRange => {
                quote!(Option<#rt::native::Range<#rt::native::OpOf<#pt>>>)
            }
        }
    }

    /// The Rust type of a match field for a value of type `t`, generic over `P`.
    fn field_ty(&self, t: ValType) -> TokenStream {
        let rt = &self.rt;
        match t {
            ValType::Operation => quote!(Option<#rt::native::OpOf<P>>),
            ValType::Value => quote!(Option<#rt::native::ValueOf<P>>),
            ValType::Type => quote!(Option<#rt::native::TypeOf<P>>),
            ValType::Attribute => quote!(Option<#rt::native::AttrOf<P>>),
            ValType::ValueRange => quote!(Option<#rt::native::Range<#rt::native::ValueOf<P>>>),
            ValType::TypeRange => quote!(Option<#rt::native::Range<#rt::native::TypeOf<P>>>),
            ValType::OperationRange => quote!(Option<#rt::native::Range<#rt::native::OpOf<P>>>),
        }
    }

    /// The type a native function returns one result of kind `t` as.
    fn native_result_ty(&self, t: ValType) -> TokenStream {
        let rt = &self.rt;
        let pt = &self.pt;
        match t {
            ValType::Operation => quote!(#rt::native::OpOf<#pt>),
            ValType::Value => quote!(#rt::native::ValueOf<#pt>),
            ValType::Type => quote!(#rt::native::TypeOf<#pt>),
            ValType::Attribute => quote!(#rt::native::AttrOf<#pt>),
            ValType::ValueRange => quote!(Vec<#rt::native::ValueOf<#pt>>),
            ValType::TypeRange => quote!(Vec<#rt::native::TypeOf<#pt>>),
            ValType::OperationRange => quote!(Vec<#rt::native::OpOf<#pt>>),
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

    fn run(self) -> TokenStream {
        let rt = self.rt.clone();
        let pt = self.pt.clone();
        let gen = self.gen.clone();
        let vis = &self.opts.vis;
        let name = &self.opts.name;
        let match_ty = format_ident!("{}Match", name);

        // The matcher.
        let matcher = &self.prog.matcher;
        let entry = self.prog.entry(matcher);
        let root_arg = self.prog.block(entry).args.first().map(|&v| val(v));
        let fcx = FnCx {
            kind: FnKind::Matcher,
            root: None,
            exits: Vec::new(),
            loops: Vec::new(),
        };
        let body = self.body(entry, fcx);
        let bind_root = match root_arg {
            Some(r) => quote!(let #r = Some(root);),
            None => quote!(let _ = root;),
        };
        let matcher_fn = quote! {
            /// The matcher: records every match of `root`, in the order MLIR's bytecode does.
            fn __match<#gen T: #rt::native::Tracer>(
                c: &#rt::native::Constants<#pt>,
                payload: &mut #pt,
                root: #rt::native::OpOf<#pt>,
                out: &mut Vec<#match_ty<#pt>>,
                tracer: &mut T,
            ) {
                use #rt::access::PayloadRead as Read;
                #bind_root
                #body
            }
        };
        let splits = self.functions.take();

        // The rewriters.
        let mut rewriters = Vec::new();
        for (i, f) in self.prog.rewriters.iter().enumerate() {
            let entry = self.prog.entry(f);
            let params: Vec<TokenStream> = self
                .prog
                .block(entry)
                .args
                .iter()
                .map(|&v| {
                    let id = val(v);
                    let ty = self.local_ty(self.prog.ty(v));
                    quote!(#id: #ty)
                })
                .collect();
            let fcx = FnCx {
                kind: FnKind::Rewriter,
                root: None,
                exits: Vec::new(),
                loops: Vec::new(),
            };
            let body = self.body(entry, fcx);
            let fname = format_ident!("__rewrite_{}", i);
            let doc = self
                .prog
                .patterns
                .iter()
                .enumerate()
                .filter(|(_, p)| p.rewriter == i)
                .map(|(k, _)| self.pattern_names[k].clone())
                .collect::<Vec<_>>()
                .join(", ");
            let doc = format!(" The rewrite of {doc}.");
            rewriters.push(quote! {
                #[doc = #doc]
                fn #fname<#gen>(
                    c: &#rt::native::Constants<#pt>,
                    rewriter: &mut #rt::rewrite::rewriter::Rewriter<'_, #pt>,
                    #(#params),*
                ) -> Result<(), #rt::rewrite::rewriter::RewriteError> {
                    use #rt::access::PayloadRead as Read;
                    #body
                }
            });
        }

        // The match type.
        let mut variants = Vec::new();
        let mut pattern_arms = Vec::new();
        let mut benefit_arms = Vec::new();
        let mut location_arms = Vec::new();
        let mut apply_arms = Vec::new();
        for (&b, &n) in &self.variants {
            let Some(Op::RecordMatch {
                inputs,
                pattern,
                rewriter,
                benefit,
                ..
            }) = self.prog.block(b).ops.last()
            else {
                continue;
            };
            let vname = format_ident!("M{}", n);
            let fields: Vec<TokenStream> = inputs
                .iter()
                .map(|&v| self.field_ty(self.prog.ty(v)))
                .collect();
            let doc = format!(" A match of {}.", self.pattern_names[*pattern]);
            variants.push(quote! {
                #[doc = #doc]
                #vname(Option<#rt::native::OpOf<P>>, #(#fields),*)
            });
            let p = lit_usize(*pattern);
            let bf = Literal::u16_unsuffixed(*benefit);
            pattern_arms.push(quote!(#match_ty::#vname(..) => #p,));
            benefit_arms.push(quote!(#match_ty::#vname(..) => #bf,));
            location_arms.push(quote!(#match_ty::#vname(location, ..) => *location,));
            let binds: Vec<Ident> = (0..inputs.len()).map(|k| format_ident!("a{}", k)).collect();
            let args: Vec<TokenStream> = inputs
                .iter()
                .zip(&binds)
                .map(|(&v, b)| {
                    if self.prog.ty(v).is_range() {
                        quote!(#b.clone())
                    } else {
                        quote!(*#b)
                    }
                })
                .collect();
            let fname = format_ident!("__rewrite_{}", *rewriter);
            apply_arms.push(quote! {
                #match_ty::#vname(_, #(#binds),*) => Self::#fname(state, rewriter, #(#args),*),
            });
        }

        // Constant tables.
        let names = self.consts.names.iter().map(|s| lit_str(s));
        let types = self.consts.types.iter().map(|s| lit_str(s));
        let attrs = self.consts.attrs.iter().map(|s| lit_str(s));
        let type_lists = self.consts.type_lists.iter().map(|l| {
            let l = l.iter().map(|&i| lit_u32(i));
            quote!(&[#(#l),*])
        });
        let pattern_names = self.pattern_names.iter().map(|s| lit_str(s));
        let num_patterns = lit_usize(self.prog.patterns.len());
        let benefits = self
            .prog
            .patterns
            .iter()
            .map(|p| Literal::u16_unsuffixed(p.benefit));
        let mut roots: Vec<Option<String>> = vec![None; self.prog.patterns.len()];
        for b in &self.prog.blocks {
            if let Some(Op::RecordMatch {
                pattern,
                root_kind: Some(r),
                ..
            }) = b.ops.last()
            {
                roots[*pattern] = Some(r.clone());
            }
        }
        let roots = roots.iter().map(|r| match r {
            Some(r) => {
                let r = lit_str(r);
                quote!(Some(#r))
            }
            None => quote!(None),
        });
        let cow = quote!(::std::borrow::Cow::Borrowed);
        let branches = self.branches.iter().enumerate().map(|(id, b)| {
            let id = lit_u32(id as u32);
            let what = lit_str(&b.what);
            let cases = b.cases.iter().map(|c| lit_str(c));
            let outcomes = b.outcomes.iter().map(|o| {
                let o = o.iter().map(|&p| lit_u32(p));
                quote!(#cow(&[#(#o),*]))
            });
            quote! {
                #rt::rewrite::explain::Branch {
                    id: #id,
                    what: #cow(#what),
                    cases: #cow(&[#(#cow(#cases)),*]),
                    outcomes: #cow(&[#(#outcomes),*]),
                }
            }
        });

        let impl_header = match &self.opts.payload {
            Some(ty) => quote!(impl #rt::rewrite::pattern::PatternSet<#ty> for #name),
            None => quote! {
                impl<P: #rt::access::PayloadWrite> #rt::rewrite::pattern::PatternSet<P> for #name
            },
        };
        let applicator_header = match &self.opts.payload {
            Some(ty) => quote!(impl #rt::rewrite::applicator::Applicator<#ty> for #name),
            None => quote! {
                impl<P: #rt::access::PayloadWrite> #rt::rewrite::applicator::Applicator<P> for #name
            },
        };
        let doc_struct = format!(
            " A pattern set compiled to Rust by pdl-rs: {} pattern{}.",
            self.prog.patterns.len(),
            if self.prog.patterns.len() == 1 {
                ""
            } else {
                "s"
            }
        );
        let doc_match = format!(" A match found by [`{name}`]: the rewriter's inputs.");
        let allow = quote! {
            #[allow(unused, non_snake_case, clippy::all, clippy::pedantic, clippy::nursery)]
        };
        quote! {
            #[doc = #doc_struct]
            #[derive(Clone, Copy, Debug, Default)]
            #vis struct #name;

            #[doc = #doc_match]
            #allow
            #vis enum #match_ty<P: #rt::access::PayloadRead> {
                #(#variants,)*
                #[doc(hidden)]
                __Never(::core::convert::Infallible, ::core::marker::PhantomData<P>),
            }

            #allow
            impl #name {
                /// The patterns of the set, by index: name and source location.
                #vis const PATTERNS: [&'static str; #num_patterns] = [#(#pattern_names),*];
                const NAMES: &'static [&'static str] = &[#(#names),*];
                const TYPES: &'static [&'static str] = &[#(#types),*];
                const ATTRS: &'static [&'static str] = &[#(#attrs),*];
                const TYPE_LISTS: &'static [&'static [u32]] = &[#(#type_lists),*];
                const BENEFITS: [u16; #num_patterns] = [#(#benefits),*];
                const ROOTS: [Option<&'static str>; #num_patterns] = [#(#roots),*];
                /// The matcher's branch points, to explain match failures.
                const BRANCHES: &'static [#rt::rewrite::explain::Branch] = &[#(#branches),*];

                fn __pattern_of<P: #rt::access::PayloadRead>(m: &#match_ty<P>) -> usize {
                    match m {
                        #(#pattern_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }

                fn __benefit_of<P: #rt::access::PayloadRead>(m: &#match_ty<P>) -> u16 {
                    match m {
                        #(#benefit_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }

                #matcher_fn
                #(#splits)*
                #(#rewriters)*
            }

            #allow
            #impl_header {
                type State = #rt::native::Constants<#pt>;
                type Match = #match_ty<#pt>;

                fn prepare(&self, payload: &mut #pt) -> Result<Self::State, String> {
                    #rt::native::Constants::bind(
                        payload,
                        Self::NAMES,
                        Self::TYPES,
                        Self::ATTRS,
                        Self::TYPE_LISTS,
                    )
                }

                fn match_op<T: #rt::native::Tracer>(
                    &self,
                    state: &mut Self::State,
                    payload: &mut #pt,
                    op: #rt::native::OpOf<#pt>,
                    out: &mut Vec<Self::Match>,
                    tracer: &mut T,
                ) {
                    let first = out.len();
                    Self::__match(state, payload, op, out, tracer);
                    // Stable: equal benefits keep the order in which they were recorded.
                    out[first..].sort_by_key(|m| ::core::cmp::Reverse(Self::__benefit_of(m)));
                }

                fn pattern_of(&self, m: &Self::Match) -> usize {
                    Self::__pattern_of(m)
                }

                fn location_of(&self, m: &Self::Match) -> Option<#rt::native::OpOf<#pt>> {
                    match m {
                        #(#location_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }

                fn pattern_count(&self) -> usize {
                    #num_patterns
                }

                fn pattern_name(&self, index: usize) -> &str {
                    Self::PATTERNS.get(index).copied().unwrap_or("unknown pattern")
                }

                fn pattern_benefit(&self, index: usize) -> u16 {
                    Self::BENEFITS.get(index).copied().unwrap_or(0)
                }

                fn pattern_root(&self, index: usize) -> Option<&str> {
                    Self::ROOTS.get(index).copied().flatten()
                }

                fn branches(&self) -> &[#rt::rewrite::explain::Branch] {
                    Self::BRANCHES
                }

                fn apply(
                    &self,
                    state: &mut Self::State,
                    rewriter: &mut #rt::rewrite::rewriter::Rewriter<'_, #pt>,
                    m: &Self::Match,
                ) -> Result<(), #rt::rewrite::rewriter::RewriteError> {
                    match m {
                        #(#apply_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }
            }

            #allow
            #applicator_header {
                type State = #rt::rewrite::applicator::PdlState<#pt, Self>;

                fn prepare(&self, payload: &mut #pt) -> Result<Self::State, String> {
                    #rt::rewrite::applicator::PdlState::prepare(self, payload)
                }

                fn match_and_rewrite<Q, L>(
                    &self,
                    state: &mut Self::State,
                    payload: &mut #pt,
                    op: #rt::native::OpOf<#pt>,
                    queue: &mut Q,
                    listener: &mut L,
                ) -> Result<#rt::rewrite::applicator::Applied<#rt::native::OpOf<#pt>>, #rt::rewrite::applicator::ApplyError>
                where
                    Q: #rt::rewrite::rewriter::Listener<#pt> + ?Sized,
                    L: #rt::rewrite::listener::RewriteListener<#pt>,
                {
                    #rt::rewrite::applicator::apply_pdl(self, state, payload, op, queue, listener)
                }

                fn pattern_name(&self, index: usize) -> &str {
                    #rt::rewrite::pattern::PatternSet::<#pt>::pattern_name(self, index)
                }
            }
        }
    }
}

impl Emitter<'_> {
    fn flow_of(&self, b: BlockId) -> &RegionFlow {
        let r = self.region_of[&b];
        &self.flows[&r]
    }

    /// The patterns whose matches are recorded in the dominator subtree of `b` (nested loop
    /// bodies included).
    fn patterns_under(&self, b: BlockId) -> BTreeSet<usize> {
        let mut out = BTreeSet::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            match self.prog.block(x).ops.last() {
                Some(Op::RecordMatch { pattern, .. }) => {
                    out.insert(*pattern);
                }
                Some(Op::Foreach { body, .. }) => {
                    if let Some(&e) = self.prog.region(*body).blocks.first() {
                        stack.push(e);
                    }
                }
                _ => {}
            }
            if let Some(cs) = self.flow_of(x).children.get(&x) {
                stack.extend(cs.iter().copied());
            }
        }
        out
    }

    fn patterns_doc(&self, b: BlockId) -> String {
        let ps = self.patterns_under(b);
        if ps.is_empty() {
            return " No pattern matches here.".to_string();
        }
        let names: Vec<&str> = ps.iter().map(|&p| self.pattern_names[p].as_str()).collect();
        format!(" {}", names.join(", "))
    }

    /// The code of a function whose body is the dominator subtree of `entry`.
    ///
    /// Written without recursion, so that neither the time nor the stack depth grows with
    /// the length of a chain of checks: the work is a stack of [`Task`]s, and the output a
    /// stack of open groups (one per `{` not yet closed), each token appended once. A task
    /// is expanded into the tasks of its code in output order, which is also the order the
    /// side effects of writing (exits of split functions, split functions themselves) were
    /// made in when this was written recursively.
    fn body(&self, entry: BlockId, f: FnCx) -> TokenStream {
        let mut groups: Vec<Vec<TokenTree>> = vec![Vec::new()];
        let mut fns: Vec<FnCx> = vec![f];
        let mut stack = vec![Task::Tree(entry)];
        let mut plan = Plan(Vec::new());
        while let Some(task) = stack.pop() {
            match task {
                Task::Tokens(ts) => {
                    if let Some(g) = groups.last_mut() {
                        g.extend(ts);
                    }
                }
                Task::Open => groups.push(Vec::new()),
                Task::Close => {
                    let inner = groups.pop().unwrap_or_default();
                    let group = Group::new(Delimiter::Brace, inner.into_iter().collect());
                    if let Some(g) = groups.last_mut() {
                        g.push(TokenTree::Group(group));
                    }
                }
                Task::TreeOrCall(b) if fns.last().is_some_and(|f| self.is_split_call(b, f)) => {
                    // The split function's body is written in a group of its own, with a
                    // function context of its own.
                    fns.push(FnCx {
                        kind: FnKind::Split,
                        root: Some(b),
                        exits: Vec::new(),
                        loops: Vec::new(),
                    });
                    groups.push(Vec::new());
                    plan.0.push(Task::Tree(b));
                    plan.0.push(Task::SplitEnd(b));
                }
                Task::SplitEnd(b) => {
                    let body = groups.pop().unwrap_or_default().into_iter().collect();
                    let inner = fns.pop();
                    if let (Some(inner), Some(f)) = (inner, fns.last_mut()) {
                        self.split_end(b, body, inner, f, &mut plan);
                    }
                }
                task => {
                    let Some(f) = fns.last_mut() else { break };
                    match task {
                        Task::Tree(b) | Task::TreeOrCall(b) => self.tree(b, f, &mut plan),
                        Task::Term(b) => {
                            if let Some(op) = self.prog.block(b).ops.last() {
                                self.terminator(b, op, f, &mut plan);
                            }
                        }
                        Task::Branch(to) => self.branch(to, f, &mut plan),
                        Task::PushLoop(l) => f.loops.push(l),
                        Task::PopLoop => {
                            f.loops.pop();
                        }
                        Task::Tokens(_) | Task::Open | Task::Close | Task::SplitEnd(_) => {}
                    }
                }
            }
            stack.extend(plan.0.drain(..).rev());
        }
        groups.into_iter().flatten().collect()
    }

    /// The code of `b` and of the blocks it dominates.
    fn tree(&self, b: BlockId, f: &mut FnCx, plan: &mut Plan) {
        let block = self.prog.block(b);
        let mut ts = TokenStream::new();
        let (body, term) = match block.ops.split_last() {
            Some((t, body)) => (body, Some(t)),
            None => (&block.ops[..], None),
        };
        for op in body {
            ts.extend(self.op(op, f));
        }
        // Results of a native constraint exist on its success edge; declared here so
        // that every block it dominates sees them.
        if let Some(Op::ApplyConstraint { results, .. }) = term {
            for &r in results {
                let id = val(r);
                let ty = self.local_ty(self.prog.ty(r));
                ts.extend(quote!(let mut #id: #ty = None;));
            }
        }
        plan.tokens(ts);
        let flow = self.flow_of(b);
        let mut merges: Vec<BlockId> = flow
            .children
            .get(&b)
            .map(|cs| cs.iter().copied().filter(|&c| flow.is_merge(c)).collect())
            .unwrap_or_default();
        // The latest block in reverse post-order is the outermost: each merge block is
        // written after a labelled block holding the code before it,
        // `'bY: { 'bZ: { <terminator> } <Z> } <Y>`.
        merges.sort_by_key(|c| std::cmp::Reverse(flow.rpo[c]));
        for &y in &merges {
            let label = block_label(y);
            plan.tokens(quote!(#label:));
            plan.0.push(Task::Open);
        }
        if term.is_some() {
            plan.0.push(Task::Term(b));
        }
        for &y in merges.iter().rev() {
            plan.0.push(Task::Close);
            plan.0.push(Task::TreeOrCall(y));
        }
    }

    /// Whether the code of `b` is a call of its own function (a split point).
    fn is_split_call(&self, b: BlockId, f: &FnCx) -> bool {
        self.splits.contains(&b) && f.root != Some(b) && f.kind != FnKind::Rewriter
    }

    /// Control goes from the current block to `to`.
    fn branch(&self, to: BlockId, f: &mut FnCx, plan: &mut Plan) {
        if let Some(root) = f.root {
            let flow = self.flow_of(root);
            if self.region_of.get(&to) == self.region_of.get(&root) && !flow.dominates(root, to) {
                let k = match f.exits.iter().position(|&e| e == to) {
                    Some(k) => k,
                    None => {
                        f.exits.push(to);
                        f.exits.len() - 1
                    }
                };
                let code = lit_u32(k as u32 + 1);
                plan.tokens(quote!(return #code;));
                return;
            }
        }
        if self.flow_of(to).is_merge(to) {
            let label = block_label(to);
            plan.tokens(quote!(break #label;));
        } else {
            plan.0.push(Task::TreeOrCall(to));
        }
    }

    fn finalize(&self, f: &FnCx) -> TokenStream {
        match f.kind {
            FnKind::Matcher => quote!(return;),
            FnKind::Split => quote!(return 0;),
            FnKind::Rewriter => quote!(return Ok(());),
        }
    }

    /// The subtree of split point `b` has been written (`body`, in the function context
    /// `inner`): records its function and writes its call, in the caller's context `f`.
    fn split_end(&self, b: BlockId, body: TokenStream, inner: FnCx, f: &FnCx, plan: &mut Plan) {
        let rt = &self.rt;
        let pt = &self.pt;
        let gen = &self.gen;
        let match_ty = format_ident!("{}Match", self.opts.name);
        let free = self.free_values(b);
        let params: Vec<TokenStream> = free
            .iter()
            .map(|&v| {
                let id = val(v);
                let ty = self.local_ty(self.prog.ty(v));
                quote!(#id: #ty)
            })
            .collect();
        let args: Vec<TokenStream> = free.iter().map(|&v| self.copy_of(v)).collect();
        let fname = format_ident!("__match_b{}", b.0);
        let doc = self.patterns_doc(b);
        self.functions.borrow_mut().push(quote! {
            #[doc = #doc]
            fn #fname<#gen T: #rt::native::Tracer>(
                c: &#rt::native::Constants<#pt>,
                payload: &mut #pt,
                out: &mut Vec<#match_ty<#pt>>,
                tracer: &mut T,
                #(#params),*
            ) -> u32 {
                use #rt::access::PayloadRead as Read;
                #body
            }
        });
        // match Self::f(..) { 1 => { <exit 0> } .. _ => { <finalize> } }
        plan.tokens(quote!(match Self::#fname(c, payload, out, tracer, #(#args),*)));
        plan.0.push(Task::Open);
        for (k, &e) in inner.exits.iter().enumerate() {
            let code = lit_u32(k as u32 + 1);
            plan.tokens(quote!(#code =>));
            plan.0.push(Task::Open);
            plan.0.push(Task::Branch(e));
            plan.0.push(Task::Close);
        }
        let fin = self.finalize(f);
        plan.tokens(quote!(_ => { #fin }));
        plan.0.push(Task::Close);
    }

    /// Values used in the dominator subtree of `b` (loop bodies included) but defined
    /// outside it, in order.
    fn free_values(&self, b: BlockId) -> Vec<Val> {
        let mut defs = BTreeSet::new();
        let mut uses = BTreeSet::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            let block = self.prog.block(x);
            defs.extend(block.args.iter().copied());
            for op in &block.ops {
                uses.extend(op.operands());
                defs.extend(op.results());
                if let Op::Foreach { body, var, .. } = op {
                    defs.insert(*var);
                    stack.extend(self.prog.region(*body).blocks.iter().copied());
                }
            }
            if self.region_of.get(&x) == self.region_of.get(&b) {
                if let Some(cs) = self.flow_of(x).children.get(&x) {
                    stack.extend(cs.iter().copied());
                }
            }
        }
        uses.difference(&defs).copied().collect()
    }

    /// Reports to the tracer that switch `id` took case `k`.
    fn switch_taken(&self, id: u32, k: usize) -> TokenStream {
        let id = lit_u32(id);
        let k = lit_u32(k as u32);
        quote!(tracer.switch(#id, #k);)
    }

    /// A two-way check: `held` computed by `cond` and reported to the tracer, then the
    /// branches.
    fn check(
        &self,
        what: &str,
        cond: TokenStream,
        then: BlockId,
        otherwise: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let rt = &self.rt;
        let id = lit_u32(self.cur_branch.get());
        plan.tokens(quote! {
            let held = #rt::native::check(tracer, #id, #cond);
            #rt::__pdl_trace!(#what, held);
        });
        self.two_way(quote!(held), then, otherwise, f, plan);
    }

    /// `if cond { then } else { otherwise }`, flattened when one side leaves the block.
    fn two_way(
        &self,
        cond: TokenStream,
        then: BlockId,
        otherwise: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        if then == otherwise {
            plan.0.push(Task::Branch(then));
            return;
        }
        let leaves = |b: BlockId, f: &FnCx| {
            self.flow_of(b).is_merge(b) || f.root.is_some_and(|r| !self.flow_of(r).dominates(r, b))
        };
        if leaves(otherwise, f) {
            // if !cond { <otherwise> } <then>
            plan.tokens(quote!(if !#cond));
            plan.block(otherwise);
            plan.0.push(Task::Branch(then));
        } else if leaves(then, f) {
            // if cond { <then> } <otherwise>
            plan.tokens(quote!(if #cond));
            plan.block(then);
            plan.0.push(Task::Branch(otherwise));
        } else {
            // if cond { <then> } else { <otherwise> }
            plan.tokens(quote!(if #cond));
            plan.block(then);
            plan.tokens(quote!(else));
            plan.block(otherwise);
        }
    }

    /// The payload for reading, in the current function.
    fn read(&self, f: &FnCx) -> TokenStream {
        match f.kind {
            FnKind::Rewriter => quote!(rewriter.payload()),
            _ => quote!(payload),
        }
    }

    /// Values (or ranges, flattened) of `vals` as a `Range`, or `None` if one is null.
    fn flatten(&self, vals: &[Val]) -> TokenStream {
        let rt = &self.rt;
        let pushes = vals.iter().map(|&v| {
            let id = val(v);
            if self.prog.ty(v).is_range() {
                quote!(match &#id { Some(r) => list.extend_from_slice(r), None => break 'flat None, })
            } else {
                quote!(match #id { Some(x) => list.push(x), None => break 'flat None, })
            }
        });
        quote! {
            'flat: {
                let mut list = #rt::native::Range::new();
                #(#pushes)*
                Some(list)
            }
        }
    }

    fn native_path(&self, name: &str) -> TokenStream {
        let span = self
            .opts
            .native_spans
            .get(name)
            .copied()
            .unwrap_or_else(RustSpan::call_site);
        if let Some(p) = self.opts.native_paths.get(name) {
            return respan(p.clone(), span);
        }
        match syn::parse_str::<syn::Path>(name) {
            // A name the generated code uses for a local would be shadowed by it: the
            // function is then taken from the enclosing module.
            Ok(p) if is_local_name(name) => respan(quote!(self::#p), span),
            Ok(p) => respan(quote!(#p), span),
            Err(_) => {
                let msg = format!(
                    "the native function `{name}` has no Rust name: map it to a Rust path \
                     (RustOptions::native_paths, or Builder::native)"
                );
                quote_spanned!(span=> compile_error!(#msg))
            }
        }
    }

    fn is_builtin(name: &str) -> bool {
        pdl_runtime::rewrite::builtins::NAMES.contains(&name)
    }

    /// A native call (a rewrite's when `in_rewrite`, else a constraint's), as a `match`
    /// yielding `Option<Result<results, String>>` (`None` when an argument is null).
    fn native_call(
        &self,
        name: &str,
        args: &[Val],
        results: &[Val],
        in_rewrite: bool,
    ) -> TokenStream {
        let rt = &self.rt;
        let span = self
            .opts
            .native_spans
            .get(name)
            .copied()
            .unwrap_or_else(RustSpan::call_site);
        let binds: Vec<Ident> = (0..args.len()).map(|k| format_ident!("a{}", k)).collect();
        let scrutinee: Vec<TokenStream> = args
            .iter()
            .map(|&v| {
                let id = val(v);
                if self.prog.ty(v).is_range() {
                    quote!(#id.as_deref())
                } else {
                    quote!(#id)
                }
            })
            .collect();
        let ret = match results {
            [] => quote!(()),
            [r] => self.native_result_ty(self.prog.ty(*r)),
            rs => {
                let ts = rs.iter().map(|&r| self.native_result_ty(self.prog.ty(r)));
                quote!((#(#ts),*))
            }
        };
        let cx = if in_rewrite {
            quote!(rewriter)
        } else {
            quote!(&mut #rt::rewrite::natives::NativeCx::new(&mut *payload))
        };
        let call = if Self::is_builtin(name) {
            let n = lit_str(name);
            let which = if in_rewrite {
                quote!(builtin_in_rewrite)
            } else {
                quote!(builtin_in_constraint)
            };
            quote!(#rt::native::#which(#cx, #n, &[#(#binds),*]))
        } else {
            let path = self.native_path(name);
            // The whole call under the pattern's span: rustc's errors about the function
            // (missing, wrong arguments, wrong result) point at the pattern's use of it.
            let call = respan(quote!(#path(#cx, #(#binds),*)), span);
            quote_spanned!(span=> #rt::native::NativeReturn::<#ret>::into_result(#call))
        };
        let somes = binds.iter().map(|b| quote!(Some(#b)));
        if args.is_empty() {
            quote!(Some(#call))
        } else {
            quote! {
                match (#(#scrutinee,)*) {
                    (#(#somes,)*) => Some(#call),
                    _ => None,
                }
            }
        }
    }

    /// Stores a native call's results (`r`) into their locals.
    fn store_results(&self, results: &[Val]) -> TokenStream {
        let one = |r: Val, e: TokenStream| {
            let id = val(r);
            if self.prog.ty(r).is_range() {
                quote!(#id = Some(#e.into_iter().collect());)
            } else {
                quote!(#id = Some(#e);)
            }
        };
        match results {
            [] => TokenStream::new(),
            [r] => one(*r, quote!(r)),
            rs => rs
                .iter()
                .enumerate()
                .map(|(k, &r)| {
                    let i = syn::Index::from(k);
                    one(r, quote!(r.#i))
                })
                .collect(),
        }
    }

    /// The code of `b`'s terminator `op`.
    fn terminator(&self, b: BlockId, op: &Op, f: &FnCx, plan: &mut Plan) {
        if let Some(&id) = self.branch_ids.get(&b) {
            self.cur_branch.set(id);
        }
        let rt = self.rt.clone();
        let read = self.read(f);
        match op {
            Op::Finalize => plan.tokens(self.finalize(f)),
            Op::Branch { dest } => plan.0.push(Task::Branch(*dest)),
            Op::Continue => match f.loops.last() {
                Some(l) => {
                    let l = syn::Lifetime::new(&format!("'{l}"), RustSpan::call_site());
                    plan.tokens(quote!(continue #l;));
                }
                None => plan.tokens(self.finalize(f)),
            },
            Op::Foreach {
                var,
                range,
                body,
                successor,
            } => {
                let label_name = format_ident!("l{}", body.0);
                let label = syn::Lifetime::new(&format!("'l{}", body.0), RustSpan::call_site());
                let r = val(*range);
                let v = val(*var);
                // 'lN: for &user in <range> { let <var> = Some(user); <body> } <successor>
                plan.tokens(quote!(#label: for &user in #r.as_deref().unwrap_or(&[])));
                plan.0.push(Task::Open);
                plan.tokens(quote!(let #v = Some(user);));
                plan.0.push(Task::PushLoop(label_name));
                if let Some(&e) = self.prog.region(*body).blocks.first() {
                    plan.0.push(Task::Tree(e));
                }
                plan.0.push(Task::PopLoop);
                plan.0.push(Task::Close);
                plan.0.push(Task::Branch(*successor));
            }
            Op::RecordMatch {
                inputs,
                locs,
                pattern,
                dest,
                ..
            } => {
                let match_ty = format_ident!("{}Match", self.opts.name);
                let n = self.variants.get(&b).copied().unwrap_or(0);
                let vname = format_ident!("M{}", n);
                let loc = match locs.first() {
                    Some(&l) => {
                        let id = val(l);
                        quote!(#id)
                    }
                    None => quote!(None),
                };
                let ins = inputs.iter().map(|&v| self.copy_of(v));
                let doc = format!(
                    " {} matched (benefit {}).",
                    self.pattern_names[*pattern], self.prog.patterns[*pattern].benefit
                );
                let p = lit_u32(*pattern as u32);
                let what = format!("{} matched", self.pattern_names[*pattern]);
                plan.tokens(quote! {
                    #[doc = #doc]
                    out.push(#match_ty::#vname(#loc, #(#ins),*));
                    tracer.record(#p);
                    #rt::__pdl_trace!(#what);
                });
                plan.0.push(Task::Branch(*dest));
            }
            Op::ApplyConstraint {
                name,
                args,
                results,
                negated,
                then,
                otherwise,
            } => {
                let call = self.native_call(name, args, results, false);
                let store = self.store_results(results);
                let idl = lit_u32(self.cur_branch.get());
                let what = format!(
                    "{}constraint `{name}`",
                    if *negated { "negated " } else { "" }
                );
                let held = if *negated { quote!(!ok) } else { quote!(ok) };
                plan.tokens(quote! {
                    let ok: bool = match #call {
                        Some(Ok(r)) => {
                            #store
                            true
                        }
                        Some(Err(reason)) => {
                            tracer.constraint_failed(#idl, &reason);
                            false
                        }
                        None => {
                            tracer.constraint_failed(#idl, "an argument is null");
                            false
                        }
                    };
                    let held: bool = #held;
                    tracer.check(#idl, held);
                    #rt::__pdl_trace!(#what, held);
                });
                self.two_way(quote!(held), *then, *otherwise, f, plan);
            }
            Op::AreEqual {
                lhs,
                rhs,
                then,
                otherwise,
            } => {
                let (l, r) = (val(*lhs), val(*rhs));
                let what = format!("are_equal %{} %{}", lhs.0, rhs.0);
                self.check(&what, quote!(#l == #r), *then, *otherwise, f, plan);
            }
            Op::CheckAttribute {
                attr,
                value,
                then,
                otherwise,
            } => {
                let a = val(*attr);
                let i = self.attr_ix(*value);
                let what = format!(
                    "check_attribute %{} == {}",
                    attr.0,
                    print_attribute(&self.prog.ctx, *value)
                );
                self.check(
                    &what,
                    quote!(#a == Some(c.attrs[#i])),
                    *then,
                    *otherwise,
                    f,
                    plan,
                );
            }
            Op::CheckOperandCount {
                op,
                count,
                at_least,
                then,
                otherwise,
            } => self.count_check(
                *op,
                "operand",
                *count,
                *at_least,
                (*then, *otherwise),
                f,
                plan,
            ),
            Op::CheckResultCount {
                op,
                count,
                at_least,
                then,
                otherwise,
            } => self.count_check(
                *op,
                "result",
                *count,
                *at_least,
                (*then, *otherwise),
                f,
                plan,
            ),
            Op::CheckOperationName {
                op,
                name,
                then,
                otherwise,
            } => {
                let o = val(*op);
                let i = self.name_ix(name);
                let what = format!("check_operation_name %{} == \"{name}\"", op.0);
                let cond = quote!(#o.is_some_and(|o| Read::op_name(#read, o) == c.names[#i]));
                self.check(&what, cond, *then, *otherwise, f, plan);
            }
            Op::CheckType {
                value,
                ty,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let i = self.type_ix(*ty);
                let what = format!(
                    "check_type %{} == {}",
                    value.0,
                    print_attribute(&self.prog.ctx, *ty)
                );
                self.check(
                    &what,
                    quote!(#v == Some(c.types[#i])),
                    *then,
                    *otherwise,
                    f,
                    plan,
                );
            }
            Op::CheckTypes {
                value,
                types,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let i = self.type_list_ix(*types);
                let what = format!(
                    "check_types %{} == {}",
                    value.0,
                    print_attribute(&self.prog.ctx, *types)
                );
                let cond = quote!(#v.as_deref() == Some(c.type_lists[#i].as_slice()));
                self.check(&what, cond, *then, *otherwise, f, plan);
            }
            Op::IsNotNull {
                value,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let what = format!("is_not_null %{}", value.0);
                self.check(&what, quote!(#v.is_some()), *then, *otherwise, f, plan);
            }
            Op::SwitchOperationName {
                op,
                cases,
                dests,
                default,
            } => {
                let o = val(*op);
                let keys = cases
                    .iter()
                    .map(|case| {
                        let i = self.consts.find_name(case).unwrap_or(0);
                        (i, format!(" \"{case}\":"))
                    })
                    .collect();
                let scrutinee = quote!(#o.and_then(|o| c.index_of(Read::op_name(#read, o))));
                self.match_switch(scrutinee, keys, dests, *default, plan);
            }
            Op::SwitchOperandCount {
                op,
                cases,
                dests,
                default,
            } => self.count_switch(*op, quote!(num_operands), cases, dests, *default, f, plan),
            Op::SwitchResultCount {
                op,
                cases,
                dests,
                default,
            } => self.count_switch(*op, quote!(num_results), cases, dests, *default, f, plan),
            Op::SwitchAttribute {
                attr,
                cases,
                dests,
                default,
            } => self.constant_switch(plan, *attr, cases, dests, *default, |e, v, c| {
                let i = e.attr_ix(c);
                quote!(#v == Some(c.attrs[#i]))
            }),
            Op::SwitchType {
                value,
                cases,
                dests,
                default,
            } => self.constant_switch(plan, *value, cases, dests, *default, |e, v, c| {
                let i = e.type_ix(c);
                quote!(#v == Some(c.types[#i]))
            }),
            Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            } => self.constant_switch(plan, *value, cases, dests, *default, |e, v, c| {
                let i = e.type_list_ix(c);
                quote!(#v.as_deref() == Some(c.type_lists[#i].as_slice()))
            }),
            // Not terminators: written by `op`.
            other => plan.tokens(self.op(other, f)),
        }
    }

    /// `check_operand_count` or `check_result_count` (`what` is "operand" or "result").
    #[allow(clippy::too_many_arguments)] // The op's fields, the kind, the function context.
    fn count_check(
        &self,
        op: Val,
        what: &str,
        count: u32,
        at_least: bool,
        (then, otherwise): (BlockId, BlockId),
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let rt = &self.rt;
        let read = self.read(f);
        let o = val(op);
        let n = lit_u32(count);
        let access = format_ident!("num_{}s", what);
        let desc = format!(
            "check_{what}_count %{} {}{count}",
            op.0,
            if at_least { ">= " } else { "== " }
        );
        let cond = quote!(#o.is_some_and(|o| #rt::native::count_ok(Read::#access(#read, o), #n, #at_least)));
        self.check(&desc, cond, then, otherwise, f, plan);
    }

    /// A switch on an operand or result count (`count` names the access method).
    #[allow(clippy::too_many_arguments)] // The op's fields, the access, the contexts.
    fn count_switch(
        &self,
        op: Val,
        count: TokenStream,
        cases: &[u32],
        dests: &[BlockId],
        default: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let read = self.read(f);
        let o = val(op);
        let keys = cases.iter().map(|&case| (case, String::new())).collect();
        self.match_switch(
            quote!(#o.map(|o| Read::#count(#read, o))),
            keys,
            dests,
            default,
            plan,
        );
    }

    /// A switch written as a `match` on `scrutinee` (an `Option` of a number): one arm per
    /// distinct key (with `doc` before the patterns it leads to), then the default.
    fn match_switch(
        &self,
        scrutinee: TokenStream,
        keys: Vec<(u32, String)>,
        dests: &[BlockId],
        default: BlockId,
        plan: &mut Plan,
    ) {
        let sid = self.cur_branch.get();
        let n = keys.len();
        let mut seen = BTreeSet::new();
        // match <scrutinee> { Some(<key>) => { <taken> <dest> } .. _ => { <taken> <default> } }
        plan.tokens(quote!(match #scrutinee));
        plan.0.push(Task::Open);
        for (k, ((key, doc), &d)) in keys.into_iter().zip(dests).enumerate() {
            if !seen.insert(key) {
                continue;
            }
            let doc = format!("{doc}{}", self.patterns_doc(d));
            let taken = self.switch_taken(sid, k);
            let key = lit_u32(key);
            plan.tokens(quote! {
                #[doc = #doc]
                Some(#key) =>
            });
            plan.0.push(Task::Open);
            plan.tokens(taken);
            plan.0.push(Task::Branch(d));
            plan.0.push(Task::Close);
        }
        let taken = self.switch_taken(sid, n);
        plan.tokens(quote!(_ =>));
        plan.0.push(Task::Open);
        plan.tokens(taken);
        plan.0.push(Task::Branch(default));
        plan.0.push(Task::Close);
        plan.0.push(Task::Close);
    }

    /// A switch on an attribute, type or type list: `is` gives the test of one case.
    fn constant_switch(
        &self,
        plan: &mut Plan,
        value: Val,
        cases: &[Attribute],
        dests: &[BlockId],
        default: BlockId,
        is: impl Fn(&Self, &Ident, Attribute) -> TokenStream,
    ) {
        let v = val(value);
        let conds = cases
            .iter()
            .zip(dests)
            .map(|(&c, &d)| (is(self, &v, c), d))
            .collect();
        self.if_chain(quote!(#v.is_some()), conds, default, plan);
    }

    /// A switch as `if present { if case0 {..} else if case1 {..} }` then the default.
    fn if_chain(
        &self,
        present: TokenStream,
        conds: Vec<(TokenStream, BlockId)>,
        default: BlockId,
        plan: &mut Plan,
    ) {
        let n = conds.len();
        let sid = self.cur_branch.get();
        plan.tokens(quote!(if #present));
        plan.0.push(Task::Open);
        for (k, (cond, d)) in conds.into_iter().enumerate() {
            let doc = self.patterns_doc(d);
            let taken = self.switch_taken(sid, k);
            plan.tokens(quote! {
                #[doc = #doc]
                if #cond
            });
            plan.0.push(Task::Open);
            plan.tokens(taken);
            plan.0.push(Task::Branch(d));
            plan.0.push(Task::Close);
        }
        plan.0.push(Task::Close);
        plan.tokens(self.switch_taken(sid, n));
        plan.0.push(Task::Branch(default));
    }

    /// `get_operands`/`get_results`: the group from `index` on, as MLIR's bytecode takes it.
    fn trailing(
        &self,
        result: Val,
        op: Val,
        index: Option<u32>,
        operands: bool,
        f: &FnCx,
    ) -> TokenStream {
        let rt = &self.rt;
        let read = self.read(f);
        let r = val(result);
        let o = val(op);
        let i = lit_u32(index.unwrap_or(0));
        if self.prog.ty(result).is_range() {
            quote!(let #r = #o.and_then(|o| #rt::native::trailing(#read, o, #i, #operands));)
        } else {
            quote!(let #r = #o.and_then(|o| #rt::native::trailing_one(#read, o, #i, #operands));)
        }
    }

    /// A non-terminator operation.
    fn op(&self, op: &Op, f: &FnCx) -> TokenStream {
        let rt = self.rt.clone();
        let read = self.read(f);
        match op {
            Op::CreateAttribute { result, value } => {
                let r = val(*result);
                let i = self.attr_ix(*value);
                quote!(let #r = Some(c.attrs[#i]);)
            }
            Op::CreateType { result, ty } => {
                let r = val(*result);
                let i = self.type_ix(*ty);
                quote!(let #r = Some(c.types[#i]);)
            }
            Op::CreateTypes { result, types } => {
                let r = val(*result);
                let i = self.type_list_ix(*types);
                quote!(let #r: #rt::native::Range<_> = c.type_lists[#i].iter().copied().collect(); let #r = Some(#r);)
            }
            Op::CreateRange { result, args } => {
                let r = val(*result);
                let flat = self.flatten(args);
                quote!(let #r = #flat;)
            }
            Op::Extract {
                result,
                range,
                index,
            } => {
                let r = val(*result);
                let g = val(*range);
                let i = lit_usize(*index as usize);
                quote!(let #r = #g.as_ref().and_then(|r| r.get(#i).copied());)
            }
            Op::GetAttribute { result, op, name } => {
                let r = val(*result);
                let o = val(*op);
                let i = self.name_ix(name);
                quote!(let #r = #o.and_then(|o| Read::attribute(#read, o, c.names[#i]));)
            }
            Op::GetAttributeType { result, attr } => {
                let r = val(*result);
                let a = val(*attr);
                quote!(let #r = #a.and_then(|a| Read::attr_type(#read, a));)
            }
            Op::GetDefiningOp { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r = #v.as_ref().and_then(|r| r.first().copied()).and_then(|v| Read::defining_op(#read, v));)
                } else {
                    quote!(let #r = #v.and_then(|v| Read::defining_op(#read, v));)
                }
            }
            Op::GetOperand { result, op, index } => {
                let r = val(*result);
                let o = val(*op);
                let i = lit_usize(*index as usize);
                quote!(let #r = #o.and_then(|o| #rt::native::operand(#read, o, #i));)
            }
            Op::GetResult { result, op, index } => {
                let r = val(*result);
                let o = val(*op);
                let i = lit_usize(*index as usize);
                quote!(let #r = #o.and_then(|o| #rt::native::result(#read, o, #i));)
            }
            Op::GetOperands { result, op, index } => self.trailing(*result, *op, *index, true, f),
            Op::GetResults { result, op, index } => self.trailing(*result, *op, *index, false, f),
            Op::GetUsers { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r = Some(#rt::native::users_of(#read, #v.as_deref().unwrap_or(&[])));)
                } else {
                    quote!(let #r = Some(#rt::native::users(#read, #v));)
                }
            }
            Op::GetValueType { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r: Option<#rt::native::Range<_>> = #v.as_ref().map(|r| r.iter().map(|&v| Read::value_type(#read, v)).collect());)
                } else {
                    quote!(let #r = #v.map(|v| Read::value_type(#read, v));)
                }
            }
            Op::CreateOperation {
                result,
                name,
                operands,
                attributes,
                types,
                ..
            } => {
                let r = val(*result);
                let n = lit_str(name);
                let ops = self.flatten(operands);
                let tys = self.flatten(types);
                let attrs = attributes.iter().map(|(n, v)| {
                    let n = lit_str(n);
                    let v = val(*v);
                    // A null attribute is left out, as MLIR does.
                    quote!(if let Some(a) = #v { attrs.push((#n, a)); })
                });
                quote! {
                    let #r = {
                        let operands: #rt::native::Range<_> = (#ops).ok_or_else(|| {
                            #rt::rewrite::rewriter::RewriteError::new("an operand of a created operation is null")
                        })?;
                        let types: #rt::native::Range<_> = (#tys).ok_or_else(|| {
                            #rt::rewrite::rewriter::RewriteError::new("a result type of a created operation is null")
                        })?;
                        let mut attrs: #rt::native::SmallVec<[(&str, _); 4]> = #rt::native::SmallVec::new();
                        #(#attrs)*
                        Some(rewriter.create_op(#n, &operands, &types, &attrs))
                    };
                }
            }
            Op::Erase { op } => {
                let o = val(*op);
                quote! {
                    rewriter.erase_op(#o.ok_or_else(|| {
                        #rt::rewrite::rewriter::RewriteError::new("erasing a null operation")
                    })?)?;
                }
            }
            Op::Replace { op, values } => {
                let o = val(*op);
                let flat = self.flatten(values);
                quote! {
                    {
                        let op = #o.ok_or_else(|| {
                            #rt::rewrite::rewriter::RewriteError::new("replacing a null operation")
                        })?;
                        let with: #rt::native::Range<_> = (#flat).ok_or_else(|| {
                            #rt::rewrite::rewriter::RewriteError::new("a replacement value is null")
                        })?;
                        rewriter.replace_op(op, &with)?;
                    }
                }
            }
            Op::ApplyRewrite {
                name,
                args,
                results,
            } => {
                let call = self.native_call(name, args, results, true);
                let decls = results.iter().map(|&r| {
                    let id = val(r);
                    let ty = self.local_ty(self.prog.ty(r));
                    quote!(let mut #id: #ty = None;)
                });
                let store = self.store_results(results);
                let null = format!("native rewrite `{name}`: an argument is null");
                let failed = format!("native rewrite `{name}` failed: ");
                quote! {
                    #(#decls)*
                    match #call {
                        Some(Ok(r)) => { #store }
                        Some(Err(e)) => {
                            return Err(#rt::rewrite::rewriter::RewriteError::new(format!("{}{}", #failed, e)));
                        }
                        None => {
                            return Err(#rt::rewrite::rewriter::RewriteError::new(#null));
                        }
                    }
                }
            }
            // Terminators are written by `terminator`; none is left here.
            _ => TokenStream::new(),
        }
    }
}

/// Whether generated code uses `name` for a local (so a native function of that name must
/// be reached through its module).
fn is_local_name(name: &str) -> bool {
    const LOCALS: [&str; 18] = [
        "payload", "rewriter", "c", "out", "tracer", "held", "ok", "r", "list", "attrs",
        "operands", "types", "user", "root", "op", "with", "reason", "e",
    ];
    if LOCALS.contains(&name) || name == "Read" {
        return true;
    }
    // v<N>, a<N>, o, v: values, native arguments, closure parameters.
    let numbered = |p: char| {
        name.strip_prefix(p)
            .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
    };
    numbered('v') || numbered('a') || matches!(name, "o" | "v" | "a" | "never" | "m" | "location")
}
