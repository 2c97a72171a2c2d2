//! The build.rs [`Builder`](crate::Builder): pattern files compiled to formatted Rust in
//! `OUT_DIR` (its docs say how).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;
use quote::ToTokens;

use crate::compile::{read_file, Syntax};
use crate::emit::rust::RustOptions;

/// Why a build could not generate its patterns: rendered diagnostics, one or more
/// `file:line:col: error: ...` lines with the source lines they point at (the pipeline's
/// [`CompileError`](crate::compile::CompileError)). Its `Debug` is the message itself, so
/// that a build script's `main` returning `Result<(), BuildError>` shows the diagnostics as
/// they are.
pub type BuildError = crate::compile::CompileError;

/// Configuration of the Rust generated from pattern files: compiling them from a build
/// script, in the shape of prost-build's `Config`.
///
/// Each file (`.pdll` with its `#include`s, or PDL in a `.pdl`/`.mlir` file) goes through
/// the front end, the semantic checks and the lowering, and the matcher program is emitted
/// as formatted Rust ([`emit_rust_file`](crate::compile::emit_rust_file)): a unit struct implementing
/// `pdl_runtime::rewrite::PatternSet`, named after the file (`fc_layer.pdl` gives
/// `FcLayer`). [`Builder::compile`] writes it to `$OUT_DIR/<stem>.rs`, only when the text
/// changed (so that cargo does not rebuild for nothing), prints `cargo::rerun-if-changed=`
/// for every file it read, includes too, and fails with the rendered diagnostics
/// (`file:line:col: error: ...` and the source line) when a pattern is wrong. The crate then
/// includes the file with `pdl_runtime::include_patterns!("<stem>")`; the generated text has
/// no inner attributes, so it can be included anywhere items can go.
///
/// ```no_run
/// // build.rs
/// fn main() -> Result<(), pdl_codegen::BuildError> {
///     pdl_codegen::Builder::new()
///         .file("patterns/fc_layer.pdl")
///         .file("patterns/fold_neg.pdll")
///         .compile()
/// }
/// ```
///
/// ```ignore
/// // src/lib.rs
/// pdl_runtime::include_patterns!("fc_layer"); // pub struct FcLayer;
/// ```
///
/// The same text, without a build script (what `pdl-opt --emit=rust FILE` prints):
///
/// ```
/// let dir = std::env::temp_dir().join(format!("pdl-build-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let file = dir.join("neg_neg.pdll");
/// std::fs::write(
///     &file,
///     "Pattern { let a = op<test.neg>(x: Value); let b = op<test.neg>(a); replace b with x; }",
/// )
/// .unwrap();
/// pdl_codegen::Builder::new()
///     .file(&file)
///     .out_dir(&dir)
///     .emit_rerun_if_changed(false)
///     .compile()
///     .unwrap();
/// let written = std::fs::read_to_string(dir.join("neg_neg.rs")).unwrap();
/// assert_eq!(written, pdl_codegen::Builder::new().generate(&file).unwrap());
/// # std::fs::remove_dir_all(&dir).ok();
/// ```
#[derive(Clone, Debug, Default)]
pub struct Builder {
    files: Vec<PathBuf>,
    type_names: BTreeMap<PathBuf, String>,
    out_dir: Option<PathBuf>,
    payload: Option<String>,
    natives: BTreeMap<String, String>,
    runtime: Option<String>,
    visibility: Option<String>,
    include_dirs: Vec<PathBuf>,
    quiet: bool,
    lower: crate::lower::LowerOptions,
}

impl Builder {
    /// A builder with no files, writing to `$OUT_DIR`, generic over the payload.
    pub fn new() -> Self {
        Builder::default()
    }

    /// How the patterns are lowered: for instance the operations registered with their
    /// definitions ([`LowerOptions::with_registry`](crate::LowerOptions::with_registry)),
    /// whose result types a rewrite may then leave to the operation to infer. Default:
    /// [`LowerOptions::default`](crate::LowerOptions::default), no registered operation.
    pub fn lower_options(&mut self, options: crate::lower::LowerOptions) -> &mut Self {
        self.lower = options;
        self
    }

