//! The lowering against MLIR 22: for every PDL corpus file, our matcher program printed as
//! `pdl_interp` equals `mlir-opt-22 --convert-pdl-to-pdl-interp`'s output, both in MLIR's
//! normalised generic form (`NAME.interp.generic.mlir`, made by `regen.sh`). One test per
//! file (the build script lists the files).

use std::path::{Path, PathBuf};

use pdl_codegen::compile::{parse_pdl, parse_pdl_named};
use pdl_codegen::{Diagnostic, LowerOptions, PatternSet, Program};

/// Lowers with the default options.
fn lower(set: &PatternSet) -> Result<Program, Vec<Diagnostic>> {
    pdl_codegen::compile::lower(set, LowerOptions::default())
}

/// Files with a `pdl.types` value met twice: MLIR 22 does not check that both places hold
/// the same types, we do (see `lower`'s docs). They are compared with MLIR's output under
/// [`LowerOptions::mlir_compatible`], and our default output must differ by that check.
const SHARED_TYPES: &[&str] = &[
    "m_operands_typed",
    "m_results_range_replace",
    "m_rewrite_replace_ranges",
];

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdl");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("corpus dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(".mlir") && n.matches('.').count() == 1)
        })
        .collect();
    v.sort();
    v
}

macro_rules! pdl_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDL corpus files, as the build script listed them.
        const PDL_FILES: &[&str] = &[$($file),*];

        /// Each file's lowering printed equals MLIR's.
        mod lowering_equals_mlir_convert_pdl_to_pdl_interp {
            $(#[test]
            fn $name() {
                super::lowering_equals_mlir($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl.rs"));

#[test]
fn every_pattern_file_is_lowered() {
    let files = corpus();
    assert!(files.len() >= 40, "only {} corpus files", files.len());
    let names: Vec<String> = files
        .iter()
        .map(|f| {
            f.file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("?")
                .to_string()
        })
        .collect();
    assert_eq!(names, PDL_FILES, "the corpus changed: rebuild");
}

fn lowering_equals_mlir(name: &str) {
    let f = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/pdl")
        .join(name);
    let stem = name.trim_end_matches(".mlir");
    let shared_types = SHARED_TYPES.contains(&stem);
    let golden_path = f.with_file_name(format!("{stem}.interp.generic.mlir"));
    let golden = std::fs::read_to_string(&golden_path)
        .unwrap_or_else(|e| panic!("{}: {e}", golden_path.display()));
    let src = std::fs::read_to_string(&f).expect("read");
    let (set, module_name) =
        parse_pdl_named(&src).unwrap_or_else(|d| panic!("{name}: {}", d[0].render(name, &src)));
    let options = if shared_types {
        LowerOptions::mlir_compatible()
    } else {
        LowerOptions::default()
    };
    let prog = pdl_codegen::compile::lower(&set, options)
        .unwrap_or_else(|d| panic!("{name}: {}", d[0].render(name, &src)));
    let ours = pdl_codegen::compile::print_pdl_interp(&prog, module_name.as_deref());
    if ours != golden {
        if let Ok(dir) = std::env::var("PDL_LOWER_DUMP") {
            let _ = std::fs::write(Path::new(&dir).join(format!("{stem}.ours.mlir")), &ours);
        }
        panic!("{name} differs from MLIR");
    }
}

#[test]
fn shared_pdl_types_are_checked_where_mlir_does_not() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdl");
    for stem in SHARED_TYPES {
        let src = std::fs::read_to_string(root.join(format!("{stem}.mlir"))).expect("read");
        let set = parse_pdl(&src).expect("parse");
        let count = |text: &str| text.matches("pdl_interp.are_equal").count();
        let ours =
            pdl_codegen::compile::print_pdl_interp(&lower(&set).expect("lower"), Some("patterns"));
        let mlir = pdl_codegen::compile::print_pdl_interp(
            &pdl_codegen::compile::lower(&set, LowerOptions::mlir_compatible()).expect("lower"),
            Some("patterns"),
        );
        assert_eq!(
            count(&ours),
            count(&mlir) + 1,
            "{stem}: one more equality check"
        );
        assert!(
            ours.contains("\"pdl_interp.are_equal\"")
                && ours.contains("!pdl.range<type>, !pdl.range<type>"),
            "{stem}: the added check compares two type ranges:\n{ours}"
        );
    }
}
