//! Robustness of diagnostics (issue P9): non-ASCII text never makes rendering panic, and a
//! location after non-ASCII text is the one its ASCII twin (same byte length) gets, as in
//! MLIR (columns count bytes). The expected lines are what `mlir-opt-22` prints.

use pdl_codegen::compile::read_case_file;
use pdl_codegen::compile::render_all;
use pdl_codegen::Diagnostic;
use pdl_codegen::Span;

/// The rendered error of a transform file (read only: these fail while reading).
fn transform_error(src: &str) -> String {
    match pdl_codegen::transform::read(src, "t.mlir") {
        Ok(_) => panic!("accepted"),
        Err(e) => e,
    }
}

/// A pdl_interp patterns module (`mlir-opt --test-pdl-bytecode-pass` layout) after a comment.
fn lowered_case(comment: &str) -> String {
    format!(
        "// {comment}\nmodule @patterns {{\n  pdl_interp.func @matcher(%root : !pdl.operation) {{\n    pdl_interp.check_operation_name of %root is \"test.op\" -> ^end, ^end\n  ^end:\n    pdl_interp.finalize $\n  }}\n}}\n"
    )
}

#[test]
fn pdl_interp_error_after_non_ascii_comment_is_located_as_its_ascii_twin() {
    let utf8 = read_case_file(&lowered_case("é"), "i.mlir").unwrap_err();
    let ascii = read_case_file(&lowered_case("ee"), "i.mlir").unwrap_err();
    // mlir-opt-22 --test-pdl-bytecode-pass: i.mlir:6:25: error: unexpected character
    assert_eq!(
        utf8,
        "i.mlir:6:25: error: unexpected character\n    pdl_interp.finalize $\n                        ^"
    );
    assert_eq!(ascii, utf8);
}

/// A transform script whose PDL pattern has an error, after a comment.
fn transform_case(comment: &str) -> String {
    format!(
        "// {comment}
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    transform.with_pdl_patterns %root : !transform.any_op {{
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @p : benefit(1) {{
        %op = pdl.operation \"my.a\" $
      }}
    }}
    transform.yield
  }}
}}
"
    )
}

#[test]
fn transform_pattern_error_after_non_ascii_comment_is_located_as_its_ascii_twin() {
    let utf8 = transform_error(&transform_case("é"));
    // mlir-opt-22 --transform-interpreter: t.mlir:7:36: error: unexpected character
    assert_eq!(
        utf8,
        "t.mlir:7:36: error: unexpected character\n        %op = pdl.operation \"my.a\" $\n                                   ^"
    );
    assert_eq!(transform_error(&transform_case("ee")), utf8);
}

#[test]
fn unknown_escape_before_a_multi_byte_character_renders() {
    // The escape's span (`\` and one byte) ends inside `é`.
    let src = "pdl.pattern : benefit(1) {\n  %0 = pdl.operation \"a\\é\"\n  pdl.rewrite %0 with \"x\"\n}\n";
    let d = pdl_codegen::compile::parse_pdl(src).unwrap_err();
    // mlir-opt-22 --convert-pdl-to-pdl-interp prints the line and no caret line under it (a
    // line with non-ASCII text has none in LLVM's `SourceMgr`).
    assert_eq!(
        render_all(&d, "e.mlir", src),
        "e.mlir:2:24: error: unknown escape in string literal\n  %0 = pdl.operation \"a\\é\"\n"
    );
}

#[test]
fn spans_inside_a_character_or_past_the_end_render() {
    // Lines with non-ASCII text get no caret line (as LLVM's `SourceMgr` draws them); the
    // reports for Rust users mark them all the same.
    let src = "aé\nb";
    // Starts inside `é` (bytes 1..3): the column is its start's.
    let d = Diagnostic::error(Span::new(2, 3), "x");
    assert_eq!(d.render("f", src), "f:1:2: error: x\naé\n");
    let files = pdl_codegen::SourceFiles::single("f", src);
    assert_eq!(
        files.report(std::slice::from_ref(&d)),
        "f:1:2: error: x\n  |\n1 | aé\n  |  ^\n"
    );
    // Ends inside `é`: the mark covers it.
    let d = Diagnostic::error(Span::new(0, 2), "y");
    assert_eq!(d.render("f", src), "f:1:1: error: y\naé\n");
    assert_eq!(
        files.report(std::slice::from_ref(&d)),
        "f:1:1: error: y\n  |\n1 | aé\n  | ^^\n"
    );
    // Past the end.
    let d = Diagnostic::error(Span::new(40, 50), "z").with_note(Some(Span::new(2, 9)), "n");
    assert_eq!(
        d.render("f", src),
        "f:2:2: error: z\nb\n ^\nf:1:2: note: n\naé\n"
    );
}

#[test]
fn unterminated_transform_pdl_pattern_is_located() {
    // Each expected error is what `mlir-opt-22 --transform-interpreter` prints.
    let cut = "module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @p : benefit(1) {
        %op = pdl.operation \"my.a\"
        pdl.rewrite %op with \"transform.dialect\"
";
    assert_eq!(
        transform_error(cut),
        "t.mlir:7:49: error: expected operation name in quotes
        pdl.rewrite %op with \"transform.dialect\"
                                                ^"
    );
    assert_eq!(
        transform_error("pdl.pattern }\n"),
        "t.mlir:1:12: error: expected ':'\npdl.pattern }\n           ^"
    );
    assert_eq!(
        transform_error("pdl.pattern @p : benefit(1) }\n"),
        "t.mlir:1:28: error: expected '{' to begin a region\npdl.pattern @p : benefit(1) }\n                           ^"
    );
}

/// `pdl-opt` on a payload that does not read prints what `mlir-opt-22
/// --allow-unregistered-dialect` prints, byte for byte: the location and message, the source
/// line (tabs widened to stops of 8, trailing blanks kept), and a caret line, which LLVM's
/// `SourceMgr` leaves out under a line with non-ASCII text.
#[test]
fn payload_reading_errors_print_as_mlir_opt_prints_them() {
    let dir = std::env::temp_dir().join(format!("pdl-diag-payload-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "t2.mlir",
            "\"t.a\"() : () -> ()\n\t\"t.b\"() : () -> (i32 \n",
            "t2.mlir:2:22: error: expected ')'\n        \"t.b\"() : () -> (i32 \n                            ^\n",
        ),
        (
            "u2.mlir",
            "\"t.a\"() {x = \"é\"} : () -> (i32 \n",
            "u2.mlir:1:32: error: expected ')'\n\"t.a\"() {x = \"é\"} : () -> (i32 \n",
        ),
    ];
    for (name, src, expected) in cases {
        std::fs::write(dir.join(name), src).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
            .arg(name)
            .current_dir(&dir)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(String::from_utf8_lossy(&out.stderr), expected);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
