//! Random mutations of the PDL corpus never panic the PDL reader or the checks, and what is
//! accepted prints to PDL that reads back to the same model.

use std::path::Path;

use pdl_codegen::compile::{parse_pdl, print_pdl};
use proptest::prelude::*;

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdl");
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
                .filter_map(|p| std::fs::read_to_string(p).ok())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn mutate(src: &str, edits: &[(usize, usize, String)]) -> String {
    let mut b = src.as_bytes().to_vec();
    for (at, del, ins) in edits {
        let len = b.len().max(1);
        let a = at % len;
        let e = (a + del).min(b.len());
        b.splice(a.min(b.len())..e.max(a.min(b.len())), ins.bytes());
    }
    String::from_utf8_lossy(&b).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn mutated_patterns_never_panic(
        pick in any::<usize>(),
        edits in proptest::collection::vec(
            (any::<usize>(), 0usize..12, prop_oneof![
                Just(String::new()), Just("%".to_string()), Just("{".to_string()), Just("}".to_string()),
                Just(":".to_string()), Just("pdl.operation".to_string()), Just("!pdl.value".to_string()),
                Just("(".to_string()), Just(")".to_string()), Just("\"".to_string()), "[ -~]{1,5}",
            ]),
            1..4,
        ),
    ) {
        let texts = corpus();
        prop_assume!(!texts.is_empty());
        let src = mutate(&texts[pick % texts.len()], &edits);
        if let Ok(set) = parse_pdl(&src) {
            let printed = print_pdl(&set);
            let again = parse_pdl(&printed);
            prop_assert!(again.as_ref() == Ok(&set), "round trip failed for:\n{}\nprinted:\n{}", src, printed);
        }
    }
}
