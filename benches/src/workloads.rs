//! The workloads of the back-end benchmarks (`benches/backends.rs`) and of
//! `benches/compare-mlir.sh`, generated in code: each is a PDL pattern module and a payload,
//! both MLIR text.
//!
//! | workload | patterns | payload |
//! |----------|----------|---------|
//! | [`mlp`]`(n)` | seed 000's fully connected layer (three roots, upward traversal) | `n` copies of seed 000's 2-layer perceptron training step, each in its own `"tf.graph"` region (28 ops each) |
//! | [`many`]`(k)` | `k` single-root patterns `"test.op<i>"(x) -> "test.done<i>"(x)` | a 10,000-op chain using every root name, so each op matches one pattern |
//! | [`prefix`]`(k)` | `k` patterns on `"test.root"` sharing a 4-op producer chain, told apart by an attribute of its deepest op | 10,000 ops: 2,500 chains `c{k = j % k} -> b -> a -> root` |
//! | [`chain`]`(n)` | one depth-5 chain `head -> step -> step -> step -> step` | `n` ops: segments of a `"test.head"` and 49 `"test.step"`s, so most candidates fail at the last check |
//!
//! This file uses only `std`: the crate's build script includes it too, to write the pattern
//! files it compiles to Rust (the native back end).

use std::fmt::Write as _;

/// A workload: its PDL patterns and its payload.
#[derive(Clone, Debug)]
pub struct Workload {
    /// A short name, e.g. `many-100`.
    pub name: String,
    /// The patterns: `module @patterns { pdl.pattern ... }`.
    pub patterns: String,
    /// The payload: top-level operations in MLIR's generic form.
    pub payload: String,
    /// The number of payload operations (not counting the top-level module).
    pub ops: usize,
    /// How many rewrites the greedy driver applies to the payload.
    pub rewrites: usize,
}

impl Workload {
    /// The workload as one file in the layout of `mlir-opt --test-pdl-bytecode-pass`: the
    /// patterns beside `module @ir { <payload> }`.
    ///
    /// ```
    /// let text = pdl_benches::workloads::many(3).case_file();
    /// assert!(text.contains("module @patterns") && text.contains("module @ir"));
    /// ```
    pub fn case_file(&self) -> String {
        let mut s = String::with_capacity(self.patterns.len() + self.payload.len() + 32);
        s.push_str(&self.patterns);
        s.push_str("module @ir {\n");
        s.push_str(&self.payload);
        s.push_str("}\n");
        s
    }
}

/// The number of payload operations of [`many`] and [`prefix`].
pub const MANY_OPS: usize = 10_000;
/// The length of a segment of the [`chain`] payload (one head, then steps).
pub const CHAIN_SEGMENT: usize = 50;

/// Seed 000's fully connected layer pattern (the file `examples/patterns/fc_layer.pdl`).
pub const FC_LAYER_PDL: &str = include_str!("../../examples/patterns/fc_layer.pdl");

/// Seed 000's training step (`examples/data/mlp.mlir`), whose `"tf.graph"` op the [`mlp`]
/// payload repeats.
const MLP_CASE: &str = include_str!("../../examples/data/mlp.mlir");

/// The `"tf.graph"() ({ ... }) : () -> ()` op of [`MLP_CASE`], comments and blank lines
/// dropped.
fn mlp_graph() -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in MLP_CASE.lines() {
        let t = line.trim();
        if t.starts_with("\"tf.graph\"") {
            inside = true;
        }
        if inside && !t.is_empty() && !t.starts_with("//") {
            out.push_str(line);
            out.push('\n');
        }
        if inside && t == "}) : () -> ()" {
            break;
        }
    }
    out
}

/// `n` copies of seed 000's perceptron training step with the fully connected layer pattern;
/// each copy has two layers, so the driver fuses `2 n` of them.
///
/// ```
/// let w = pdl_benches::workloads::mlp(2);
/// assert_eq!(w.payload.matches("\"tf.graph\"").count(), 2);
/// assert_eq!((w.ops, w.rewrites), (60, 4));
/// ```
pub fn mlp(n: usize) -> Workload {
    let graph = mlp_graph();
    let per_copy = graph.lines().filter(|l| l.contains(" = \"")).count() + 2; // + return, graph
    let mut payload = String::with_capacity(graph.len() * n);
    for _ in 0..n {
        payload.push_str(&graph);
    }
    Workload {
        name: format!("mlp-{n}"),
        patterns: FC_LAYER_PDL.to_string(),
        payload,
        ops: per_copy * n,
        rewrites: 2 * n,
    }
}

/// The PDL text of `k` patterns, pattern `i` replacing `"test.op<i>"(%x) : (T) -> T` by
/// `"test.done<i>"(%x)` of the same type.
pub fn many_patterns(k: usize) -> String {
    let mut s = String::with_capacity(k * 320 + 32);
    s.push_str("module @patterns {\n");
    for i in 0..k {
        let _ = writeln!(
            s,
            "  pdl.pattern @p{i} : benefit(1) {{\n    %x = pdl.operand\n    %t = pdl.type\n    \
             %root = pdl.operation \"test.op{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n    \
             pdl.rewrite %root {{\n      \
             %new = pdl.operation \"test.done{i}\"(%x : !pdl.value) -> (%t : !pdl.type)\n      \
             pdl.replace %root with %new\n    }}\n  }}"
        );
    }
    s.push_str("}\n");
    s
}

