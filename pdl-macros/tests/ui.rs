//! Compile-fail tests of `pdl!`: each case's errors, checked by eye once and then compared
//! with the committed `.stderr` (regenerate with `TRYBUILD=overwrite`).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
