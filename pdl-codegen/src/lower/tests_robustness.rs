//! Robustness of the PDLL front end, the lowering and the emitters on pathological inputs
//! found by fuzzing (issue P9): deep nesting is a located error, not a stack overflow;
//! long chains lower without recursion; cyclic matchers are analysed to the end. Inputs of
//! the scaling cases are generated here; their cost is measured by hand, not timed.

use crate::program::{BlockId, Op};
use crate::syntax::pdll::parse_pdll;
use crate::syntax::pdll_gen::pdll_to_model;

/// The default lowering (the tests were written against it).
fn lower(
    set: &crate::model::PatternSet,
) -> Result<crate::program::Program, Vec<crate::diag::Diagnostic>> {
    crate::lower::lower_with(set, crate::lower::LowerOptions::default())
}

/// The `file:line:col: error: message` lines of a PDLL text that does not parse.
fn pdll_errors(src: &str) -> Vec<String> {
    parse_pdll(src)
        .expect_err("the input is rejected")
        .iter()
        .map(|d| d.headline("t.pdll", src))
        .collect()
}

#[test]
fn pdll_prefix_operators_100k_deep_are_a_located_error() {
    let src = format!(
        "Pattern P {{ let x = {}a; erase op<t.a>; }}",
        "-".repeat(100_000)
    );
    // 20 columns before the first `-`; with the pattern's block and the `let`, the 99th
    // one is too deep.
    assert_eq!(
        pdll_errors(&src),
        ["t.pdll:1:119: error: expression nested too deeply"]
    );
    let src = format!(
        "Pattern P {{ let x = {}a; erase op<t.a>; }}",
        "!-".repeat(50_000)
    );
    assert_eq!(
        pdll_errors(&src),
        ["t.pdll:1:119: error: expression nested too deeply"]
    );
}

#[test]
fn pdll_deep_parens_members_chains_and_blocks_are_located_errors() {
    let n = 100_000;
    let cases = [
        (
            format!(
                "Pattern P {{ let x = {}a{}; }}",
                "(".repeat(n),
                ")".repeat(n)
            ),
            "t.pdll:1:120: error: expression nested too deeply",
        ),
        (
            // `#include` first: `a` may come from it, so it is not an undefined name.
            format!(
                "#include \"x.pdll\" Pattern P {{ let x = a{}; }}",
                " + a".repeat(n)
            ),
            "t.pdll:1:433: error: expression nested too deeply",
        ),
        (
            format!(
                "#include \"x.pdll\" Pattern P {{ let x = a{}; }}",
                ".b".repeat(n)
            ),
            "t.pdll:1:236: error: expression nested too deeply",
        ),
        (
            format!("Pattern P {{ {}C(a); }}", "not ".repeat(n)),
            "t.pdll:1:409: error: expression nested too deeply",
        ),
        (
            format!(
                "Pattern P {{ erase {}{}; }}",
                "op<t.a>(".repeat(n),
                ")".repeat(n)
            ),
            "t.pdll:1:811: error: expression nested too deeply",
        ),
        (
            format!(
                "Pattern P {{ let r = op<t.a>; {}{}; }}",
                "rewrite r with { ".repeat(n),
                "}".repeat(n)
            ),
            "t.pdll:1:1721: error: expression nested too deeply",
        ),
        (
            format!(
                "Constraint C({}{};",
                "x: Constraint(".repeat(n),
                ")".repeat(n)
            ),
            "t.pdll:1:1417: error: inline constraint nested too deeply",
        ),
    ];
    let got: Vec<String> = cases.iter().flat_map(|(src, _)| pdll_errors(src)).collect();
    let want: Vec<&str> = cases.iter().map(|c| c.1).collect();
    assert_eq!(got, want);
}

#[test]
fn pdll_nesting_below_the_limit_goes_through_the_pipeline() {
    // The deepest accepted nesting: 97 levels of parentheses in an operand list (the
    // pattern's block, the `let` and the operand list are 3 more levels of 100), and 98
    // prefix operators; the operation lowers.
    let src = format!(
        "Pattern P {{ let root = op<t.a>({}op<t.b>{}); erase root; }}",
        "(".repeat(97),
        ")".repeat(97)
    );
    let set = pdll_to_model(&src).unwrap_or_else(|d| panic!("{}", d[0].headline("t.pdll", &src)));
    lower(&set).expect("lowers");
    let src = format!(
        "Pattern P {{ let a: Attr; let root = op<t.a> {{v = a}}; let x = {}a; erase root; }}",
        "-".repeat(98)
    );
    pdll_to_model(&src).unwrap_or_else(|d| panic!("{}", d[0].headline("t.pdll", &src)));
    let src = format!(
        "Pattern P {{ let root = op<t.a>({}op<t.b>{}); erase root; }}",
        "(".repeat(98),
        ")".repeat(98)
    );
    assert_eq!(
        pdll_errors(&src),
        ["t.pdll:1:130: error: expression nested too deeply"]
    );
}

