//! The lowering: patterns into the matcher program (our pdl_interp), as MLIR's
//! PDL-to-pdl_interp conversion does. Today: root ordering for multi-root patterns.

pub mod root_order;