    /// Adds a pattern file: PDLL (`.pdll`, with its `#include`s) or PDL (any other
    /// extension: a `.pdl` file of `pdl.pattern`s, or a `.mlir` file whose `module
    /// @patterns` holds them). It becomes `<out_dir>/<stem>.rs`.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Self {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Names the pattern-set type generated for `file` (default: the file stem in
    /// CamelCase, `fc_layer.pdl` giving `FcLayer`).
    pub fn type_name(&mut self, file: impl AsRef<Path>, name: impl Into<String>) -> &mut Self {
        self.type_names
            .insert(file.as_ref().to_path_buf(), name.into());
        self
    }

    /// Where to write the generated files (default: the `OUT_DIR` cargo gives build scripts).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Restricts the generated sets to one payload type (a Rust type, as written at the
    /// include site, e.g. `"crate::ir::Graph"`); by default they are generic over every
    /// `P: PayloadWrite`.
    pub fn payload(&mut self, ty: impl Into<String>) -> &mut Self {
        self.payload = Some(ty.into());
        self
    }

    /// The Rust function called for the native constraint or rewrite `name` (a path, e.g.
    /// `"crate::natives::has_one_use"`); by default, the name itself, in scope at the include
    /// site.
    pub fn native(&mut self, name: impl Into<String>, path: impl Into<String>) -> &mut Self {
        self.natives.insert(name.into(), path.into());
        self
    }

    /// The path of the runtime crate in the generated code, for crates that re-export it.
    /// By default it is found in the `Cargo.toml` of the crate whose build script runs:
    /// its `pdlrs-runtime` dependency (under the name it gives it), else `::pdlrs::runtime`
    /// for the `pdlrs` facade, else `::pdl_runtime` (see [`crate::inline::runtime_path`]).
    pub fn runtime_path(&mut self, path: impl Into<String>) -> &mut Self {
        self.runtime = Some(path.into());
        self
    }

    /// The visibility of the generated items (default `pub`), e.g. `"pub(crate)"`.
    pub fn visibility(&mut self, vis: impl Into<String>) -> &mut Self {
        self.visibility = Some(vis.into());
        self
    }

    /// Also looks for PDLL `#include`s in `dir` (after the including file's directory), for
    /// `.pdll` files and for ODS `.td` files, which are read through the ODS import (as
    /// `mlir-pdll -I DIR`: MLIR's own `.td` files need `/usr/lib/llvm-22/include`). A `.td`
    /// include needs pdl-codegen's cargo feature `ods`, which runs `llvm-tblgen-22` (Debian
    /// packages `llvm-22` and `libmlir-22-dev`); every file TableGen read is reported to
    /// cargo with `rerun-if-changed`.
    pub fn include_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Whether [`compile`](Self::compile) prints `cargo::rerun-if-changed=` lines and
    /// `cargo::warning=` lines (default true; turn off outside build scripts).
    pub fn emit_rerun_if_changed(&mut self, yes: bool) -> &mut Self {
        self.quiet = !yes;
        self
    }

