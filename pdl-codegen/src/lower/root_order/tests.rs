//! Root ordering: Edmonds' algorithm (against MLIR's own examples and a brute force), and
//! seed 000's fully connected layer.

use std::path::Path;

use crate::lower::root_order::{
    cost_graph, detect_roots, min_arborescence, order_roots, traversal, Edge,
};
use crate::model::{Pattern, ValueId};
use crate::syntax::pdl::parse_pdl;

/// `(target, source, cost)` triples, as MLIR's tests write `graph[target][source]`.
fn graph(entries: &[(usize, usize, (u32, u32))]) -> Vec<Edge> {
    entries
        .iter()
        .map(|&(to, from, cost)| Edge { from, to, cost })
        .collect()
}

fn check(n: usize, edges: &[Edge], cost: u32, order: &[(usize, Option<usize>)]) {
    let arb = min_arborescence(n, edges, 0).expect("spanning");
    assert_eq!(arb.iter().flatten().map(|e| e.cost.0).sum::<u32>(), cost);
    let parents: Vec<Option<usize>> = arb.iter().map(|e| e.map(|e| e.from)).collect();
    assert_eq!(traversal(&parents, 0), order);
}

// MLIR's unittests/Dialect/PDL RootOrderingTest cases.
#[test]
fn mlir_simple_a() {
    let g = graph(&[
        (1, 0, (1, 10)),
        (2, 0, (1, 11)),
        (1, 2, (2, 12)),
        (2, 1, (2, 13)),
    ]);
    check(3, &g, 2, &[(0, None), (1, Some(0)), (2, Some(0))]);
}

#[test]
fn mlir_simple_b() {
    let g = graph(&[
        (1, 0, (1, 10)),
        (2, 0, (2, 11)),
        (1, 2, (1, 12)),
        (2, 1, (1, 13)),
    ]);
    check(3, &g, 2, &[(0, None), (1, Some(0)), (2, Some(1))]);
}

#[test]
fn mlir_simple_c_tie() {
    let g = graph(&[
        (1, 0, (2, 10)),
        (2, 0, (2, 11)),
        (1, 2, (1, 12)),
        (2, 1, (1, 13)),
    ]);
    check(3, &g, 3, &[(0, None), (1, Some(0)), (2, Some(1))]);
}

#[test]
fn mlir_contraction() {
    let g = graph(&[
        (1, 0, (10, 0)),
        (2, 0, (5, 0)),
        (2, 1, (1, 0)),
        (3, 2, (2, 0)),
        (1, 3, (3, 0)),
    ]);
    check(
        4,
        &g,
        10,
        &[(0, None), (2, Some(0)), (3, Some(2)), (1, Some(3))],
    );
}

#[test]
fn nested_cycles_are_contracted() {
    // 1 -> 2 -> 3 -> 1 is a cheap cycle, and 3 <-> 4 another; the root reaches them dearly.
    let g = graph(&[
        (1, 0, (20, 0)),
        (4, 0, (9, 1)),
        (2, 1, (1, 2)),
        (3, 2, (1, 3)),
        (1, 3, (1, 4)),
        (4, 3, (1, 5)),
        (3, 4, (2, 6)),
    ]);
    let arb = min_arborescence(5, &g, 0).unwrap();
    assert_eq!(
        arb.iter().flatten().map(|e| e.cost.0).sum::<u32>(),
        9 + 2 + 1 + 1
    );
    assert_eq!(brute_force(5, &g), 13);
}

#[test]
fn unreachable_node_has_no_arborescence() {
    let g = graph(&[(1, 0, (1, 0)), (2, 3, (1, 1)), (3, 2, (1, 2))]);
    assert!(min_arborescence(4, &g, 0).is_none());
}

/// The cheapest arborescence by enumeration of every parent assignment.
fn brute_force(n: usize, edges: &[Edge]) -> u32 {
    fn rec(
        v: usize,
        n: usize,
        edges: &[Edge],
        parent: &mut Vec<Option<usize>>,
        cost: u32,
        best: &mut u32,
    ) {
        if v == n {
            // Every node must reach the root through parents without cycles.
            for s in 1..n {
                let mut x = s;
                let mut steps = 0;
                while x != 0 {
                    let Some(p) = parent[x] else { return };
                    x = p;
                    steps += 1;
                    if steps > n {
                        return;
                    }
                }
            }
            *best = (*best).min(cost);
            return;
        }
        for e in edges.iter().filter(|e| e.to == v && e.from != v) {
            parent[v] = Some(e.from);
            rec(v + 1, n, edges, parent, cost + e.cost.0, best);
        }
    }
    let mut best = u32::MAX;
    let mut parent = vec![None; n];
    rec(1, n, edges, &mut parent, 0, &mut best);
    best
}

