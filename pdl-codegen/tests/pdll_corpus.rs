//! PDLL against MLIR 22: for every corpus file, the patterns our PDLL front end produces equal
//! (structurally, statement for statement and in order) those of `mlir-pdll-22 -x=mlir`,
//! whose output is committed as `NAME.pdll-golden.mlir` and read by our PDL reader (itself
//! checked against MLIR's re-prints in `pdl_corpus.rs`). One test per file and check (the
//! build script lists the files).

use std::path::{Path, PathBuf};

use pdl_codegen::compile::{self, parse_pdll, read_pdll_file};
use pdl_codegen::compile::{parse_pdl, print_pdl};
use pdl_codegen::PatternSet;

/// Reads a PDLL file with its includes, as `pdl-opt --pdll-to-pdl` does.
fn load(path: &Path) -> Result<PatternSet, String> {
    let (set, files) = read_pdll_file(path, &[]);
    let set = set.map_err(|d| files.render(&d))?;
    match compile::check(&set) {
        Ok(()) => Ok(set),
        Err(errors) => Err(files.render(&errors)),
    }
}

/// `tests/corpus/DIR`.
fn corpus(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir)
}

/// The `.pdll` files of `tests/corpus/DIR`, sorted.
fn pdll_files_of(dir: &str) -> Vec<PathBuf> {
    let root = corpus(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    v.sort();
    v
}

/// The PDLL corpus files.
fn files() -> Vec<PathBuf> {
    pdll_files_of("pdll")
}

/// The malformed PDLL files.
fn error_files() -> Vec<PathBuf> {
    pdll_files_of("pdll-errors")
}

macro_rules! pdll_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDLL corpus files, as the build script listed them.
        const PDLL_FILES: &[&str] = &[$($file),*];

        /// Each file gives the patterns `mlir-pdll` gives.
        mod pdll_files_give_the_patterns_mlir_pdll_gives {
            $(#[test]
            fn $name() {
                super::gives_the_patterns_mlir_pdll_gives($file);
            })*
        }

        /// Each file lowers as MLIR lowers what `mlir-pdll` makes of it.
        mod pdll_files_lower_as_mlir_lowers_them {
            $(#[test]
            fn $name() {
                super::lowers_as_mlir_lowers_it($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdll.rs"));

macro_rules! pdll_errors_files {
    ($($name:ident => $file:literal,)*) => {
        /// The malformed PDLL files, as the build script listed them.
        const PDLL_ERROR_FILES: &[&str] = &[$($file),*];

        /// Each malformed file gives the first error line `mlir-pdll-22` gives.
        mod pdll_errors_match_mlir_pdll {
            $(#[test]
            fn $name() {
                super::error_matches_mlir_pdll($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdll_errors.rs"));

/// The file names of `files`.
fn names(files: &[PathBuf]) -> Vec<String> {
    files
        .iter()
        .map(|f| {
            f.file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("?")
                .to_string()
        })
        .collect()
}

#[test]
fn every_pdll_file_has_its_tests() {
    let files = files();
    assert!(files.len() >= 25, "only {} PDLL corpus files", files.len());
    assert_eq!(names(&files), PDLL_FILES, "the corpus changed: rebuild");
    let errors = error_files();
    assert!(
        errors.len() >= 10,
        "only {} malformed PDLL files",
        errors.len()
    );
    assert_eq!(
        names(&errors),
        PDLL_ERROR_FILES,
        "the corpus changed: rebuild"
    );
}

fn gives_the_patterns_mlir_pdll_gives(n: &str) {
    let f = corpus("pdll").join(n);
    let golden_path = f.with_extension("pdll-golden.mlir");
    let golden = std::fs::read_to_string(&golden_path).expect("golden");
    let expected = parse_pdl(&golden)
        .unwrap_or_else(|d| panic!("{n} golden: {}", d[0].render("golden", &golden)));
    match load(&f) {
        Ok(ours) if ours == expected => {
            // The criterion: both outputs normalised to MLIR's generic form are
            // identical (ours is printed by our generic printer).
            let normalized = std::fs::read_to_string(f.with_extension("pdll-normalized.mlir"))
                .expect("normalized golden");
            let generic = pdl_codegen::compile::print_pdl_generic(&ours, None);
            assert!(
                generic == normalized,
                "{n}: generic form differs\n--- ours\n{generic}--- mlir-normalize\n{normalized}"
            );
            // `--pdll-to-pdl` prints what mlir-pdll prints, without its locations; where a
            // location is all that ends a `replace` with values, ours ends it with `{}`.
            let printed = print_pdl(&ours);
            let unlocated = without_locations(&golden);
            assert!(
                printed.replace(") {}\n", ")\n") == unlocated,
                "{n}: printed differently\n--- ours\n{printed}--- mlir-pdll\n{unlocated}"
            );
            let ambiguous = golden
                .lines()
                .zip(golden.lines().skip(1))
                .filter(|(l, next)| {
                    l.trim_start().starts_with("replace ")
                        && l.contains(" with(")
                        && next.trim_start().starts_with('%')
                })
                .count();
            assert_eq!(printed.matches(") {}\n").count(), ambiguous, "{n}");
        }
        Ok(ours) => panic!(
            "{n}: differs from mlir-pdll\n--- ours\n{}--- mlir-pdll\n{}",
            print_pdl(&ours),
            print_pdl(&expected)
        ),
        Err(d) => panic!("{n}: {d}"),
    }
}

/// `mlir-pdll -x=mlir` output without its locations: each ` loc(...)` at a line's end and
/// the `#loc` alias lines.
fn without_locations(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("#loc") {
            continue;
        }
        let line = match line.rfind(" loc(") {
            Some(i) if line.ends_with(')') => &line[..i],
            _ => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn error_matches_mlir_pdll(n: &str) {
    let f = corpus("pdll-errors").join(n);
    let src = std::fs::read_to_string(&f).expect("readable");
    let expected = std::fs::read_to_string(f.with_extension("pdll-error")).expect("expectation");
    let expected = expected.trim_end_matches('\n');
    match parse_pdll(&src) {
        Ok(_) => panic!("{n}: accepted; mlir-pdll says {expected}"),
        Err(d) => {
            let ours = d[0].headline(n, &src);
            assert!(ours == expected, "{n}:\n  ours: {ours}\n  mlir: {expected}");
        }
    }
}

/// Seed 001's operators, which MLIR lacks, give our own errors (the malformed files are
/// checked one per test above).
#[test]
fn operator_errors_are_located() {
    let v = "Pattern {\n  let v: Value;\n  let a: Attr;\n  let root = op<test.a>(v) {x = a};\n  let s = v + a;\n  erase root;\n}\n";
    let d = parse_pdll(v).expect_err("a Value operand of +");
    assert_eq!(
        d[0].headline("t.pdll", v),
        "t.pdll:5:11: error: expected an `Attr` operand for this operator"
    );
}

#[test]
fn arithmetic_lowers_to_documented_builtins() {
    let src = "Pattern {\n  let root = op<test.a> {v = v: Attr};\n  let d = v * attr<\"2 : i32\">;\n  d >= attr<\"10 : i32\">;\n  rewrite root with {\n    let n = op<test.b> {u = -d};\n    replace root with n;\n  };\n}\n";
    let set = parse_pdll(src).unwrap_or_else(|d| panic!("{}", d[0].render("t", src)));
    let text = print_pdl(&set);
    assert!(text.contains("apply_native_constraint \"__builtin_mul\"(%1, %4 : !pdl.attribute, !pdl.attribute) : !pdl.attribute"), "{text}");
    assert!(
        text.contains(
            "apply_native_constraint \"__builtin_ge\"(%5, %6 : !pdl.attribute, !pdl.attribute)\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "apply_native_rewrite \"__builtin_neg\"(%5 : !pdl.attribute) : !pdl.attribute"
        ),
        "{text}"
    );
}

#[test]
fn unused_let_variables_are_warned_about() {
    let src = "Pattern {\n  let unused: Value;\n  let _quiet: Type;\n  let root = op<test.a>(v: Value);\n  erase root;\n}\n";
    let (set, warnings) = compile::read_pdll(src);
    assert!(set.is_ok());
    let lines: Vec<String> = warnings.iter().map(|w| w.headline("t.pdll", src)).collect();
    assert_eq!(
        lines,
        vec!["t.pdll:2:7: warning: unused variable `unused`; prefix it with `_` if it only constrains the match"]
    );
}

/// Every operator of seed 001 is named (its builtin) and typed (`Attr` operands, an `Attr`
/// result usable as an attribute); comparisons and logic may stand as match statements,
/// arithmetic may not; operands of other kinds are rejected.
#[test]
fn every_operator_is_named_and_typed() {
    let ops = [
        ("+", "__builtin_add", true),
        ("-", "__builtin_sub", true),
        ("*", "__builtin_mul", true),
        ("/", "__builtin_div", true),
        ("%", "__builtin_rem", true),
        ("==", "__builtin_eq", false),
        ("!=", "__builtin_ne", false),
        ("<", "__builtin_lt", false),
        ("<=", "__builtin_le", false),
        (">", "__builtin_gt", false),
        (">=", "__builtin_ge", false),
        ("&&", "__builtin_and", false),
        ("||", "__builtin_or", false),
    ];
    for (op, builtin, arithmetic) in ops {
        // As a value: bound with `let` and used as an attribute of the created operation.
        let src = format!(
            "Pattern {{\n  let root = op<test.a> {{x = a: Attr, y = b: Attr}};\n  let r = a {op} b;\n  rewrite root with {{\n    let n = op<test.b> {{r = r}};\n    replace root with n;\n  }};\n}}\n"
        );
        let set = parse_pdll(&src).unwrap_or_else(|d| panic!("{op}: {}", d[0].render("t", &src)));
        let text = print_pdl(&set);
        let call = format!("apply_native_constraint \"{builtin}\"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute");
        assert!(text.contains(&call), "{op}:\n{text}");
        // As a statement of the match section.
        let stmt = format!("Pattern {{\n  let root = op<test.a> {{x = a: Attr, y = b: Attr}};\n  a {op} b;\n  erase root;\n}}\n");
        let r = parse_pdll(&stmt);
        if arithmetic {
            let d = r.expect_err(op);
            assert!(d[0].message.starts_with("arithmetic expression is not allowed as a statement; bind its result with `let`"), "{op}");
        } else {
            let text =
                print_pdl(&r.unwrap_or_else(|d| panic!("{op}: {}", d[0].render("t", &stmt))));
            assert!(text.contains(&format!("apply_native_constraint \"{builtin}\"(%1, %2 : !pdl.attribute, !pdl.attribute)\n")), "{op}:\n{text}");
        }
        // Operands must be attributes.
        let bad = format!("Pattern {{\n  let root = op<test.a>(v: Value) {{x = a: Attr}};\n  let r = v {op} a;\n  erase root;\n}}\n");
        let d = parse_pdll(&bad).expect_err(op);
        assert_eq!(
            d[0].message, "expected an `Attr` operand for this operator",
            "{op}"
        );
    }
    // Unary operators, in a rewrite: native rewrites.
    let src = "Pattern {\n  let root = op<test.a> {x = a: Attr};\n  rewrite root with {\n    let n = op<test.b> {m = -a, z = !a};\n    replace root with n;\n  };\n}\n";
    let text = print_pdl(&parse_pdll(src).unwrap());
    assert!(
        text.contains(
            "apply_native_rewrite \"__builtin_neg\"(%1 : !pdl.attribute) : !pdl.attribute"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "apply_native_rewrite \"__builtin_not\"(%1 : !pdl.attribute) : !pdl.attribute"
        ),
        "{text}"
    );
}

/// Files where a `pdl.types` value is met twice: compared under
/// `LowerOptions::mlir_compatible` (MLIR does not check that both places agree; by default
/// we do, with one more `are_equal`).
const SHARED_TYPES: &[&str] = &["value_range_typed.pdll"];

/// PDLL through the whole compiler: our lowering of the patterns equals `mlir-opt-22
/// --convert-pdl-to-pdl-interp` run on what `mlir-pdll-22` makes of the file (normalised,
/// `NAME.pdll-interp.mlir`).
fn lowers_as_mlir_lowers_it(n: &str) {
    let f = corpus("pdll").join(n);
    let golden =
        std::fs::read_to_string(f.with_extension("pdll-interp.mlir")).expect("pdll-interp golden");
    let set = load(&f).unwrap_or_else(|d| panic!("{n}: {d}"));
    let shared = SHARED_TYPES.contains(&n);
    let options = if shared {
        pdl_codegen::LowerOptions::mlir_compatible()
    } else {
        pdl_codegen::LowerOptions::default()
    };
    if shared {
        let checked = pdl_codegen::compile::lower(&set, pdl_codegen::LowerOptions::default())
            .expect("lowers");
        let text = pdl_codegen::compile::print_pdl_interp(&checked, None);
        assert_eq!(
            text.matches("are_equal").count(),
            golden.matches("are_equal").count() + 1,
            "{n}: the shared types are checked once more than MLIR does"
        );
    }
    match pdl_codegen::compile::lower(&set, options) {
        Ok(prog) => {
            let ours = pdl_codegen::compile::print_pdl_interp(&prog, None);
            assert!(
                ours == golden,
                "{n}: differs\n--- ours\n{ours}--- mlir\n{golden}"
            );
        }
        Err(d) => panic!("{n}: {}", d[0].message),
    }
}
