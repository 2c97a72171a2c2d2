//! Functions that differ only in their constants, written once.
//!
//! The code of a matcher case or a rewriter is written with its constants marked (tracer
//! ids, pattern and match-record numbers, indices into the bound constants, created
//! operation names, trace texts): `__pdl_k(N)` for a `u32`, `__pdl_kx(N)` for a `usize`,
//! `__pdl_s("..")` for a string. [`unmark`] turns the marks back into their literals (the
//! code of a function written for one case only); [`Canon`] turns a function's code into its
//! shape: values and labels numbered in order of appearance, doc comments dropped, and each
//! mark replaced by a read of constant `i` of the function's record (`__k[i][__r]`,
//! `__s[i][__r]`). Functions of equal shape are one function taking the index of its record
//! (`__r`); the records are tables per shape, by column ([`record_tables`]). The arms of a
//! switch are shared the same way (`terminators::switch_end`), with [`Canon::local`]. This
//! is translation, not a matching decision: every case runs the code it ran before, with
//! the same constants.

use std::collections::{HashMap, HashSet};

use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::quote;

/// The mark of a `u32` constant.
const MARK_U32: &str = "__pdl_k";
/// The mark of a `usize` constant (an index).
const MARK_USIZE: &str = "__pdl_kx";
/// The mark of a string constant.
const MARK_STR: &str = "__pdl_s";

/// `n`, a `u32` constant of the function being written.
pub(super) fn k_u32(n: u32) -> TokenStream {
    mark(MARK_U32, Literal::u32_unsuffixed(n))
}

/// `n`, a `usize` constant (an index) of the function being written.
pub(super) fn k_usize(n: usize) -> TokenStream {
    mark(MARK_USIZE, Literal::usize_unsuffixed(n))
}

/// `s`, a string constant of the function being written.
pub(super) fn k_str(s: &str) -> TokenStream {
    mark(MARK_STR, Literal::string(s))
}

fn mark(kind: &str, lit: Literal) -> TokenStream {
    let id = Ident::new(kind, Span::call_site());
    let group = Group::new(Delimiter::Parenthesis, TokenTree::Literal(lit).into());
    [TokenTree::Ident(id), TokenTree::Group(group)]
        .into_iter()
        .collect()
}

