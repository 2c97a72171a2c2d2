//! Workloads for the criterion benchmarks of pdl-rs, generated in code.

use std::fmt::Write as _;

pub mod pattern_sets;
pub mod vm_sets;

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
