//! Workloads of the VM benchmarks: `k` single-root patterns
//! `"test.op<i>"(%x) -> "test.done<i>"(%x)` and a chain of operations that uses every root
//! name, so that each operation is matched by exactly one pattern.

use std::fmt::Write as _;

use pdl_codegen::load::{load_pdl, LoadError};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::natives::Natives;
use pdl_runtime::rewrite::pattern::PdlPatternSet;

/// The PDL text of `k` patterns, pattern `i` replacing `"test.op<i>"(%x) : (T) -> T` by
/// `"test.done<i>"(%x)` of the same type.
///
/// ```
/// let src = pdl_benches::vm_sets::single_root_patterns(3);
/// assert_eq!(src.matches("pdl.pattern").count(), 3);
/// ```
pub fn single_root_patterns(k: usize) -> String {
    let mut s = String::with_capacity(k * 320);
    for i in 0..k {
        let _ = writeln!(
            s,
            "pdl.pattern @p{i} : benefit(1) {{\n  %x = pdl.operand\n  %t = pdl.type\n  \
             %root = pdl.operation \"test.op{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n  \
             pdl.rewrite %root {{\n    %new = pdl.operation \"test.done{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n    \
             pdl.replace %root with %new\n  }}\n}}"
        );
    }
    s
}

/// The VM pattern set of [`single_root_patterns`].
pub fn single_root_set(k: usize) -> Result<PdlPatternSet<Ir>, LoadError> {
    load_pdl(&single_root_patterns(k), "bench.pdl", &Natives::new())
}

/// A chain of `n` operations after one source: operation `j` is `"test.op<j % k>"` applied
/// to the previous result.
///
/// ```
/// let ir = pdl_benches::vm_sets::chain_payload(5, 2).unwrap();
/// let text = pdl_runtime::text::print(&ir);
/// assert!(text.contains("\"test.op1\""));
/// ```
pub fn chain_payload(n: usize, k: usize) -> Result<Ir, pdl_runtime::text::ParseError> {
    let mut s = String::with_capacity(n * 48 + 64);
    s.push_str("%v0 = \"test.src\"() : () -> i32\n");
    for j in 0..n {
        let _ = writeln!(
            s,
            "%v{} = \"test.op{}\"(%v{j}) : (i32) -> i32",
            j + 1,
            j % k
        );
    }
    pdl_runtime::text::parse(&s, "chain.mlir")
}
