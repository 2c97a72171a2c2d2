//! Seed 001's builtins: every operator, with overflow, division by zero, type mismatch,
//! int/float mixing, signedness and float comparisons.

use pdl_runtime::ir::Context;
use pdl_runtime::rewrite::{apply_builtin as apply, BuiltinError, BUILTIN_NAMES as NAMES};
use pdl_runtime::text::{parse_attribute, print_attribute};

fn run(op: &str, args: &[&str]) -> Result<String, BuiltinError> {
    let mut ctx = Context::new();
    let attrs: Vec<_> = args
        .iter()
        .map(|a| parse_attribute(&mut ctx, a).unwrap())
        .collect();
    apply(&mut ctx, op, &attrs).map(|r| print_attribute(&ctx, r))
}

#[test]
fn integer_arithmetic() {
    assert_eq!(
        run("__builtin_add", &["2 : i32", "3 : i32"]).unwrap(),
        "5 : i32"
    );
    assert_eq!(
        run("__builtin_sub", &["2 : i32", "3 : i32"]).unwrap(),
        "-1 : i32"
    );
    assert_eq!(
        run("__builtin_mul", &["-4 : i16", "3 : i16"]).unwrap(),
        "-12 : i16"
    );
    assert_eq!(
        run("__builtin_div", &["-7 : i32", "2 : i32"]).unwrap(),
        "-3 : i32"
    );
    assert_eq!(
        run("__builtin_rem", &["-7 : i32", "2 : i32"]).unwrap(),
        "-1 : i32"
    );
    assert_eq!(run("__builtin_neg", &["5 : index"]).unwrap(), "-5 : index");
}

