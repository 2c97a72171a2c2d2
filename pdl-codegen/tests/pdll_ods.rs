//! PDLL files that `#include` ODS `.td` files (MLIR's dialects, and one of the tests' own),
//! against `mlir-pdll-22 -x=mlir`: the PDL printed is MLIR's (goldens committed in
//! `tests/pdll-ods/`, written by its `regen.sh`), and each malformed file gives MLIR's error
//! and notes (`tests/pdll-ods/errors/NAME.pdll-error`, the `error:`/`note:` lines).
//!
//! The `.td` files are read by `llvm-tblgen-22` (Debian `llvm-22`; MLIR's `.td` files come
//! with `libmlir-22-dev`, under `/usr/lib/llvm-22/include` or `$PDL_MLIR_INCLUDE`) through
//! the cargo feature `ods`: `.ci/run` runs these tests with
//! `cargo test -p pdlrs-codegen --features ods --test pdll_ods` and `PDL_REQUIRE_TBLGEN=1`,
//! so that missing tools fail there; elsewhere they are reported as skipped. Without the
//! feature, a `.td` include is an error that says what is needed.

// Without the feature only the last test is compiled.
#![cfg_attr(not(feature = "ods"), allow(dead_code, unused_imports))]

#[path = "support/mlir_pdll_text.rs"]
mod mlir_pdll_text;

use std::path::{Path, PathBuf};

use mlir_pdll_text::without_locations;
use pdl_codegen::compile::{self, print_pdl, read_pdll_file};

/// `tests/NAME`.
fn tests_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(name)
}

/// The `.pdll` files of `dir`, sorted.
fn pdll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    v.sort();
    v
}

/// MLIR's include directory, when TableGen and the `.td` files are there; `None` (the test
/// skipped) otherwise, unless `PDL_REQUIRE_TBLGEN` is set (CI), where that is a failure.
#[cfg(feature = "ods")]
fn mlir_include(test: &str) -> Option<PathBuf> {
    let inc = PathBuf::from(
        std::env::var("PDL_MLIR_INCLUDE").unwrap_or_else(|_| "/usr/lib/llvm-22/include".into()),
    );
    let missing = if !pdl_ods::tblgen_available() {
        Some(format!("{} not found", pdl_ods::tblgen_program()))
    } else if !inc.join("mlir/IR/OpBase.td").is_file() {
        Some(format!("{} has no mlir/IR/OpBase.td", inc.display()))
    } else {
        None
    };
    match missing {
        None => Some(inc),
        Some(why) if std::env::var_os("PDL_REQUIRE_TBLGEN").is_some() => {
            panic!("{test}: {why} (apt-get install llvm-22 libmlir-22-dev), and PDL_REQUIRE_TBLGEN is set")
        }
        Some(why) => {
            eprintln!("SKIPPED {test}: {why} (apt-get install llvm-22 libmlir-22-dev)");
            None
        }
    }
}

