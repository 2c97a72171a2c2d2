//! The differential corpus through the native back end: every case file's `@patterns`,
//! compiled to Rust by the build script, is applied to the case's `@ir` exactly as `pdl-opt`
//! applies it (greedy driver, then MLIR's verifier, then the generic printer). The output
//! must be MLIR 22's golden (`NAME.expected.mlir`; for `apply-errors`, the first line of
//! MLIR's stderr), exactly what the VM gives on the same case, and what the native set
//! gives with the case's functions rewritten on three threads. One test per case (the
//! build script lists the cases).

use std::path::{Path, PathBuf};

#[path = "../../support/first_difference.rs"]
mod first_difference;

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_codegen::LowerOptions;
use pdl_native_tests::case_list::{self, CASE_DIRS, MLIR_COMPATIBLE};
use pdl_native_tests::corpus::CASES;
use pdl_native_tests::{emitter_produced_code, AnySet};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::GreedyConfig;
use pdl_runtime::value::Natives;
use pdl_runtime::vm::PdlPatternSet;

/// Cases the native back end is not checked on, with the reason. Empty: every case runs.
const EXCLUDED: &[(&str, &str)] = &[];

/// Lines of context shown around the first difference of a mismatch.
const CONTEXT: usize = 3;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// What `pdl-opt CASE` gives: its stdout, and its error message if it fails.
#[derive(Debug, PartialEq, Eq)]
struct Output {
    stdout: String,
    error: Option<String>,
    /// What the driver told its listener (why patterns failed, what applied...).
    trace: Vec<String>,
}

/// Applies `set` (or, with `None`, the case's own patterns through the VM) to the case as
/// `pdl-opt` does.
fn run_case(name: &str, src: &str, native: Option<&dyn AnySet>) -> Result<Output, String> {
    let (prepared, scope, vm_set) = prepare(name, src)?;
    let mut ir = prepared.ir;
    let set: &dyn AnySet = native.unwrap_or(&vm_set);
    // Verified below, rendered as pdl-opt renders it.
    let config = GreedyConfig {
        verify: false,
        ..GreedyConfig::default()
    };
    let (result, trace) = set.apply_traced(&mut ir, scope, &config);
    if let Err(e) = result {
        return Ok(Output {
            stdout: pdl_runtime::text::print_generic(&ir),
            error: Some(format!("{name}: error: {e}")),
            trace,
        });
    }
    if let Err(error) = pdl_codegen::compile::verify_rendered(&ir, name, src) {
        return Ok(Output {
            stdout: String::new(),
            error: Some(error),
            trace,
        });
    }
    Ok(Output {
        stdout: pdl_runtime::text::print_generic(&ir),
        error: None,
        trace,
    })
}

/// The case read and its patterns compiled for the VM, as `pdl-opt` does.
fn prepare<'s>(
    name: &'s str,
    src: &'s str,
) -> Result<
    (
        apply::Prepared<'s>,
        pdl_runtime::ir::OpId,
        PdlPatternSet<Ir>,
    ),
    String,
