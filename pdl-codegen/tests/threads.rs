//! `pdl-opt` gives the same output with threads and without: every case of the apply
//! corpora, run with the functions rewritten on four threads (`--threads 4`, whatever the
//! machine's cores) and on one (`--mlir-disable-threading`), prints the same output, the
//! same errors and exits the same way, in custom and in generic form, with the greedy
//! driver and with the walk driver. (The corpus tests
//! compare the default, one thread per core, with MLIR's goldens.)

use std::path::{Path, PathBuf};
use std::process::Command;

/// The corpora of cases `pdl-opt` applies.
const FOLDERS: &[&str] = &[
    "apply",
    "apply-errors",
    "apply-generic",
    "apply-lowered",
    "apply-lowered-generic",
    "apply-mixed",
    "apply-registered",
    "apply-registered-custom",
    "apply-registered-generic",
    "cases",
    "pdl-bytecode",
    "registered",
    "third-party",
    "third-party-custom",
];

/// The cases of a corpus folder: its `.mlir` files that are not expected outputs.
fn cases(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".mlir") && !name.contains(".expected") && !name.contains(".golden")
        })
        .collect();
    files.sort();
    files
}

/// `pdl-opt ARGS CASE`: exit status, standard output, standard error.
fn run(args: &[&str], case: &Path) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .args(args)
        .arg(case)
        .output()
        .expect("pdl-opt runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_case_gives_the_same_output_with_and_without_threads() {
    let mut checked = 0;
    let mut split = 0;
    for folder in FOLDERS {
        for case in cases(folder) {
            let src = std::fs::read_to_string(&case).unwrap_or_default();
            let forms: [&[&str]; 3] = [&[], &["--mlir-print-op-generic"], &["--walk-driver"]];
            for form in forms {
                let one = run(&[form, &["--mlir-disable-threading"]].concat(), &case);
                let four = run(&[form, &["--threads", "4"]].concat(), &case);
                assert_eq!(one, four, "{}: {form:?}", case.display());
                checked += 1;
            }
            if src.matches("func.func").count() >= 2 {
                split += 1;
            }
        }
    }
    assert!(checked > 450, "only {checked} runs");
    // Cases with several functions: where the threads have work to share.
    assert!(split >= 10, "only {split} cases with several functions");
}

/// A mixed set (a loaded PDL set beside a hand-written pattern) on a payload of functions:
/// the parallel driver gives the sequential result.
#[test]
fn a_mixed_set_gives_the_sequential_result_on_threads() {
    use pdl_runtime::ir::Ir;
    use pdl_runtime::rewrite::{
        apply_patterns_greedily, apply_patterns_greedily_in_parallel, GreedyConfig,
        RewritePatternSet, Threads,
    };
    use pdl_runtime::value::Natives;

    let pdl = "pdl.pattern @once : benefit(1) {
  %x = pdl.operand
  %t = pdl.type
  %root = pdl.operation \"test.twice\"(%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %new = pdl.operation \"test.once\"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %new
  }
}
";
    let loaded = pdl_codegen::load::load_pdl::<Ir>(pdl, "once.pdl", &Natives::new()).unwrap();
    let mut set = RewritePatternSet::<Ir>::new();
    set.add_pdl(loaded);
    set.add_fn("erase-dead", Some("test.dead"), 2, |rw, op| {
        Ok(rw.erase_op(op)?)
    });
    let set = set.freeze();
    let src: String = (0..7)
        .map(|i| {
            format!(
                "func.func @f{i}(%a: i32) -> i32 {{\n  \"test.dead\"() : () -> ()\n  \
                 %0 = \"test.twice\"(%a) : (i32) -> i32\n  %1 = \"test.twice\"(%0) : (i32) -> i32\n  \
                 return %1 : i32\n}}\n"
            )
        })
        .collect();
    let run = |threads: Option<usize>| {
        let mut ir = pdl_runtime::dialects::parse_loaded(&src, "mixed.mlir").unwrap();
        let root = ir.root();
        let config = GreedyConfig::default();
        match threads {
            None => apply_patterns_greedily(&mut ir, root, &set, &config).unwrap(),
            Some(n) => {
                let n = std::num::NonZeroUsize::new(n).unwrap();
                apply_patterns_greedily_in_parallel(&mut ir, root, &set, &config, Threads::Count(n))
                    .unwrap()
            }
        };
        pdl_runtime::text::print(&ir)
    };
    let sequential = run(None);
    assert!(!sequential.contains("test.twice") && !sequential.contains("test.dead"));
    for n in [2, 3, 5] {
        assert_eq!(run(Some(n)), sequential, "{n} threads");
    }
}