#[cfg(feature = "ods")]
#[test]
fn pdll_files_including_td_files_give_what_mlir_pdll_gives() {
    let Some(inc) = mlir_include("pdll_files_including_td_files_give_what_mlir_pdll_gives") else {
        return;
    };
    let files = pdll_files(&tests_dir("pdll-ods"));
    assert!(files.len() >= 5, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let golden = std::fs::read_to_string(f.with_extension("pdll-golden.mlir")).expect("golden");
        let (set, sources) = read_pdll_file(f, std::slice::from_ref(&inc));
        let set = set.and_then(|s| compile::check(&s).map(|()| s));
        match set {
            Ok(set) => {
                let ours = without_locations(&print_pdl(&set));
                let mlir = without_locations(&golden);
                if ours != mlir {
                    failures.push(format!(
                        "{}: differs\n--- ours\n{ours}--- mlir-pdll-22\n{mlir}",
                        f.display()
                    ));
                }
            }
            Err(d) => failures.push(format!("{}: {}", f.display(), sources.render(&d))),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The `error:`, `warning:` and `note:` lines of a rendering, with the file's directory and MLIR's
/// include directory written as `mlir-pdll` is run by `regen.sh`.
fn headlines(rendered: &str, dir: &Path, inc: &Path) -> String {
    rendered
        .lines()
        .filter(|l| {
            [": error: ", ": warning: ", ": note: "]
                .iter()
                .any(|k| l.contains(k))
        })
        .map(|l| {
            l.replace(&format!("{}/", dir.display()), "")
                .replace(&format!("{}/", inc.display()), "<include>/")
        })
        .map(|l| l + "\n")
        .collect()
}

#[cfg(feature = "ods")]
#[test]
fn malformed_files_give_mlir_pdlls_errors_and_notes() {
    let Some(inc) = mlir_include("malformed_files_give_mlir_pdlls_errors_and_notes") else {
        return;
    };
    let dir = tests_dir("pdll-ods/errors");
    let files = pdll_files(&dir);
    assert!(files.len() >= 8, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let expected = std::fs::read_to_string(f.with_extension("pdll-error")).expect("error");
        let (set, sources) = read_pdll_file(f, std::slice::from_ref(&inc));
        match set.and_then(|s| compile::check(&s)) {
            Ok(()) => failures.push(format!("{}: accepted", f.display())),
            Err(d) => {
                let ours = headlines(&sources.render(&d[..1]), &dir, &inc);
                if ours != expected {
                    failures.push(format!(
                        "{}:\n--- ours\n{ours}--- mlir-pdll-22\n{expected}",
                        f.display()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// MLIR's own `mlir/test/mlir-pdll/Parser/include_td.pdll` (its `include/ops.td` defines
/// `test.multi_variadic` with an operand group named `operands`, on which `mlir-pdll-22`
/// itself crashes, so there is no golden): what its `CHECK` lines say mlir-pdll imports.
#[cfg(feature = "ods")]
#[test]
fn mlirs_include_td_test_imports_what_its_check_lines_say() {
    let Some(inc) = mlir_include("mlirs_include_td_test_imports_what_its_check_lines_say") else {
        return;
    };
    let dir = tests_dir("mlir-pdll/Parser");
    let import = pdl_ods::import_for_pdll(&dir.join("include/ops.td"), &[&dir, &inc]).unwrap();
    let op = |n: &str| {
        import
            .ops
            .iter()
            .find(|o| o.op.name == n)
            .unwrap_or_else(|| panic!("{n} not imported"))
    };
    let groups = |vs: &[pdl_ods::OdsValue]| -> Vec<(String, String, pdl_ods::Arity)> {
        vs.iter()
            .map(|v| (v.name.clone(), v.constraint.clone(), v.arity))
            .collect()
    };
    use pdl_ods::Arity::{Optional, Single, Variadic};
    let s = |x: &str| x.to_string();
    assert!(
        op("test.all_empty").op.operands.is_empty() && op("test.all_empty").op.results.is_empty()
    );
    let opt = &op("test.all_optional").op;
    assert_eq!(groups(&opt.operands), [(s("operand"), s("I64"), Optional)]);
    assert_eq!(groups(&opt.results), [(s("result"), s("I64"), Optional)]);
    assert!(opt.attributes[0].name == "attr" && opt.attributes[0].optional);
    let single = &op("test.all_single").op;
    assert_eq!(groups(&single.operands), [(s("operand"), s("I64"), Single)]);
    assert_eq!(groups(&single.results), [(s("result"), s("I64"), Single)]);
    let attrs: Vec<&str> = single.attributes.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(attrs, ["attr", "nonNegativeAttr"]);
    let variadic = &op("test.all_variadic").op;
    assert_eq!(
        groups(&variadic.operands),
        [(s("operands"), s("I64"), Variadic)]
    );
    assert_eq!(
        groups(&variadic.results),
        [(s("results"), s("I64"), Variadic)]
    );
    let constraint = |n: &str| {
        import
            .constraints
            .iter()
            .find(|c| c.name == n)
            .unwrap_or_else(|| panic!("{n} not imported"))
    };
    let i64_attr = constraint("I64Attr");
    assert_eq!(i64_attr.kind, pdl_ods::OdsConstraintKind::Attr);
    assert_eq!(i64_attr.summary, "64-bit signless integer attribute");
    assert_eq!(i64_attr.cpp_class, "::mlir::IntegerAttr");
    let i64 = constraint("I64");
    assert_eq!(i64.kind, pdl_ods::OdsConstraintKind::Type);
    assert_eq!(i64.summary, "64-bit signless integer");
    assert_eq!(i64.cpp_class, "::mlir::IntegerType");
    assert_eq!(
        constraint("TestAttrInterface").kind,
        pdl_ods::OdsConstraintKind::Attr
    );
    assert_eq!(
        constraint("TestTypeInterface").kind,
        pdl_ods::OdsConstraintKind::Type
    );
    let op_iface = constraint("TestOpInterface");
    assert_eq!(op_iface.kind, pdl_ods::OdsConstraintKind::OpInterface);
    assert_eq!(op_iface.cpp_class, "::TestOpInterface");
    // And through PDLL: the file reads, with no pattern (as mlir-pdll reads it).
    let (set, sources) = read_pdll_file(&dir.join("include_td.pdll"), &[dir.clone(), inc]);
    let set = set.unwrap_or_else(|d| panic!("{}", sources.render(&d)));
    assert!(set.patterns.is_empty());
}

/// Without the ODS import, including a `.td` file is an error at the `#include` that says
/// what is needed.
#[cfg(not(feature = "ods"))]
#[test]
fn td_includes_without_the_ods_feature_say_what_is_needed() {
    let f = tests_dir("pdll-ods").join("own_dialect.pdll");
    let (set, sources) = read_pdll_file(&f, &[]);
    let d = set.expect_err("a .td include needs the `ods` feature");
    let rendered = sources.render(&d);
    assert!(
        rendered.contains("own_dialect.pdll:3:10: error: including a `.td` file needs the ODS import: build pdl-codegen with the cargo feature `ods`"),
        "{rendered}"
    );
    eprintln!(
        "note: the .td include goldens run with `cargo test -p pdlrs-codegen --features ods --test pdll_ods`"
    );
}

/// The lines of the first `func.func` of a printed module, each trimmed.
fn func_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .skip_while(|l| !l.starts_with("func.func"))
        .scan(0i32, |depth, l| {
            let before = *depth;
            *depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
            (before > 0 || l.starts_with("func.func")).then_some(l)
        })
        .map(str::to_string)
        .collect()
}

/// `pdl-opt PAYLOAD --patterns FILE.pdll -I DIR` with a `.td` include applies the patterns
/// as `mlir-opt-22 --test-pdl-bytecode-pass` applies mlir-pdll-22's PDL of them
/// (`tests/pdll-ods/apply/`, goldens by its `regen.sh`).
#[cfg(feature = "ods")]
#[test]
fn a_patterns_file_including_a_td_file_applies_as_mlir_does() {
    let Some(inc) = mlir_include("a_patterns_file_including_a_td_file_applies_as_mlir_does") else {
        return;
    };
    let dir = tests_dir("pdll-ods/apply");
    let files = pdll_files(&dir);
    assert!(!files.is_empty());
    for f in files {
        let payload = f.with_extension("payload.mlir");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
            .arg(&payload)
            .arg("--patterns")
            .arg(&f)
            .arg("-I")
            .arg(&inc)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}: {}",
            f.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = std::fs::read_to_string(f.with_extension("expected.mlir")).unwrap();
        let want = func_lines(&expected);
        assert!(want.len() > 2, "{}: no function in the golden", f.display());
        assert_eq!(func_lines(&stdout), want, "{}", f.display());
    }
}

/// One file of the dialect sweep: `None` when it gives mlir-pdll-22's PDL and warnings.
#[cfg(feature = "ods")]
fn sweep_failure(f: &Path, dir: &Path, inc: &Path) -> Option<String> {
    let checked = compile::read_file(
        f,
        pdl_codegen::Syntax::Pdll,
        &[inc.to_path_buf()],
        &mut Vec::new(),
    );
    let checked = match checked {
        Ok(c) => c,
        Err(e) => return Some(format!("{}: {}", f.display(), e.message)),
    };
    let golden = std::fs::read_to_string(f.with_extension("pdll-golden.mlir")).expect("golden");
    let ours = without_locations(&print_pdl(&checked.set));
    if ours != without_locations(&golden) {
        return Some(format!("{}: differs from its golden", f.display()));
    }
    let expected = std::fs::read_to_string(f.with_extension("pdll-warnings")).unwrap_or_default();
    let warnings = headlines(&checked.sources.render(&checked.warnings), dir, inc);
    let warnings: String = warnings
        .lines()
        .filter(|l| l.contains(": warning: ") || l.contains(": note: "))
        .map(|l| format!("{l}\n"))
        .collect();
    (warnings != expected).then(|| {
        format!(
            "{}: warnings differ\n--- ours\n{warnings}--- mlir-pdll-22\n{expected}",
            f.display()
        )
    })
}

/// Every operation of every MLIR 22 dialect's `*Ops.td` (`tests/pdll-ods/dialects/`, written
/// by its `gen.py` with MLIR's tools): matched with typed groups and named results, and
/// created with inferred result types from `Op`-to-`Value` conversions; the PDL and the
/// warnings are mlir-pdll-22's.
#[cfg(feature = "ods")]
#[test]
fn every_mlir_dialects_operations_give_what_mlir_pdll_gives() {
    let Some(inc) = mlir_include("every_mlir_dialects_operations_give_what_mlir_pdll_gives") else {
        return;
    };
    let dir = tests_dir("pdll-ods/dialects");
    let files = pdll_files(&dir);
    assert!(files.len() >= 90, "only {} files", files.len());
    let (a, b) = files.split_at(files.len() / 2);
    let failures: Vec<String> = std::thread::scope(|s| {
        let run = |part: &[PathBuf]| -> Vec<String> {
            part.iter()
                .filter_map(|f| sweep_failure(f, &dir, &inc))
                .collect()
        };
        let h = s.spawn(move || run(a));
        let mut out = run(b);
        out.extend(h.join().expect("no panic"));
        out
    });
    assert!(
        failures.is_empty(),
        "{} of {} files:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// A build script's `Builder::include_dir` serves `.td` includes too, and every file
/// TableGen read is among the files reported to cargo (`rerun-if-changed`).
#[cfg(feature = "ods")]
#[test]
fn the_builder_compiles_a_file_including_a_td_file_and_watches_what_tablegen_read() {
    let Some(inc) = mlir_include(
        "the_builder_compiles_a_file_including_a_td_file_and_watches_what_tablegen_read",
    ) else {
        return;
    };
    let f = tests_dir("pdll-ods").join("arith_typed.pdll");
    let code = pdl_codegen::Builder::new()
        .include_dir(&inc)
        .generate(&f)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        code.contains("arith.addi") && code.contains("AddZero"),
        "{code}"
    );
    let mut read = Vec::new();
    compile::read_file(
        &f,
        pdl_codegen::Syntax::Pdll,
        std::slice::from_ref(&inc),
        &mut read,
    )
    .unwrap();
    for td in [
        "mlir/Dialect/Arith/IR/ArithOps.td",
        "mlir/IR/OpBase.td",
        "mlir/Interfaces/InferTypeOpInterface.td",
    ] {
        assert!(read.contains(&inc.join(td)), "{td} not watched: {read:?}");
    }
    // Without the include directory, the `#include` is not found.
    let err = pdl_codegen::Builder::new().generate(&f).unwrap_err();
    assert!(
        err.to_string()
            .contains("unable to open include file `mlir/Dialect/Arith/IR/ArithOps.td`"),
        "{err}"
    );
}

/// The files of `tests/pdll-ods/` with warnings (`NAME.pdll-warnings`, from `regen.sh`):
/// `replace ... with (op<...>)` in parentheses is not MLIR's replacement context, so an
/// operation without `InferTypeOpInterface` there gets mlir-pdll's warning, and without
/// parentheses none.
#[cfg(feature = "ods")]
#[test]
fn files_with_warnings_give_mlir_pdlls_warnings() {
    let Some(inc) = mlir_include("files_with_warnings_give_mlir_pdlls_warnings") else {
        return;
    };
    let dir = tests_dir("pdll-ods");
    let files: Vec<PathBuf> = pdll_files(&dir)
        .into_iter()
        .filter(|f| f.with_extension("pdll-warnings").exists())
        .collect();
    assert!(!files.is_empty(), "no file with warnings");
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| sweep_failure(f, &dir, &inc))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
