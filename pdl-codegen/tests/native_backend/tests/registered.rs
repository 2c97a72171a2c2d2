//! Operations created with inferred result types (`pdl_interp.create_operation ... ->
//! <inferred>`): the natively compiled set and the VM create them with the types the
//! payload's definitions infer, and fail (rolled back) the same way when inference fails.

use pdl_codegen::load::load_with;
use pdl_codegen::{LowerOptions, Syntax};
use pdl_native_tests::registered::{self, BAD_PAYLOAD, PATTERNS, PAYLOAD};
use pdl_native_tests::{emitter_produced_code, AnySet};
use pdl_runtime::ir::{Context, Ir};
use pdl_runtime::rewrite::GreedyConfig;
use pdl_runtime::value::Natives;

/// `payload` read with the definitions of [`registered::registry`] (or none), the set
/// applied; the printed IR, and the driver's error if it failed.
fn run(set: &dyn AnySet, payload: &str, defs: bool) -> (String, Option<String>) {
    let mut ctx = Context::new();
    if defs {
        ctx.register_all(&registered::registry());
    }
    let mut ir = pdl_runtime::text::parse_in(ctx, payload, "payload.mlir").unwrap();
    let root = ir.root();
    let r = set.apply(&mut ir, root, &GreedyConfig::default());
    (
        pdl_runtime::text::print_generic(&ir),
        r.err().map(|e| e.to_string()),
    )
}

fn vm_set() -> pdl_runtime::vm::PdlPatternSet<Ir> {
    let options = LowerOptions::default().with_registry(registered::registry());
    load_with::<Ir>(
        PATTERNS,
        "registered.pdl",
        Syntax::Pdl,
        options,
        &Natives::with_builtins(),
    )
    .unwrap()
}

#[test]
fn native_and_vm_create_ops_with_inferred_types() {
    assert!(emitter_produced_code());
    let native = &pdl_native_tests::registered_native::Patterns;
    let vm = vm_set();
    let (out, err) = run(native, PAYLOAD, true);
    assert_eq!(err, None);
    assert!(
        out.contains("%1 = \"my.add\"(%0, %0) : (i32, i32) -> i32") && !out.contains("test.op"),
        "{out}"
    );
    assert_eq!((out, err), run(&vm, PAYLOAD, true));
}

#[test]
fn native_and_vm_fail_alike_when_inference_fails() {
    let native = &pdl_native_tests::registered_native::Patterns;
    let vm = vm_set();
    let before =
        pdl_runtime::text::print_generic(&pdl_runtime::text::parse(BAD_PAYLOAD, "p").unwrap());
    let (out, err) = run(native, BAD_PAYLOAD, true);
    let err = err.expect("the rewrite fails");
    assert!(
        err.contains("'my.bad' failed to infer its result types"),
        "{err}"
    );
    assert_eq!(out, before, "rolled back");
    assert_eq!((out, Some(err)), run(&vm, BAD_PAYLOAD, true));
    // A payload without the definitions: the default of `infer_result_types` fails.
    let (out, err) = run(native, PAYLOAD, false);
    let err = err.expect("the rewrite fails");
    assert!(
        err.contains("'my.add' does not implement InferTypeOpInterface"),
        "{err}"
    );
    assert_eq!((out, Some(err)), run(&vm, PAYLOAD, false));
}
