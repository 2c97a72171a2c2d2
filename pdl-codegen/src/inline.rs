//! The `pdl!` macro's work: patterns written inline in Rust, compiled to a native pattern set.
//!
//! The input is a header naming the generated type, then the patterns:
//!
//! ```text
//! pdl! {
//!     pub struct Fold;                  // generic: impl<P: PayloadWrite> PatternSet<P>
//!     // or: pub(crate) struct Fold for MyIr;   (only for the payload type MyIr)
//!     Pattern { ... }                   // PDLL, or PDL (`module { pdl.pattern ... }`)
//! }
//! ```
//!
//! The body is PDL when its first word is `module` or `pdl` (`pdl.pattern @p ...`), PDLL
//! otherwise. PDLL tokens go through the token adapter (`syntax::proc_tokens`) into the
//! one PDLL parser. PDL is read by the character-based PDL reader: the tokens are written back
//! as text (sigils such as `%`, `@`, `!`, `^`, `#` glued to what follows; no spaces around `.`,
//! `<`, `>`, `?`) and every byte of that text keeps the span of the token it came from, so a
//! diagnostic still points at the offending token. Rust's tokenizer drops comments and needs
//! balanced brackets and Rust-valid literals; MLIR forms that are not Rust tokens (`r"..."`
//! strings, `'` quotes) cannot be written inline.
//!
//! Then the patterns go through the [pipeline](crate::compile): checked
//! ([`compile::check`](crate::compile::check), MLIR's rules), lowered
//! ([`compile::lower`](crate::compile::lower)) and emitted as Rust tokens
//! ([`compile::emit_rust`](crate::compile::emit_rust)). Every diagnostic of any stage
//! becomes a `compile_error!` at the span of the offending token, with the message the file
//! front end prints (notes follow on their own lines); all errors of a stage are reported at
//! once. Native constraints and rewrites are Rust functions in scope at the invocation, called
//! under the span of the pattern's (first) use of each, so rustc's "cannot find function" and
//! type-mismatch errors point there.

use std::collections::HashMap;

use proc_macro2::{Ident, Spacing, Span as RustSpan, TokenStream, TokenTree};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::{Parse, ParseStream};

use crate::diag::Span;
use crate::diag::{Diagnostic, Severity};
use crate::emit::rust::{emit, RustOptions};
use crate::lower::LowerOptions;
use crate::model::PatternSet;

/// `#[pdl_macros::native]`'s expansion (see `pdl_macros::native`).
pub use crate::native_attr::{
    expand as expand_native, expand_with_runtime as expand_native_with_runtime,
};

/// What the header of a `pdl!` invocation must look like (the message when it is missing).
pub const HEADER_HELP: &str = "expected a header `struct Name;` or `struct Name for Payload;` \
     (optionally with a visibility such as `pub`) before the patterns";

/// Expands a `pdl!` invocation: the generated pattern-set type, or `compile_error!`s. The
/// generated code names the runtime crate `::pdl_runtime`; see [`expand_with_runtime`].
pub fn expand(input: TokenStream) -> TokenStream {
    expand_with_runtime(input, quote!(::pdl_runtime))
}

/// The path naming the runtime crate in the crate being compiled (the one whose
/// `CARGO_MANIFEST_DIR` this runs under: the crate invoking `pdl!`, or the crate whose build
/// script runs the `Builder`), read from its `Cargo.toml` as `proc-macro-crate` finds
/// dependencies (renames and workspace inheritance included): the `pdlrs` facade's
/// `runtime` module under the name the crate gives the facade, else `pdlrs-runtime` under
/// its name, else `::pdl_runtime`.
pub fn runtime_path() -> TokenStream {
    use proc_macro_crate::{crate_name, FoundCrate};
    let path = match (crate_name("pdlrs"), crate_name("pdlrs-runtime")) {
        // The facade's own examples, tests and doctests: `::pdlrs` is its library.
        (Ok(FoundCrate::Itself), _) => "::pdlrs::runtime".to_string(),
        (Ok(FoundCrate::Name(name)), _) => format!("::{name}::runtime"),
        // Not renamed, the dependency's crate is its library, `pdl_runtime`.
        (_, Ok(FoundCrate::Name(name))) if name == "pdlrs_runtime" => "::pdl_runtime".into(),
        (_, Ok(FoundCrate::Name(name))) => format!("::{name}"),
        _ => "::pdl_runtime".to_string(),
    };
    // A crate name from a manifest is an identifier, so the path parses; should it ever
    // not, the default is used rather than a panic.
    syn::parse_str::<syn::Path>(&path)
        .map(|p| p.to_token_stream())
        .unwrap_or_else(|_| quote!(::pdl_runtime))
}

