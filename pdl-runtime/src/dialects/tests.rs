//! Tests of the core dialects' definitions.
