//! The committed syntax table of `pdl-runtime` (`pdl-runtime/src/dialects/ods/`, written by
//! `tools/ods/gen-core.sh`) is what `pdl_ods::generate_all` writes from the committed
//! `data/core.json`: neither was edited by hand nor left stale. Needs no LLVM.

use std::path::Path;

#[test]
fn the_generated_files_are_fresh() {
    let table = pdl_ods::core_table().expect("the committed table reads");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(pdl_ods::GENERATED_DIR);
    let files = pdl_ods::generate_all(&table).expect("the table generates");
    let mut stale = Vec::new();
    for (name, text) in &files {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        if committed != *text {
            stale.push(name.clone());
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated files in {} (run tools/ods/gen-core.sh): {stale:?}",
        pdl_ods::GENERATED_DIR
    );
    // No other file there.
    let mut present: Vec<String> = std::fs::read_dir(&dir)
        .expect("the generated directory")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let mut expected: Vec<String> = files.into_iter().map(|(n, _)| n).collect();
    present.sort();
    expected.sort();
    assert_eq!(present, expected);
}