/// [`expand`], with the path `runtime` naming the runtime crate in the generated code (the
/// `pdlrs` facade's `::pdlrs::runtime` when the invoking crate uses the facade).
pub fn expand_with_runtime(input: TokenStream, runtime: TokenStream) -> TokenStream {
    // A panic here would be a bug in the compiler; report it as an error, not a crash.
    let expand = || expand_inner(input, runtime);
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(expand)) {
        Ok(out) => out,
        Err(_) => quote! {
            ::core::compile_error!("internal error in pdl!: the pattern compiler panicked");
        },
    }
}

/// The parsed header and the pattern tokens after it.
struct Header {
    vis: syn::Visibility,
    name: Ident,
    payload: Option<syn::Type>,
    /// `include_dir("DIR");` after the header: where `#include`s are looked for.
    include_dirs: Vec<String>,
    /// `native("Name", path::to::function);` after the header: the Rust function called for
    /// a native constraint or rewrite (as the Builder's `.native()`).
    natives: Vec<(String, syn::Path)>,
    body: TokenStream,
}

impl Parse for Header {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        if input.peek(syn::Token![#]) {
            return Err(input.error(
                "attributes and doc comments are not accepted on the `pdl!` header \
                 (the generated type's documentation lists its patterns)",
            ));
        }
        let vis: syn::Visibility = input.parse()?;
        if !input.peek(syn::Token![struct]) {
            return Err(input.error(HEADER_HELP));
        }
        input.parse::<syn::Token![struct]>()?;
        let name: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), "expected the name of the generated type"))?;
        let payload = if input.peek(syn::Token![for]) {
            input.parse::<syn::Token![for]>()?;
            let ty = input.parse::<syn::Type>().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected the payload type after `for`, as in `struct Name for MyIr;`",
                )
            })?;
            Some(ty)
        } else {
            None
        };
        if !input.peek(syn::Token![;]) {
            return Err(input.error(format!(
                "expected `;` after `struct {name}`{}",
                if payload.is_some() {
                    " for Payload"
                } else {
                    " (or `for Payload;`)"
                }
            )));
        }
        input.parse::<syn::Token![;]>()?;
        let mut include_dirs = Vec::new();
        let mut natives = Vec::new();
        loop {
            let item = input.fork().parse::<Ident>().ok();
            match item.as_ref().map(Ident::to_string).as_deref() {
                Some("include_dir") => {
                    input.parse::<Ident>()?;
                    let inner;
                    syn::parenthesized!(inner in input);
                    let dir: syn::LitStr = inner.parse().map_err(|e| {
                        syn::Error::new(
                            e.span(),
                            "expected a directory, as in `include_dir(\"inc\");`",
                        )
                    })?;
                    input.parse::<syn::Token![;]>()?;
                    include_dirs.push(dir.value());
                }
                // `native` is no PDLL keyword, and a PDL body starts with `pdl` or `module`.
                Some("native") if input.peek2(syn::token::Paren) => {
                    input.parse::<Ident>()?;
                    let inner;
                    syn::parenthesized!(inner in input);
                    let help = "expected `native(\"Name\", path::to::function);`";
                    let name: syn::LitStr =
                        inner.parse().map_err(|e| syn::Error::new(e.span(), help))?;
                    inner
                        .parse::<syn::Token![,]>()
                        .map_err(|e| syn::Error::new(e.span(), help))?;
                    let path: syn::Path =
                        inner.parse().map_err(|e| syn::Error::new(e.span(), help))?;
                    if !inner.is_empty() {
                        return Err(inner.error(help));
                    }
                    input.parse::<syn::Token![;]>()?;
                    natives.push((name.value(), path));
                }
                _ => break,
            }
        }
        let body: TokenStream = input.parse()?;
        Ok(Header {
            vis,
            name,
            payload,
            include_dirs,
            natives,
            body,
        })
    }
}

