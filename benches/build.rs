//! Compiles pattern sets to Rust (the native back end):
//!
//! - each set of [`workloads::native_sets`] is written to `$OUT_DIR/patterns/<stem>.pdl` and
//!   compiled to `$OUT_DIR/<stem>.rs`, which the benches include with
//!   `pdl_runtime::include_patterns!`;
//! - the patterns of `native-opt`: the file named by the environment variable
//!   `PDL_NATIVE_PATTERNS` (a `.pdll` file, or PDL: a `.pdl` file or a `.mlir` case file whose
//!   `module @patterns` holds them; a relative path is taken from the workspace root), by
//!   default `examples/patterns/fc_layer.pdl` (the benches' mlp pattern), compiled for the
//!   payload `pdl_runtime::ir::Ir` as the type `Compiled` into `$OUT_DIR/native_opt.rs`.

#[path = "src/workloads.rs"]
#[allow(dead_code)]
mod workloads;

use std::path::{Path, PathBuf};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/workloads.rs");
    println!("cargo::rerun-if-changed=../examples/patterns/fc_layer.pdl");
    println!("cargo::rerun-if-changed=../examples/data/mlp.mlir");
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    let dir = out.join("patterns");
    std::fs::create_dir_all(&dir)?;
    let mut builder = pdl_codegen::Builder::new();
    builder.emit_rerun_if_changed(false);
    for (stem, text) in workloads::native_sets() {
        let file = dir.join(format!("{stem}.pdl"));
        if std::fs::read_to_string(&file).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&file, text)?;
        }
        builder.file(&file);
    }
    builder.compile()?;
    native_opt(&out)
}

/// Compiles `native-opt`'s patterns to `$OUT_DIR/native_opt.rs`, and tells the binary which
/// file they came from (`PDL_NATIVE_PATTERNS_FILE`).
fn native_opt(out: &Path) -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rerun-if-env-changed=PDL_NATIVE_PATTERNS");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?).join("..");
    let file = match std::env::var_os("PDL_NATIVE_PATTERNS") {
        Some(f) if !f.is_empty() => root.join(f),
        _ => root.join("examples/patterns/fc_layer.pdl"),
    };
    let file = file.canonicalize().map_err(|e| {
        format!(
            "PDL_NATIVE_PATTERNS: cannot read `{}` (a relative path is taken from the \
             workspace root): {e}",
            file.display()
        )
    })?;
    println!("cargo::rerun-if-changed={}", file.display());
    let dir = out.join("native_opt");
    std::fs::create_dir_all(&dir)?;
    // The Builder prints rerun-if-changed for the file and every file it includes.
    pdl_codegen::Builder::new()
        .file(&file)
        .type_name(&file, "Compiled")
        .payload("::pdl_runtime::ir::Ir")
        .out_dir(&dir)
        .compile()?;
    let stem = file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let code = std::fs::read_to_string(dir.join(format!("{stem}.rs")))?;
    let target = out.join("native_opt.rs");
    if std::fs::read_to_string(&target).ok().as_deref() != Some(code.as_str()) {
        std::fs::write(&target, code)?;
    }
    println!(
        "cargo::rustc-env=PDL_NATIVE_PATTERNS_FILE={}",
        file.display()
    );
    Ok(())
}
