//! Robustness of the reader: random bytes and random mutations of corpus files never panic,
//! and whatever is accepted prints to text that reads back to the same printed form.

use std::path::Path;

use pdl_runtime::text::{parse, print_generic};
use proptest::prelude::*;

fn corpus_texts() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/text");
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

/// Accepted input must print, and the print must read back to itself.
fn check(src: &str) {
    if let Ok(ir) = parse(src, "fuzz.mlir") {
        let out = print_generic(&ir);
        let again = parse(&out, "reprint.mlir").unwrap_or_else(|e| {
            panic!(
                "printed output does not read back: {}\n--- input\n{src}\n--- output\n{out}",
                e.render("reprint.mlir", &out)
            )
        });
        assert_eq!(
            print_generic(&again),
            out,
            "print is not a fixed point for input:\n{src}"
        );
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize, usize),
    Insert(usize, String),
    Duplicate(usize, usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let token = prop_oneof![
        Just("{".to_string()),
        Just("}".to_string()),
        Just("(".to_string()),
        Just(")".to_string()),
        Just("<".to_string()),
        Just(">".to_string()),
        Just("\"".to_string()),
        Just("%0".to_string()),
        Just("^bb1".to_string()),
        Just(":".to_string()),
        Just(",".to_string()),
        Just("->".to_string()),
        Just("#map".to_string()),
        Just("!t".to_string()),
        Just("x".to_string()),
        Just("\\".to_string()),
        Just("0x".to_string()),
        "[ -~]{1,6}",
    ];
    prop_oneof![
        (any::<usize>(), 1usize..16).prop_map(|(a, n)| Mutation::Delete(a, n)),
        (any::<usize>(), token).prop_map(|(a, s)| Mutation::Insert(a, s)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Mutation::Duplicate(a, n)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn apply(src: &str, muts: &[Mutation]) -> String {
    let mut b = src.as_bytes().to_vec();
    for m in muts {
        let len = b.len().max(1);
        match m {
            Mutation::Delete(a, n) => {
                let a = a % len;
                let e = (a + n).min(b.len());
                if a < e {
                    b.drain(a..e);
                }
            }
            Mutation::Insert(a, s) => {
                let a = (a % len).min(b.len());
                b.splice(a..a, s.bytes());
            }
            Mutation::Duplicate(a, n) => {
                let a = a % len;
                let e = (a + n).min(b.len());
                let piece: Vec<u8> = b.get(a..e).map(|s| s.to_vec()).unwrap_or_default();
                b.splice(a..a, piece);
            }
            Mutation::Truncate(a) => b.truncate(a % len),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_ascii_never_panics(s in "[ -~\n]{0,200}") {
        check(&s);
    }

    #[test]
    fn mutated_corpus_never_panics(pick in any::<usize>(), muts in proptest::collection::vec(mutation(), 1..4)) {
        let texts = corpus_texts();
        prop_assume!(!texts.is_empty());
        let src = &texts[pick % texts.len()];
        check(&apply(src, &muts));
    }
}
