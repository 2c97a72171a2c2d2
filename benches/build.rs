//! Compiles the benchmarks' pattern sets to Rust (the native back end): each set of
//! [`workloads::native_sets`] is written to `$OUT_DIR/patterns/<stem>.pdl` and compiled to
//! `$OUT_DIR/<stem>.rs`, which the benches include with `pdl_runtime::include_patterns!`.

#[path = "src/workloads.rs"]
#[allow(dead_code)]
mod workloads;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/workloads.rs");
    println!("cargo::rerun-if-changed=../examples/patterns/fc_layer.pdl");
    println!("cargo::rerun-if-changed=../examples/data/mlp.mlir");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
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
    Ok(())
}
