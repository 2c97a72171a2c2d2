//! The file-level items of the Rust back end: the pattern-set struct, its match enum,
//! constant tables, the matcher and rewriter functions, and the `PatternSet` and
//! `Applicator` impls.

use crate::lower::best_first::records_best_first;
use crate::model::KindExt;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use super::layout::{FnCx, FnKind};
use super::{lit_str, lit_u32, lit_usize, share, val, Emitter};
use crate::program::Op;

/// The variants of the match enum and the `match` arms over them, one per recorded match.
#[derive(Default)]
struct MatchArms {
    /// The enum's variants (rewriter inputs as fields).
    variants: Vec<TokenStream>,
    /// Variant => its match record (which gives its pattern, benefit and rewriter).
    pattern: Vec<TokenStream>,
    /// Variant => the operation it reports its failures at.
    location: Vec<TokenStream>,
    /// Variant => call of its rewriter.
    apply: Vec<TokenStream>,
}

/// The attribute every generated item carries: generated code is not linted.
fn allow() -> TokenStream {
    quote! {
        #[allow(unused, non_snake_case, clippy::all, clippy::pedantic, clippy::nursery)]
    }
}

impl Emitter<'_> {
    /// All the items of the pattern set.
    pub(super) fn run(self) -> TokenStream {
        // The matcher is written first: writing it records its split functions.
        let matcher_fn = self.matcher_fn();
        let splits = self.split_fns();
        let (rewriters, rewriter_of) = self.rewriter_fns();
        let arms = self.match_arms(&rewriter_of);
        let types = self.type_items(&arms);
        let tables = self.const_tables();
        let match_ty = self.match_ty();
        let name = &self.opts.name;
        let allow = allow();
        let pattern_arms = &arms.pattern;
        let records = self.record_table(&rewriter_of);
        let arm_tables = self.arm_tables.take();
        let rt = &self.rt;
        let pattern_set = self.pattern_set_impl(&arms);
        let applicator = self.applicator_impl();
        quote! {
            #types

            #allow
            impl #name {
                #tables
                #records
                #(#arm_tables)*

                fn __record_of<P: #rt::access::PayloadRead>(m: &#match_ty<P>) -> usize {
                    match m {
                        #(#pattern_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }

                fn __pattern_of<P: #rt::access::PayloadRead>(m: &#match_ty<P>) -> usize {
                    Self::__RECORDS.get(Self::__record_of(m)).map_or(0, |r| r.0 as usize)
                }

                fn __benefit_of<P: #rt::access::PayloadRead>(m: &#match_ty<P>) -> u16 {
                    Self::__RECORDS.get(Self::__record_of(m)).map_or(0, |r| r.1)
                }

                #matcher_fn
                #(#splits)*
                #(#rewriters)*
            }

            #pattern_set
            #applicator
        }
    }

    /// The name of the match enum.
    fn match_ty(&self) -> Ident {
        format_ident!("{}Match", self.opts.name)
    }

    /// The matcher's entry function.
    fn matcher_fn(&self) -> TokenStream {
        let (rt, pt, gen) = (&self.rt, &self.pt, &self.gen);
        let match_ty = self.match_ty();
        let matcher = &self.prog.matcher;
        let entry = self.prog.entry(matcher);
        let root_arg = self.prog.block(entry).args.first().map(|&v| val(v));
        let body = share::unmark(self.body(entry, FnCx::new(FnKind::Matcher)));
        let bind_root = match root_arg {
            Some(r) => quote!(let #r = Some(root);),
            None => quote!(let _ = root;),
        };
        quote! {
            /// The matcher: records every match of `root`, in the order MLIR's bytecode does.
            #[inline]
            fn __match<#gen T: #rt::value::Tracer, S: #rt::native::MatchSink<#match_ty<#pt>>>(
                c: &#rt::native::Constants<#pt>,
                payload: &mut #pt,
                root: #rt::native::OpOf<#pt>,
                out: &mut S,
                tracer: &mut T,
            ) {
                use #rt::access::PayloadRead as Read;
                #bind_root
                #body
            }
        }
    }

    /// The matcher's split functions (a case of the root's switch each), those that differ
    /// only in constants written once (see `share`).
    fn split_fns(&self) -> Vec<TokenStream> {
        let (rt, pt, gen) = (&self.rt, &self.pt, &self.gen);
        let match_ty = self.match_ty();
        let cases = self.cases.take();
        cases.items(
            "match",
            &quote!(#gen T: #rt::value::Tracer, S: #rt::native::MatchSink<#match_ty<#pt>>),
            &quote! {
                c: &#rt::native::Constants<#pt>,
                payload: &mut #pt,
                out: &mut S,
                tracer: &mut T,
            },
            &quote!(u32),
            &quote!(use #rt::access::PayloadRead as Read;),
            &quote!(return 0;),
            &|shape| docs_of(&shape.docs),
        )
    }

    /// One function per rewriter, taking the rewriter's inputs; rewriters that differ only
    /// in constants are one function (see `share`). Also gives, for each rewriter, its
    /// function and the index of its record.
    fn rewriter_fns(&self) -> (Vec<TokenStream>, Vec<(usize, usize)>) {
        let (rt, pt, gen) = (&self.rt, &self.pt, &self.gen);
        let mut shapes = share::Shapes::default();
        let mut rewriter_of = Vec::with_capacity(self.prog.rewriters.len());
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
            let body = self.body(entry, FnCx::new(FnKind::Rewriter));
            let doc = self
                .prog
                .patterns
                .iter()
                .enumerate()
                .filter(|(_, p)| p.rewriter == i)
                .map(|(k, _)| self.pattern_names[k].clone())
                .collect::<Vec<_>>()
                .join(", ");
            rewriter_of.push(shapes.add(i, quote!(#(#params),*), body, doc));
        }
        let items = shapes.items(
            "rewrite",
            gen,
            &quote! {
                c: &#rt::native::Constants<#pt>,
                rewriter: &mut #rt::rewrite::Rewriter<'_, #pt>,
            },
            &quote!(Result<(), #rt::rewrite::RewriteError>),
            &quote!(use #rt::access::PayloadRead as Read;),
            &quote!(return Err(#rt::rewrite::RewriteError::new("no such rewriter"));),
            &|shape| {
                let docs: Vec<String> = shape
                    .docs
                    .iter()
                    .filter(|d| !d.is_empty())
                    .cloned()
                    .collect();
                format!(" The rewrite of {}.", list_of(&docs))
            },
        );
        (items, rewriter_of)
    }

    /// The match records: for each, its pattern, benefit, rewriter function and record.
    fn record_table(&self, rewriter_of: &[(usize, usize)]) -> TokenStream {
        let rows = self.variants.keys().map(|&b| {
            let Some(Op::RecordMatch {
                pattern,
                rewriter,
                benefit,
                ..
            }) = self.prog.block(b).ops.last()
            else {
                return quote!((0, 0, 0, 0));
            };
            let (f, r) = rewriter_of.get(*rewriter).copied().unwrap_or((0, 0));
            let (p, bf) = (lit_u32(*pattern as u32), Literal::u16_unsuffixed(*benefit));
            let (f, r) = (lit_u32(f as u32), lit_usize(r));
            quote!((#p, #bf, #f, #r))
        });
        quote! {
            /// Each match record: its pattern, benefit, rewriter function and its record.
            const __RECORDS: &'static [(u32, u16, u32, usize)] = &[#(#rows),*];
        }
    }

    /// The match enum's variants and arms: one variant per list of input kinds, holding
    /// the match record, the location and the inputs.
    fn match_arms(&self, rewriter_of: &[(usize, usize)]) -> MatchArms {
        let rt = &self.rt;
        let match_ty = self.match_ty();
        let mut arms = MatchArms::default();
        for (k, kinds) in self.sigs.iter().enumerate() {
            let vname = format_ident!("M{}", k);
            let fields: Vec<TokenStream> = kinds.iter().map(|&t| self.field_ty(t)).collect();
            // The patterns recorded as this variant, and the rewriter functions they use.
            let mut patterns = Vec::new();
            let mut fns = std::collections::BTreeSet::new();
            for (&b, &n) in &self.variants {
                if self.sig_of.get(n) != Some(&k) {
                    continue;
                }
                if let Some(Op::RecordMatch {
                    pattern, rewriter, ..
                }) = self.prog.block(b).ops.last()
                {
                    patterns.push(self.pattern_names[*pattern].clone());
                    if let Some(&(f, _)) = rewriter_of.get(*rewriter) {
                        fns.insert(f);
                    }
                }
            }
            let doc = format!(" A match of {}.", list_of(&patterns));
            arms.variants.push(quote! {
                #[doc = #doc]
                #vname(u32, Option<#rt::native::OpOf<P>>, #(#fields),*)
            });
            arms.pattern
                .push(quote!(#match_ty::#vname(record, ..) => *record as usize,));
            arms.location
                .push(quote!(#match_ty::#vname(_, location, ..) => *location,));
            let binds: Vec<Ident> = (0..kinds.len()).map(|k| format_ident!("a{}", k)).collect();
            let args: Vec<TokenStream> = kinds
                .iter()
                .zip(&binds)
                .map(|(t, b)| {
                    if t.is_range() {
                        quote!(#b.clone())
                    } else {
                        quote!(*#b)
                    }
                })
                .collect();
            let calls = fns.iter().map(|&f| {
                let fname = format_ident!("__rewrite_s{}", f);
                let f = lit_u32(f as u32);
                quote!(Some(&(_, _, #f, r)) => Self::#fname(state, rewriter, r, #(#args),*),)
            });
            arms.apply.push(quote! {
                #match_ty::#vname(record, _, #(#binds),*) => match Self::__RECORDS.get(*record as usize) {
                    #(#calls)*
                    _ => Err(#rt::rewrite::RewriteError::new("no such match record")),
                },
            });
        }
        arms
    }

    /// The pattern-set struct and its match enum.
    fn type_items(&self, arms: &MatchArms) -> TokenStream {
        let rt = &self.rt;
        let vis = &self.opts.vis;
        let name = &self.opts.name;
        let match_ty = self.match_ty();
        let variants = &arms.variants;
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
        let allow = allow();
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
        }
    }

    /// The constant tables of the pattern set's inherent impl: patterns, constants bound per
    /// payload, benefits, roots and branch points.
    fn const_tables(&self) -> TokenStream {
        let vis = &self.opts.vis;
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
        let roots = self.root_kinds();
        let branches = self.branch_table();
        let switches = self.switch_tables.iter().map(|tables| {
            let tables = tables.iter().map(|cases| {
                let cases = cases.iter().map(|&i| lit_u32(i));
                quote!(&[#(#cases),*])
            });
            quote!(&[#(#tables),*])
        });
        let switch_consts = if self.switch_tables.iter().all(Vec::is_empty) {
            TokenStream::new()
        } else {
            let s: Vec<TokenStream> = switches.collect();
            let (a, t, l) = (&s[0], &s[1], &s[2]);
            quote! {
                /// The cases of the switches on an attribute, a type and a list of types.
                const SWITCHES: [&'static [&'static [u32]]; 3] = [#a, #t, #l];
            }
        };
        quote! {
            #switch_consts
            /// The patterns of the set, by index: name and source location.
            #vis const PATTERNS: [&'static str; #num_patterns] = [#(#pattern_names),*];
            const NAMES: &'static [&'static str] = &[#(#names),*];
            const TYPES: &'static [&'static str] = &[#(#types),*];
            const ATTRS: &'static [&'static str] = &[#(#attrs),*];
            const TYPE_LISTS: &'static [&'static [u32]] = &[#(#type_lists),*];
            const BENEFITS: [u16; #num_patterns] = [#(#benefits),*];
            const ROOTS: [Option<&'static str>; #num_patterns] = [#(#roots),*];
            /// The matcher's branch points, to explain match failures.
            #branches
        }
    }

    /// The root operation name of each pattern (`Some("name")` or `None`), by index.
    fn root_kinds(&self) -> Vec<TokenStream> {
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
        roots
            .iter()
            .map(|r| match r {
                Some(r) => {
                    let r = lit_str(r);
                    quote!(Some(#r))
                }
                None => quote!(None),
            })
            .collect()
    }

    /// The matcher's branch points by tracer id (`explain::Branch` values): a function
    /// decoding them from one string literal (`pdl_runtime::native::decode_branches`), or,
    /// should a text hold one of the separators, building them as constants.
    fn branch_table(&self) -> TokenStream {
        let rt = &self.rt;
        let [branch_sep, field_sep, case_sep] = pdl_runtime::native::BRANCH_SEPARATORS;
        let clean = self.branches.iter().all(|b| {
            std::iter::once(&b.what)
                .chain(&b.cases)
                .all(|t| !t.contains(pdl_runtime::native::BRANCH_SEPARATORS))
        });
        if clean {
            let mut text = String::new();
            for (id, b) in self.branches.iter().enumerate() {
                if id > 0 {
                    text.push(branch_sep);
                }
                text.push_str(&format!(
                    "{id}{field_sep}{}{field_sep}{}",
                    b.what,
                    b.cases.len()
                ));
                for c in &b.cases {
                    text.push(case_sep);
                    text.push_str(c);
                }
                text.push(field_sep);
                text.push_str(&b.outcomes.len().to_string());
                for o in &b.outcomes {
                    text.push(';');
                    let o: Vec<String> = o.iter().map(u32::to_string).collect();
                    text.push_str(&o.join(","));
                }
            }
            let text = lit_str(&text);
            return quote! {
                fn __branches() -> Vec<#rt::value::Branch> {
                    #rt::native::decode_branches(#text)
                }
            };
        }
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
                #rt::value::Branch {
                    id: #id,
                    what: #cow(#what),
                    cases: #cow(&[#(#cow(#cases)),*]),
                    outcomes: #cow(&[#(#outcomes),*]),
                }
            }
        });
        quote! {
            fn __branches() -> Vec<#rt::value::Branch> {
                vec![#(#branches),*]
            }
        }
    }

    /// `impl PatternSet for <name>`.
    fn pattern_set_impl(&self, arms: &MatchArms) -> TokenStream {
        let (rt, pt) = (&self.rt, &self.pt);
        let name = &self.opts.name;
        let match_ty = self.match_ty();
        let num_patterns = lit_usize(self.prog.patterns.len());
        let (location_arms, apply_arms) = (&arms.location, &arms.apply);
        let impl_header = match &self.opts.payload {
            Some(ty) => quote!(impl #rt::rewrite::PatternSet<#ty> for #name),
            None => quote! {
                impl<P: #rt::access::PayloadWrite> #rt::rewrite::PatternSet<P> for #name
            },
        };
        let allow = allow();
        let with_switches = if self.switch_tables.iter().all(Vec::is_empty) {
            TokenStream::new()
        } else {
            quote! {
                .map(|c| {
                    let [a, t, l] = Self::SWITCHES;
                    c.with_switches(a, t, l)
                })
            }
        };
        // Matches recorded best first already (`lower::best_first`) need no sort, and can
        // be handed over as they are found.
        let (match_op_body, for_each_match) = if records_best_first(self.prog) {
            (
                quote!(Self::__match(state, payload, op, out, tracer);),
                quote! {
                    #[inline]
                    fn for_each_match<T: #rt::value::Tracer, F: FnMut(Self::Match)>(
                        &self,
                        state: &mut Self::State,
                        payload: &mut #pt,
                        op: #rt::native::OpOf<#pt>,
                        _scratch: &mut Vec<Self::Match>,
                        tracer: &mut T,
                        f: F,
                    ) {
                        Self::__match(state, payload, op, &mut #rt::native::EachMatch(f), tracer);
                    }
                },
            )
        } else {
            (
                quote! {
                    let first = out.len();
                    Self::__match(state, payload, op, out, tracer);
                    // Stable: equal benefits keep the order in which they were recorded.
                    out[first..].sort_by_key(|m| ::core::cmp::Reverse(Self::__benefit_of(m)));
                },
                TokenStream::new(),
            )
        };
        quote! {
            #allow
            #impl_header {
                type State = #rt::native::Constants<#pt>;
                type Match = #match_ty<#pt>;

                fn state_serves_forks(&self) -> bool {
                    true
                }

                fn prepare(&self, payload: &mut #pt) -> Result<Self::State, String> {
                    #rt::native::Constants::bind(
                        payload,
                        Self::NAMES,
                        Self::TYPES,
                        Self::ATTRS,
                        Self::TYPE_LISTS,
                    )#with_switches
                }

                fn match_op<T: #rt::value::Tracer>(
                    &self,
                    state: &mut Self::State,
                    payload: &mut #pt,
                    op: #rt::native::OpOf<#pt>,
                    out: &mut Vec<Self::Match>,
                    tracer: &mut T,
                ) {
                    #match_op_body
                }

                #for_each_match

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

                fn branches(&self) -> &[#rt::value::Branch] {
                    static TABLE: ::std::sync::OnceLock<Vec<#rt::value::Branch>> =
                        ::std::sync::OnceLock::new();
                    TABLE.get_or_init(|| Self::__branches())
                }

                fn apply(
                    &self,
                    state: &mut Self::State,
                    rewriter: &mut #rt::rewrite::Rewriter<'_, #pt>,
                    m: &Self::Match,
                ) -> Result<(), #rt::rewrite::RewriteError> {
                    match m {
                        #(#apply_arms)*
                        #match_ty::__Never(never, _) => match *never {},
                    }
                }
            }
        }
    }

    /// `impl Applicator for <name>`: the greedy driver's view of the set.
    fn applicator_impl(&self) -> TokenStream {
        let (rt, pt) = (&self.rt, &self.pt);
        let name = &self.opts.name;
        let applicator_header = match &self.opts.payload {
            Some(ty) => quote!(impl #rt::rewrite::Applicator<#ty> for #name),
            None => quote! {
                impl<P: #rt::access::PayloadWrite> #rt::rewrite::Applicator<P> for #name
            },
        };
        let allow = allow();
        quote! {
            #allow
            #applicator_header {
                type State = #rt::rewrite::PdlState<#pt, Self>;

                fn prepare(&self, payload: &mut #pt) -> Result<Self::State, String> {
                    #rt::rewrite::PdlState::prepare(self, payload)
                }

                fn match_and_rewrite<Q, L>(
                    &self,
                    state: &mut Self::State,
                    payload: &mut #pt,
                    op: #rt::native::OpOf<#pt>,
                    queue: &mut Q,
                    listener: &mut L,
                ) -> Result<#rt::rewrite::Applied<#rt::native::OpOf<#pt>>, #rt::rewrite::ApplyError>
                where
                    Q: #rt::rewrite::Listener<#pt> + ?Sized,
                    L: #rt::rewrite::RewriteListener<#pt>,
                {
                    #rt::rewrite::apply_pdl(self, state, payload, op, queue, listener)
                }

                fn pattern_name(&self, index: usize) -> &str {
                    #rt::rewrite::PatternSet::<#pt>::pattern_name(self, index)
                }

                fn may_root_at(&self, name: &str) -> bool {
                    #rt::rewrite::may_root_at::<#pt, Self>(self, name)
                }

                fn state_serves_forks(&self) -> bool {
                    <Self as #rt::rewrite::PatternSet<#pt>>::state_serves_forks(self)
                }
            }
        }
    }
}

/// A doc comment listing what `docs` name (each a doc comment of one function).
fn docs_of(docs: &[String]) -> String {
    let items: Vec<String> = docs.iter().map(|d| d.trim().to_string()).collect();
    format!(" {}", list_of(&items))
}

/// `items` joined with commas; past 8 items, the first 8 and how many more.
fn list_of(items: &[String]) -> String {
    const SHOWN: usize = 8;
    if items.len() <= SHOWN {
        return items.join(", ");
    }
    format!(
        "{}, and {} more",
        items[..SHOWN].join(", "),
        items.len() - SHOWN
    )
}
