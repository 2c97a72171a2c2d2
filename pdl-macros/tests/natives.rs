//! One typed native function for every back end: `#[native]` functions called by the code
//! `pdl!` generates and registered with the VM by `pdl_runtime::natives!`; both sets rewrite
//! the same payload to the same IR.

use pdl_macros::{native, pdl};
use pdl_runtime::access::PayloadWrite;
use pdl_runtime::ir::{Ir, Value};
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig, Rewriter};
use pdl_runtime::value::{Kind, NativeCx};

/// A generic constraint with one argument.
#[native]
#[allow(non_snake_case)]
fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
    cx.payload().users(value).count() == 1
}

/// A constraint for one payload, with a range argument and a result.
#[native(name = "CountOf")]
fn count_of(cx: &mut NativeCx<'_, Ir>, values: &[Value]) -> Option<pdl_runtime::ir::Attribute> {
    cx.get_attr(&format!("{} : i32", values.len()))
}

/// A rewrite returning a value.
#[native]
#[allow(non_snake_case)]
fn MakeZero<P: PayloadWrite>(rw: &mut Rewriter<'_, P>, like: P::Value) -> Result<P::Value, String> {
    let ty = rw.payload().value_type(like);
    let attr = rw.get_attr("0 : i32").ok_or("no attribute")?;
    let name = "value";
    let op = rw.create_op("test.zero", &[], &[ty], &[(name, attr)]);
    Ok(rw.payload().result(op, 0))
}

const PATTERNS: &str = r#"
Constraint HasOneUse(value: Value);
Constraint CountOf(values: ValueRange) -> Attr;
Rewrite MakeZero(like: Value) -> Value;
Pattern SubSelf {
    let sub = op<test.sub>(x: Value, x);
    HasOneUse(sub.0);
    rewrite sub with {
        let zero = MakeZero(x);
        replace sub with zero;
    };
}
Pattern Count {
    let root = op<test.count>(args: ValueRange);
    let n = CountOf(args);
    rewrite root with {
        replace root with op<test.counted>(args) { n = n } -> (type<"i32">);
    };
}
"#;

pdl! {
    struct Compiled for Ir;
    Constraint HasOneUse(value: Value);
    Constraint CountOf(values: ValueRange) -> Attr;
    Rewrite MakeZero(like: Value) -> Value;
    Pattern SubSelf {
        let sub = op<test.sub>(x: Value, x);
        HasOneUse(sub.0);
        rewrite sub with {
            let zero = MakeZero(x);
            replace sub with zero;
        };
    }
    Pattern Count {
        let root = op<test.count>(args: ValueRange);
        let n = CountOf(args);
        rewrite root with {
            replace root with op<test.counted>(args) { n = n } -> (type<"i32">);
        };
    }
}

const PAYLOAD: &str = r#"%0 = "test.src"() : () -> i32
%1 = "test.sub"(%0, %0) : (i32, i32) -> i32
%2 = "test.count"(%1, %0, %0) : (i32, i32, i32) -> i32
"test.sink"(%2) : (i32) -> ()
"#;

fn rewritten(set: &dyn Fn(&mut Ir) -> u64) -> String {
    let mut ir = pdl_runtime::text::parse(PAYLOAD, "p.mlir").unwrap();
    let n = set(&mut ir);
    assert_eq!(n, 2, "both patterns apply once");
    pdl_runtime::text::print_generic(&ir)
}

#[test]
fn the_same_natives_serve_the_compiled_set_and_the_vm() {
    let compiled = rewritten(&|ir| {
        let root = ir.root();
        apply_patterns_greedily(ir, root, &Compiled, &GreedyConfig::default())
            .unwrap()
            .rewrites
    });
    let natives = pdl_runtime::natives![HasOneUse, count_of, MakeZero];
    let vm = pdl_codegen::load::load_pdll::<Ir>(PATTERNS, "patterns.pdll", &natives).unwrap();
    let interpreted = rewritten(&|ir| {
        let root = ir.root();
        apply_patterns_greedily(ir, root, &vm, &GreedyConfig::default())
            .unwrap()
            .rewrites
    });
    assert_eq!(compiled, interpreted);
    assert!(
        compiled.contains(r#""test.zero"() {value = 0 : i32}"#),
        "{compiled}"
    );
    assert!(
        compiled.contains(r#""test.counted"(%1, %0, %0) {n = 3 : i32}"#),
        "{compiled}"
    );
}

#[test]
fn the_registration_carries_the_signature_and_name() {
    let natives = pdl_runtime::natives![HasOneUse, count_of, MakeZero];
    assert_eq!(count_of::NAME, "CountOf");
    let c = natives
        .constraint("CountOf")
        .expect("registered under its pattern-side name");
    assert!(c.signature.accepts(&[Kind::ValueRange], &[Kind::Attribute]));
    assert!(!c.signature.accepts(&[Kind::Value], &[Kind::Attribute]));
    let r = natives.rewrite("MakeZero").expect("a rewrite");
    assert!(r.signature.accepts(&[Kind::Value], &[Kind::Value]));
    assert!(natives.constraint("HasOneUse").is_some());
    assert!(natives.constraint("count_of").is_none());
}

/// Natives kept in a module of their own, under Rust names.
mod natives {
    use pdl_runtime::access::PayloadWrite;
    use pdl_runtime::value::NativeCx;

    /// Whether the operation has no operands.
    pub fn no_operands<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, op: P::Op) -> bool {
        cx.payload().num_operands(op) == 0
    }
}

pdl! {
    struct Renamed;
    native("NoOperands", natives::no_operands);
    Constraint NoOperands(op: Op);
    Pattern {
        let root = op<test.src>;
        NoOperands(root);
        erase root;
    }
}

#[test]
fn pdl_binds_a_pattern_side_name_to_a_rust_path() {
    let ir = pdl_runtime::text::parse(
        "%0 = \"test.c\"() : () -> i32\n\"test.src\"() : () -> ()\n\"test.src\"(%0) : (i32) -> ()\n",
        "p.mlir",
    );
    let mut ir = ir.unwrap();
    let root = ir.root();
    let out = apply_patterns_greedily(&mut ir, root, &Renamed, &GreedyConfig::default()).unwrap();
    assert_eq!(out.rewrites, 1);
    let text = pdl_runtime::text::print_generic(&ir);
    assert!(text.contains("\"test.src\"(%0)"), "{text}");
    assert_eq!(text.matches("test.src").count(), 1, "{text}");
}