/// `k` single-root patterns over a [`MANY_OPS`]-op chain: operation `j` is
/// `"test.op<j % k>"` applied to the previous result, so every operation but the source
/// matches exactly one pattern.
///
/// ```
/// let w = pdl_benches::workloads::many(10);
/// assert_eq!(w.patterns.matches("pdl.pattern").count(), 10);
/// assert_eq!((w.ops, w.rewrites), (10_001, 10_000));
/// ```
pub fn many(k: usize) -> Workload {
    many_sized(k, MANY_OPS)
}

/// [`many`] over a chain of `n` operations after the source.
pub fn many_sized(k: usize, n: usize) -> Workload {
    let mut s = String::with_capacity(n * 48 + 64);
    s.push_str("  %v0 = \"test.src\"() : () -> i32\n");
    for j in 0..n {
        let _ = writeln!(
            s,
            "  %v{} = \"test.op{}\"(%v{j}) : (i32) -> i32",
            j + 1,
            j % k
        );
    }
    Workload {
        name: format!("many-{k}-{n}"),
        patterns: many_patterns(k),
        payload: s,
        ops: n + 1,
        rewrites: n,
    }
}

/// `f` functions of `n` operations each, under the `k` patterns of [`many`]: function `i` is
/// a chain of `n` operations `"test.op<j % k>"` from its argument, returned; the greedy
/// driver rewrites every operation of the chain. The payload of the parallel drivers'
/// benchmarks: `func.func` is isolated from above, so each function can be rewritten on
/// its own thread.
///
/// ```
/// let w = pdl_benches::workloads::functions(10, 3, 20);
/// assert_eq!(w.payload.matches("func.func").count(), 3);
/// assert_eq!((w.ops, w.rewrites), (3 * 22, 3 * 20));
/// ```
pub fn functions(k: usize, f: usize, n: usize) -> Workload {
    let mut s = String::with_capacity(f * (n * 48 + 96));
    for i in 0..f {
        let _ = writeln!(s, "  func.func @f{i}(%v0: i32) -> i32 {{");
        for j in 0..n {
            let _ = writeln!(
                s,
                "    %v{} = \"test.op{}\"(%v{j}) : (i32) -> i32",
                j + 1,
                (i + j) % k
            );
        }
        let _ = writeln!(s, "    return %v{n} : i32\n  }}");
    }
    Workload {
        name: format!("functions-{k}-{f}x{n}"),
        patterns: many_patterns(k),
        payload: s,
        ops: f * (n + 2),
        rewrites: f * n,
    }
}

/// The PDL text of `k` patterns sharing a long common prefix: a `"test.root"` whose operand
/// comes from `"test.a"`, whose operand comes from `"test.b"`, whose operand comes from
/// `"test.c"`, every op with one operand and one `i32` result; pattern `i` also requires
/// the `"test.c"` to have the attribute `k = i : i32`, and rewrites the root to
/// `"test.done"(a's result)` with that attribute.
///
/// The attribute is on the deepest op, so MLIR's predicate ordering (shallower positions
/// first among predicates every pattern has) tests the whole chain once, then tells the
/// patterns apart with one switch; on the root it would come first, and the chain's checks
/// would be repeated under each of its `k` cases.
pub fn prefix_patterns(k: usize) -> String {
    let mut s = String::with_capacity(k * 900 + 32);
    s.push_str("module @patterns {\n");
    for i in 0..k {
        let _ = writeln!(
            s,
            "  pdl.pattern @p{i} : benefit(1) {{\n    %t = pdl.type : i32\n    %x = pdl.operand\n    \
             %k = pdl.attribute = {i} : i32\n    \
             %op0 = pdl.operation \"test.c\"(%x : !pdl.value) {{\"k\" = %k}} -> (%t : !pdl.type)\n    \
             %r0 = pdl.result 0 of %op0"
        );
        for (n, name) in [(1, "b"), (2, "a")] {
            let _ = writeln!(
                s,
                "    %op{n} = pdl.operation \"test.{name}\"(%r{} : !pdl.value) -> (%t : !pdl.type)\n    \
                 %r{n} = pdl.result 0 of %op{n}",
                n - 1
            );
        }
        s.push_str(
            "    %root = pdl.operation \"test.root\"(%r2 : !pdl.value) -> (%t : !pdl.type)\n    \
             pdl.rewrite %root {\n      \
             %new = pdl.operation \"test.done\"(%r2 : !pdl.value) {\"k\" = %k} -> (%t : !pdl.type)\n      \
             pdl.replace %root with %new\n    }\n  }\n",
        );
    }
    s.push_str("}\n");
    s
}

