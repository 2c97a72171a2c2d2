//! Regression tests for the robustness findings of issue P9 (fuzzing of the text reader, the
//! printer, the verifier and the test natives): each holds the minimised input that failed.

use pdl_runtime::text::{parse, print};

/// The rendered error for `src`, or a panic with the output if it was accepted.
fn error(src: &str) -> String {
    match parse(src, "in.mlir") {
        Ok(ir) => panic!("accepted:\n{}", print(&ir)),
        Err(e) => e.render("in.mlir", src),
    }
}

/// The printed form of `src`, or a panic with the error.
fn printed(src: &str) -> String {
    match parse(src, "in.mlir") {
        Ok(ir) => print(&ir),
        Err(e) => panic!("rejected: {}", e.render("in.mlir", src)),
    }
}

/// The printed form of a one-operation file.
fn module(op: &str) -> String {
    format!("\"builtin.module\"() ({{\n  {op}\n}}) : () -> ()\n\n")
}

// ----- integer overflow -----

#[test]
fn i0_integer_attributes_print_zero() {
    // Printing shifted by 128 - 0 bits: overflow.
    let src = "\"t.op\"() {a = 0 : i0, b = 0 : si0, c = 0 : ui0, d = array<i0: 0, 0>} : () -> ()\n";
    assert_eq!(
        printed(src),
        module("\"t.op\"() {a = 0 : i0, b = 0 : si0, c = 0 : ui0, d = array<i0: 0, 0>} : () -> ()")
    );
}

#[test]
fn element_count_of_a_huge_shape_does_not_overflow() {
    // 2^96 elements: the product overflowed (and wrapped to 0 in release).
    let ty = "tensor<4294967296x4294967296x4294967296xi32>";
    let src = format!("\"t.op\"() {{a = dense<1> : {ty}}} : () -> ()\n");
    assert_eq!(
        printed(&src),
        module(&format!("\"t.op\"() {{a = dense<1> : {ty}}} : () -> ()"))
    );
    // A wrapped count of 0 would accept no elements at all.
    let src = format!("\"t.op\"() {{a = dense<> : {ty}}} : () -> ()\n");
    assert_eq!(
        error(&src),
        format!("in.mlir:1:21: error: parsed zero elements, but type ({ty}) expected at least 1")
    );
    // Hex data for one element is a splat; for two it is the wrong size.
    let src = format!("\"t.op\"() {{a = dense<\"0x01000000\"> : {ty}}} : () -> ()\n");
    assert_eq!(
        printed(&src),
        module(&format!("\"t.op\"() {{a = dense<1> : {ty}}} : () -> ()"))
    );
    let src = format!("\"t.op\"() {{a = dense<\"0x0100000002000000\"> : {ty}}} : () -> ()\n");
    assert_eq!(
        error(&src),
        "in.mlir:1:21: error: elements hex data size is invalid for provided type: got 8 bytes"
    );
    // A zero dimension anywhere makes the count 0, whatever the other dimensions.
    let src =
        "\"t.op\"() {a = dense<> : tensor<4294967296x4294967296x4294967296x0xi32>} : () -> ()\n";
    assert_eq!(
        printed(src),
        module(
            "\"t.op\"() {a = dense<> : tensor<4294967296x4294967296x4294967296x0xi32>} : () -> ()"
        )
    );
}

#[test]
fn result_group_counts_are_summed_without_wrapping() {
    // 4294967295 + 2 wrapped to 1 in 32 bits and was accepted in release.
    let src = "%d:4294967295, %e:2 = \"t.op\"() : () -> i32\n";
    assert_eq!(
        error(src),
        "in.mlir:1:1: error: operation defines 1 results but was provided 4294967297 to bind"
    );
    // MLIR reads a count as a 64-bit number, decimal or hexadecimal.
    let src = "%d:18446744073709551615, %e:2 = \"t.op\"() : () -> i32\n";
    assert_eq!(
        error(src),
        "in.mlir:1:1: error: operation defines 1 results but was provided 18446744073709551617 to bind"
    );
    let src = "%d:4294967296 = \"t.op\"() : () -> i32\n";
    assert_eq!(
        error(src),
        "in.mlir:1:1: error: operation defines 1 results but was provided 4294967296 to bind"
    );
    let src = "%d:18446744073709551616 = \"t.op\"() : () -> i32\n";
    assert_eq!(
        error(src),
        "in.mlir:1:4: error: expected named operation to have at least 1 result"
    );
    let src = "%d:0x2 = \"t.op\"() : () -> (i32, i32)\n\"t.use\"(%d#1) : (i32) -> ()\n";
    assert_eq!(
        printed(src),
        "\"builtin.module\"() ({\n  %0:2 = \"t.op\"() : () -> (i32, i32)\n  \"t.use\"(%0#1) : (i32) -> ()\n}) : () -> ()\n\n"
    );
}
