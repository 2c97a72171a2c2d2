//! Workloads for the criterion benchmarks of pdl-rs, generated in code, and the hand-written
//! matchers the back ends are compared with.

use std::fmt::Write as _;

use pdl_codegen::load::{load_pdl, LoadError};
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::value::Natives;
use pdl_runtime::value::NoTrace;
use pdl_runtime::{rewrite::PatternSet, vm::PdlPatternSet};

pub mod hand;
pub mod pattern_sets;
pub mod workloads;

use workloads::Workload;

/// The payload of `w`, parsed (its operations at the top level of the module).
///
/// ```
/// let w = pdl_benches::workloads::chain(100);
/// let ir = pdl_benches::payload(&w).unwrap();
/// assert_eq!(ir.num_live_ops(), w.ops + 1);
/// ```
pub fn payload(w: &Workload) -> Result<Ir, String> {
    pdl_runtime::text::parse(&w.payload, &w.name).map_err(|e| e.render(&w.name, &w.payload))
}

/// Every operation nested in `scope` (not `scope` itself), in the driver's post-order: what
/// a match-only benchmark visits.
pub fn payload_ops(ir: &Ir, scope: OpId) -> Vec<OpId> {
    let mut ops = ir.nested_ops(scope, true);
    ops.retain(|&o| o != scope);
    ops
}

/// Matches every operation of `ops` with a PDL set (native or VM), without rewriting: the
/// number of matches, each looked at once ([`PatternSet::for_each_match`]: no list of
/// matches where the set needs none). `buf` is the scratch list, reused across calls.
pub fn count_pdl_matches<S: PatternSet<Ir>>(
    set: &S,
    state: &mut S::State,
    ir: &mut Ir,
    ops: &[OpId],
    buf: &mut Vec<S::Match>,
) -> usize {
    let mut found = 0;
    for &op in ops {
        set.for_each_match(state, ir, op, buf, &mut NoTrace, |_| found += 1);
    }
    found
}

/// The patterns of `w` as a bytecode VM set.
pub fn vm_set(w: &Workload) -> Result<PdlPatternSet<Ir>, LoadError> {
    load_pdl(&w.patterns, &format!("{}.pdl", w.name), &Natives::new())
}

/// A function of `n` operations of the `arith` dialect in MLIR's custom syntax (what
/// `mlir-opt` prints by default): a chain of integer operations, comparisons and selects
/// over two arguments, with a constant every eighth operation.
pub fn arith_custom_mlir(n: usize) -> String {
    let mut s = String::with_capacity(n * 40);
    s.push_str("func.func @arith(%arg0: i32, %arg1: i32) -> i32 {\n");
    s.push_str("  %0 = arith.addi %arg0, %arg1 : i32\n");
    let mut last_int = 0;
    for k in 1..n {
        let prev = last_int;
        let line = match k % 8 {
            0 => format!("  %{k} = arith.constant {} : i32", k % 1000),
            1 => format!("  %{k} = arith.addi %{prev}, %arg0 : i32"),
            2 => format!("  %{k} = arith.muli %{prev}, %arg1 overflow<nsw> : i32"),
            3 => format!("  %{k} = arith.subi %{prev}, %{} : i32", k - 3),
            4 => format!("  %{k} = arith.cmpi slt, %{prev}, %arg1 : i32"),
            5 => format!("  %{k} = arith.select %{}, %{prev}, %arg0 : i32", k - 1),
            6 => format!("  %{k} = arith.xori %{prev}, %arg1 : i32"),
            _ => format!("  %{k} = arith.andi %{prev}, %{} : i32", k - 7),
        };
        s.push_str(&line);
        s.push('\n');
        if k % 8 != 4 {
            last_int = k;
        }
    }
    let _ = writeln!(s, "  return %{last_int} : i32\n}}");
    s
}

/// A function of `n` operations in MLIR's generic form: a chain where each op uses the
/// previous result and a function argument, with names cycling over eight dialect ops and
/// an integer attribute on every fourth op.
pub fn chain_mlir(n: usize) -> String {
    let mut s = String::with_capacity(n * 80);
    s.push_str("func.func @chain(%arg0: i32, %arg1: f32) -> i32 {\n");
    s.push_str("  %0 = \"test.start\"(%arg0) : (i32) -> i32\n");
    for k in 1..n {
        let name = ["add", "mul", "sub", "neg", "load", "store", "shift", "cmp"][k % 8];
        if k % 4 == 0 {
            let _ = writeln!(
                s,
                "  %{k} = \"test.{name}\"(%{}, %arg0) {{val = {} : i32}} : (i32, i32) -> i32",
                k - 1,
                k % 100
            );
        } else {
            let _ = writeln!(
                s,
                "  %{k} = \"test.{name}\"(%{}, %arg0) : (i32, i32) -> i32",
                k - 1
            );
        }
    }
    let _ = writeln!(s, "  return %{} : i32\n}}", n.saturating_sub(1));
    s
}
