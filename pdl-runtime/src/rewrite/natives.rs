//! Native constraints and rewrites: the registry now lives in [`crate::value::natives`],
//! beside the values it passes; this path re-exports it for existing users.

pub use crate::value::natives::*;
pub use crate::value::PdlValue;
