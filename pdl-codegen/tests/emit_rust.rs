//! The Rust emitter's output, as text: shape properties that the issue asks for (one
//! function per root kind, `for` loops for upward traversal, no bytecode, deterministic
//! output, natives called by name). Its behaviour (the same matches and rewrites as the VM)
//! is checked by compiling it, in the `pdl-native-tests` crate.

use pdl_codegen::compile::emit_rust_file;
use pdl_codegen::RustOptions;
use pdl_codegen::{Diagnostic, LowerOptions, PatternSet, Program};

use pdl_codegen::compile::parse_pdll;

/// Lowers with the default options.
fn lower(set: &PatternSet) -> Result<Program, Vec<Diagnostic>> {
    pdl_codegen::compile::lower(set, LowerOptions::default())
}

fn rust_of(pdll: &str, options: &RustOptions) -> String {
    let set = parse_pdll(pdll).expect("patterns parse");
    let program = lower(&set).expect("patterns lower");
    emit_rust_file(&program, options, &|s| format!("test.pdll@{}", s.start))
}

/// The Rust the native back end writes for PDL text, with the default options.
fn rust_of_pdl(pdl: &str) -> String {
    let set = pdl_codegen::compile::parse_pdl(pdl).expect("parses");
    let program = lower(&set).expect("lowers");
    emit_rust_file(&program, &RustOptions::default(), &|_| "x".into())
}

/// The text without whitespace (the formatter breaks long calls over lines).
fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

fn k_patterns(k: usize) -> String {
    (0..k)
        .map(|i| {
            format!(
                "Pattern P{i} {{ let root = op<test.op{i}>(x: Value); replace root with op<test.done{i}>(x); }}\n"
            )
        })
        .collect()
}

#[test]
fn cases_differing_only_in_constants_are_one_function() {
    let rust = rust_of(&k_patterns(20), &RustOptions::default());
    assert!(syn::parse_file(&rust).is_ok(), "the output parses as Rust");
    // The root switch dispatches on the name's dense index; the 20 cases (and the 20
    // rewriters) differ only in constants: one function each, with a record per pattern.
    assert_eq!(rust.matches("fn __match_s").count(), 1);
    assert_eq!(rust.matches("fn __rewrite_s").count(), 1);
    assert!(rust.contains("c.name_case(payload, Read::op_name(payload, o))"));
    let s = squeeze(&rust);
    // The records are by column (4 constants of 20 records), of u16.
    assert!(s.contains("const__K_MATCH0:[[u16;20];4]=[[1,3,"), "{rust}");
    // The 20 arms of the root's switch are one, reading the case function's record from a
    // table by name, and named in its doc comment.
    assert!(
        s.contains("Some(__r)=>{let__k=&Self::__K_ARMS_0;tracer.switch((__k[0][__r]asu32),(__k[1][__r]asu32));matchSelf::__match_s0(c,payload,out,tracer,(__k[2][__r]asusize),v0"),
        "{rust}"
    );
    assert!(s.contains(
        "const__ROWS_0:&'static[u32]=&[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,];"
    ));
    assert!(rust.contains("\"test.op0\": @P0 (test.pdll@0); \"test.op1\": @P1 (test.pdll@"));
    for i in 0..20 {
        // The created operation's name is the rewriter's constant.
        assert!(s.contains(&format!("\"test.done{i}\",")));
    }
}

#[test]
fn cases_of_other_shapes_are_functions_of_their_own() {
    // Two shapes: one operand, two operands (the case of `test.b` also checks a count).
    let src = "Pattern A { let root = op<test.a>(x: Value); replace root with x; }\n\
               Pattern B { let root = op<test.b>(x: Value, y: Value); replace root with y; }\n\
               Pattern C { let root = op<test.c>(x: Value); replace root with x; }\n";
    let rust = rust_of(src, &RustOptions::default());
    assert!(syn::parse_file(&rust).is_ok(), "the output parses as Rust");
    assert_eq!(rust.matches("fn __match_s").count(), 2);
    let s = squeeze(&rust);
    // A and C share a function (records 0 and 1); B is alone, its constants written in place.
    assert!(
        s.contains("Self::__match_s0(c,payload,out,tracer,0,v0)"),
        "{rust}"
    );
    assert!(
        s.contains("Self::__match_s1(c,payload,out,tracer,0,v0)"),
        "{rust}"
    );
    assert!(
        s.contains("Self::__match_s0(c,payload,out,tracer,1,v0)"),
        "{rust}"
    );
    assert_eq!(s.matches("const__K_MATCH").count(), 1);
}

#[test]
fn output_is_deterministic() {
    let a = rust_of(&k_patterns(30), &RustOptions::default());
    let b = rust_of(&k_patterns(30), &RustOptions::default());
    assert_eq!(a, b);
}

