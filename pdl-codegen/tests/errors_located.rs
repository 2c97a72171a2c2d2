//! Compile errors carry their locations as values, not only as rendered text.

use pdl_codegen::load::load_pdll;
use pdl_codegen::Location;
use pdl_runtime::ir::Ir;
use pdl_runtime::value::Natives;

#[test]
fn a_load_error_knows_where_it_is() {
    let src = "Pattern {\n  let x = op<test.a>;\n  erase y;\n}\n";
    let e = load_pdll::<Ir>(src, "p.pdll", &Natives::new()).unwrap_err();
    let at = e.location().expect("located");
    assert_eq!(
        at,
        &Location {
            file: "p.pdll".into(),
            line: 3,
            column: 9
        }
    );
    assert_eq!(e.errors[0].1, "undefined reference to `y`");
    assert!(e
        .message
        .starts_with(&format!("{at}: error: undefined reference to `y`")));
}

#[test]
fn a_missing_native_is_located_at_its_use() {
    let src =
        "Constraint IsFoo(op: Op);\nPattern {\n  let r = op<test.a>;\n  IsFoo(r);\n  erase r;\n}\n";
    let e = load_pdll::<Ir>(src, "n.pdll", &Natives::new()).unwrap_err();
    let at = e.location().expect("located");
    assert_eq!((at.file.as_str(), at.line), ("n.pdll", 4), "{e}");
}
