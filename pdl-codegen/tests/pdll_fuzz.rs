//! Random mutations of the PDLL corpus never panic the lexer, parser, generation or checks;
//! a diagnostic always renders.

use std::path::Path;

use pdl_codegen::compile::parse_pdll;
use proptest::prelude::*;

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdll");
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
                .filter_map(|p| std::fs::read_to_string(p).ok())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn mutated_pdll_never_panics(
        pick in any::<usize>(),
        edits in proptest::collection::vec(
            (any::<usize>(), 0usize..10, prop_oneof![
                Just(String::new()), Just(";".to_string()), Just("{".to_string()), Just("}".to_string()),
                Just("op<".to_string()), Just(">".to_string()), Just("(".to_string()), Just(")".to_string()),
                Just("\"".to_string()), Just(" + ".to_string()), Just("let".to_string()), "[ -~]{1,5}",
            ]),
            1..4,
        ),
    ) {
        let texts = corpus();
        prop_assume!(!texts.is_empty());
        let mut b = texts[pick % texts.len()].as_bytes().to_vec();
        for (at, del, ins) in &edits {
            let a = at % b.len().max(1);
            let e = (a + del).min(b.len());
            let a = a.min(b.len());
            b.splice(a..e.max(a), ins.bytes());
        }
        let src = String::from_utf8_lossy(&b).into_owned();
        if let Err(diags) = parse_pdll(&src) {
            prop_assert!(!diags.is_empty());
            for d in &diags {
                let r = d.render("fuzz.pdll", &src);
                prop_assert!(r.starts_with("fuzz.pdll:"), "{}", r);
            }
        }
    }
}