/// The kind of mark `tt` is, if it is one.
fn mark_kind(tt: &TokenTree) -> Option<Mark> {
    match tt {
        TokenTree::Ident(id) => match id.to_string().as_str() {
            MARK_U32 => Some(Mark::U32),
            MARK_USIZE => Some(Mark::Usize),
            MARK_STR => Some(Mark::Str),
            _ => None,
        },
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    U32,
    Usize,
    Str,
}

/// The literal of a mark's argument group.
fn mark_literal(tt: Option<&TokenTree>) -> Option<Literal> {
    let TokenTree::Group(g) = tt? else {
        return None;
    };
    if g.delimiter() != Delimiter::Parenthesis {
        return None;
    }
    let mut it = g.stream().into_iter();
    match (it.next(), it.next()) {
        (Some(TokenTree::Literal(l)), None) => Some(l),
        _ => None,
    }
}

/// `ts` with every mark replaced by its literal.
pub(super) fn unmark(ts: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if mark_kind(&tokens[i]).is_some() {
            if let Some(lit) = mark_literal(tokens.get(i + 1)) {
                out.push(TokenTree::Literal(lit));
                i += 2;
                continue;
            }
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), unmark(g.stream()));
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// The shape of a function's code, built by walking its parts in order ([`Canon::walk`]).
#[derive(Default)]
pub(super) struct Canon {
    /// New names of values (`vN`) and labels (`'bN`, `'lN`), by old name.
    names: HashMap<String, String>,
    /// The names renamed, when not all are ([`Canon::local`]): the values and labels
    /// defined in the code.
    only: Option<HashSet<String>>,
    /// The prefix of new names (`v` and `b` by default: for a whole function).
    prefix: Option<(String, String)>,
    /// The `u32` constants, in order of appearance.
    pub(super) nums: Vec<Literal>,
    /// The string constants, in order of appearance.
    pub(super) strs: Vec<Literal>,
}

/// Whether `s` is `prefix` followed by digits.
fn numbered(s: &str, prefix: char) -> bool {
    s.strip_prefix(prefix)
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
}

impl Canon {
    /// A canon for a piece of code inside a function (a switch's arm): only the values and
    /// labels `code` defines are renamed, to `<values>N` and `'<labels>N` (prefixes that no
    /// other code of the function uses); those from around it keep their names.
    pub(super) fn local(code: &TokenStream, values: &str, labels: &str) -> Canon {
        let mut only = HashSet::new();
        defined_names(code.clone(), &mut only);
        Canon {
            only: Some(only),
            prefix: Some((values.to_string(), labels.to_string())),
            ..Canon::default()
        }
    }

    /// The new name of `old` (a value, or a label's name after its `'`), numbered in order
    /// of appearance; `None` if it keeps its name.
    fn rename(&mut self, old: &str, kind: char) -> Option<String> {
        if self.only.as_ref().is_some_and(|only| !only.contains(old)) {
            return None;
        }
        let next = self.names.len();
        let prefix = match (&self.prefix, kind) {
            (Some((v, _)), 'v') => v.clone(),
            (Some((_, l)), _) => l.clone(),
            (None, k) => k.to_string(),
        };
        Some(
            self.names
                .entry(old.to_string())
                .or_insert_with(|| format!("{prefix}{next}"))
                .clone(),
        )
    }

    /// The shape of `ts`, continuing the numbering of the parts walked before.
    pub(super) fn walk(&mut self, ts: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = ts.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
        let mut i = 0;
        while i < tokens.len() {
            let tt = &tokens[i];
            // Doc comments: `#[doc = ..]`, dropped.
            if let (TokenTree::Punct(p), Some(TokenTree::Group(g))) = (tt, tokens.get(i + 1)) {
                if p.as_char() == '#'
                    && g.delimiter() == Delimiter::Bracket
                    && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "doc")
                {
                    i += 2;
                    continue;
                }
            }
            if let Some(kind) = mark_kind(tt) {
                if let Some(lit) = mark_literal(tokens.get(i + 1)) {
                    out.extend(self.constant(kind, lit));
                    i += 2;
                    continue;
                }
            }
            let prev = i.checked_sub(1).and_then(|j| tokens.get(j));
            let after_quote = matches!(prev, Some(TokenTree::Punct(p)) if p.as_char() == '\'');
            let after_path = matches!(prev, Some(TokenTree::Punct(p)) if p.as_char() == ':');
            out.push(match tt {
                TokenTree::Group(g) => {
                    let mut ng = Group::new(g.delimiter(), self.walk(g.stream()));
                    ng.set_span(g.span());
                    TokenTree::Group(ng)
                }
                TokenTree::Ident(id) => {
                    let s = id.to_string();
                    let renamed = if after_quote && (numbered(&s, 'b') || numbered(&s, 'l')) {
                        self.rename(&format!("'{s}"), 'b')
                    } else if !after_path && numbered(&s, 'v') {
                        self.rename(&s, 'v')
                    } else {
                        None
                    };
                    match renamed {
                        Some(n) => TokenTree::Ident(Ident::new(&n, id.span())),
                        None => tt.clone(),
                    }
                }
                other => other.clone(),
            });
            i += 1;
        }
        out.into_iter().collect()
    }

    /// The read of a constant from the record (column `i` of the tables, at the record's
    /// index `__r`), the constant kept.
    fn constant(&mut self, kind: Mark, lit: Literal) -> TokenStream {
        match kind {
            Mark::Str => {
                let i = Literal::usize_unsuffixed(self.strs.len());
                self.strs.push(lit);
                quote!(__s[#i][__r])
            }
            Mark::U32 | Mark::Usize => {
                let i = Literal::usize_unsuffixed(self.nums.len());
                self.nums.push(lit);
                if kind == Mark::U32 {
                    quote!((__k[#i][__r] as u32))
                } else {
                    quote!((__k[#i][__r] as usize))
                }
            }
        }
    }
}

/// Adds to `out` the values (`vN` after `let` or `let mut`) and labels (`'bN:`, `'lN:`, as
/// `'bN`) that `ts` defines.
fn defined_names(ts: TokenStream, out: &mut HashSet<String>) {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    for (i, tt) in tokens.iter().enumerate() {
        match tt {
            TokenTree::Group(g) => defined_names(g.stream(), out),
            TokenTree::Ident(id) if id == "let" => {
                let mut j = i + 1;
                if matches!(tokens.get(j), Some(TokenTree::Ident(m)) if m == "mut") {
                    j += 1;
                }
                if let Some(TokenTree::Ident(v)) = tokens.get(j) {
                    let v = v.to_string();
                    if numbered(&v, 'v') {
                        out.insert(v);
                    }
                }
            }
            TokenTree::Punct(p) if p.as_char() == '\'' => {
                if let (Some(TokenTree::Ident(l)), Some(TokenTree::Punct(colon))) =
                    (tokens.get(i + 1), tokens.get(i + 2))
                {
                    let l = l.to_string();
                    if colon.as_char() == ':'
                        && colon.spacing() == proc_macro2::Spacing::Alone
                        && (numbered(&l, 'b') || numbered(&l, 'l'))
                    {
                        out.insert(format!("'{l}"));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The functions of one family (matcher cases, or rewriters) by shape: each shape written
/// once, with the constant records of the functions that have it.
#[derive(Default)]
pub(super) struct Shapes {
    /// Shape number by the text of its code.
    by_key: HashMap<String, usize>,
    /// Each shape, in order of first appearance.
    pub(super) shapes: Vec<Shape>,
}

/// One shape of function: its code (written once) and the records of its functions.
pub(super) struct Shape {
    /// The parameters of the first function of this shape, unmarked (used when it is alone).
    pub(super) first_params: TokenStream,
    /// The body of the first function of this shape, unmarked.
    pub(super) first_body: TokenStream,
    /// The shared parameters.
    pub(super) params: TokenStream,
    /// The shared body, reading its constants from the record (`__k`, `__s`).
    pub(super) body: TokenStream,
    /// The `u32` constants of each function of this shape.
    pub(super) nums: Vec<Vec<Literal>>,
    /// The string constants of each function of this shape.
    pub(super) strs: Vec<Vec<Literal>>,
    /// Which functions (by the caller's numbering) have this shape, in order.
    pub(super) members: Vec<usize>,
    /// What the caller says of each function (its doc comment).
    pub(super) docs: Vec<String>,
}

impl Shapes {
    /// Adds function `member`, whose parameters and body (both marked) are `params` and
    /// `body` and whose doc comment is `doc`: returns its shape and the index of its record
    /// among the shape's.
    pub(super) fn add(
        &mut self,
        member: usize,
        params: TokenStream,
        body: TokenStream,
        doc: String,
    ) -> (usize, usize) {
        let mut canon = Canon::default();
        let shared_params = canon.walk(params.clone());
        let shared_body = canon.walk(body.clone());
        let key = format!("{shared_params}|{shared_body}");
        let next = self.shapes.len();
        let id = *self.by_key.entry(key).or_insert(next);
        if id == next {
            self.shapes.push(Shape {
                first_params: unmark(params),
                first_body: unmark(body),
                params: shared_params,
                body: shared_body,
                nums: Vec::new(),
                strs: Vec::new(),
                members: Vec::new(),
                docs: Vec::new(),
            });
        }
        let shape = &mut self.shapes[id];
        shape.nums.push(canon.nums);
        shape.strs.push(canon.strs);
        shape.members.push(member);
        shape.docs.push(doc);
        (id, shape.members.len() - 1)
    }

    /// The items of each shape: a function `__<kind>_s<shape>` with the generic parameters
    /// `generics`, the parameters `head` (each followed by a comma) before its own and
    /// `__r: usize` (its record), returning `ret`, with `prelude` at the start of its body;
    /// and the tables of its records (`__K_<kind><shape>`, `__S_<kind><shape>`).
    /// `on_bad_record` is what the function does should its record be out of range (never:
    /// the generated code passes its own).
    #[allow(clippy::too_many_arguments)] // The parts of the function's signature.
    pub(super) fn items(
        &self,
        kind: &str,
        generics: &TokenStream,
        head: &TokenStream,
        ret: &TokenStream,
        prelude: &TokenStream,
        on_bad_record: &TokenStream,
        doc_of: &dyn Fn(&Shape) -> String,
    ) -> Vec<TokenStream> {
        let mut items = Vec::new();
        for (j, shape) in self.shapes.iter().enumerate() {
            let fname = quote::format_ident!("__{}_s{}", kind, j);
            let doc = doc_of(shape);
            if shape.members.len() == 1 {
                let (params, body) = (&shape.first_params, &shape.first_body);
                items.push(quote! {
                    #[doc = #doc]
                    fn #fname<#generics>(#head __r: usize, #params) -> #ret {
                        #prelude
                        #body
                    }
                });
                continue;
            }
            let name = format!("{}{}", kind.to_uppercase(), j);
            let (tables, load) =
                record_tables(&name, &shape.nums, &shape.strs, Some(on_bad_record));
            items.push(tables);
            let (params, body) = (&shape.params, &shape.body);
            items.push(quote! {
                #[doc = #doc]
                fn #fname<#generics>(#head __r: usize, #params) -> #ret {
                    #prelude
                    #load
                    #body
                }
            });
        }
        items
    }
}

/// The tables of `records` (the `u32` constants of each, `nums`, and its strings, `strs`;
/// every record of the same length) and the code binding them in a function or an arm
/// whose record is `__r`. The tables are by column (constant `i` of every record is one
/// array, `__K_<name>[i]`, so that reading one constant of one record touches that column
/// only), of `u16` when every number fits; a record past the end does `on_bad_record`
/// (never: the generated code passes its own records), if given (else the caller has
/// checked `__r`).
pub(super) fn record_tables(
    name: &str,
    nums: &[Vec<Literal>],
    strs: &[Vec<Literal>],
    on_bad_record: Option<&TokenStream>,
) -> (TokenStream, TokenStream) {
    let records = nums.len().max(strs.len());
    let r = Literal::usize_unsuffixed(records);
    let (nk, ns) = (
        nums.first().map_or(0, Vec::len),
        strs.first().map_or(0, Vec::len),
    );
    let mut tables = TokenStream::new();
    let mut load = match on_bad_record {
        Some(bad) => quote!(if __r >= #r { #bad }),
        None => TokenStream::new(),
    };
    if nk > 0 {
        let table = quote::format_ident!("__K_{}", name);
        let small = nums.iter().flatten().all(|l| {
            l.to_string()
                .parse::<u64>()
                .is_ok_and(|n| n <= u64::from(u16::MAX))
        });
        let ty = if small { quote!(u16) } else { quote!(u32) };
        let columns = (0..nk).map(|i| {
            let column = nums.iter().map(|rec| {
                rec.get(i)
                    .cloned()
                    .unwrap_or_else(|| Literal::u32_unsuffixed(0))
            });
            quote!([#(#column),*])
        });
        let n = Literal::usize_unsuffixed(nk);
        tables.extend(quote! {
            const #table: [[#ty; #r]; #n] = [#(#columns),*];
        });
        load.extend(quote!(let __k = &Self::#table;));
    }
    if ns > 0 {
        let table = quote::format_ident!("__S_{}", name);
        let columns = (0..ns).map(|i| {
            let column = strs
                .iter()
                .map(|rec| rec.get(i).cloned().unwrap_or_else(|| Literal::string("")));
            quote!([#(#column),*])
        });
        let n = Literal::usize_unsuffixed(ns);
        tables.extend(quote! {
            const #table: [[&'static str; #r]; #n] = [#(#columns),*];
        });
        load.extend(quote!(let __s = &Self::#table;));
    }
    (tables, load)
}
