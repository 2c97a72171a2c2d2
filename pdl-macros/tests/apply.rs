//! `pdl!` pattern sets run by the greedy driver give the same IR as the VM set loaded from
//! the same pattern text, with the same native functions.

use pdl_codegen::load::{load_pdl, load_pdll};
use pdl_macros::pdl;
use pdl_runtime::access::PayloadWrite;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::Applicator;
use pdl_runtime::rewrite::PatternSet;
use pdl_runtime::rewrite::Rewriter;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Kind;
use pdl_runtime::value::{NativeCx, Natives, PdlValue, Signature};

/// Native constraint: the value has exactly one user.
#[allow(non_snake_case)]
fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
    cx.payload().users(value).count() == 1
}

/// Native rewrite: a `test.const` of type `ty` holding `value`.
#[allow(non_snake_case)]
fn MakeConst<P: PayloadWrite>(
    rw: &mut Rewriter<'_, P>,
    ty: P::Type,
    value: P::Attr,
) -> Option<P::Op> {
    Some(rw.create_op("test.const", &[], &[ty], &[("value", value)]))
}

/// The PDLL of [`Fold`], as text for the VM.
const FOLD: &str = r#"
Constraint HasOneUse(value: Value);
Rewrite MakeConst(ty: Type, value: Attr) -> Op;

Pattern DoubleNeg with benefit(2) {
  let inner = op<test.neg>(x: Value);
  HasOneUse(inner.0);
  let outer = op<test.neg>(inner);
  replace outer with x;
}

Pattern FoldAdd {
  let t: Type;
  let a = op<test.const> {value = va: Attr} -> (t);
  let b = op<test.const> {value = vb: Attr} -> (t);
  let add = op<test.add>(a.0, b.0) -> (t);
  let sum = va + vb;
  replace add with MakeConst(t, sum);
}
"#;

pdl! {
    pub struct Fold;

    Constraint HasOneUse(value: Value);
    Rewrite MakeConst(ty: Type, value: Attr) -> Op;

    Pattern DoubleNeg with benefit(2) {
      let inner = op<test.neg>(x: Value);
      HasOneUse(inner.0);
      let outer = op<test.neg>(inner);
      replace outer with x;
    }

    Pattern FoldAdd {
      let t: Type;
      let a = op<test.const> {value = va: Attr} -> (t);
      let b = op<test.const> {value = vb: Attr} -> (t);
      let add = op<test.add>(a.0, b.0) -> (t);
      let sum = va + vb;
      replace add with MakeConst(t, sum);
    }
}

// The same patterns, for one payload type only.
pdl! {
    struct FoldIr for pdl_runtime::ir::Ir;

    Constraint HasOneUse(value: Value);
    Rewrite MakeConst(ty: Type, value: Attr) -> Op;

    Pattern DoubleNeg with benefit(2) {
      let inner = op<test.neg>(x: Value);
      HasOneUse(inner.0);
      let outer = op<test.neg>(inner);
      replace outer with x;
    }

    Pattern FoldAdd {
      let t: Type;
      let a = op<test.const> {value = va: Attr} -> (t);
      let b = op<test.const> {value = vb: Attr} -> (t);
      let add = op<test.add>(a.0, b.0) -> (t);
      let sum = va + vb;
      replace add with MakeConst(t, sum);
    }
}

/// The PDL of [`Swap`], as text for the VM.
const SWAP: &str = r#"
pdl.pattern @swap : benefit(1) {
  %t = pdl.type : i32
  %a = pdl.operand
  %b = pdl.operand
  %root = pdl.operation "test.sub"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.apply_native_constraint "HasOneUse"(%a : !pdl.value)
  pdl.rewrite %root {
    %u = pdl.attribute = unit
    %neg = pdl.operation "test.rsub"(%b, %a : !pdl.value, !pdl.value) {"swapped" = %u} -> (%t : !pdl.type)
    pdl.replace %root with %neg
  }
}
"#;

pdl! {
    struct Swap;
    pdl.pattern @swap : benefit(1) {
      %t = pdl.type : i32
      %a = pdl.operand
      %b = pdl.operand
      %root = pdl.operation "test.sub"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.apply_native_constraint "HasOneUse"(%a : !pdl.value)
      pdl.rewrite %root {
        %u = pdl.attribute = unit
        %neg = pdl.operation "test.rsub"(%b, %a : !pdl.value, !pdl.value) {"swapped" = %u} -> (%t : !pdl.type)
        pdl.replace %root with %neg
      }
    }
}

