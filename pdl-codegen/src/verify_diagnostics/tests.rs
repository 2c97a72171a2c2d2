//! The verifier against what `mlir-opt-22 --verify-diagnostics` reports (the expected
//! strings below are its output on the same inputs).

use super::*;

fn err(line: usize, col: usize, message: &str) -> Emitted {
    Emitted {
        kind: Kind::Error,
        at: Some((line, col)),
        message: message.into(),
    }
}

#[test]
fn annotations_are_read_as_mlir_reads_them() {
    let cases = [
        ("// expected-error@+1 {{a}}", Some((Kind::Error, "a"))),
        (
            "x // expected-warning {{b c}}  ",
            Some((Kind::Warning, "b c")),
        ),
        ("// expected-note @below {{}}", Some((Kind::Note, ""))),
        ("// expected-remark@-12{{r}}", Some((Kind::Remark, "r"))),
        (
            "// expected-error-re {{x{{[0-9]+}}}}",
            Some((Kind::Error, "x{{[0-9]+}}")),
        ),
        ("// expected-error@+1 {{unterminated", None),
        ("// expected-errors {{x}}", None),
        ("// expected-error@+ {{x}}", None),
        ("// expected-error-foo {{x}}", None),
        ("// expected-fatal {{x}}", None),
        // The leftmost `expected-` that matches.
        (
            "// expected-foo expected-error {{y}}",
            Some((Kind::Error, "y")),
        ),
    ];
    for (line, want) in cases {
        let got = annotation(line.trim_end()).map(|a| (a.kind, a.text));
        assert_eq!(got, want, "{line}");
    }
}

#[test]
fn places_follow_the_designators() {
    let src = "op0\n// expected-error@above {{a}}\n// expected-error@below {{b}}\n// expected-error@-1 {{c}}\n\nop5\n// expected-error@below {{d}}";
    let v = Verifier::new("f.mlir", src);
    let lines: Vec<_> = v.expected.iter().map(|e| e.line).collect();
    // @below skips the annotation lines after it; a dangling @below points past the end.
    assert_eq!(lines, [Some(1), Some(5), Some(3), Some(7)]);
}

#[test]
fn unexpected_unmet_and_near_misses_are_reported_as_mlir_does() {
    let src = "\
// expected-error@below {{never}}
\"test.a\"() : () -> ()
\"test.b\"() : () -> (
// expected-warning@+1 {{expected non-function type}}
\"test.c\"() : () -> (
";
    let mut v = Verifier::new("v.mlir", src);
    assert_eq!(
        v.emit(&err(3, 21, "expected non-function type")),
        "v.mlir:3:21: error: unexpected error: expected non-function type\n\
         \"test.b\"() : () -> (\n                    ^\n"
    );
    assert_eq!(
        v.emit(&err(5, 21, "expected non-function type")),
        "v.mlir:4:4: error: 'error' diagnostic emitted when expecting a 'warning'\n\
         // expected-warning@+1 {{expected non-function type}}\n   ^\n"
    );
    assert_eq!(
        v.finish(),
        "v.mlir:1:4: error: expected error \"never\" was not produced\n\
         // expected-error@below {{never}}\n   ^~~~~\n\
         v.mlir:4:4: error: expected warning \"expected non-function type\" was not produced\n\
         // expected-warning@+1 {{expected non-function type}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~\n"
    );
    assert!(v.failed());
}

#[test]
fn substrings_regexes_and_repeats() {
    let src = "// expected-error-re@+1 {{expected {{[a-z-]+}} type}}\nop\n// expected-error@+1 {{x}}\nop\n";
    let mut v = Verifier::new("f.mlir", src);
    assert_eq!(v.emit(&err(2, 1, "expected non-function type")), "");
    // One annotation takes any number of matching diagnostics (as MLIR).
    assert_eq!(v.emit(&err(4, 1, "a x b")), "");
    assert_eq!(v.emit(&err(4, 3, "x")), "");
    assert_eq!(v.finish(), "");
    assert!(!v.failed());
}

#[test]
fn bad_regexes_are_reported_at_the_annotation() {
    let src = "// expected-error-re {{a{{(}}}}\n// expected-error-re {{a{{b}}\n";
    let mut v = Verifier::new("f.mlir", src);
    let out = v.finish();
    assert!(
        out.starts_with("f.mlir:1:4: error: invalid regex: "),
        "{out}"
    );
    assert!(
        out.contains("f.mlir:2:4: error: found start of regex with no end '}}'"),
        "{out}"
    );
    assert!(v.failed());
}

#[test]
fn unknown_locations_meet_unknown_annotations_only() {
    let src = "// expected-error@unknown {{lost}}\n";
    let mut v = Verifier::new("f.mlir", src);
    let lost = Emitted {
        kind: Kind::Error,
        at: None,
        message: "lost it".into(),
    };
    assert_eq!(v.emit(&lost), "");
    assert_eq!(
        v.emit(&err(1, 1, "lost")),
        "f.mlir:1:1: error: unexpected error: lost\n// expected-error@unknown {{lost}}\n^\n"
    );
    let other = Emitted {
        message: "other".into(),
        ..lost
    };
    assert_eq!(
        v.emit(&other),
        "loc(unknown): error: unexpected error: other\n"
    );
}

#[test]
fn rendered_diagnostics_are_read_back() {
    let text = "f.mlir:3:5: error: 'pdl.x' op bad\n  pdl.x\n    ^\nf.mlir:4:1: note: see here\nx\n^\nnote: unplaced\n";
    let d = parse_rendered("f.mlir", text);
    assert_eq!(
        d,
        [
            err(3, 5, "'pdl.x' op bad"),
            Emitted {
                kind: Kind::Note,
                at: Some((4, 1)),
                message: "see here".into()
            },
            Emitted {
                kind: Kind::Note,
                at: Some((4, 1)),
                message: "unplaced".into()
            },
        ]
    );
    let d = parse_rendered("f.mlir", "pdl-opt: cannot read 'x'\n");
    assert_eq!(d[0].at, None);
    assert!(parse_rendered("f.mlir", "").is_empty());
}