    /// Generates every file and writes each one that changed to `<out_dir>/<stem>.rs`.
    /// Stops at the first file with errors, returning its rendered diagnostics.
    pub fn compile(&self) -> Result<(), BuildError> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| {
                    BuildError::new(
                        "error: OUT_DIR is not set: call Builder::compile from a build script, or \
                     set Builder::out_dir",
                    )
                })?,
        };
        let mut outputs: BTreeMap<String, &Path> = BTreeMap::new();
        for file in &self.files {
            let stem = file_stem(file)?;
            if let Some(other) = outputs.insert(format!("{stem}.rs"), file) {
                return Err(BuildError::new(format!(
                    "error: `{}` and `{}` would both be written to `{stem}.rs`",
                    other.display(),
                    file.display()
                )));
            }
        }
        for file in &self.files {
            let mut read = Vec::new();
            let result = self.generate_reading(file, &mut read);
            if !self.quiet {
                for f in &read {
                    println!("cargo::rerun-if-changed={}", f.display());
                }
            }
            let (code, warnings) = result?;
            if !self.quiet {
                for w in warnings {
                    println!("cargo::warning={w}");
                }
            }
            let out = out_dir.join(format!("{}.rs", file_stem(file)?));
            write_if_changed(&out, &code)?;
        }
        Ok(())
    }

    /// The Rust text [`compile`](Self::compile) writes for `file` (which need not have been
    /// added with [`file`](Self::file)).
    pub fn generate(&self, file: impl AsRef<Path>) -> Result<String, BuildError> {
        self.generate_reading(file.as_ref(), &mut Vec::new())
            .map(|(code, _)| code)
    }

    /// Generates `file`'s text and its warnings (headlines), pushing every file read to
    /// `read`, even when it fails.
    fn generate_reading(
        &self,
        file: &Path,
        read: &mut Vec<PathBuf>,
    ) -> Result<(String, Vec<String>), BuildError> {
        let options = self.options(file)?;
        let checked = read_file(file, Syntax::of_path(file), &self.include_dirs, read)?;
        let code = format!(
            "// @generated by pdl-codegen from {}: edit the patterns, not this file.\n\n{}",
            file.display(),
            checked.to_rust_with(self.lower.clone(), &options)?
        );
        let mut warnings = checked.warning_headlines();
        for w in checked.shadowing_warnings(&self.lower) {
            let (name, src) = checked.sources.file(w.span.file);
            warnings.push(w.headline(name, src));
        }
        Ok((code, warnings))
    }

    /// The emitter's options for `file`, from the builder's strings.
    fn options(&self, file: &Path) -> Result<RustOptions, BuildError> {
        let mut o = RustOptions::default();
        let name = match self.type_names.get(file) {
            Some(n) => n.clone(),
            None => camel_case(&file_stem(file)?),
        };
        o.name = syn::parse_str::<syn::Ident>(&name).map_err(|_| {
            BuildError::new(format!(
                "error: `{name}` (the type generated for `{}`) is not a Rust identifier; \
                 choose one with Builder::type_name",
                file.display()
            ))
        })?;
        if let Some(vis) = &self.visibility {
            o.vis = parse_tokens::<syn::Visibility>(vis, "a visibility")?;
        }
        if let Some(ty) = &self.payload {
            o.payload = Some(parse_tokens::<syn::Type>(ty, "a Rust type")?);
        }
        o.runtime = match &self.runtime {
            Some(rt) => parse_tokens::<syn::Path>(rt, "a Rust path")?,
            None => crate::inline::runtime_path(),
        };
        for (native, path) in &self.natives {
            o.native_paths.insert(
                native.clone(),
                parse_tokens::<syn::Path>(path, "a Rust path")?,
            );
        }
        Ok(o)
    }
}

/// The stem of `file`, naming its output.
fn file_stem(file: &Path) -> Result<String, BuildError> {
    file.file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .ok_or_else(|| {
            BuildError::new(format!(
                "error: `{}` has no file name to name its output after",
                file.display()
            ))
        })
}

/// `fc_layer` -> `FcLayer`, `fold-neg.v2` -> `FoldNegV2`; a leading digit gets a `P`.
fn camel_case(stem: &str) -> String {
    let mut out = String::new();
    for word in stem.split(|c: char| !c.is_alphanumeric()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    if out.is_empty() {
        return "Patterns".to_string();
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'P');
    }
    out
}

/// Parses a user-given Rust fragment for the emitter.
fn parse_tokens<T: syn::parse::Parse + ToTokens>(
    text: &str,
    what: &str,
) -> Result<TokenStream, BuildError> {
    syn::parse_str::<T>(text)
        .map(|t| t.into_token_stream())
        .map_err(|e| BuildError::new(format!("error: `{text}` is not {what}: {e}")))
}