#[test]
fn overflow_fails_per_width_and_signedness() {
    assert_eq!(
        run("__builtin_add", &["127 : i8", "1 : i8"]),
        Err(BuiltinError::Overflow("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_add", &["127 : si8", "1 : si8"]),
        Err(BuiltinError::Overflow("__builtin_add"))
    );
    // Unsigned: 255 fits ui8, 256 does not; below zero overflows too.
    assert_eq!(
        run("__builtin_add", &["254 : ui8", "1 : ui8"]).unwrap(),
        "255 : ui8"
    );
    assert_eq!(
        run("__builtin_add", &["255 : ui8", "1 : ui8"]),
        Err(BuiltinError::Overflow("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_sub", &["0 : ui8", "1 : ui8"]),
        Err(BuiltinError::Overflow("__builtin_sub"))
    );
    assert_eq!(
        run("__builtin_mul", &["64 : i8", "2 : i8"]),
        Err(BuiltinError::Overflow("__builtin_mul"))
    );
    assert_eq!(
        run("__builtin_neg", &["-128 : i8"]),
        Err(BuiltinError::Overflow("__builtin_neg"))
    );
    assert_eq!(
        run("__builtin_div", &["-128 : i8", "-1 : i8"]),
        Err(BuiltinError::Overflow("__builtin_div"))
    );
    assert_eq!(
        run("__builtin_add", &["9223372036854775807", "1"]),
        Err(BuiltinError::Overflow("__builtin_add"))
    );
}

#[test]
fn division_by_zero_fails() {
    assert_eq!(
        run("__builtin_div", &["1 : i32", "0 : i32"]),
        Err(BuiltinError::DivisionByZero("__builtin_div"))
    );
    assert_eq!(
        run("__builtin_rem", &["1 : i32", "0 : i32"]),
        Err(BuiltinError::DivisionByZero("__builtin_rem"))
    );
    assert_eq!(
        run("__builtin_div", &["1.0 : f32", "0.0 : f32"]),
        Err(BuiltinError::DivisionByZero("__builtin_div"))
    );
    assert_eq!(
        run("__builtin_rem", &["1.0 : f32", "0.0 : f32"]),
        Err(BuiltinError::DivisionByZero("__builtin_rem"))
    );
}

#[test]
fn operands_must_match() {
    assert_eq!(
        run("__builtin_add", &["1 : i32", "1 : i64"]),
        Err(BuiltinError::TypeMismatch("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_add", &["1 : i32", "1 : ui32"]),
        Err(BuiltinError::TypeMismatch("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_add", &["1 : i32", "1.0 : f32"]),
        Err(BuiltinError::TypeMismatch("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_lt", &["1.0 : f32", "1.0 : f64"]),
        Err(BuiltinError::TypeMismatch("__builtin_lt"))
    );
    assert_eq!(
        run("__builtin_add", &["\"a\"", "\"b\""]),
        Err(BuiltinError::NotNumeric("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_and", &["2 : i32", "1 : i32"]),
        Err(BuiltinError::NotNumeric("__builtin_and"))
    );
    assert_eq!(
        run("__builtin_add", &["1 : i32"]),
        Err(BuiltinError::Arity("__builtin_add"))
    );
    assert!(matches!(
        run("__builtin_pow", &["1 : i32", "1 : i32"]),
        Err(BuiltinError::Unknown(_))
    ));
}

#[test]
fn float_arithmetic_and_overflow() {
    assert_eq!(
        run("__builtin_add", &["1.5 : f32", "2.25 : f32"]).unwrap(),
        "3.750000e+00 : f32"
    );
    assert_eq!(
        run("__builtin_mul", &["1.0e300", "1.0e10"]),
        Err(BuiltinError::Overflow("__builtin_mul"))
    );
    assert_eq!(
        run("__builtin_add", &["65504.0 : f16", "65504.0 : f16"]),
        Err(BuiltinError::Overflow("__builtin_add"))
    );
    assert_eq!(
        run("__builtin_neg", &["2.5 : f64"]).unwrap(),
        "-2.500000e+00 : f64"
    );
    assert_eq!(
        run("__builtin_rem", &["7.5 : f64", "2.0 : f64"]).unwrap(),
        "1.500000e+00 : f64"
    );
}

#[test]
fn comparisons_give_i1() {
    let cases = [
        ("__builtin_eq", ["3 : i8", "3 : i8"], "true"),
        ("__builtin_ne", ["3 : i8", "3 : i8"], "false"),
        ("__builtin_lt", ["-1 : i8", "3 : i8"], "true"),
        ("__builtin_lt", ["255 : ui8", "3 : ui8"], "false"),
        ("__builtin_le", ["3 : i8", "3 : i8"], "true"),
        ("__builtin_gt", ["-1 : i8", "3 : i8"], "false"),
        ("__builtin_ge", ["4 : i8", "3 : i8"], "true"),
        ("__builtin_lt", ["1.5 : f32", "2.5 : f32"], "true"),
        ("__builtin_ge", ["1.5 : f32", "2.5 : f32"], "false"),
        ("__builtin_eq", ["0.0 : f64", "-0.0 : f64"], "true"),
    ];
    for (op, args, want) in cases {
        assert_eq!(run(op, &args).unwrap(), want, "{op} {args:?}");
    }
    // NaN is unordered: only `!=` holds.
    let nan = "0x7FC00000 : f32";
    for op in [
        "__builtin_eq",
        "__builtin_lt",
        "__builtin_le",
        "__builtin_gt",
        "__builtin_ge",
    ] {
        assert_eq!(run(op, &[nan, nan]).unwrap(), "false", "{op}");
    }
    assert_eq!(run("__builtin_ne", &[nan, nan]).unwrap(), "true");
}

#[test]
fn logic_on_i1() {
    assert_eq!(run("__builtin_and", &["true", "false"]).unwrap(), "false");
    assert_eq!(run("__builtin_or", &["true", "false"]).unwrap(), "true");
    assert_eq!(run("__builtin_not", &["false"]).unwrap(), "true");
    assert_eq!(run("__builtin_and", &["1 : i1", "true"]).unwrap(), "true");
    assert_eq!(NAMES.len(), 15);
}

#[test]
fn true_and_one_i1_are_one_attribute() {
    let mut ctx = Context::new();
    let a = parse_attribute(&mut ctx, "true").unwrap();
    let b = parse_attribute(&mut ctx, "1 : i1").unwrap();
    assert_eq!(a, b);
}
