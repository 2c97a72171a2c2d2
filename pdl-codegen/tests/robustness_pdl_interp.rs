//! Lowered matchers read from `pdl_interp` text nest `foreach` regions as deep as the input
//! says (issue P9): up to the reader's limit they are read, verified, compiled and run on an
//! ordinary test thread; beyond it, a located error.

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::NoListener;
use pdl_runtime::value::Natives;

/// A case file whose matcher nests `depth` loops over the users of the root's result.
fn nested_foreach(depth: usize) -> String {
    let mut s = String::from(
        "module @patterns {\n  pdl_interp.func @matcher(%arg0: !pdl.operation) {\n    \
         %r = pdl_interp.get_result 0 of %arg0\n    \
         %us = pdl_interp.get_users of %r : !pdl.value\n",
    );
    for i in 0..depth {
        s.push_str(&format!(
            "    pdl_interp.foreach %a{i} : !pdl.operation in %us {{\n"
        ));
    }
    s.push_str("    pdl_interp.continue\n");
    for i in 0..depth {
        s.push_str("    } -> ^bb1\n  ^bb1:\n");
        s.push_str(if i + 1 < depth {
            "    pdl_interp.continue\n"
        } else {
            "    pdl_interp.finalize\n"
        });
    }
    s.push_str("  }\n  module @rewriters {\n  }\n}\nmodule @ir {\n  %0 = \"t.a\"() : () -> i32\n  \"t.b\"(%0) : (i32) -> ()\n}\n");
    s
}

fn run(src: &str) -> Result<String, String> {
    let natives = Natives::<Ir>::mlir_test_pass();
    apply::run(
        "n.mlir",
        src,
        &ApplyOptions::default(),
        &natives,
        &mut NoListener,
        &mut PhaseTimes::default(),
    )
    .map_err(|e| e.message)
}

#[test]
fn foreach_nested_to_the_limit_reads_and_runs() {
    // 150 levels overflowed an 8 MB stack in debug builds: the reader's frame for one
    // operation was the size of its largest case. The limit is 64 regions: the matcher's
    // body and 63 loops.
    let out = run(&nested_foreach(63)).unwrap();
    assert!(out.contains("\"t.b\"(%0) : (i32) -> ()"), "{out}");
}

#[test]
fn foreach_nested_past_the_limit_is_a_located_error() {
    let err = run(&nested_foreach(20_000)).unwrap_err();
    assert_eq!(
        err.lines().next().unwrap(),
        "n.mlir:68:53: error: regions nest deeper than 64 levels"
    );
}