fn expand_inner(input: TokenStream, runtime: TokenStream) -> TokenStream {
    let header = match syn::parse2::<Header>(input) {
        Ok(h) => h,
        Err(e) => return e.to_compile_error(),
    };
    let (source, set) = match read_patterns(header.body, &header.include_dirs) {
        Ok(x) => x,
        Err((source, diags)) => return errors(&source, &diags),
    };
    let program = match crate::compile::lower(&set, LowerOptions::default().for_back_end()) {
        Ok(p) => p,
        Err(diags) => return errors(&source, &diags),
    };
    let options = RustOptions {
        vis: header.vis.to_token_stream(),
        name: header.name.clone(),
        payload: header.payload.map(|t| t.to_token_stream()),
        native_spans: native_spans(&set, &source),
        native_paths: header
            .natives
            .iter()
            .map(|(n, p)| (n.clone(), p.to_token_stream()))
            .collect(),
        runtime,
        ..RustOptions::default()
    };
    let struct_name = header.name.to_string();
    let starts: Vec<u32> = set.patterns.iter().map(|p| p.spans.pattern.start).collect();
    let locate = move |span: Span| locate_pattern(&struct_name, &starts, span);
    let mut out = emit(&program, &options, &locate);
    out.extend(warnings(
        &source,
        &crate::compile::shadowing_warnings(&set, &LowerOptions::default()),
    ));
    out
}

/// Warnings as compiler warnings at their spans. Stable Rust lets a proc macro give none
/// directly; the use of a deprecated item does, with the item's note as the message.
fn warnings(source: &Source, diags: &[Diagnostic]) -> TokenStream {
    let mut out = TokenStream::new();
    for d in diags.iter().filter(|d| d.severity == Severity::Warning) {
        let mut message = d.message.clone();
        for (_, note) in &d.notes {
            message.push_str("; note: ");
            message.push_str(note);
        }
        let span = source.span(d.span);
        out.extend(quote_spanned! {span=>
            const _: () = {
                #[deprecated(note = #message)]
                #[allow(non_camel_case_types)]
                struct pdl_warning;
                let _ = pdl_warning;
            };
        });
    }
    out
}

/// `pdl! Name #N`: the N-th pattern (from 1) of the invocation, the one starting at or before
/// `span` (spans grow in source order in both front ends).
fn locate_pattern(struct_name: &str, starts: &[u32], span: Span) -> String {
    let n = starts.partition_point(|&s| s <= span.start).max(1);
    format!("pdl! {struct_name} #{n}")
}

/// Where the model's spans point in the macro input.
enum Source {
    /// PDLL: a span's `start` indexes the tokens' spans.
    Tokens(Vec<RustSpan>),
    /// PDL: the rebuilt text's tokens, in order.
    Text(TextMap),
}

/// The tokens of PDL text rebuilt from a `pdl!` body: byte range and index of each in
/// `spans`.
struct TextMap {
    text: String,
    ranges: Vec<(u32, u32, usize)>,
    spans: Vec<RustSpan>,
}

impl TextMap {
    /// The token holding byte `at` (or the last one before it), `None` past the end.
    fn token_at(&self, at: u32) -> Option<usize> {
        let i = self.ranges.partition_point(|&(start, _, _)| start <= at);
        let &(_, end, token) = self.ranges.get(i.checked_sub(1)?)?;
        (at < end || i < self.ranges.len()).then_some(token)
    }

