//! Compiles the example pattern files to Rust at build time (the native back end): each
//! becomes `$OUT_DIR/<stem>.rs`, included by `src/compiled.rs` with
//! `pdl_runtime::include_patterns!`. A wrong pattern fails the build with its rendered
//! diagnostics; cargo re-runs this script when a pattern file (or one it includes) changes.

fn main() -> Result<(), pdl_codegen::BuildError> {
    pdl_codegen::Builder::new()
        .file("patterns/fc_layer.pdl")
        .file("patterns/fold_neg.pdll")
        .compile()
}
