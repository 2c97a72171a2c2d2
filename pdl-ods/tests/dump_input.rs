//! The dump reader on hand-made record dumps (no LLVM): errors are values, odd dumps do not
//! panic or loop.

#[test]
fn bad_dumps_are_errors() {
    let e = pdl_ods::read_dump("not json", None).unwrap_err();
    assert!(e.message.starts_with("not a TableGen JSON dump"), "{e}");
    let e = pdl_ods::read_dump("[1]", None).unwrap_err();
    assert!(e.message.contains("not an object"), "{e}");
    let e = pdl_ods::read_dump("{}", None).unwrap_err();
    assert!(e.message.contains("no record of class Op"), "{e}");
    let e = pdl_ods::read_table("{\"ops\": 3}").unwrap_err();
    assert!(e.message.starts_with("bad op table"), "{e}");
}

/// A minimal dump: one op whose trait list nests itself (TableGen cannot write one), an
/// argument that is no record, and an op without `opName`.
#[test]
fn odd_dumps_do_not_panic() {
    let op = |name: &str, traits: &str, args: &str| {
        format!(
            r#""{name}": {{"!name": "{name}", "!superclasses": ["Op"], "opName": "x",
               "opDialect": {{"kind": "def", "def": "D"}},
               "arguments": {{"kind": "dag", "args": [{args}]}},
               "results": {{"kind": "dag", "args": []}},
               "regions": {{"kind": "dag", "args": []}},
               "successors": {{"kind": "dag", "args": []}},
               "traits": [{traits}]}}"#
        )
    };
    let dump = |args: &str| {
        format!(
            r#"{{"!instanceof": {{"Op": ["A"]}},
                "D": {{"!name": "D", "!superclasses": ["Dialect"], "name": "d"}},
                "L": {{"!name": "L", "!superclasses": ["TraitList"],
                       "traits": [{{"kind": "def", "def": "L"}}, {{"kind": "def", "def": "C"}}]}},
                "C": {{"!name": "C", "!superclasses": ["NativeOpTrait"], "trait": "IsCommutative"}},
                {}}}"#,
            op("A", r#"{"kind": "def", "def": "L"}"#, args)
        )
    };
    let ops = pdl_ods::read_dump(&dump(""), None).unwrap();
    assert_eq!(ops[0].name, "d.x");
    assert_eq!(ops[0].traits, ["IsCommutative", "ZeroResults"]);

    let e = pdl_ods::read_dump(&dump(r#"[3, "a"]"#), None).unwrap_err();
    assert_eq!(e.message, "d.x: argument `a` is not a record");

    let e = pdl_ods::read_dump(&dump("").replace(r#""opName": "x","#, ""), None).unwrap_err();
    assert_eq!(e.message, "op record A has no opName");
}