> {
    let lower = if MLIR_COMPATIBLE.contains(&name) {
        LowerOptions::mlir_compatible()
    } else {
        LowerOptions::default()
    };
    let options = ApplyOptions {
        lower,
        ..ApplyOptions::default()
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    let mut prepared = apply::prepare(name, src, &options, &natives, &mut PhaseTimes::default())
        .map_err(|e| e.message)?;
    let Some((scope, vm_set)) = prepared.work.take() else {
        return Err(format!("{name}: no module @patterns and module @ir"));
    };
    Ok((prepared, scope, vm_set))
}

/// [`run_case`] with the native set, the case's functions rewritten on three threads.
fn run_threaded(name: &str, src: &str, set: &dyn AnySet) -> Result<Output, String> {
    let (prepared, scope, _) = prepare(name, src)?;
    let mut ir = prepared.ir;
    let config = GreedyConfig {
        verify: false,
        ..GreedyConfig::default()
    };
    let error = set
        .apply_parallel(&mut ir, scope, &config, 3)
        .err()
        .map(|e| format!("{name}: error: {e}"));
    let error = error.or_else(|| pdl_codegen::compile::verify_rendered(&ir, name, src).err());
    Ok(Output {
        stdout: if error.is_some() {
            String::new()
        } else {
            pdl_runtime::text::print_generic(&ir)
        },
        error,
        trace: Vec::new(),
    })
}

/// [`first_difference::first_difference`] with this test's context and indentation.
fn first_difference(expected: &str, actual: &str) -> String {
    first_difference::first_difference(expected, actual, CONTEXT, 4)
}

/// Compares an output with what is expected of it; `Err` describes the mismatch.
fn compare(what: &str, expected: &Output, actual: &Output) -> Result<(), String> {
    if expected.stdout == actual.stdout && expected.error == actual.error {
        return Ok(());
    }
    let mut msg = format!("  differs from {what}:\n");
    if expected.error != actual.error {
        msg.push_str(&format!(
            "    error: expected {:?}, got {:?}\n",
            expected.error, actual.error
        ));
    }
    if expected.stdout != actual.stdout {
        msg.push_str(&first_difference(&expected.stdout, &actual.stdout));
    }
    Err(msg)
}

/// Checks one case: native against the golden and against the VM.
fn check(rel: &str, set: &dyn AnySet) -> Result<(), String> {
    let path = repo().join(rel);
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let src = std::fs::read_to_string(&path).map_err(|e| format!("  cannot read: {e}"))?;
    let native = run_case(&name, &src, Some(set)).map_err(|e| format!("  {e}"))?;
    let vm = run_case(&name, &src, None).map_err(|e| format!("  {e}"))?;
    let mut msg = String::new();
    let stderr_golden = path.with_file_name(format!("{name}-stderr"));
    if stderr_golden.exists() {
        // MLIR rejects the rewritten IR: the first line of its stderr must be ours.
        let golden = std::fs::read_to_string(&stderr_golden).unwrap();
        let first = |s: &str| s.lines().next().unwrap_or_default().to_string();
        let ours = native.error.as_deref().map(first);
        if ours.as_deref() != Some(first(&golden).as_str()) {
            msg.push_str(&format!(
                "  differs from MLIR's stderr:\n    expected {:?}\n    got      {ours:?}\n",
                first(&golden)
            ));
        }
    } else {
        let golden = std::fs::read_to_string(path.with_extension("expected.mlir"))
            .map_err(|e| format!("  cannot read the golden: {e}"))?;
        let expected = Output {
            stdout: golden,
            error: None,
            trace: Vec::new(),
        };
        if let Err(m) = compare("MLIR 22's golden", &expected, &native) {
            msg.push_str(&m);
        }
    }
    if let Err(m) = compare("the VM", &vm, &native) {
        msg.push_str(&m);
    }
    // On three threads, the native set gives what it gave on one.
    if native.error.is_none() {
        let threaded = run_threaded(&name, &src, set).map_err(|e| format!("  {e}"))?;
        if let Err(m) = compare("the native set on one thread", &native, &threaded) {
            msg.push_str(&m);
        }
    }
    // The natives differ in their failure messages (registered closures give reasons,
    // the typed Rust natives return `false`): compare up to the message.
    let events = |o: &Output| -> String {
        o.trace
            .iter()
            .map(
                |l| match l.find(") holds: ").or_else(|| l.find(") fails: ")) {
                    Some(i) => &l[..i + 7],
                    None => l.as_str(),
                },
            )
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (vm_events, native_events) = (events(&vm), events(&native));
    if vm_events != native_events {
        msg.push_str(&format!(
            "  the listener's events differ from the VM's:\n{}",
            first_difference(&vm_events, &native_events)
        ));
    }
    if msg.is_empty() {
        Ok(())
    } else {
        Err(msg)
    }
}

macro_rules! corpus_cases {
    ($($name:ident => $rel:literal,)*) => {
        /// Every case file (path from the repository root), as the build script listed it.
        const CORPUS_CASES: &[&str] = &[$($rel),*];

        /// Each case's native set gives MLIR's golden and the VM's output.
        mod native_back_end_gives_mlir_goldens_and_vm_output {
            $(#[test]
            fn $name() {
                super::native_case($rel);
            })*
        }

        /// The harness itself (reading, applying, verifying, printing as pdl-opt does) is
        /// right: the VM through it prints each golden.
        mod vm_through_this_harness_gives_mlir_goldens {
            $(#[test]
            fn $name() {
                super::vm_case($rel);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_cases.rs"));

#[test]
fn every_corpus_case_is_compiled_natively() {
    assert!(
        emitter_produced_code(),
        "emit::rust produced no code when this crate was built"
    );
    let mut on_disk = Vec::new();
    for dir in CASE_DIRS {
        for f in case_list::case_files(&repo().join(dir)).expect("the case folder reads") {
            on_disk.push(format!(
                "{dir}/{}",
                f.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    let compiled: Vec<String> = CASES.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(compiled, on_disk, "rebuild: the case files changed");
    assert_eq!(CORPUS_CASES, on_disk, "rebuild: the case files changed");
    let apply = compiled
        .iter()
        .filter(|c| c.starts_with("pdl-codegen/tests/corpus/apply/"))
        .count();
    assert!(apply >= 145, "only {apply} apply cases");
    let checked = CORPUS_CASES
        .iter()
        .filter(|c| !EXCLUDED.iter().any(|(n, _)| n == *c))
        .count();
    assert!(checked >= 150, "only {checked} cases checked");
}

/// Checks the native set of case `rel` (unless excluded).
fn native_case(rel: &str) {
    assert!(
        emitter_produced_code(),
        "emit::rust produced no code when this crate was built"
    );
    if let Some((_, why)) = EXCLUDED.iter().find(|(n, _)| *n == rel) {
        eprintln!("excluded: {rel}: {why}");
        return;
    }
    let Some((_, set)) = CASES.iter().find(|(n, _)| *n == rel) else {
        panic!("{rel} was not compiled natively: rebuild");
    };
    if let Err(msg) = check(rel, *set) {
        panic!("{rel} fails natively:\n{msg}");
    }
}

/// Checks that the VM through this harness gives the golden of case `rel`.
fn vm_case(rel: &str) {
    let path = repo().join(rel);
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let src = std::fs::read_to_string(&path).unwrap();
    let vm = run_case(&name, &src, None).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let golden = path.with_extension("expected.mlir");
    let stderr = path.with_file_name(format!("{name}-stderr"));
    let ok = if golden.exists() {
        vm.error.is_none() && vm.stdout == std::fs::read_to_string(&golden).unwrap()
    } else {
        let g = std::fs::read_to_string(&stderr).unwrap();
        vm.error.as_deref().and_then(|e| e.lines().next()) == g.lines().next()
    };
    assert!(ok, "{rel}");
}