#[test]
fn upward_traversal_is_a_for_loop_over_users() {
    // Two roots: MLIR's lowering reaches the second one from the first through the users of
    // the shared operand.
    let pdl = r#"
pdl.pattern @two_roots : benefit(1) {
  %x = pdl.operand
  %a = pdl.operation "test.a"(%x : !pdl.value)
  %b = pdl.operation "test.b"(%x : !pdl.value)
  pdl.rewrite {
    pdl.erase %a
    pdl.erase %b
  }
}
"#;
    let rust = rust_of_pdl(pdl);
    // Nothing in the loop changes the payload: the users are walked, not collected.
    assert!(
        rust.contains("for user in ::pdl_runtime::native::users_iter(&*payload,"),
        "{rust}"
    );
    assert!(
        !rust.contains("pdl_runtime::native::users(payload"),
        "{rust}"
    );
    assert!(
        !rust.contains("vm::Program") && !rust.contains("Instr"),
        "no bytecode"
    );
}

#[test]
fn users_are_collected_when_a_native_constraint_runs_in_the_loop() {
    // The constraint takes the payload mutably: the loop walks a collected list.
    let pdl = r#"
pdl.pattern @two_roots : benefit(1) {
  %x = pdl.operand
  %a = pdl.operation "test.a"(%x : !pdl.value)
  %b = pdl.operation "test.b"(%x : !pdl.value)
  pdl.apply_native_constraint "IsOk"(%b : !pdl.operation)
  pdl.rewrite {
    pdl.erase %a
    pdl.erase %b
  }
}
"#;
    let rust = rust_of_pdl(pdl);
    assert!(rust.contains("for &user in"), "{rust}");
    assert!(
        rust.contains("pdl_runtime::native::users(payload"),
        "{rust}"
    );
    assert!(!rust.contains("users_iter"), "{rust}");
}

#[test]
fn natives_are_called_by_name_or_mapped_path() {
    let src = "Constraint IsSmall(v: Value);\n\
               Pattern { let root = op<test.a>(x: Value); IsSmall(x); erase root; }";
    let rust = squeeze(&rust_of(src, &RustOptions::default()));
    assert!(rust.contains("IsSmall(&mut::pdl_runtime::value::NativeCx::new"));
    let mut options = RustOptions::default();
    options
        .native_paths
        .insert("IsSmall".into(), "crate::checks::is_small".parse().unwrap());
    let rust = squeeze(&rust_of(src, &options));
    assert!(rust.contains("crate::checks::is_small(&mut"));
    assert!(!rust.contains("IsSmall("));
}

#[test]
fn concrete_payload_and_visibility() {
    let options = RustOptions {
        vis: quote::quote!(pub(crate)),
        name: quote::format_ident!("Folds"),
        payload: Some("::pdl_runtime::ir::Ir".parse().unwrap()),
        ..RustOptions::default()
    };
    let rust = rust_of(&k_patterns(2), &options);
    assert!(rust.contains("pub(crate) struct Folds;"));
    assert!(rust.contains("PatternSet<::pdl_runtime::ir::Ir> for Folds"));
    assert!(!rust.contains("impl<P"), "not generic: {rust}");
}

#[test]
fn a_native_named_like_a_local_is_taken_from_the_module() {
    let src = "Constraint payload(v: Value);\n\
               Pattern { let root = op<test.a>(x: Value); payload(x); erase root; }";
    let rust = squeeze(&rust_of(src, &RustOptions::default()));
    assert!(rust.contains("self::payload(&mut"), "{rust}");
}

#[test]
fn a_native_without_a_rust_name_is_a_compile_error() {
    let pdl = r#"
pdl.pattern : benefit(1) {
  %x = pdl.operand
  %a = pdl.operation "test.a"(%x : !pdl.value)
  pdl.apply_native_constraint "my.check"(%x : !pdl.value)
  pdl.rewrite %a with "my-rewrite"(%x : !pdl.value)
}
"#;
    let rust = rust_of_pdl(pdl);
    assert!(rust.contains("compile_error!"), "{rust}");
    assert!(rust.contains("the native function `my.check` has no Rust name"));
    assert!(rust.contains("the native function `my-rewrite` has no Rust name"));
}

#[test]
fn identical_rewriters_are_written_once() {
    // Three patterns on different roots with the same rewrite, one with another.
    let src = "Pattern A { let root = op<test.a>(x: Value); replace root with x; }\n\
               Pattern B { let root = op<test.b>(x: Value); replace root with x; }\n\
               Pattern C { let root = op<test.c>(x: Value); replace root with x; }\n\
               Pattern D { let root = op<test.d>(x: Value); erase root; }\n";
    let rust = rust_of(src, &RustOptions::default());
    assert!(syn::parse_file(&rust).is_ok(), "the output parses as Rust");
    assert_eq!(rust.matches("fn __rewrite_").count(), 2);
    let s = squeeze(&rust);
    // A, B and C are recorded as one variant, calling the one rewriter for all three.
    assert_eq!(s.matches("Self::__rewrite_s0(state,rewriter,r,").count(), 1);
    assert!(
        s.contains("(0,0,0,0),(1,0,0,1),(2,0,0,2),(3,0,1,0)"),
        "{rust}"
    );
    assert!(rust.contains("/// The rewrite of @A (test.pdll@0), @B (test.pdll@"));
}
