//! The native back end: the matcher program translated into Rust.
//!
//! (Being written: the API below is fixed; the body lands next.)

use std::collections::{BTreeMap, HashMap};

use proc_macro2::{Ident, Span as RustSpan, TokenStream};
use quote::{format_ident, quote};

use crate::lower::program::Program;
use crate::model::Span;

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
pub fn emit(program: &Program, options: &RustOptions, locate: &dyn Fn(Span) -> String) -> TokenStream {
    let _ = (program, options, locate);
    TokenStream::new()
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
