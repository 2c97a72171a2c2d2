//! `#[pdl_macros::native]`: one typed Rust function serves every back end.
//!
//! Generated matchers (`pdl!`, the build script's `Builder`) call a native constraint or
//! rewrite as a typed function (`pdl_runtime::native` documents the signatures). The VM
//! calls natives through its registry, `pdl_runtime::value::Natives`, with a signature and
//! an adapter from `PdlValue`s. The attribute derives that registration from the function
//! itself: next to the function it declares a module of the same name (modules and
//! functions live in different namespaces) holding
//!
//! ```text
//! pub fn register<P: PayloadWrite>(natives: &mut Natives<P>)       // a generic native
//! pub fn register(natives: &mut Natives<ThePayload>)                // a native for one payload
//! pub const NAME: &str;                                             // the pattern-side name
//! ```
//!
//! so `HasOneUse::register(&mut natives)` (or `pdl_runtime::natives![HasOneUse, ...]`)
//! registers it. Under another name (`#[native(name = "IsFoo")]`), a `use` makes both
//! reachable by that name too, which the code `pdl!` generates calls. The kind of native comes from the first parameter (`&mut NativeCx<'_, P>`: a
//! constraint; `&mut Rewriter<'_, P>`: a rewrite); the kinds of the arguments and results
//! from their types, spelled as in `pdl_runtime::native`'s table: `P::Op`, `P::Value`,
//! `P::Type`, `P::Attr` (or the aliases `OpOf<P>`, ..., or, for a native of one payload,
//! that payload's handle types named `Op`/`OpId`, `Value`, `Type`, `Attr`/`Attribute`),
//! slices of them for ranges, `Vec`s of them for returned ranges, tuples for several
//! results.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{FnArg, GenericArgument, ItemFn, PathArguments, ReturnType, Type};

/// A native's argument or result kind: the `pdl_runtime::value::Kind` variant and the
/// `PdlValue` accessor/constructor that goes with it.
#[derive(Clone, Copy)]
enum Kind {
    Operation,
    Value,
    Type,
    Attribute,
    OperationRange,
    ValueRange,
    TypeRange,
}

impl Kind {
    fn variant(self) -> syn::Ident {
        let name = match self {
            Kind::Operation => "Operation",
            Kind::Value => "Value",
            Kind::Type => "Type",
            Kind::Attribute => "Attribute",
            Kind::OperationRange => "OperationRange",
            Kind::ValueRange => "ValueRange",
            Kind::TypeRange => "TypeRange",
        };
        format_ident!("{name}")
    }

    fn range(self) -> Option<Kind> {
        match self {
            Kind::Operation => Some(Kind::OperationRange),
            Kind::Value => Some(Kind::ValueRange),
            Kind::Type => Some(Kind::TypeRange),
            _ => None,
        }
    }

