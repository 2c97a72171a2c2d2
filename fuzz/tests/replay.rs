//! Every fuzz target on its seeds (the corpora, goldens from MLIR) and on every finding kept
//! in `fuzz/regressions/TARGET/`: none may panic or fail an oracle.
//!
//! One test per target, so a failure names it; the message names the input.

use std::panic::{catch_unwind, AssertUnwindSafe};

fn replay(name: &str) {
    let target = pdl_fuzz::target(name).expect("a target of that name");
    let seeds = pdl_fuzz::seeds(name);
    assert!(!seeds.is_empty(), "target {name} has no seeds");
    let inputs = [seeds, pdl_fuzz::regressions(name)].concat();
    let mut failed = Vec::new();
    for (file, bytes) in &inputs {
        if catch_unwind(AssertUnwindSafe(|| (target.run)(bytes))).is_err() {
            failed.push(file.clone());
        }
    }
    assert!(
        failed.is_empty(),
        "target {name}: {} of {} inputs failed: {failed:?}",
        failed.len(),
        inputs.len()
    );
}

#[test]
fn every_target_is_replayed() {
    let names: Vec<&str> = pdl_fuzz::TARGETS.iter().map(|t| t.name).collect();
    assert_eq!(
        names,
        [
            "ir_text",
            "pdl",
            "pdll",
            "pdl_interp",
            "transform",
            "apply",
            "tokens",
            "agree"
        ]
    );
}

#[test]
fn ir_text() {
    replay("ir_text");
}

#[test]
fn pdl() {
    replay("pdl");
}

#[test]
fn pdll() {
    replay("pdll");
}

#[test]
fn pdl_interp() {
    replay("pdl_interp");
}

#[test]
fn transform() {
    replay("transform");
}

#[test]
fn apply() {
    replay("apply");
}

#[test]
fn tokens() {
    replay("tokens");
}

#[test]
fn agree() {
    replay("agree");
}
