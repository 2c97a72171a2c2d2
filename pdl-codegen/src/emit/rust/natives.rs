//! Calls of native constraints and rewrites: the Rust path of each native function, the
//! call under the span of the pattern's use, and the storing of its results.

use crate::model::KindExt;
use proc_macro2::{Ident, Span as RustSpan, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use super::{lit_str, respan, val, Emitter};
use crate::program::Val;

impl Emitter<'_> {
    pub(super) fn native_path(&self, name: &str) -> TokenStream {
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

    pub(super) fn is_builtin(name: &str) -> bool {
        pdl_runtime::rewrite::BUILTIN_NAMES.contains(&name)
    }

    /// A doc comment naming where native `name` is used in the patterns, if known.
    pub(super) fn native_doc(&self, name: &str, in_rewrite: bool) -> TokenStream {
        match self.opts.native_locations.get(name) {
            Some(at) if !at.is_empty() => {
                let kind = if in_rewrite { "rewrite" } else { "constraint" };
                let text = format!(" Native {kind} `{name}`, used at {}.", at.join(", "));
                quote!(#[doc = #text])
            }
            _ => quote!(),
        }
    }

    /// A native call (a rewrite's when `in_rewrite`, else a constraint's), as a `match`
    /// yielding `Option<Result<results, String>>` (`None` when an argument is null).
    pub(super) fn native_call(
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
            quote!(&mut #rt::value::NativeCx::new(&mut *payload))
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
    pub(super) fn store_results(&self, results: &[Val]) -> TokenStream {
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