    /// The token spelled `"name"` in the statement starting at byte `at` (a native's name in
    /// `pdl.apply_native_*` or `pdl.rewrite ... with`).
    fn name_in_statement(&self, at: u32, name: &str) -> Option<usize> {
        let quoted = format!("\"{name}\"");
        let first = self.ranges.partition_point(|&(start, _, _)| start < at);
        self.ranges[first..]
            .iter()
            .take(64)
            .find(|&&(start, end, _)| self.text.get(start as usize..end as usize) == Some(&quoted))
            .map(|&(_, _, token)| token)
    }
}

impl Source {
    /// The macro span of the token at the start of `span`.
    fn span(&self, span: Span) -> RustSpan {
        let at = span.start;
        match self {
            Source::Tokens(spans) => spans
                .get(at as usize)
                .copied()
                .unwrap_or_else(RustSpan::call_site),
            // Past the last token: the end of the input.
            Source::Text(map) => map
                .token_at(at)
                .and_then(|i| map.spans.get(i).copied())
                .unwrap_or_else(RustSpan::call_site),
        }
    }
}

impl Source {
    /// Where to report about native `name` used by the statement at `span`: the callee in
    /// PDLL (where the statement starts), the quoted name in PDL.
    fn native_span(&self, span: Span, name: &str) -> RustSpan {
        match self {
            Source::Text(map) => match map.name_in_statement(span.start, name) {
                Some(token) => map
                    .spans
                    .get(token)
                    .copied()
                    .unwrap_or_else(RustSpan::call_site),
                None => self.span(span),
            },
            Source::Tokens(_) => self.span(span),
        }
    }
}

/// Reads and checks the patterns of a `pdl!` body (PDL or PDLL).
/// `#include`s of `pdl!` are looked for relative to the invoking crate's directory
/// (`CARGO_MANIFEST_DIR`), then in `include_dirs` (relative to it too).
fn read_patterns(
    body: TokenStream,
    include_dirs: &[String],
) -> Result<(Source, PatternSet), (Source, Vec<Diagnostic>)> {
    let is_pdl = matches!(
        body.clone().into_iter().next(),
        Some(TokenTree::Ident(ref id)) if id == "module" || id == "pdl"
    );
    if is_pdl {
        let (text, map) = pdl_text(body);
        let source = Source::Text(map);
        match crate::syntax::pdl::parse_pdl(&text) {
            Ok(set) => Ok((source, set)),
            Err(d) => Err((source, d)),
        }
    } else {
        let (tokens, spans) = crate::syntax::proc_tokens::tokens_from_stream(body);
        let source = Source::Tokens(spans);
        let has_include = tokens
            .iter()
            .any(|t| matches!(t.kind, crate::syntax::token::TokKind::Include));
        let set = if has_include {
            let base = std::path::PathBuf::from(
                std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()),
            );
            let dirs: Vec<std::path::PathBuf> = include_dirs.iter().map(|d| base.join(d)).collect();
            crate::syntax::pdll::parse_tokens_including(&tokens, &base, &dirs)
        } else {
            crate::syntax::pdll::parse_tokens(&tokens)
        };
        let set = set.and_then(|m| crate::syntax::pdll_gen::to_model(&m));
        match set {
            Ok(set) => match crate::compile::check(&set) {
                Ok(()) => Ok((source, set)),
                Err(errors) => Err((source, errors)),
            },
            Err(d) => Err((source, d)),
        }
    }
}

/// PDL tokens written back as MLIR text, and where each token is in it.
fn pdl_text(body: TokenStream) -> (String, TextMap) {
    let mut w = TextWriter::default();
    w.stream(body);
    let TextWriter {
        text,
        mut ranges,
        spans,
        ..
    } = w;
    // A sigil glued to a name reports at the name (`%x`: at `x`).
    for i in 1..ranges.len() {
        let (start, end, _) = ranges[i - 1];
        let sigil = matches!(
            text.get(start as usize..end as usize),
            Some("%" | "@" | "^")
        );
        if sigil && end == ranges[i].0 {
            ranges[i - 1].2 = ranges[i].2;
        }
    }
    let map = TextMap {
        text: text.clone(),
        ranges,
        spans,
    };
    (text, map)
}

