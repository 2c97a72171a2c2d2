//! Robustness of the Rust emitter on long chains (issue P9): one value used n times gives
//! a chain of n checks; the emitter writes it in time linear in n, without recursing as
//! deep as the chain, and the code it writes nests no deeper for a long chain than for a
//! short one (so that syn, prettyplease and rustc do not recurse as deep as the chain
//! either). Inputs are generated here; their cost is measured by the ignored `timing`
//! test (`cargo test --release -p pdlrs-codegen --test robustness_emit -- --ignored`).

use pdl_codegen::compile::{emit_rust, emit_rust_file};
use pdl_codegen::RustOptions;
use pdl_codegen::{Diagnostic, LowerOptions, PatternSet, Program};

use pdl_codegen::compile::parse_pdl;
use proc_macro2::{TokenStream, TokenTree};

/// Lowers with the default options.
fn lower(set: &PatternSet) -> Result<Program, Vec<Diagnostic>> {
    pdl_codegen::compile::lower(set, LowerOptions::default())
}

/// A root operation with `n` operands, all the same value: n - 1 `are_equal` checks.
fn operands_of_one_value(n: usize) -> String {
    let vs = vec!["%v"; n].join(", ");
    let ts = vec!["!pdl.value"; n].join(", ");
    format!(
        "pdl.pattern @p : benefit(1) {{\n  %v = pdl.operand\n  \
         %r = pdl.operation \"t.op\"({vs} : {ts})\n  pdl.rewrite %r with \"rw\"\n}}\n"
    )
}

/// `n` native constraints on one value: a chain of n `apply_constraint`s.
fn constraints_on_one_value(n: usize) -> String {
    let mut s = String::from("pdl.pattern @p : benefit(1) {\n  %v = pdl.operand\n");
    for i in 0..n {
        s.push_str(&format!(
            "  pdl.apply_native_constraint \"c{i}\"(%v : !pdl.value)\n"
        ));
    }
    s.push_str("  %r = pdl.operation \"t.op\"(%v : !pdl.value)\n  pdl.rewrite %r with \"rw\"\n}\n");
    s
}

fn program(src: &str) -> Program {
    let set = parse_pdl(src).expect("the pattern parses");
    lower(&set).expect("the pattern lowers")
}

fn locate(s: pdl_codegen::Span) -> String {
    format!("t.pdl@{}", s.start)
}

/// The deepest nesting of groups in `ts` (iteratively).
fn depth(ts: TokenStream) -> usize {
    let mut max = 0;
    let mut stack = vec![(ts.into_iter(), 0usize)];
    while let Some((mut it, d)) = stack.pop() {
        max = max.max(d);
        if let Some(tt) = it.next() {
            stack.push((it, d));
            if let TokenTree::Group(g) = tt {
                stack.push((g.stream().into_iter(), d + 1));
            }
        }
    }
    max
}

#[test]
fn long_chains_of_uses_of_one_value_emit_on_a_test_thread() {
    for n in [2_000, 10_000] {
        for (what, src) in [
            ("operands", operands_of_one_value(n)),
            ("constraints", constraints_on_one_value(n)),
        ] {
            let prog = program(&src);
            let ts = emit_rust(&prog, &RustOptions::default(), &locate);
            assert!(
                depth(ts) <= 16,
                "{what} x {n}: the code nests with the chain"
            );
            if n > 2_000 {
                // Formatting megabytes takes long in a debug build; the shape is the same.
                continue;
            }
            let rust = emit_rust_file(&prog, &RustOptions::default(), &locate);
            let checks = if what == "operands" {
                rust.matches("are_equal %").count()
            } else {
                rust.matches("constraint `c").count()
            };
            // A constraint is named in the branch table and in its trace.
            let expected = if what == "operands" { n - 1 } else { 2 * n };
            assert_eq!(checks, expected, "{what} x {n}");
            // emit_file formatted it: the tokens parsed as a file.
            assert!(
                rust.contains("\n    fn __match<"),
                "{what} x {n}: not formatted"
            );
        }
    }
}

#[test]
fn short_chains_are_flat_checks_that_parse() {
    for n in [1, 2, 3, 10] {
        let rust = emit_rust_file(
            &program(&operands_of_one_value(n)),
            &RustOptions::default(),
            &locate,
        );
        syn::parse_file(&rust).expect("the output parses as Rust");
        // Each check (name, operand and result counts, operand 0 non-null, n - 1 equalities)
        // leaves to the failure block, as does the recorded match.
        assert_eq!(rust.matches("break 'b2;").count(), n + 4, "{n}:\n{rust}");
        for k in 1..n {
            let v = k + 1;
            assert!(
                rust.contains(&format!(
                    "::pdl_runtime::native::check(tracer, {}, v1 == v{v});",
                    3 + k
                )),
                "{n}:\n{rust}"
            );
        }
        let rust = emit_rust_file(
            &program(&constraints_on_one_value(n)),
            &RustOptions::default(),
            &locate,
        );
        syn::parse_file(&rust).expect("the output parses as Rust");
        for k in 0..n {
            assert!(rust.contains(&format!("c{k}(")), "{n}:\n{rust}");
        }
    }
    // The nesting of the code does not grow with the chain.
    let d = |n| {
        let prog = program(&operands_of_one_value(n));
        depth(emit_rust(&prog, &RustOptions::default(), &locate))
    };
    assert_eq!(d(2), d(200));
}

/// Emission time for 100, 1,000 and 10,000 uses of one value (run in release).
#[test]
#[ignore]
fn timing() {
    for n in [100, 1_000, 10_000] {
        for (what, src) in [
            ("operands", operands_of_one_value(n)),
            ("constraints", constraints_on_one_value(n)),
        ] {
            let prog = program(&src);
            let t = std::time::Instant::now();
            let ts = emit_rust(&prog, &RustOptions::default(), &locate);
            let emitted = t.elapsed();
            drop(ts);
            let t = std::time::Instant::now();
            let rust = emit_rust_file(&prog, &RustOptions::default(), &locate);
            let file = t.elapsed();
            eprintln!(
                "{what} x {n}: emit {emitted:?}, emit_file {file:?} ({} bytes)",
                rust.len()
            );
        }
    }
}
