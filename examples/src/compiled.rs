//! Pattern sets compiled to Rust by `build.rs` (`pdl_codegen::Builder`) and included here
//! with `pdl_runtime::include_patterns!`: native matchers and rewriters, generic over the
//! payload behind the access traits, with no bytecode and no VM.

/// Seed 000's fully connected layer pattern (`patterns/fc_layer.pdl`) as [`FcLayer`]
/// (`fc_layer::FcLayer`); the generated code is committed, for reading, as
/// `snapshots/fc_layer.rs`.
pub mod fc_layer {
    pdl_runtime::include_patterns!("fc_layer");
}

/// `patterns/fold_neg.pdll` (also loaded at run time by `examples/load_at_run_time.rs`) as
/// `fold_neg::FoldNeg`.
pub mod fold_neg {
    pdl_runtime::include_patterns!("fold_neg");
}

pub use fc_layer::FcLayer;
pub use fold_neg::FoldNeg;