#[derive(Default)]
struct TextWriter {
    text: String,
    ranges: Vec<(u32, u32, usize)>,
    spans: Vec<RustSpan>,
    /// Whether the next token is written without a space before it.
    glue: bool,
    /// Whether the last token written is the name of an SSA value (after `%`).
    ssa_name: bool,
}

impl TextWriter {
    fn leaf(&mut self, s: &str, span: RustSpan, glue_after: bool) {
        // `%x#0`: a result of a group.
        let glue_before = matches!(s, "." | "<" | ">" | "," | "?") || (s == "#" && self.ssa_name);
        if !self.text.is_empty() && !self.glue && !glue_before {
            self.text.push(' ');
        }
        self.ssa_name = self.text.ends_with('%');
        let start = self.text.len() as u32;
        self.text.push_str(s);
        self.ranges
            .push((start, self.text.len() as u32, self.spans.len()));
        self.spans.push(span);
        self.glue = glue_after;
    }

    fn stream(&mut self, stream: TokenStream) {
        for tt in stream {
            match tt {
                TokenTree::Ident(id) => self.leaf(&id.to_string(), id.span(), false),
                TokenTree::Literal(lit) => self.leaf(&lit.to_string(), lit.span(), false),
                TokenTree::Punct(p) => {
                    let c = p.as_char();
                    let glue_after = p.spacing() == Spacing::Joint
                        || matches!(c, '%' | '@' | '^' | '#' | '!' | '.' | '<' | '?' | '-');
                    self.leaf(c.encode_utf8(&mut [0; 4]), p.span(), glue_after);
                }
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                        proc_macro2::Delimiter::Brace => ("{", "}"),
                        proc_macro2::Delimiter::Bracket => ("[", "]"),
                        proc_macro2::Delimiter::None => ("", ""),
                    };
                    if !open.is_empty() {
                        self.leaf(open, g.span_open(), false);
                    }
                    self.stream(g.stream());
                    if !close.is_empty() {
                        self.leaf(close, g.span_close(), false);
                    }
                }
            }
        }
    }
}

/// The span of each native function's first use in the patterns (builtins excluded).
fn native_spans(set: &PatternSet, source: &Source) -> HashMap<String, RustSpan> {
    let mut out = HashMap::new();
    for p in &set.patterns {
        for u in crate::compile::native_uses(p) {
            if !u.name.starts_with("__builtin_") {
                out.entry(u.name.to_string())
                    .or_insert_with(|| source.native_span(u.span, u.name));
            }
        }
    }
    out
}

