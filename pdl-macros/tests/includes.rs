//! `pdl!` with `#include`s: looked for in the invoking crate's directory, then in the
//! `include_dir("DIR");` lines after the header. A `.td` include (with the `ods` feature of
//! pdl-macros) types its operations as `mlir-pdll` does.

use pdl_macros::pdl;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};

pdl! {
    struct Included;
    include_dir("tests/inc");
    #include "neg.pdll"
}

/// Applies `set` to `src` and prints the result.
fn apply(set: &impl pdl_runtime::rewrite::Applicator<pdl_runtime::ir::Ir>, src: &str) -> String {
    let mut ir = pdl_runtime::text::parse(src, "input.mlir").unwrap();
    let root = ir.root();
    apply_patterns_greedily(&mut ir, root, set, &GreedyConfig::default()).unwrap();
    pdl_runtime::text::print(&ir)
}

const NEG_NEG: &str = r#"%0 = "test.c"() : () -> i32
%1 = "test.neg"(%0) : (i32) -> i32
%2 = "test.neg"(%1) : (i32) -> i32
"test.use"(%2) : (i32) -> ()
"#;

#[test]
fn a_pdll_include_is_found_in_an_include_dir() {
    assert!(apply(&Included, NEG_NEG).contains(r#""test.use"(%0)"#));
}

pdl! {
    struct Scoped;
    include_dir("tests/inc");
    Constraint NegOf(x: Value) -> Op {
        return op<test.neg>(x);
    }
    #include "scoped.pdll"
    Pattern {
        let root = op<test.double>(v: Value);
        replace root with Twice(v);
    }
}

/// The included file is read in the macro's scope, as `mlir-pdll` reads it: it uses
/// `NegOf`, declared before the `#include`, and declares `Twice`, used after it (the PDL
/// `mlir-pdll-22 -x=mlir` gives for the same text folds `neg(neg(x))` and rewrites
/// `test.double` to `test.twice`: of `%0`, once the negations are folded).
#[test]
fn an_included_file_shares_the_macros_scope() {
    let src = r#"%0 = "test.c"() : () -> i32
%1 = "test.neg"(%0) : (i32) -> i32
%2 = "test.neg"(%1) : (i32) -> i32
%3 = "test.double"(%2) : (i32) -> i32
"#;
    let out = apply(&Scoped, src);
    assert!(
        out.contains(r#""test.twice"(%0, %0) : (i32, i32) -> i32"#),
        "{out}"
    );
}

#[cfg(feature = "ods")]
mod ods {
    use super::*;

    pdl! {
        struct Swap;
        include_dir("tests/inc");
        include_dir("/usr/lib/llvm-22/include");
        #include "toy_ops.td"
        Pattern {
            let add = op<toy.add>(a: Value, b: Value);
            let root = op<test.use>(add.sum);
            replace root with op<test.use>(b);
        }
    }

    #[test]
    fn a_td_include_names_results() {
        let src = r#"%0 = "test.c"() : () -> i32
%1 = "test.c"() : () -> i32
%2 = "toy.add"(%0, %1) : (i32, i32) -> i32
"test.use"(%2) : (i32) -> ()
"#;
        let out = apply(&Swap, src);
        assert!(out.contains(r#""test.use"(%1)"#), "{out}");
    }
}