/// Writes `text` to `path` unless it already holds exactly that.
fn write_if_changed(path: &Path, text: &str) -> Result<(), BuildError> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    std::fs::write(path, text)
        .map_err(|e| BuildError::new(format!("error: cannot write `{}`: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_are_camel_case_stems() {
        assert_eq!(camel_case("fc_layer"), "FcLayer");
        assert_eq!(camel_case("fold-neg.v2"), "FoldNegV2");
        assert_eq!(camel_case("000_seed"), "P000Seed");
        assert_eq!(camel_case("__"), "Patterns");
    }

    #[test]
    fn finds_the_patterns_module_past_comments() {
        let src = "// module @patterns\nmodule @ir {}\nmodule @patterns {}";
        assert_eq!(
            crate::syntax::case_file::find_patterns_module(src),
            Some(src.rfind("module").unwrap())
        );
        assert_eq!(
            crate::syntax::case_file::find_patterns_module("module @ir {}"),
            None
        );
    }

    /// A fresh directory for one test.
    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("pdl-build-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    const NEG_NEG: &str =
        "Pattern NegNeg { let a = op<test.neg>(x: Value); let b = op<test.neg>(a); replace b with x; }\n";

    #[test]
    fn every_file_read_is_reported_includes_too_even_on_error() {
        let d = temp_dir("includes");
        std::fs::write(d.join("main.pdll"), "#include \"common.pdll\"\n").unwrap();
        std::fs::write(
            d.join("common.pdll"),
            "Pattern { let a = op<test.a>; erase b; }\n",
        )
        .unwrap();
        let mut read = Vec::new();
        let err = Builder::new()
            .generate_reading(&d.join("main.pdll"), &mut read)
            .unwrap_err();
        assert_eq!(read, vec![d.join("main.pdll"), d.join("common.pdll")]);
        let common = d.join("common.pdll").display().to_string();
        assert!(
            err.message.starts_with(&format!("{common}:1:37: error: ")),
            "{}",
            err.message
        );
        assert!(err
            .message
            .contains("\nPattern { let a = op<test.a>; erase b; }\n"));
        // Fixed, the same files are read.
        std::fs::write(d.join("common.pdll"), NEG_NEG).unwrap();
        let mut read = Vec::new();
        Builder::new()
            .generate_reading(&d.join("main.pdll"), &mut read)
            .unwrap();
        assert_eq!(read, vec![d.join("main.pdll"), d.join("common.pdll")]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn an_unreadable_file_is_an_error_naming_it() {
        let d = temp_dir("missing");
        for name in ["gone.pdll", "gone.pdl"] {
            let mut read = Vec::new();
            let err = Builder::new()
                .generate_reading(&d.join(name), &mut read)
                .unwrap_err();
            assert_eq!(read, vec![d.join(name)]);
            let prefix = format!("{}: error: cannot read", d.join(name).display());
            assert!(err.message.starts_with(&prefix), "{}", err.message);
        }
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn compile_writes_each_file_once_and_only_when_changed() {
        let d = temp_dir("write");
        let file = d.join("neg_neg.pdll");
        std::fs::write(&file, NEG_NEG).unwrap();
        let out = d.join("neg_neg.rs");
        let mut b = Builder::new();
        b.file(&file).out_dir(&d).emit_rerun_if_changed(false);
        b.compile().unwrap();
        let text = std::fs::read_to_string(&out).unwrap();
        assert_eq!(text, b.generate(&file).unwrap());
        // Unchanged text is not rewritten (cargo would rebuild the crate for nothing).
        let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1 << 30);
        let f = std::fs::File::options().write(true).open(&out).unwrap();
        f.set_modified(old).unwrap();
        drop(f);
        b.compile().unwrap();
        assert_eq!(std::fs::metadata(&out).unwrap().modified().unwrap(), old);
        // Changed text is.
        std::fs::write(&out, "stale").unwrap();
        b.compile().unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn misconfiguration_is_an_error_not_a_panic() {
        let d = temp_dir("config");
        std::fs::write(d.join("a.pdll"), NEG_NEG).unwrap();
        std::fs::create_dir_all(d.join("sub")).unwrap();
        std::fs::write(d.join("sub/a.pdl"), "module {}").unwrap();
        let err = Builder::new()
            .file(d.join("a.pdll"))
            .file(d.join("sub/a.pdl"))
            .out_dir(&d)
            .compile()
            .unwrap_err();
        assert!(
            err.message.contains("would both be written to `a.rs`"),
            "{err}"
        );
        let mut b = Builder::new();
        b.out_dir(&d).emit_rerun_if_changed(false);
        for (cfg, needle) in [
            (
                b.clone().type_name(d.join("a.pdll"), "fn").clone(),
                "not a Rust identifier",
            ),
            (b.clone().payload("Vec<").clone(), "is not a Rust type"),
            (
                b.clone().native("N", "a::::b").clone(),
                "is not a Rust path",
            ),
            (b.clone().runtime_path("::").clone(), "is not a Rust path"),
            (
                b.clone().visibility("public").clone(),
                "is not a visibility",
            ),
        ] {
            let err = cfg.generate(d.join("a.pdll")).unwrap_err();
            assert!(err.message.contains(needle), "{needle}: {err}");
        }
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn pdl_is_read_bare_or_from_a_patterns_module_beside_a_payload() {
        let d = temp_dir("pdl");
        std::fs::write(
            d.join("bare.pdl"),
            "pdl.pattern @p : benefit(1) {\n  %op = pdl.operation \"test.a\"\n  pdl.rewrite %op {\n    pdl.erase %op\n  }\n}\n",
        )
        .unwrap();
        std::fs::write(
            d.join("case.mlir"),
            "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %op = pdl.operation \"test.a\"\n    pdl.rewrite %op {\n      pdl.erase %op\n    }\n  }\n}\nmodule @ir {\n  \"test.a\"() : () -> ()\n}\n",
        )
        .unwrap();
        Builder::new().generate(d.join("bare.pdl")).unwrap();
        Builder::new().generate(d.join("case.mlir")).unwrap();
        std::fs::write(
            d.join("bad.mlir"),
            "module @ir {}\nmodule @patterns {\n  pdl.pattern {\n  }\n}\n",
        )
        .unwrap();
        let err = Builder::new().generate(d.join("bad.mlir")).unwrap_err();
        let prefix = format!("{}:3:", d.join("bad.mlir").display());
        assert!(err.message.starts_with(&prefix), "{err}");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn options_reach_the_generated_code() {
        let d = temp_dir("options");
        let file = d.join("natives.pdll");
        std::fs::write(
            &file,
            "Constraint IsFoo(op: Op);\nPattern { let r = op<test.a>; IsFoo(r); erase r; }\n",
        )
        .unwrap();
        let text = Builder::new()
            .type_name(&file, "MySet")
            .visibility("pub(crate)")
            .payload("my_ir::Graph")
            .runtime_path("my_crate::pdl")
            .native("IsFoo", "my_natives::is_foo")
            .generate(&file)
            .unwrap();
        let header = format!(
            "// @generated by pdl-codegen from {}: edit the patterns, not this file.\n\n",
            file.display()
        );
        assert!(text.starts_with(&header), "{text}");
        let parsed = syn::parse_file(&text).unwrap();
        assert!(parsed.attrs.is_empty(), "no inner attributes");
        let flat: String = text.split_whitespace().collect();
        for needle in [
            "pub(crate)structMySet",
            "my_ir::Graph",
            "my_crate::pdl::",
            "my_natives::is_foo",
        ] {
            assert!(flat.contains(needle), "{needle}: {text}");
        }
        assert!(!flat.contains("::pdl_runtime::"), "{text}");
        // The call of the native says where the pattern uses it.
        let comment = format!(
            "/// Native constraint `IsFoo`, used at {}:2:31.",
            file.display()
        );
        let at = text.find(&comment).expect(&comment);
        assert!(text[at..].contains("my_natives::is_foo("), "{text}");
        let _ = std::fs::remove_dir_all(&d);
    }
}