/// PDL text of a pattern whose root `%o0` uses the result of `%o1`, which uses the result
/// of `%o2`, ... down to `%o<n>`.
fn operand_chain(n: usize) -> String {
    let mut s = String::from(
        "module @patterns {\n  pdl.pattern @chain : benefit(1) {\n    %t = pdl.type\n",
    );
    s += &format!("    %o{n} = pdl.operation \"t.op\" -> (%t : !pdl.type)\n");
    for i in (0..n).rev() {
        s += &format!("    %r{} = pdl.result 0 of %o{}\n", i + 1, i + 1);
        s += &format!(
            "    %o{i} = pdl.operation \"t.op\"(%r{} : !pdl.value) -> (%t : !pdl.type)\n",
            i + 1
        );
    }
    s + "    pdl.rewrite %o0 with \"x\"\n  }\n}\n"
}

#[test]
fn a_10k_operand_chain_lowers_without_recursion() {
    // The reader without the semantic checks: this is about the lowering.
    let set = crate::syntax::pdl::read_pdl(&operand_chain(10_000)).expect("reads");
    let prog = lower(&set).expect("lowers");
    let text = crate::program::print::print(&prog, None);
    assert_eq!(text.matches("pdl_interp.get_defining_op").count(), 10_000);
    assert_eq!(
        text.matches("pdl_interp.check_operation_name").count(),
        10_001
    );
    // The order of the predicates is MLIR's recursive one: operation, its operand's
    // producer, ..., then the result types on the way back.
    let small = crate::syntax::pdl::parse_pdl(&operand_chain(2)).expect("parses");
    let text = crate::program::print::print(&lower(&small).expect("lowers"), None);
    let ops: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split('"').nth(1))
        .filter(|op| op.starts_with("pdl_interp."))
        .collect();
    assert_eq!(
        ops,
        [
            "pdl_interp.func",
            "pdl_interp.get_operand",
            "pdl_interp.get_defining_op",
            "pdl_interp.is_not_null",
            "pdl_interp.finalize",
            "pdl_interp.get_operand",
            "pdl_interp.get_defining_op",
            "pdl_interp.is_not_null",
            "pdl_interp.check_operation_name",
            "pdl_interp.check_operand_count",
            "pdl_interp.check_result_count",
            "pdl_interp.is_not_null",
            "pdl_interp.get_result",
            "pdl_interp.is_not_null",
            "pdl_interp.check_operation_name",
            "pdl_interp.check_operand_count",
            "pdl_interp.check_result_count",
            "pdl_interp.is_not_null",
            "pdl_interp.get_result",
            "pdl_interp.is_not_null",
            "pdl_interp.are_equal",
            "pdl_interp.check_operation_name",
            "pdl_interp.check_operand_count",
            "pdl_interp.check_result_count",
            "pdl_interp.get_result",
            "pdl_interp.is_not_null",
            "pdl_interp.are_equal",
            "pdl_interp.get_value_type",
            "pdl_interp.get_value_type",
            "pdl_interp.are_equal",
            "pdl_interp.get_value_type",
            "pdl_interp.are_equal",
            "pdl_interp.record_match",
            "pdl_interp.func",
            "pdl_interp.apply_rewrite",
            "pdl_interp.finalize"
        ],
        "{text}"
    );
}

