//! The front ends: readers of PDL and PDLL text into the pattern model, and diagnostics.

pub mod diag;
pub mod pdl;
