//! Generated PDL pattern sets for the lowering benchmarks (`--convert-pdl-to-pdl-interp`
//! at scale).
//!
//! [`pattern_set_pdl`] writes `n` patterns in MLIR's PDL custom syntax inside
//! `module @patterns { ... }`. The set is deterministic (a function of `n` only) and mixes
//! the shapes a real pattern set has, by the pattern's index `i`:
//!
//! | `i % 10`  | shape |
//! |-----------|-------|
//! | 0, 3, 6   | single root: `"test.op<i>"(%x) -> (%t)` replaced by `"test.done<i>"(%x) -> (%t)`; every other one with a fixed `i32` result type |
//! | 1, 4, 7   | a producer chain of depth 2 or 3 shared by a family of patterns (16 families), ending in a root that differs by an attribute constant or by its op name |
//! | 2, 5, 8   | a native constraint on an operand and an attribute of one of 25 shared root ops, with an external rewriter |
//! | 9         | two roots sharing an operand, `pdl.rewrite { ... }` with no root (MLIR picks it) |
//!
//! Benefits cycle over 0..=4, so patterns of equal benefit exist at every size. Every set
//! is accepted by `mlir-opt-22 --convert-pdl-to-pdl-interp` and by
//! `pdl_codegen::compile::parse_pdl` + `pdl_codegen::compile::lower`.

use std::fmt::Write as _;

/// The number of producer-chain families the chain patterns are spread over.
const CHAIN_FAMILIES: usize = 16;
/// The number of distinct root op names the constrained patterns share.
const GUARDED_ROOTS: usize = 25;

