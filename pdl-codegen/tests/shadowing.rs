//! Shadowing warnings: a pattern that can never apply because another, tried first, matches
//! everything it matches. Each case file was run through `mlir-opt-22
//! --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-op-generic` (the
//! `.golden` files): MLIR applies the shadowing pattern, never the shadowed one, and pdl-rs
//! prints the same. The expected warnings below follow from the patterns (see each case).

use std::path::Path;

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_runtime::ir::Ir;
use pdl_runtime::value::Natives;

/// (case, [(shadowed, shadowing)]).
const CASES: [(&str, &[(&str, &str)]); 5] = [
    // `@general` asks only for an `i32` result: it covers the two `test.a` patterns, with
    // the same benefit, and its success node comes first in the matcher, whatever the
    // order of the patterns in the file.
    (
        "general_last",
        &[("first", "general"), ("second", "general")],
    ),
    (
        "general_first",
        &[("first", "general"), ("second", "general")],
    ),
    // Identical matchers, equal benefits: the later pattern is recorded first.
    ("identical", &[("first", "second")]),
    // A native constraint on `@general`: it covers nothing; the identical pair remains.
    ("native_constraint", &[("first", "second")]),
    // Higher benefits on the specific patterns: `@general` still applies to `test.b`, and
    // `@second` (benefit 3) shadows its twin `@first` (benefit 2).
    ("specific_wins", &[("first", "second")]),
];

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/shadowing")
}

#[test]
fn shadowed_patterns_are_reported_and_never_apply() {
    for (case, expected) in CASES {
        let file = format!("{case}.mlir");
        let src = std::fs::read_to_string(dir().join(&file)).unwrap();
        let golden = std::fs::read_to_string(dir().join(format!("{case}.golden"))).unwrap();
        let options = ApplyOptions {
            shadowing_warnings: true,
            ..ApplyOptions::default()
        };
        let natives = Natives::<Ir>::mlir_test_pass();
        let mut times = PhaseTimes::default();
        let prepared = apply::prepare(&file, &src, &options, &natives, &mut times).unwrap();
        let headlines: Vec<&str> = prepared
            .warnings
            .lines()
            .filter(|l| l.contains(": warning: "))
            .collect();
        assert_eq!(
            headlines.len(),
            expected.len(),
            "{case}: {}",
            prepared.warnings
        );
        for ((shadowed, by), line) in expected.iter().zip(&headlines) {
            let (at, message) = line.split_once(": warning: ").unwrap();
            let pattern_line = src
                .lines()
                .position(|l| l.contains(&format!("pdl.pattern @{shadowed} ")))
                .unwrap();
            assert_eq!(at, format!("{file}:{}:3", pattern_line + 1), "{case}");
            assert!(
                message.starts_with(&format!("pattern `@{shadowed}` never applies: `@{by}` ")),
                "{case}: {message}"
            );
            // MLIR never applies the shadowed pattern.
            assert!(!golden.contains(&format!("test.from_{shadowed}")), "{case}");
            assert!(golden.contains(&format!("test.from_{by}")), "{case}");
        }
        // And pdl-rs applies what MLIR applies.
        let out = prepared
            .apply(
                &options.config,
                &mut pdl_runtime::rewrite::NoListener,
                &mut times,
            )
            .unwrap();
        assert_eq!(out, golden, "{case}");
    }
}

#[test]
fn patterns_that_each_apply_somewhere_give_no_warning() {
    let src = std::fs::read_to_string(dir().join("specific_wins.mlir")).unwrap();
    // Without `@first`, nothing is shadowed: `@second` (benefit 3) and `@general` (benefit 1,
    // more general, so not covered by `@second`) both apply (see the golden).
    let start = src.find("  pdl.pattern @first").unwrap();
    let end = src.find("  pdl.pattern @second").unwrap();
    let src = format!("{}{}", &src[..start], &src[end..]);
    let options = ApplyOptions {
        shadowing_warnings: true,
        ..ApplyOptions::default()
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    let prepared = apply::prepare(
        "x.mlir",
        &src,
        &options,
        &natives,
        &mut PhaseTimes::default(),
    )
    .unwrap();
    assert_eq!(prepared.warnings, "");
}