/// `k` patterns sharing a long common prefix ([`prefix_patterns`]) over [`MANY_OPS`] ops:
/// chains `"test.c" {k = j % k} -> "test.b" -> "test.a" -> "test.root"`, so every root
/// matches exactly one pattern.
///
/// ```
/// let w = pdl_benches::workloads::prefix(10);
/// assert_eq!((w.ops, w.rewrites), (10_001, 2_500));
/// ```
pub fn prefix(k: usize) -> Workload {
    prefix_sized(k, MANY_OPS)
}

/// [`prefix`] with `n / 4` chains (`n` operations after the source).
pub fn prefix_sized(k: usize, n: usize) -> Workload {
    let groups = n / 4;
    let mut s = String::with_capacity(n * 56 + 64);
    s.push_str("  %src = \"test.src\"() : () -> i32\n");
    for j in 0..groups {
        let _ = writeln!(
            s,
            "  %c{j} = \"test.c\"(%src) {{k = {} : i32}} : (i32) -> i32\n  \
             %b{j} = \"test.b\"(%c{j}) : (i32) -> i32\n  \
             %a{j} = \"test.a\"(%b{j}) : (i32) -> i32\n  \
             %r{j} = \"test.root\"(%a{j}) : (i32) -> i32",
            j % k
        );
    }
    Workload {
        name: format!("prefix-{k}-{n}"),
        patterns: prefix_patterns(k),
        payload: s,
        ops: groups * 4 + 1,
        rewrites: groups,
    }
}

/// The depth-5 chain pattern: `"test.step"` (the root) whose operand comes from a
/// `"test.step"`, and so on three times, down to a `"test.head"`; every op has one operand
/// and one result, all of one type. The root becomes `"test.fused"(head's operand)`.
pub fn chain_patterns() -> String {
    let mut s = String::from(
        "module @patterns {\n  pdl.pattern @chain5 : benefit(1) {\n    %t = pdl.type\n    %x = pdl.operand\n    \
         %head = pdl.operation \"test.head\"(%x : !pdl.value) -> (%t : !pdl.type)\n    \
         %r0 = pdl.result 0 of %head\n",
    );
    for n in 1..4 {
        let _ = writeln!(
            s,
            "    %s{n} = pdl.operation \"test.step\"(%r{} : !pdl.value) -> (%t : !pdl.type)\n    \
             %r{n} = pdl.result 0 of %s{n}",
            n - 1
        );
    }
    s.push_str(
        "    %root = pdl.operation \"test.step\"(%r3 : !pdl.value) -> (%t : !pdl.type)\n    \
         pdl.rewrite %root {\n      \
         %new = pdl.operation \"test.fused\"(%x : !pdl.value) -> (%t : !pdl.type)\n      \
         pdl.replace %root with %new\n    }\n  }\n}\n",
    );
    s
}

/// The depth-5 chain pattern ([`chain_patterns`]) over `n` ops after one source: segments
/// of [`CHAIN_SEGMENT`] ops, a `"test.head"` of the source then `"test.step"`s each using
/// the previous result. Only the fourth step of a segment matches; the later ones fail at
/// the last check (the fifth op up is a step, not the head).
///
/// ```
/// let w = pdl_benches::workloads::chain(100);
/// assert_eq!((w.ops, w.rewrites), (101, 2));
/// ```
pub fn chain(n: usize) -> Workload {
    let mut s = String::with_capacity(n * 44 + 64);
    s.push_str("  %src = \"test.src\"() : () -> i32\n");
    let mut rewrites = 0;
    for j in 0..n {
        let pos = j % CHAIN_SEGMENT;
        if pos == 0 {
            let _ = writeln!(s, "  %v{j} = \"test.head\"(%src) : (i32) -> i32");
        } else {
            let _ = writeln!(s, "  %v{j} = \"test.step\"(%v{}) : (i32) -> i32", j - 1);
        }
        rewrites += usize::from(pos == 4);
    }
    Workload {
        name: format!("chain-{n}"),
        patterns: chain_patterns(),
        payload: s,
        ops: n + 1,
        rewrites,
    }
}

/// Every pattern set the native back end is built for, as `(file stem, PDL text)`: the
/// crate's build script compiles each to `$OUT_DIR/<stem>.rs`.
pub fn native_sets() -> Vec<(String, String)> {
    let mut sets = vec![
        ("fc_layer".to_string(), FC_LAYER_PDL.to_string()),
        ("chain5".to_string(), chain_patterns()),
    ];
    for k in [10, 100, 1000] {
        sets.push((format!("many{k}"), many_patterns(k)));
        sets.push((format!("prefix{k}"), prefix_patterns(k)));
    }
    sets
}

/// Small instances of every workload, whose results MLIR 22 gives in the committed goldens
/// of `tests/golden/` (the native sets of [`native_sets`] with `k` = 10 apply to them).
pub fn golden() -> Vec<Workload> {
    vec![
        mlp(3),
        many_sized(10, 40),
        prefix_sized(10, 48),
        chain(3 * CHAIN_SEGMENT + 7),
    ]
}