/// The PDL text of a set of `n` patterns, `module @patterns { pdl.pattern @p0 ... }`: a
/// deterministic mix of single-root patterns, patterns sharing a producer-chain prefix,
/// patterns with a native constraint and (every 10th) two-root patterns; see the
/// [module documentation](self) for the exact shapes.
///
/// ```
/// let src = pdl_benches::pattern_sets::pattern_set_pdl(10);
/// assert!(src.starts_with("module @patterns {"));
/// assert_eq!(src.matches("pdl.pattern @").count(), 10);
/// ```
pub fn pattern_set_pdl(n: usize) -> String {
    let mut s = String::with_capacity(n * 560 + 64);
    s.push_str("module @patterns {\n");
    for i in 0..n {
        let benefit = (i * 3) % 5;
        let _ = writeln!(s, "  pdl.pattern @p{i} : benefit({benefit}) {{");
        match i % 10 {
            0 | 3 | 6 => single_root(&mut s, i),
            1 | 4 | 7 => shared_chain(&mut s, i),
            2 | 5 | 8 => native_constraint(&mut s, i),
            _ => two_roots(&mut s, i),
        }
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    s
}

/// `"test.op<i>"(%x) -> (%t)` rewritten to `"test.done<i>"(%x) -> (%t)`.
fn single_root(s: &mut String, i: usize) {
    if i % 2 == 0 {
        s.push_str("    %t = pdl.type\n");
    } else {
        s.push_str("    %t = pdl.type : i32\n");
    }
    s.push_str("    %x = pdl.operand : %t\n");
    let _ = writeln!(
        s,
        "    %op = pdl.operation \"test.op{i}\"(%x : !pdl.value) -> (%t : !pdl.type)"
    );
    s.push_str("    pdl.rewrite %op {\n");
    let _ = writeln!(
        s,
        "      %n = pdl.operation \"test.done{i}\"(%x : !pdl.value) -> (%t : !pdl.type)"
    );
    s.push_str("      pdl.replace %op with %n\n");
    s.push_str("    }\n");
}

/// A chain `test.f<f>.p0 -> test.f<f>.p1 [-> test.f<f>.p2] -> root` shared by the patterns
/// of family `f`; the root is `test.f<f>.root` with attribute `k = <i>` (even `i`) or
/// `test.f<f>.end<i>` (odd `i`).
fn shared_chain(s: &mut String, i: usize) {
    let family = (i / 10) % CHAIN_FAMILIES;
    let depth = 2 + family % 2;
    s.push_str("    %t = pdl.type\n");
    s.push_str("    %v = pdl.operand\n");
    let mut prev = "%v".to_string();
    for d in 0..depth {
        let _ = writeln!(
            s,
            "    %p{d} = pdl.operation \"test.f{family}.p{d}\"({prev} : !pdl.value) -> (%t : !pdl.type)"
        );
        let _ = writeln!(s, "    %r{d} = pdl.result 0 of %p{d}");
        prev = format!("%r{d}");
    }
    if i % 2 == 0 {
        let _ = writeln!(s, "    %k = pdl.attribute = {i} : i64");
        let _ = writeln!(
            s,
            "    %root = pdl.operation \"test.f{family}.root\"({prev} : !pdl.value) {{\"k\" = %k}} -> (%t : !pdl.type)"
        );
    } else {
        let _ = writeln!(
            s,
            "    %root = pdl.operation \"test.f{family}.end{i}\"({prev} : !pdl.value) -> (%t : !pdl.type)"
        );
    }
    s.push_str("    pdl.rewrite %root {\n");
    s.push_str("      pdl.replace %root with (%v : !pdl.value)\n");
    s.push_str("    }\n");
}

/// `pdl.apply_native_constraint "check<i % 7>"` on the operand and the `mode` attribute of
/// `test.guarded<i % 25>`, rewritten by the external rewriter `guarded_rewrite`.
fn native_constraint(s: &mut String, i: usize) {
    let root = i % GUARDED_ROOTS;
    let check = i % 7;
    s.push_str("    %t = pdl.type\n");
    s.push_str("    %x = pdl.operand : %t\n");
    s.push_str("    %m = pdl.attribute\n");
    let _ = writeln!(
        s,
        "    %op = pdl.operation \"test.guarded{root}\"(%x : !pdl.value) {{\"mode\" = %m}} -> (%t : !pdl.type)"
    );
    let _ = writeln!(
        s,
        "    pdl.apply_native_constraint \"check{check}\"(%x, %m : !pdl.value, !pdl.attribute)"
    );
    s.push_str("    pdl.rewrite %op with \"guarded_rewrite\"(%x : !pdl.value)\n");
}

/// `test.pair_a<i>` and `test.pair_b<i>` using the same operand, both erased by a rewrite
/// with no root.
fn two_roots(s: &mut String, i: usize) {
    s.push_str("    %t = pdl.type\n");
    s.push_str("    %v = pdl.operand : %t\n");
    let _ = writeln!(
        s,
        "    %a = pdl.operation \"test.pair_a{i}\"(%v : !pdl.value)"
    );
    let _ = writeln!(
        s,
        "    %b = pdl.operation \"test.pair_b{i}\"(%v : !pdl.value)"
    );
    s.push_str("    pdl.rewrite {\n");
    let _ = writeln!(
        s,
        "      %n = pdl.operation \"test.pair{i}\"(%v : !pdl.value)"
    );
    s.push_str("      pdl.erase %a\n");
    s.push_str("      pdl.erase %b\n");
    s.push_str("    }\n");
}

#[cfg(test)]
mod tests {
    use super::pattern_set_pdl;

    #[test]
    fn counts_and_determinism() {
        for n in [0, 1, 10, 100] {
            let src = pattern_set_pdl(n);
            assert_eq!(src.matches("pdl.pattern @").count(), n);
            assert_eq!(src, pattern_set_pdl(n));
        }
        let src = pattern_set_pdl(100);
        assert_eq!(src.matches("pdl.rewrite {").count(), 10);
        assert_eq!(src.matches("pdl.apply_native_constraint").count(), 30);
    }

    fn parse_and_lower(n: usize) {
        let src = pattern_set_pdl(n);
        let set = pdl_codegen::compile::parse_pdl(&src).expect("generated set parses");
        assert_eq!(set.patterns.len(), n);
        pdl_codegen::compile::lower(&set, pdl_codegen::LowerOptions::default())
            .expect("generated set lowers");
    }

    #[test]
    fn sets_parse_and_lower() {
        parse_and_lower(10);
        parse_and_lower(100);
    }

    /// Past about 917 of these patterns the predicate ranking's `u32` weights wrap, as
    /// MLIR's unsigned ones do (wrapping arithmetic, so no overflow panic in debug builds).
    #[test]
    fn set_of_1000_parses_and_lowers() {
        parse_and_lower(1000);
    }
}
