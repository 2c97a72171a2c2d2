//! Compiles every case of the differential corpus and every random pattern set to native
//! Rust with `pdl_codegen::compile::emit_rust_file`:
//!
//! - `$OUT_DIR/corpus.rs`: one module per case file (`tests/corpus/apply/*.mlir`, the
//!   already lowered `apply-lowered/*.mlir`, the verifier failures `apply-errors/*.mlir` and
//!   the bundled `examples/data/mlp.mlir`), each holding the set emitted from the case's
//!   `module @patterns`, and the table `CASES` of them all;
//! - `$OUT_DIR/corpus_cases.rs`: the invocation `corpus_cases! { name => "path", ... }`
//!   listing the case files, which `tests/corpus.rs` expands into one `#[test]` per case (as
//!   Cranelift ISLE's build script does), so that a failure names its case;
//! - `$OUT_DIR/random.rs`: one module per set of `random_sets::pattern_set`, and the table
//!   `SETS`.
//!
//! The natives are `crate::natives`. A case or set that does not lower stops the build: the
//! tests must see every case.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use pdl_codegen::compile::emit_rust_file;
use pdl_codegen::LowerOptions;
use pdl_codegen::RustOptions;

#[path = "src/random_sets.rs"]
#[allow(dead_code)]
mod random_sets;

#[path = "src/case_list.rs"]
#[allow(dead_code)]
mod case_list;

#[path = "src/registered.rs"]
#[allow(dead_code)]
mod registered;

/// A build failure: the message cargo shows.
type BuildResult<T> = Result<T, Box<dyn std::error::Error>>;

fn main() -> BuildResult<()> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let repo = manifest.join("../../..");
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    println!("cargo::rustc-check-cfg=cfg(emitter_missing)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/random_sets.rs");
    println!("cargo::rerun-if-changed=src/case_list.rs");
    println!("cargo::rerun-if-changed=src/registered.rs");

    let mut missing = false;

    // The corpus.
    let mut corpus = String::new();
    let mut table = String::new();
    let mut case_tests = String::from("corpus_cases! {\n");
    for dir in case_list::CASE_DIRS {
        let path = repo.join(dir);
        println!("cargo::rerun-if-changed={}", path.display());
        let files = case_list::case_files(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        for file in files {
            println!("cargo::rerun-if-changed={}", file.display());
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let rel = format!("{dir}/{name}");
            let src = std::fs::read_to_string(&file)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let program = case_program(&file, &name, &src)?;
            let module = format!("case_{}", case_list::module_name(&rel));
            let code = emit_set(&program, &name, &src, RustOptions::default(), &mut missing);
            writeln!(corpus, "/// `{rel}`\npub mod {module} {{\n    #[allow(unused_imports)]\n    use crate::natives::*;\n{code}}}\n")?;
            writeln!(table, "    (\"{rel}\", &{module}::Patterns),")?;
            writeln!(
                case_tests,
                "    {} => {rel:?},",
                case_list::module_name(&rel)
            )?;
        }
    }
    let table_code = if missing { String::new() } else { table };
    writeln!(
        corpus,
        "/// Every case file (path from the repository root) with its natively compiled set.\npub static CASES: &[(&str, &(dyn crate::AnySet + Sync))] = &[\n{table_code}];"
    )?;
    std::fs::write(out.join("corpus.rs"), corpus)?;
    case_tests.push_str("}\n");
    std::fs::write(out.join("corpus_cases.rs"), case_tests)?;

    // The random sets.
    let mut random = String::new();
    let mut table = String::new();
    for i in 0..random_sets::NUM_SETS {
        let src = random_sets::pattern_set(i);
        let name = format!("random_{i}.pdl");
        let set = pdl_codegen::compile::parse_pdl(&src).map_err(|d| {
            format!(
                "random set {i} does not parse:\n{}\n{src}",
                pdl_codegen::compile::render_all(&d, &name, &src)
            )
        })?;
        let program = pdl_codegen::compile::lower(&set, LowerOptions::default().for_back_end())
            .map_err(|d| {
                format!(
                    "random set {i} does not lower:\n{}\n{src}",
                    pdl_codegen::compile::render_all(&d, &name, &src)
                )
            })?;
        // The random sets are emitted for the concrete payload (the corpus: generic).
        let options = RustOptions {
            payload: Some("::pdl_runtime::ir::Ir".parse()?),
            ..RustOptions::default()
        };
        let code = emit_set(&program, &name, &src, options, &mut missing);
        writeln!(random, "/// `random_sets::pattern_set({i})`\npub mod set_{i} {{\n    #[allow(unused_imports)]\n    use crate::natives::*;\n{code}}}\n")?;
        writeln!(table, "    &set_{i}::Patterns,")?;
    }
    let table_code = if missing { String::new() } else { table };
    writeln!(
        random,
        "/// The natively compiled random sets, by index.\npub static SETS: &[&(dyn crate::AnySet + Sync)] = &[\n{table_code}];"
    )?;
    std::fs::write(out.join("random.rs"), random)?;

    // The set lowered with registered operations.
    let name = "registered.pdl";
    let src = registered::PATTERNS;
    let set = pdl_codegen::compile::parse_pdl(src)
        .map_err(|d| pdl_codegen::compile::render_all(&d, name, src))?;
    let options = LowerOptions::default()
        .with_registry(registered::registry())
        .for_back_end();
    let program = pdl_codegen::compile::lower(&set, options)
        .map_err(|d| pdl_codegen::compile::render_all(&d, name, src))?;
    let code = emit_set(&program, name, src, RustOptions::default(), &mut missing);
    std::fs::write(
        out.join("registered.rs"),
        format!(
            "#[allow(unused_imports)]
use crate::natives::*;
{code}"
        ),
    )?;

    if missing {
        println!("cargo::rustc-cfg=emitter_missing");
    }
    Ok(())
}

/// The matcher program of a case: its `@patterns` lowered (under MLIR's semantics for the
/// cases that need them), or already lowered in the file.
fn case_program(file: &Path, name: &str, src: &str) -> BuildResult<pdl_codegen::Program> {
    let case = pdl_codegen::compile::read_case_file(src, name)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    if let Some(program) = case.lowered {
        return Ok(program);
    }
    let (set, _) = case
        .patterns
        .ok_or_else(|| format!("{}: no module @patterns", file.display()))?;
    let options = if case_list::MLIR_COMPATIBLE.contains(&name) {
        LowerOptions::mlir_compatible()
    } else {
        LowerOptions::default()
    };
    // As `pdl-opt`: the operations registered are those of the dialects the file loads.
    let options = options.loaded_by(&case.ir).for_back_end();
    Ok(pdl_codegen::compile::lower(&set, options).map_err(|d| {
        format!(
            "{}: {}",
            file.display(),
            pdl_codegen::compile::render_all(&d, name, src)
        )
    })?)
}

/// The emitted items, indented for a module; sets `missing` if the emitter produced none.
fn emit_set(
    program: &pdl_codegen::Program,
    name: &str,
    src: &str,
    options: RustOptions,
    missing: &mut bool,
) -> String {
    let locate = |span: pdl_codegen::Span| {
        let (l, c) = pdl_runtime::text::line_col(src, span.start as usize);
        format!("{name}:{l}:{c}")
    };
    let code = emit_rust_file(program, &options, &locate);
    if code.trim().is_empty() {
        *missing = true;
    }
    code
}