    /// How the adapter reads an argument of this kind out of a `PdlValue` (`a`).
    fn read(self, a: &TokenStream, rt: &TokenStream) -> TokenStream {
        match self {
            Kind::Operation => quote!(#a.as_op()),
            Kind::Value => quote!(#a.as_value()),
            Kind::Type => quote!(#a.as_type()),
            Kind::Attribute => quote!(#a.as_attr()),
            Kind::ValueRange => quote!(#a.as_values()),
            Kind::TypeRange => quote!(#a.as_types()),
            Kind::OperationRange => quote!(match #a {
                #rt::value::PdlValue::OperationRange(ops) => Some(&ops[..]),
                _ => None,
            }),
        }
    }
}

/// Expands `#[native]` (arguments `attr`) on the function `item`; errors become
/// `compile_error!`s at the offending tokens, with the function kept as written. The
/// registration names the runtime crate `::pdl_runtime`; see [`expand_with_runtime`].
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand_with_runtime(attr, item, quote!(::pdl_runtime))
}

/// [`expand`], with the path `rt` naming the runtime crate in the registration (the
/// `pdlrs` facade's `::pdlrs::runtime` when the invoking crate uses the facade).
pub fn expand_with_runtime(attr: TokenStream, item: TokenStream, rt: TokenStream) -> TokenStream {
    let func: ItemFn = match syn::parse2(item.clone()) {
        Ok(f) => f,
        Err(e) => {
            let e = e.to_compile_error();
            return quote!(#item #e);
        }
    };
    match registration(attr, &func, &rt) {
        // Pattern-side names are CamelCase (`HasOneUse`), so the function may be too.
        Ok(module) => quote!(#[allow(non_snake_case)] #func #module),
        Err(e) => {
            let e = e.to_compile_error();
            quote!(#func #e)
        }
    }
}

/// The pattern-side name: `name = "..."` in the attribute, else the function's name.
fn native_name(attr: TokenStream, func: &ItemFn) -> syn::Result<String> {
    if attr.is_empty() {
        return Ok(func.sig.ident.to_string());
    }
    let nv: syn::MetaNameValue = syn::parse2(attr)?;
    if !nv.path.is_ident("name") {
        return Err(syn::Error::new(
            nv.path.span(),
            "expected `name = \"PatternSideName\"`",
        ));
    }
    match &nv.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) if !s.value().is_empty() => Ok(s.value()),
        v => Err(syn::Error::new(
            v.span(),
            "expected the pattern-side name as a non-empty string",
        )),
    }
}

/// The module registering `func`.
fn registration(attr: TokenStream, func: &ItemFn, rt: &TokenStream) -> syn::Result<TokenStream> {
    let name = native_name(attr, func)?;
    let sig = &func.sig;
    let ident = &sig.ident;
    let mut inputs = sig.inputs.iter();
    let Some(FnArg::Typed(first)) = inputs.next() else {
        return Err(syn::Error::new(
            sig.span(),
            "a native takes `&mut NativeCx<'_, P>` (a constraint) or `&mut Rewriter<'_, P>` (a \
             rewrite) first",
        ));
    };
    let (rewrite, payload) = context_param(&first.ty)?;
    let generic = generic_payload(func, payload)?;
    let mut arg_kinds = Vec::new();
    for input in inputs {
        let FnArg::Typed(pt) = input else {
            return Err(syn::Error::new(input.span(), "a native takes no `self`"));
        };
        arg_kinds.push(arg_kind(&pt.ty, generic.as_ref())?);
    }
    let result_kinds = result_kinds(&sig.output, generic.as_ref())?;

    let args: Vec<syn::Ident> = (0..arg_kinds.len())
        .map(|i| format_ident!("a{i}"))
        .collect();
    let reads = arg_kinds.iter().enumerate().map(|(i, k)| {
        let get = k.read(&quote!(args[#i]), rt);
        let a = &args[i];
        let what = format!("`{name}`: argument #{i} is not a {}", k.variant());
        quote!(let #a = #get.ok_or_else(|| #what.to_string())?;)
    });
    let n = arg_kinds.len();
    let count = format!("`{name}` takes {n} argument(s)");
    let arg_variants = arg_kinds.iter().map(|k| k.variant());
    let result_variants: Vec<_> = result_kinds.iter().map(|k| k.variant()).collect();
    // One `PdlValue` per result; ranges are collected into the `Vec` `PdlValue` holds.
    let wrap = |k: &Kind, v: TokenStream| {
        let variant = k.variant();
        match k {
            Kind::OperationRange | Kind::ValueRange | Kind::TypeRange => {
                quote!(#rt::value::PdlValue::#variant(#v.into_iter().collect()))
            }
            _ => quote!(#rt::value::PdlValue::#variant(#v)),
        }
    };
    let results = match result_kinds.as_slice() {
        [] => quote!(::std::vec::Vec::new()),
        [k] if !matches!(&sig.output, ReturnType::Type(_, t) if returns_tuple(t)) => {
            let one = wrap(k, quote!(results));
            quote!(vec![#one])
        }
        ks => {
            let each = ks.iter().enumerate().map(|(i, k)| {
                wrap(k, {
                    let i = syn::Index::from(i);
                    quote!(results.#i)
                })
            });
            quote!(vec![#(#each),*])
        }
    };
    let register = if rewrite {
        quote!(register_rewrite)
    } else {
        quote!(register_constraint)
    };
    let (params, payload_ty, where_clause) = match &generic {
        Some(p) => {
            let (_, _, w) = func.sig.generics.split_for_impl();
            (
                quote!(<#p: #rt::access::PayloadWrite>),
                quote!(#p),
                quote!(#w),
            )
        }
        None => (quote!(), quote!(#payload), quote!()),
    };
    let call_generics = generic.as_ref().map(|p| quote!(::<#p>));
    let vis = &func.vis;
    let doc = format!("Registers the native `{name}` (`#[native]` on `{ident}`) with the VM.");
    let span = ident.span();
    // Under another pattern-side name, the function and its module are also reachable by
    // that name, which is what the code `pdl!` generates calls.
    let alias = match syn::parse_str::<syn::Ident>(&name) {
        Ok(alias) if alias != *ident => quote_spanned! {span=>
            #[allow(non_snake_case, unused_imports)]
            #vis use self::#ident as #alias;
        },
        _ => quote!(),
    };
    Ok(quote_spanned! {span=>
        #alias
        #[doc(hidden)]
        #[allow(non_snake_case, unused_imports, unused_variables, dead_code, clippy::all)]
        #vis mod #ident {
            use super::*;
            /// The pattern-side name.
            pub const NAME: &str = #name;
            #[doc = #doc]
            pub fn register #params (natives: &mut #rt::value::Natives<#payload_ty>) #where_clause {
                use #rt::value::Kind;
                natives.#register(
                    NAME,
                    #rt::value::Signature::new(&[#(Kind::#arg_variants),*], &[#(Kind::#result_variants),*]),
                    |cx, args| {
                        if args.len() != #n {
                            return Err(#count.to_string());
                        }
                        #(#reads)*
                        let results = #rt::native::NativeReturn::into_result(
                            super::#ident #call_generics (cx, #(#args),*),
                        )?;
                        Ok(#results)
                    },
                );
            }
        }
    })
}

/// `&mut NativeCx<'_, X>` or `&mut Rewriter<'_, X>`: whether it is a rewrite, and `X`.
fn context_param(ty: &Type) -> syn::Result<(bool, &Type)> {
    let err = || {
        syn::Error::new(
            ty.span(),
            "a native's first parameter is `&mut NativeCx<'_, P>` (a constraint) or \
             `&mut Rewriter<'_, P>` (a rewrite)",
        )
    };
    let Type::Reference(r) = ty else {
        return Err(err());
    };
    if r.mutability.is_none() {
        return Err(err());
    }
    let Type::Path(p) = &*r.elem else {
        return Err(err());
    };
    let seg = p.path.segments.last().ok_or_else(err)?;
    let rewrite = match seg.ident.to_string().as_str() {
        "NativeCx" => false,
        "Rewriter" => true,
        _ => return Err(err()),
    };
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return Err(err());
    };
    let payload = args
        .args
        .iter()
        .find_map(|a| match a {
            GenericArgument::Type(t) => Some(t),
            _ => None,
        })
        .ok_or_else(err)?;
    Ok((rewrite, payload))
}

/// The function's payload type parameter, when the payload is one (`fn f<P: PayloadWrite>`).
fn generic_payload(func: &ItemFn, payload: &Type) -> syn::Result<Option<syn::Ident>> {
    let Type::Path(p) = payload else {
        return Ok(None);
    };
    let Some(id) = p.path.get_ident() else {
        return Ok(None);
    };
    let params: Vec<_> = func.sig.generics.type_params().collect();
    if params.iter().any(|t| t.ident == *id) {
        if params.len() > 1 {
            return Err(syn::Error::new(
                func.sig.generics.span(),
                "a native is generic over its payload only",
            ));
        }
        return Ok(Some(id.clone()));
    }
    Ok(None)
}

/// The kind of a handle type: `P::Op`, `OpOf<P>`, or a payload's own `OpId`/`Op`, ...
fn handle_kind(ty: &Type, generic: Option<&syn::Ident>) -> Option<Kind> {
    let Type::Path(p) = ty else {
        return None;
    };
    let segs: Vec<String> = p
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    if let (Some(g), [first, last]) = (generic, segs.as_slice()) {
        if g == first {
            return match last.as_str() {
                "Op" => Some(Kind::Operation),
                "Value" => Some(Kind::Value),
                "Type" => Some(Kind::Type),
                "Attr" => Some(Kind::Attribute),
                _ => None,
            };
        }
    }
    match segs.last()?.as_str() {
        "OpOf" | "OpId" | "Op" => Some(Kind::Operation),
        "ValueOf" | "Value" => Some(Kind::Value),
        "TypeOf" | "Type" => Some(Kind::Type),
        "AttrOf" | "Attr" | "Attribute" => Some(Kind::Attribute),
        _ => None,
    }
}

fn kind_error(ty: &Type, what: &str) -> syn::Error {
    syn::Error::new(
        ty.span(),
        format!(
            "cannot tell the PDL kind of this {what}: write it as `P::Op`, `P::Value`, \
             `P::Type` or `P::Attr` (or `OpOf<P>`, ..., or the payload's `OpId`, `Value`, \
             `Type`, `Attribute`), a slice of one for a range argument"
        ),
    )
}

/// An argument's kind: a handle, or a slice of handles (a range).
fn arg_kind(ty: &Type, generic: Option<&syn::Ident>) -> syn::Result<Kind> {
    if let Type::Reference(r) = ty {
        if let Type::Slice(s) = &*r.elem {
            return handle_kind(&s.elem, generic)
                .and_then(Kind::range)
                .ok_or_else(|| kind_error(ty, "argument"));
        }
    }
    handle_kind(ty, generic).ok_or_else(|| kind_error(ty, "argument"))
}

/// The result kinds: none for `bool` or `()`; `T` of `Option<T>`/`Result<T, E>`: a tuple,
/// a handle, or a `Vec` of handles (a range).
fn result_kinds(output: &ReturnType, generic: Option<&syn::Ident>) -> syn::Result<Vec<Kind>> {
    let ReturnType::Type(_, ty) = output else {
        return Ok(Vec::new());
    };
    if is_unit_or_bool(ty) {
        return Ok(Vec::new());
    }
    let inner = match first_type_arg(ty, &["Option", "Result"]) {
        Some(t) => t,
        None => {
            return Err(syn::Error::new(
                ty.span(),
                "a native returns `bool`, `()`, `Option<T>` or `Result<T, E>` (E: Display)",
            ))
        }
    };
    match inner {
        Type::Tuple(t) => t.elems.iter().map(|e| result_kind(e, generic)).collect(),
        t => Ok(vec![result_kind(t, generic)?]),
    }
}

fn result_kind(ty: &Type, generic: Option<&syn::Ident>) -> syn::Result<Kind> {
    if let Some(elem) = first_type_arg(ty, &["Vec", "Range", "SmallVec"]) {
        let elem = match elem {
            // `SmallVec<[T; N]>`
            Type::Array(a) => &*a.elem,
            e => e,
        };
        return handle_kind(elem, generic)
            .and_then(Kind::range)
            .ok_or_else(|| kind_error(ty, "result"));
    }
    handle_kind(ty, generic).ok_or_else(|| kind_error(ty, "result"))
}

/// Whether the `Option`/`Result` a native returns holds a tuple.
fn returns_tuple(ty: &Type) -> bool {
    matches!(
        first_type_arg(ty, &["Option", "Result"]),
        Some(Type::Tuple(_))
    )
}

fn is_unit_or_bool(ty: &Type) -> bool {
    match ty {
        Type::Tuple(t) => t.elems.is_empty(),
        Type::Path(p) => p.path.is_ident("bool"),
        _ => false,
    }
}

/// `T` when `ty` is `Wrapper<T, ...>` for one of `wrappers`.
fn first_type_arg<'t>(ty: &'t Type, wrappers: &[&str]) -> Option<&'t Type> {
    let Type::Path(p) = ty else {
        return None;
    };
    let seg = p.path.segments.last()?;
    if !wrappers.iter().any(|w| seg.ident == w) {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    args.args.iter().find_map(|a| match a {
        GenericArgument::Type(t) => Some(t),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn expand_str(attr: &str, item: &str) -> String {
        expand(
            TokenStream::from_str(attr).unwrap(),
            TokenStream::from_str(item).unwrap(),
        )
        .to_string()
    }

    #[test]
    fn kinds_come_from_the_signature() {
        let out = expand_str(
            "",
            "fn F<P: PayloadWrite>(rw: &mut Rewriter<'_, P>, a: &[P::Value], t: P::Type) \
             -> Option<(P::Op, Vec<P::Type>)> { None }",
        );
        assert!(out.contains("register_rewrite"), "{out}");
        let sig = "Signature :: new (& [Kind :: ValueRange , Kind :: Type] , & [Kind :: Operation , Kind :: TypeRange])";
        assert!(out.contains(sig), "{out}");
        let out = expand_str(
            "name = \"IsFoo\"",
            "fn is_foo(cx: &mut NativeCx<'_, Ir>, op: OpId) -> bool { true }",
        );
        assert!(out.contains("register_constraint"), "{out}");
        assert!(out.contains("use self :: is_foo as IsFoo"), "{out}");
        assert!(out.contains("Natives < Ir >"), "{out}");
    }

    #[test]
    fn misuse_is_a_compile_error_that_keeps_the_function() {
        for (attr, item, message) in [
            (
                "",
                "fn f(op: OpId) -> bool { true }",
                "first parameter is `&mut NativeCx",
            ),
            (
                "",
                "fn f<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, n: u32) -> bool { true }",
                "cannot tell the PDL kind of this argument",
            ),
            (
                "",
                "fn f<P: PayloadWrite>(cx: &mut NativeCx<'_, P>) -> P::Value { loop {} }",
                "a native returns `bool`, `()`, `Option<T>` or `Result<T, E>`",
            ),
            (
                "nom = \"x\"",
                "fn f(cx: &mut NativeCx<'_, Ir>) {}",
                "expected `name =",
            ),
        ] {
            let out = expand_str(attr, item);
            assert!(out.contains("compile_error"), "{out}");
            assert!(out.contains(message), "{message}: {out}");
            assert!(out.starts_with("fn f"), "the function is kept: {out}");
        }
    }
}
