//! `pdl-opt --walk-driver` (`ApplyOptions::walk`): MLIR's `walkAndApplyPatterns` instead of
//! the greedy driver.

use pdl_codegen::apply::{run, ApplyOptions, PhaseTimes};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::NoListener;
use pdl_runtime::value::Natives;

const CASE: &str = r#"module @patterns {
  pdl.pattern @a_to_b : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %new = pdl.operation "test.b"
      pdl.replace %op with %new
    }
  }
  pdl.pattern @b_to_c : benefit(1) {
    %op = pdl.operation "test.b"
    pdl.rewrite %op {
      %new = pdl.operation "test.c"
      pdl.replace %op with %new
    }
  }
}
module @ir {
  "test.a"() : () -> ()
  "test.b"() : () -> ()
}
"#;

fn apply(walk: bool) -> String {
    let options = ApplyOptions {
        walk,
        ..ApplyOptions::default()
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    run(
        "case.mlir",
        CASE,
        &options,
        &natives,
        &mut NoListener,
        &mut PhaseTimes::default(),
    )
    .unwrap()
}

/// The greedy driver revisits the `test.b` it created and turns it into a `test.c`; the walk
/// visits each operation that existed once: the `test.a` becomes a `test.b` that stays, the
/// `test.b` becomes a `test.c`.
#[test]
fn the_walk_driver_visits_each_operation_once() {
    let greedy = apply(false);
    assert_eq!(greedy.matches("\"test.c\"").count(), 2, "{greedy}");
    let walk = apply(true);
    assert_eq!(walk.matches("\"test.b\"").count(), 1, "{walk}");
    assert_eq!(walk.matches("\"test.c\"").count(), 1, "{walk}");
    let b = walk.find("\"test.b\"").unwrap();
    let c = walk.find("\"test.c\"").unwrap();
    assert!(b < c, "{walk}");
}