#[test]
fn edmonds_agrees_with_brute_force_on_random_graphs() {
    // A small deterministic generator (xorshift), 2,000 graphs of 2..=6 nodes.
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    for _ in 0..2000 {
        let n = 2 + (next() % 5) as usize;
        let mut edges = Vec::new();
        for to in 0..n {
            for from in 0..n {
                if from != to && next() % 3 != 0 {
                    edges.push(Edge {
                        from,
                        to,
                        cost: ((next() % 6) as u32, edges.len() as u32),
                    });
                }
            }
        }
        let expected = brute_force(n, &edges);
        match min_arborescence(n, &edges, 0) {
            Some(arb) => {
                assert_eq!(
                    arb.iter().flatten().map(|e| e.cost.0).sum::<u32>(),
                    expected,
                    "{edges:?}"
                );
                // It is a real arborescence: one incoming edge per non-root node, no cycles.
                let parents: Vec<Option<usize>> = arb.iter().map(|e| e.map(|e| e.from)).collect();
                assert_eq!(traversal(&parents, 0).len(), n, "{edges:?}");
            }
            None => assert_eq!(expected, u32::MAX, "{edges:?}"),
        }
    }
}

fn fc_pattern(text: &str) -> Pattern {
    let set = parse_pdl(text).unwrap_or_else(|d| panic!("{}", d[0].render("fc", text)));
    set.patterns.into_iter().next().unwrap()
}

/// Names of the pattern's values as written (`%relu` ...), by definition order.
fn names(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix('%'))
        .filter_map(|l| l.split_once(" = ").map(|(n, _)| n.to_string()))
        .collect()
}

#[test]
fn seed_000_fully_connected_layer() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fc_layer_multi_root.pdl");
    let text = std::fs::read_to_string(path).unwrap();
    let p = fc_pattern(&text);
    let names = names(&text);
    let id = |n: &str| {
        ValueId(
            names
                .iter()
                .position(|x| x == n)
                .unwrap_or_else(|| panic!("{n}")) as u32,
        )
    };
    let roots = detect_roots(&p);
    assert_eq!(roots, vec![id("relu"), id("weight_sub"), id("bias_sub")]);
    // The seed's edge costs.
    let g = cost_graph(&p, &roots);
    let cost = |from: &str, to: &str| {
        let (f, t) = (
            roots.iter().position(|&r| r == id(from)).unwrap(),
            roots.iter().position(|&r| r == id(to)).unwrap(),
        );
        g.iter()
            .find(|(e, _)| e.from == f && e.to == t)
            .map(|(e, c)| (e.cost.0, *c))
            .unwrap()
    };
    assert_eq!(cost("relu", "weight_sub"), (1, id("weight")));
    assert_eq!(cost("relu", "bias_sub"), (1, id("bias")));
    assert_eq!(cost("weight_sub", "relu"), (3, id("weight")));
    assert_eq!(cost("bias_sub", "relu"), (2, id("bias")));
    assert_eq!(cost("weight_sub", "bias_sub").0, 2);
    assert_eq!(cost("bias_sub", "weight_sub").0, 2);
    assert_eq!(cost("weight_sub", "bias_sub").1, id("lr"));
    // Optimal root relu, total cost 2, relu -> {weight_sub, bias_sub}.
    let o = order_roots(&p).unwrap();
    assert_eq!(o.root, id("relu"));
    assert_eq!(o.cost, 2);
    let steps: Vec<(ValueId, ValueId, ValueId)> = o
        .edges
        .iter()
        .map(|e| (e.source, e.target, e.connector))
        .collect();
    assert_eq!(
        steps,
        vec![
            (id("relu"), id("weight_sub"), id("weight")),
            (id("relu"), id("bias_sub"), id("bias"))
        ]
    );
}

#[test]
fn roots_are_detected_when_the_rewrite_names_none() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fc_layer_multi_root.pdl");
    let text = std::fs::read_to_string(path).unwrap().replace(
        "pdl.rewrite %relu, %weight_sub, %bias_sub with \"rewriter\"",
        "pdl.rewrite with \"rewriter\"(%relu, %weight_sub, %bias_sub : !pdl.operation, !pdl.operation, !pdl.operation)",
    );
    let p = fc_pattern(&text);
    let names = names(&text);
    let id = |n: &str| ValueId(names.iter().position(|x| x == n).unwrap() as u32);
    assert_eq!(
        detect_roots(&p),
        vec![id("relu"), id("weight_sub"), id("bias_sub")]
    );
    let o = order_roots(&p).unwrap();
    assert_eq!((o.root, o.cost), (id("relu"), 2));
}

#[test]
fn a_named_single_root_is_kept() {
    let text = "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %v = pdl.operand\n    %a = pdl.operation \"test.a\"(%v : !pdl.value)\n    %b = pdl.operation \"test.b\"(%v : !pdl.value)\n    pdl.rewrite %b with \"r\"(%a : !pdl.operation)\n  }\n}\n";
    let p = fc_pattern(text);
    let o = order_roots(&p).unwrap();
    assert_eq!(o.root, ValueId(2), "the rewrite names %b");
    assert_eq!(o.edges.len(), 1);
    assert_eq!(
        (o.edges[0].source, o.edges[0].target, o.edges[0].connector),
        (ValueId(2), ValueId(1), ValueId(0))
    );
}