/// A matcher whose `record_match` branches back to the operand-count check before it.
const CYCLIC_MATCHER: &str = r#"module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "t.op" -> ^bb1, ^bb3
  ^bb1:
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb3
  ^bb2:
    pdl_interp.record_match @rewriters::@r(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("t.op") -> ^bb1
  ^bb3:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @r(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
}
"#;

#[test]
fn a_pdl_interp_matcher_with_a_cycle_is_rejected_where_it_branches_back() {
    let errs = crate::program::read::parse_pdl_interp(CYCLIC_MATCHER, "m.mlir")
        .expect_err("a cycle never terminates");
    let lines: Vec<String> = errs
        .iter()
        .map(|d| d.headline("m.mlir", CYCLIC_MATCHER))
        .collect();
    assert_eq!(
        lines,
        ["m.mlir:7:5: error: 'pdl_interp.record_match' op branches back to an earlier block of the same path: the control flow has a cycle, which never terminates"]
    );
    // Without the cycle (to ^bb3), it reads.
    let acyclic = CYCLIC_MATCHER.replace("root(\"t.op\") -> ^bb1", "root(\"t.op\") -> ^bb3");
    crate::program::read::parse_pdl_interp(&acyclic, "m.mlir").expect("reads");
}

#[test]
fn analyses_and_back_ends_terminate_on_a_cyclic_program() {
    // A program built through the API is not verified: make the lowering's `record_match`
    // go back to the check before it.
    let set = crate::syntax::pdl::parse_pdl(
        "pdl.pattern @p : benefit(1) {\n  %root = pdl.operation \"t.op\"\n  pdl.rewrite %root with \"x\"\n}\n",
    )
    .expect("parses");
    let mut prog = lower(&set).expect("lowers");
    let record = prog
        .blocks
        .iter()
        .position(|b| matches!(b.ops.last(), Some(Op::RecordMatch { .. })))
        .expect("a record_match");
    let check = prog
        .blocks
        .iter()
        .position(|b| matches!(b.ops.last(), Some(Op::CheckOperandCount { .. })))
        .expect("an operand count check");
    if let Some(Op::RecordMatch { dest, .. }) = prog.blocks[record].ops.last_mut() {
        *dest = BlockId(check as u32);
    }
    let table = crate::program::explain::branches(&prog);
    // Every check still leads to pattern 0 when it holds.
    assert!(!table.is_empty());
    assert!(table.iter().all(|b| b.outcomes[0] == [0]), "{table:#?}");
    let code = crate::emit::bytecode::compile(&prog, &|_| String::new());
    assert!(!code.code.is_empty());
    let rust =
        crate::emit::rust::emit_file(&prog, &crate::emit::rust::RustOptions::default(), &|_| {
            String::new()
        });
    assert!(rust.contains("\"t.op\""));
}

#[test]
fn one_edmonds_run_picks_the_root_one_run_per_candidate_picks() {
    use crate::lower::root_order::{best_root, min_arborescence, Edge};
    // Random graphs (a fixed linear congruential sequence), with many equal costs.
    let mut seed = 12345u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for _ in 0..300 {
        let n = 2 + next(6) as usize;
        let mut edges = Vec::new();
        for from in 0..n {
            for to in 0..n {
                if from != to && next(3) > 0 {
                    let id = edges.len() as u32;
                    edges.push(Edge {
                        from,
                        to,
                        cost: (next(3) as u32, id),
                    });
                }
            }
        }
        let candidates: Vec<usize> = (0..n).collect();
        let mut want: Option<(u32, usize)> = None;
        for &c in &candidates {
            if let Some(arb) = min_arborescence(n, &edges, c) {
                let cost: u32 = arb.iter().flatten().map(|e| e.cost.0).sum();
                if want.is_none_or(|w| cost < w.0) {
                    want = Some((cost, c));
                }
            }
        }
        assert_eq!(
            best_root(n, &edges, &candidates),
            want.map(|w| w.1),
            "{edges:?}"
        );
    }
}

/// PDL text of a multi-root pattern: `n` operations using one operand, all erased.
fn many_roots(n: usize) -> String {
    let mut s = String::from("pdl.pattern @roots : benefit(1) {\n  %v = pdl.operand\n");
    for i in 0..n {
        s += &format!("  %o{i} = pdl.operation \"t.op\"(%v : !pdl.value)\n");
    }
    s += "  pdl.rewrite {\n";
    for i in 0..n {
        s += &format!("    pdl.erase %o{i}\n");
    }
    s + "  }\n}\n"
}

#[test]
fn a_pattern_with_100_roots_orders_them() {
    let set = crate::syntax::pdl::parse_pdl(&many_roots(100)).expect("parses");
    let ordering = crate::lower::root_order::order_roots(&set.patterns[0]).expect("connected");
    // Every root is one upward step from the shared operand: 99 steps; the first root
    // wins the tie, and the others are reached from it in order.
    assert_eq!(ordering.cost, 99);
    assert_eq!(ordering.root, set.patterns[0].matcher[1].results[0]);
    assert!(ordering.edges.iter().all(|e| e.source == ordering.root));
    assert_eq!(ordering.edges.len(), 99);
}

#[test]
fn a_pattern_with_more_roots_than_the_limit_is_a_located_error() {
    // 1,000 roots took 40 s and 24 GB (the ordering is cubic in the roots).
    let src = many_roots(1000);
    let set = crate::syntax::pdl::parse_pdl(&src).expect("parses");
    let err = crate::lower::root_order::order_roots(&set.patterns[0]).unwrap_err();
    assert_eq!(
        err.render("r.pdl", &src).lines().next().unwrap(),
        "r.pdl:1:1: error: the pattern has 1000 roots; at most 128 are supported (ordering \
         them costs time and memory cubic in their number)"
    );
    let at_limit = many_roots(128);
    let set = crate::syntax::pdl::parse_pdl(&at_limit).expect("parses");
    assert!(lower(&set).is_ok());
}

/// PDL text of a pattern whose root has `n` operands, each a `pdl.operand`.
fn many_operands(n: usize) -> String {
    let mut s = String::from("pdl.pattern @ops : benefit(1) {\n");
    for i in 0..n {
        s += &format!("  %v{i} = pdl.operand\n");
    }
    let args: Vec<String> = (0..n).map(|i| format!("%v{i}")).collect();
    let tys = vec!["!pdl.value"; n].join(", ");
    s += &format!(
        "  %o = pdl.operation \"t.op\"({} : {tys})\n  pdl.rewrite %o {{\n    pdl.erase %o\n  }}\n}}\n",
        args.join(", ")
    );
    s
}

/// PDL text of a pattern using one operand `n` times.
fn many_uses(n: usize) -> String {
    let args = vec!["%v"; n].join(", ");
    let tys = vec!["!pdl.value"; n].join(", ");
    format!("pdl.pattern @uses : benefit(1) {{\n  %v = pdl.operand\n  %o = pdl.operation \"t.op\"({args} : {tys})\n  pdl.rewrite %o with \"x\"\n}}\n")
}

#[test]
fn bytecode_for_many_operands_keeps_few_slots() {
    let set = crate::syntax::pdl::read_pdl(&many_operands(2_000)).expect("reads");
    let prog = lower(&set).expect("lowers");
    let code = crate::emit::bytecode::compile(&prog, &|_| String::new());
    // Each operand is read, checked and dropped: slots are reused.
    assert!(code.num_slots < 8, "{} slots", code.num_slots);
}

/// Timings of the scaling cases (run by hand: `cargo test --release -p pdlrs-codegen --lib
/// scaling_timings -- --ignored --nocapture`).
#[test]
#[ignore]
fn scaling_timings() {
    let time = |what: &str, f: &mut dyn FnMut()| {
        let t = std::time::Instant::now();
        f();
        eprintln!("{what}: {:.3} s", t.elapsed().as_secs_f64());
    };
    for n in [10_000, 100_000] {
        let set = crate::syntax::pdl::read_pdl(&many_operands(n)).expect("reads");
        let mut prog = None;
        time(&format!("operands {n}: lower"), &mut || {
            prog = Some(lower(&set).expect("lowers"))
        });
        let prog = prog.expect("lowered");
        time(&format!("operands {n}: bytecode"), &mut || {
            crate::emit::bytecode::compile(&prog, &|_| String::new());
        });
    }
    for n in [100, 1_000] {
        let set = crate::syntax::pdl::read_pdl(&many_uses(n)).expect("reads");
        let prog = lower(&set).expect("lowers");
        time(&format!("uses {n}: rust"), &mut || {
            crate::emit::rust::emit(&prog, &crate::emit::rust::RustOptions::default(), &|_| {
                String::new()
            });
        });
    }
    for n in [10, 100, 128] {
        let set = crate::syntax::pdl::read_pdl(&many_roots(n)).expect("reads");
        time(&format!("roots {n}: lower"), &mut || {
            lower(&set).expect("lowers");
        });
    }
    for n in [1_000, 10_000] {
        let set = crate::syntax::pdl::read_pdl(&operand_chain(n)).expect("reads");
        time(&format!("chain {n}: lower"), &mut || {
            lower(&set).expect("lowers");
        });
    }
    for n in [1_000, 10_000] {
        let mut src = String::from("Pattern P { let a0 = op<t.a>;\n");
        for i in 1..n {
            src += &format!("  let a{i} = a{};\n", i - 1);
        }
        src += &format!("  erase a{}; }}\n", n - 1);
        time(&format!("pdll let chain {n}"), &mut || {
            pdll_to_model(&src).expect("generates");
        });
        let mut src = String::from("Pattern P { let a0 = op<t.a>;\n");
        for i in 1..n {
            src += &format!("  let a{i} = op<t.a>(a{});\n", i - 1);
        }
        src += &format!("  erase a{}; }}\n", n - 1);
        time(&format!("pdll op chain {n}"), &mut || {
            pdll_to_model(&src).expect("generates");
        });
        let mut src = String::new();
        for i in 0..n {
            src += &format!("Pattern P{i} {{ let r = op<t.a{i}>(op<t.b>); erase r; }}\n");
        }
        time(&format!("pdll patterns {n}"), &mut || {
            pdll_to_model(&src).expect("generates");
        });
    }
}