/// One `compile_error!` per diagnostic, at its token, in order.
fn errors(source: &Source, diags: &[Diagnostic]) -> TokenStream {
    let mut out = TokenStream::new();
    for d in diags.iter().filter(|d| d.severity == Severity::Error) {
        let mut message = d.message.clone();
        for (_, note) in &d.notes {
            message.push_str("\nnote: ");
            message.push_str(note);
        }
        let span = source.span(d.span);
        out.extend(quote_spanned!(span=> ::core::compile_error!(#message);));
    }
    if out.is_empty() {
        out = quote!(::core::compile_error!("pdl!: the patterns were rejected"););
    }
    out
}

#[cfg(test)]
mod tests {
    //! The macro's front ends against the file front ends, on the committed corpora: same
    //! patterns from tokens as from text, same error messages.

    use std::path::PathBuf;
    use std::str::FromStr;

    use super::*;

    fn corpus(dir: &str, ext: &str) -> Vec<(PathBuf, String)> {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(dir);
        let mut out: Vec<(PathBuf, String)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(ext))
            .filter_map(|p| std::fs::read_to_string(&p).ok().map(|s| (p, s)))
            // `pdl!` reads the custom form, and takes a body starting with a symbol for
            // PDLL: files in generic form (`"builtin.module"() ...` after their comment
            // lines) or starting with `@` are not its input.
            .filter(|(_, s)| {
                let code = s.lines().find(|l| !l.trim_start().starts_with("//"));
                !code.is_some_and(|l| l.trim_start().starts_with(['"', '@']))
            })
            .collect();
        out.sort();
        out
    }

    /// Reads `src` as a `pdl!` body would be read; `None` if it is not Rust tokens.
    fn read(src: &str) -> Option<Result<PatternSet, Vec<String>>> {
        let stream = TokenStream::from_str(src).ok()?;
        Some(
            read_patterns(stream, &[])
                .map(|(_, set)| set)
                .map_err(|(_, d)| d.into_iter().map(|d| d.message).collect()),
        )
    }

    #[test]
    fn pdl_from_tokens_reads_as_from_text() {
        let files = corpus("pdl", ".mlir");
        let (mut same, mut not_tokens) = (0, 0);
        for (path, src) in files.iter().filter(|(p, _)| {
            let name = p.to_string_lossy();
            !name.ends_with(".generic.mlir") && !name.ends_with(".interp.mlir")
        }) {
            let Ok(expected) = crate::syntax::pdl::parse_pdl(src) else {
                continue;
            };
            match read(src) {
                None => not_tokens += 1,
                Some(Ok(set)) => {
                    assert_eq!(set, expected, "{}", path.display());
                    same += 1;
                }
                Some(Err(e)) => panic!(
                    "{}: {e:?}\n{}",
                    path.display(),
                    pdl_text(TokenStream::from_str(src).unwrap_or_default()).0
                ),
            }
        }
        assert!(
            same >= 40 && not_tokens * 10 <= same,
            "{same} read, {not_tokens} not tokens"
        );
    }

    #[test]
    fn pdll_from_tokens_reads_as_from_text() {
        let mut same = 0;
        for (path, src) in corpus("pdll", ".pdll") {
            if src.contains("#include") {
                continue;
            }
            let Ok(expected) = crate::syntax::pdll_gen::pdll_to_model(&src) else {
                continue;
            };
            if let Some(got) = read(&src) {
                assert_eq!(got, Ok(expected), "{}", path.display());
                same += 1;
            }
        }
        assert!(same >= 30, "{same}");
    }

    #[test]
    fn error_messages_are_the_file_front_ends() {
        let mut same = 0;
        for (path, src) in corpus("pdll-errors", ".pdll") {
            let Err(expected) = crate::syntax::pdll_gen::pdll_to_model(&src) else {
                continue;
            };
            let expected: Vec<String> = expected.into_iter().map(|d| d.message).collect();
            if let Some(got) = read(&src) {
                assert_eq!(got, Err(expected), "{}", path.display());
                same += 1;
            }
        }
        for (path, src) in corpus("pdl-errors", ".mlir") {
            let Err(expected) = crate::syntax::pdl::parse_pdl(&src) else {
                continue;
            };
            let expected: Vec<String> = expected.into_iter().map(|d| d.message).collect();
            if let Some(got) = read(&src) {
                assert_eq!(got, Err(expected), "{}", path.display());
                same += 1;
            }
        }
        assert!(same >= 40, "{same}");
    }

    #[test]
    fn every_error_is_a_compile_error_at_its_token() {
        let out = expand(
            TokenStream::from_str(
                "struct S; Pattern { let a = op<test.a>; erase; } Pattern { erase b; } x",
            )
            .unwrap_or_default(),
        )
        .to_string();
        // `erase;`, the undefined `b` (found as the parser reads it, as in MLIR) and `x`.
        assert_eq!(out.matches("compile_error").count(), 3, "{out}");
        assert!(out.contains("expected expression"), "{out}");
        assert!(out.contains("undefined reference to `b`"), "{out}");
        assert!(out.contains("expected top-level declaration"), "{out}");
    }

    #[test]
    fn a_missing_header_is_an_error() {
        for src in [
            "",
            "Pattern { erase op<test.a>; }",
            "struct S",
            "struct S for ;",
        ] {
            let out = expand(TokenStream::from_str(src).unwrap_or_default()).to_string();
            assert!(out.contains("compile_error"), "{src}: {out}");
        }
    }

    #[test]
    fn pdl_text_glues_sigils_and_reports_them_at_their_names() {
        let stream = TokenStream::from_str(
            "pdl.replace %root with (%res#0 : !pdl.range<value>) -> tensor<?x4xf32> = -1 : i8",
        )
        .unwrap_or_default();
        let (text, map) = pdl_text(stream);
        assert_eq!(
            text,
            "pdl.replace %root with ( %res#0 : !pdl.range<value> ) -> tensor<?x4xf32> = -1 : i8"
        );
        // Tokens: pdl . replace % root ...
        assert_eq!(map.token_at(0), Some(0));
        assert_eq!(map.token_at(4), Some(2));
        assert_eq!(map.token_at(12), Some(4), "`%` reports at `root`");
        assert_eq!(map.token_at(13), Some(4));
        assert_eq!(
            map.token_at(text.len() as u32 - 1),
            Some(map.spans.len() - 1)
        );
        assert_eq!(
            map.token_at(text.len() as u32),
            None,
            "the end: the call site"
        );
        let (_, map) = pdl_text(
            TokenStream::from_str(r#"pdl.apply_native_constraint "IsFoo"(%x : !pdl.value)"#)
                .unwrap_or_default(),
        );
        assert_eq!(map.name_in_statement(0, "IsFoo"), Some(3));
        assert_eq!(map.name_in_statement(0, "IsBar"), None);
    }

    #[test]
    fn truncated_inputs_give_errors_not_panics() {
        let mut files = corpus("pdll", ".pdll");
        files.extend(corpus("pdl", ".mlir").into_iter().take(40));
        let mut runs = 0;
        for (path, src) in files {
            let Ok(stream) = TokenStream::from_str(&src) else {
                continue;
            };
            // Every prefix of the top-level token trees, and each with the next group cut in half.
            let trees: Vec<TokenTree> = stream.into_iter().collect();
            for n in 0..=trees.len() {
                let mut input = TokenStream::from_str("struct S;").unwrap_or_default();
                input.extend(trees[..n].iter().cloned());
                let mut inputs = vec![input.clone()];
                if let Some(TokenTree::Group(g)) = trees.get(n) {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    let half: TokenStream = inner[..inner.len() / 2].iter().cloned().collect();
                    let mut cut = input;
                    cut.extend([TokenTree::Group(proc_macro2::Group::new(
                        g.delimiter(),
                        half,
                    ))]);
                    inputs.push(cut);
                }
                for input in inputs {
                    let out =
                        std::panic::catch_unwind(|| expand_inner(input, quote!(::pdl_runtime)));
                    assert!(out.is_ok(), "{} after {n} tokens", path.display());
                    runs += 1;
                }
            }
        }
        assert!(runs > 500, "{runs}");
    }

    #[test]
    fn locate_names_the_struct_and_the_pattern() {
        assert_eq!(
            locate_pattern("Fold", &[3, 20], Span::new(25, 26)),
            "pdl! Fold #2"
        );
        assert_eq!(
            locate_pattern("Fold", &[3, 20], Span::new(3, 4)),
            "pdl! Fold #1"
        );
        assert_eq!(locate_pattern("Fold", &[], Span::new(3, 4)), "pdl! Fold #1");
    }

    #[test]
    fn shadowed_patterns_give_a_compile_warning() {
        let input = TokenStream::from_str(
            "struct S; Pattern First { let r = op<test.a>; erase r; } \
             Pattern Second { let r = op<test.a>; erase r; }",
        )
        .unwrap();
        let out = expand(input).to_string();
        assert!(out.contains("deprecated"), "{out}");
        assert!(
            out.contains("pattern `@First` never applies: `@Second` has the same matcher"),
            "{out}"
        );
        let input = TokenStream::from_str(
            "struct S; Pattern First { let r = op<test.a>; erase r; } \
             Pattern Second { let r = op<test.b>; erase r; }",
        )
        .unwrap();
        assert!(!expand(input).to_string().contains("deprecated"));
    }
}