fn natives() -> Natives<Ir> {
    let mut n = Natives::with_builtins();
    n.register_constraint(
        "HasOneUse",
        Signature::new(&[Kind::Value], &[]),
        |cx, args| match args {
            [PdlValue::Value(v)] if HasOneUse(cx, *v) => Ok(vec![]),
            _ => Err("more than one use".into()),
        },
    );
    n.register_rewrite(
        "MakeConst",
        Signature::new(&[Kind::Type, Kind::Attribute], &[Kind::Operation]),
        |rw, args| match args {
            [PdlValue::Type(t), PdlValue::Attribute(a)] => MakeConst(rw, *t, *a)
                .map(|op| vec![PdlValue::Operation(op)])
                .ok_or_else(|| "no op".to_string()),
            _ => Err("bad arguments".into()),
        },
    );
    n
}

/// `payload` rewritten by `set`, printed.
fn run<S: Applicator<Ir>>(payload: &str, set: &S) -> String {
    let mut ir = pdl_runtime::text::parse(payload, "payload.mlir").expect("payload parses");
    let root = ir.root();
    apply_patterns_greedily(&mut ir, root, set, &GreedyConfig::default()).expect("rewrites");
    pdl_runtime::text::print(&ir)
}

const CHAIN: &str = r#"%0 = "test.const"() {value = 1 : i32} : () -> i32
%1 = "test.const"() {value = 2 : i32} : () -> i32
%2 = "test.add"(%0, %1) : (i32, i32) -> i32
%3 = "test.neg"(%2) : (i32) -> i32
%4 = "test.neg"(%3) : (i32) -> i32
"test.use"(%4) : (i32) -> ()
"#;

/// The inner negation has two users: `HasOneUse` rejects it.
const SHARED: &str = r#"%0 = "test.const"() {value = 7 : i32} : () -> i32
%1 = "test.neg"(%0) : (i32) -> i32
%2 = "test.neg"(%1) : (i32) -> i32
"test.use"(%1, %2) : (i32, i32) -> ()
"#;

#[test]
fn pdll_set_rewrites_as_the_vm_does() {
    let vm = load_pdll::<Ir>(FOLD, "fold.pdll", &natives()).expect("loads");
    for payload in [CHAIN, SHARED] {
        let native = run(payload, &Fold);
        assert_eq!(native, run(payload, &vm), "{payload}");
        assert_eq!(native, run(payload, &FoldIr), "{payload}");
    }
    let chain = run(CHAIN, &Fold);
    // Both rewrites applied: the use takes the folded constant (the outer negation is
    // gone; the inner one is dead but kept, as an unregistered op may have side effects).
    assert!(!chain.contains("test.add"), "{chain}");
    assert!(
        chain.contains("%2 = \"test.const\"() {value = 3 : i32}"),
        "{chain}"
    );
    assert!(chain.contains("\"test.use\"(%2)"), "{chain}");
    assert_eq!(chain.matches("test.neg").count(), 1, "{chain}");
    let shared = run(SHARED, &Fold);
    assert_eq!(shared.matches("test.neg").count(), 2, "{shared}");
}

#[test]
fn pdl_set_rewrites_as_the_vm_does() {
    let vm = load_pdl::<Ir>(SWAP, "swap.pdl", &natives()).expect("loads");
    let payload = r#"%0 = "test.const"() {value = 1 : i32} : () -> i32
%1 = "test.const"() {value = 2 : i32} : () -> i32
%2 = "test.sub"(%0, %1) : (i32, i32) -> i32
%3 = "test.sub"(%2, %2) : (i32, i32) -> i32
"test.use"(%3) : (i32) -> ()
"#;
    let native = run(payload, &Swap);
    assert_eq!(native, run(payload, &vm));
    assert_eq!(native.matches("test.rsub").count(), 1, "{native}");
    assert!(native.contains("test.sub\"(%2, %2)"), "{native}");
}

#[test]
fn pattern_names_say_where_the_patterns_are() {
    let set: &dyn Fn(usize) -> String = &|i| PatternSet::<Ir>::pattern_name(&Fold, i).to_string();
    assert!(set(0).contains("DoubleNeg"), "{}", set(0));
    assert!(set(1).contains("pdl! Fold #2"), "{}", set(1));
}
