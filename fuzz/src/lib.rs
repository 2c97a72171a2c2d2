//! Fuzz targets of pdl-rs: one per reader and pipeline, each a function of the input bytes
//! that panics when an oracle fails.
//!
//! Every target must meet, on any input:
//!
//! - no panic, abort, hang or unbounded allocation (the fuzzer reports those itself);
//! - every error is located: it starts with `input.EXT:LINE:COL:` (or names a pattern
//!   through such a location);
//! - target-specific oracles, documented on each target: the printer's output reads back
//!   to the same text, what the lowering accepts the back ends compile, the native back end
//!   and the VM agree.
//!
//! [`TARGETS`] lists them. They are driven two ways:
//!
//! - coverage-guided, by AFL++ on stable Rust: the `pdl-fuzz-afl` binary
//!   (`cargo afl build --release --features afl -p pdl-fuzz`, then `fuzz/run.sh`; the
//!   repository's README says how);
//! - by `cargo test -p pdl-fuzz`, which replays every seed ([`seeds`], taken from the
//!   corpora whose goldens come from MLIR) and every finding kept in `fuzz/regressions/`
//!   through its target.

use std::path::{Path, PathBuf};

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_codegen::compile;
use pdl_codegen::LowerOptions;
use pdl_codegen::RustOptions;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::Listener;
use pdl_runtime::rewrite::{DriverError, GreedyConfig, NoListener, Threads};
use pdl_runtime::rewrite::{PatternRef, RewriteListener};
use pdl_runtime::value::Natives;

/// A fuzz target: its name, what it feeds, and the function of the input bytes.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The name (`pdl-fuzz-afl NAME`, `fuzz/regressions/NAME/`).
    pub name: &'static str,
    /// What the input is and which oracles are checked.
    pub about: &'static str,
    /// Runs one input; panics when an oracle fails.
    pub run: fn(&[u8]),
}

/// Every target.
pub const TARGETS: &[Target] = &[
    Target {
        name: "ir_text",
        about: "MLIR text: read, verify, print; the print reads back and prints the same",
        run: ir_text,
    },
    Target {
        name: "pdl",
        about:
            "PDL patterns: read, check, lower, print as pdl_interp, compile to bytecode and to Rust",
        run: pdl_patterns,
    },
    Target {
        name: "pdll",
        about: "PDLL patterns: parse, generate PDL, check, lower, bytecode",
        run: pdll_patterns,
    },
    Target {
        name: "pdl_interp",
        about: "a lowered matcher in pdl_interp text: read, verify, bytecode, branch tables, Rust",
        run: pdl_interp_program,
    },
    Target {
        name: "transform",
        about: "a transform script with its payload: read, verify, interpret",
        run: transform_script,
    },
    Target {
        name: "apply",
        about: "what `pdl-opt FILE` does: patterns beside a payload, applied, verified, printed",
        run: apply_case,
    },
    Target {
        name: "tokens",
        about: "the body of a `pdl!` invocation as Rust tokens, expanded",
        run: pdl_macro_tokens,
    },
    Target {
        name: "agree",
        about: "first byte: a random pattern set; the rest: a payload; native and VM must agree",
        run: native_vm_agree,
    },
];

/// The target named `name`.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// Inputs larger than this are skipped: the fuzzer's time goes to many small inputs, and
/// the cost of large ones is measured by the scaling benchmarks instead.
pub const MAX_INPUT: usize = 64 * 1024;

/// The input as text, if it is UTF-8 of at most [`MAX_INPUT`] bytes.
fn text(data: &[u8]) -> Option<&str> {
    if data.len() > MAX_INPUT {
        return None;
    }
    std::str::from_utf8(data).ok()
}

/// Checks that a rendered error names its place: `file:line:col:` on its first line (a
/// message may carry several diagnostics; each starts that way).
fn assert_located(file: &str, message: &str) {
    let first = message.lines().next().unwrap_or("");
    let Some(rest) = first.strip_prefix(file).and_then(|r| r.strip_prefix(':')) else {
        panic!("error without `{file}:line:col`: {message:?}");
    };
    let mut parts = rest.splitn(3, ':');
    let line = parts.next().unwrap_or("");
    let col = parts.next().unwrap_or("");
    let is_number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    assert!(
        is_number(line) && is_number(col),
        "error without `{file}:line:col`: {message:?}"
    );
}

/// MLIR text: the reader never panics, errors are located, and what it accepts prints to
/// text that reads back to the same print (the printer writes only what the reader reads).
/// Checked twice: with nothing registered, and as `pdl-opt` reads, with the core dialects
/// the text loads registered (`dialects::parse_loaded`: properties, registered ops' forms).
/// With registered operations the first print may read back differently, as in MLIR: a
/// property left unset by a wrong-typed attribute prints nothing, and its default appears
/// when that print is read again (`pdl-runtime/tests/corpus/props/arith.reread.mlir` is
/// mlir-opt-22's print of its own print); from the second print on, it must be stable.
pub fn ir_text(data: &[u8]) {
    let Some(src) = text(data) else { return };
    round_trip(src, pdl_runtime::text::parse, 0);
    round_trip(src, pdl_runtime::dialects::parse_loaded, 1);
    custom_round_trip(src);
}

/// Reads `src` with the core dialects registered and prints it in custom form; the print
/// reads back and, printed again (after one more round, as MLIR's custom prints may
/// normalise what was written), gives the same text.
fn custom_round_trip(src: &str) {
    const FILE: &str = "input.mlir";
    let Ok(ir) = pdl_runtime::dialects::parse_loaded(src, FILE) else {
        return;
    };
    if ir.verify().is_err() {
        return;
    }
    let mut printed = pdl_runtime::text::print(&ir);
    for round in 0..=1 {
        let again = match pdl_runtime::dialects::parse_loaded(&printed, FILE) {
            Ok(ir) => ir,
            Err(e) => panic!(
                "the custom print does not read back: {}\n--- print\n{printed}",
                e.render(FILE, &printed)
            ),
        };
        let reprinted = pdl_runtime::text::print(&again);
        if round == 1 {
            assert_eq!(printed, reprinted, "the custom print of the print differs");
        }
        printed = reprinted;
    }
}

/// The reader `round_trip` checks.
type Reader = fn(&str, &str) -> Result<Ir, pdl_runtime::text::ParseError>;

/// Reads `src` with `read`, verifies, prints, reads the print back and prints it again
/// (after `settle` more rounds): both prints must be equal.
fn round_trip(src: &str, read: Reader, settle: usize) {
    const FILE: &str = "input.mlir";
    let ir = match read(src, FILE) {
        Ok(ir) => ir,
        Err(e) => return assert_located(FILE, &e.render(FILE, src)),
    };
    let _ = ir.verify();
    let mut printed = pdl_runtime::text::print_generic(&ir);
    for round in 0..=settle {
        let again = match read(&printed, FILE) {
            Ok(ir) => ir,
            Err(e) => panic!(
                "the print does not read back: {}\n--- print\n{printed}",
                e.render(FILE, &printed)
            ),
        };
        let reprinted = pdl_runtime::text::print_generic(&again);
        if round == settle {
            assert_eq!(printed, reprinted, "the print of the print differs");
        }
        printed = reprinted;
    }
}

/// Reads and checks patterns as every entry point does ([`compile::read_text`]), then sends
/// the program through every back end: printed as `pdl_interp`, compiled to bytecode
/// (natives resolved against MLIR's test pass) and to Rust. Every error is located.
fn read_lower_emit(src: &str, file: &str, syntax: compile::Syntax) {
    let checked = match compile::read_text(src, file, syntax) {
        Ok(c) => c,
        Err(e) => return assert_located(file, &e.message),
    };
    let program = match compile::lower(&checked.set, LowerOptions::default()) {
        Ok(p) => p,
        Err(d) => return assert_located(file, &pdl_codegen::compile::render_all(&d, file, src)),
    };
    let _ = pdl_codegen::compile::print_pdl_interp(&program, None);
    let natives = Natives::<Ir>::mlir_test_pass();
    let bytecode = compile::bytecode(&program, &checked.sources);
    if let Err(e) = compile::freeze(bytecode, &natives, &checked.sources, Some(&checked.set)) {
        assert_located(file, &e.message);
    }
    let _ = pdl_codegen::compile::emit_rust(&program, &RustOptions::default(), &|_| String::new());
}

/// PDL patterns (bare, in a module, or a case file's `module @patterns`): read, checked,
/// lowered and emitted ([`read_lower_emit`]).
pub fn pdl_patterns(data: &[u8]) {
    if let Some(src) = text(data) {
        read_lower_emit(src, "input.mlir", compile::Syntax::Pdl);
    }
}

/// PDLL patterns: parsed and turned into PDL, then as [`pdl_patterns`].
pub fn pdll_patterns(data: &[u8]) {
    if let Some(src) = text(data) {
        read_lower_emit(src, "input.pdll", compile::Syntax::Pdll);
    }
}

/// A lowered matcher (`pdl_interp.func @matcher` and `module @rewriters`): read and verified
/// (errors located), then compiled to bytecode, its branch tables computed, and emitted as
/// Rust. Whatever the verifier accepts, the back ends must take without panicking or looping.
pub fn pdl_interp_program(data: &[u8]) {
    let Some(src) = text(data) else { return };
    const FILE: &str = "input.mlir";
    let program = match pdl_codegen::compile::read_pdl_interp(src, FILE) {
        Ok(p) => p,
        Err(d) => return assert_located(FILE, &pdl_codegen::compile::render_all(&d, FILE, src)),
    };
    let _ = pdl_codegen::compile::explain(&program);
    let natives = Natives::<Ir>::mlir_test_pass();
    if let Err(e) = compile::program_to_vm(&program, FILE, src, &natives) {
        assert_located(FILE, &e.message);
    }
    let _ = pdl_codegen::compile::emit_rust(&program, &RustOptions::default(), &|_| String::new());
}

/// A transform script beside its payload, as `pdl-opt --transform-interpreter` runs it
/// (reading errors are located; the interpreter's diagnostics are MLIR's).
pub fn transform_script(data: &[u8]) {
    let Some(src) = text(data) else { return };
    const FILE: &str = "input.mlir";
    let file = match pdl_codegen::transform::read(src, FILE) {
        Ok(f) => f,
        Err(e) => return assert_located(FILE, &e),
    };
    let mut ir = file.ir;
    let registry = pdl_runtime::transform::Registry::<Ir>::new();
    let _ = pdl_codegen::transform::run_with(
        FILE,
        src,
        &mut ir,
        &file.script,
        &file.pdl,
        &registry,
        false,
        false,
    );
}

/// What `pdl-opt FILE` does with a case file (`module @patterns` beside `module @ir`, or
/// lowered patterns), through the same library code ([`apply`]): read (with the core
/// dialects the file loads registered, as `pdl-opt` reads), compile, apply greedily with
/// MLIR's default configuration (folding, dead-code erasure, constant deduplication, region
/// simplification), verify, print. Errors are located; a failed rewrite is rolled back: the
/// IR is then exactly as it was when that rewrite started (the listener prints it before
/// every rewrite attempt).
pub fn apply_case(data: &[u8]) {
    let Some(src) = text(data) else { return };
    const FILE: &str = "input.mlir";
    let natives = Natives::<Ir>::mlir_test_pass();
    let mut times = PhaseTimes::default();
    let prepared = match apply::prepare(FILE, src, &ApplyOptions::default(), &natives, &mut times) {
        Ok(p) => p,
        Err(e) => return assert_located(FILE, &e.message),
    };
    if prepared.work.is_none() {
        return;
    }
    let config = GreedyConfig {
        rewrite_budget: Some(1000),
        ..GreedyConfig::default()
    };
    let mut attempts = BeforeEachRewrite(None);
    let e = match prepared.apply(&config, &mut attempts, &mut times) {
        Ok(out) => return same_with_threads(FILE, src, &natives, &out),
        Err(e) => e,
    };
    let (Some(driver), Some(now)) = (&e.driver, &e.ir) else {
        // The result does not verify.
        return;
    };
    assert_located(FILE, &e.message);
    if let DriverError::Rewrite { .. } = &**driver {
        let before = attempts.0.expect("a failed rewrite was attempted");
        assert_eq!(
            &before, now,
            "a failed rewrite ({driver}) was not rolled back"
        );
    }
}

/// The parallel driver, on three threads, prints what the sequential one printed (`out`,
/// which took fewer rewrites than any default budget allows: the same run).
fn same_with_threads(file: &str, src: &str, natives: &Natives<Ir>, out: &str) {
    let options = ApplyOptions {
        threads: Some(Threads::Count(
            std::num::NonZeroUsize::new(3).expect("3 > 0"),
        )),
        ..ApplyOptions::default()
    };
    let mut times = PhaseTimes::default();
    let prepared = apply::prepare(file, src, &options, natives, &mut times)
        .expect("the input was read once already");
    let threaded = prepared.apply(&GreedyConfig::default(), &mut NoListener, &mut times);
    assert_eq!(
        threaded.as_deref().map_err(|e| e.message.as_str()),
        Ok(out),
        "three threads give another result"
    );
}

/// Prints the IR each time a rewrite is about to run (the last print is the IR a failed
/// rewrite must leave behind).
struct BeforeEachRewrite(Option<String>);

impl Listener<Ir> for BeforeEachRewrite {}

impl RewriteListener<Ir> for BeforeEachRewrite {
    fn match_attempt(&mut self, payload: &Ir, _: OpId, _: PatternRef<'_>) {
        self.0 = Some(pdl_runtime::text::print_generic(payload));
    }
}

/// The body of a `pdl!` invocation (`struct Name;` then PDLL or PDL) as Rust tokens: the
/// expansion never panics (the macro turns a panic into a `compile_error!` saying so, which
/// this target counts as a failure).
pub fn pdl_macro_tokens(data: &[u8]) {
    let Some(src) = text(data) else { return };
    let Ok(tokens) = src.parse::<proc_macro2::TokenStream>() else {
        return;
    };
    let out = pdl_codegen::inline::expand(tokens).to_string();
    assert!(
        !out.contains("the pattern compiler panicked"),
        "pdl! panicked on {src:?}"
    );
}

/// The first byte picks one of the random pattern sets of the native back end's tests; the
/// rest is a payload. The set, compiled natively at build time and loaded into the VM from
/// the same text, must match, rewrite, fail and verify alike.
pub fn native_vm_agree(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Some(src) = text(rest) else { return };
    let set = first as usize % pdl_native_tests::random_sets::NUM_SETS;
    // As the random test reads its payloads: the core dialects the text loads registered.
    let Ok(ir) = pdl_runtime::dialects::parse_loaded(src, "input.mlir") else {
        return;
    };
    if let Err(e) = pdl_native_tests::agree::check_pair(set, &ir) {
        panic!("set {set}: {e}");
    }
}

/// The repository's root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The files of `dir` (relative to the repository) whose names end with one of `exts`,
/// sorted.
fn files(dir: &str, exts: &[&str]) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(repo().join(dir)) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default();
            exts.iter().any(|x| name.ends_with(x))
        })
        .collect();
    out.sort();
    out
}

/// The seed inputs of target `name` (file name, bytes): the project's corpora, whose
/// goldens come from MLIR 22, read from the repository.
pub fn seeds(name: &str) -> Vec<(String, Vec<u8>)> {
    let read = |paths: Vec<PathBuf>| -> Vec<(String, Vec<u8>)> {
        paths
            .into_iter()
            .filter_map(|p| {
                let bytes = std::fs::read(&p).ok()?;
                let name = p.file_name()?.to_string_lossy().into_owned();
                Some((name, bytes))
            })
            .collect()
    };
    let corpus = "pdl-codegen/tests/corpus";
    match name {
        "ir_text" => read(
            [
                files("pdl-runtime/tests/corpus/text", &[".mlir"]),
                files("pdl-runtime/tests/corpus/text-errors", &[".mlir"]),
                // Registered operations (core dialects): properties and folded payloads.
                files("pdl-runtime/tests/corpus/props", &[".mlir"]),
                files(&format!("{corpus}/apply-registered"), &[".mlir"]),
                // The core dialects' custom syntax (declarative formats, hand-written).
                files("pdl-runtime/tests/corpus/custom", &[".mlir"]),
                files("pdl-runtime/tests/corpus/custom-hand", &[".mlir"]),
                files("pdl-runtime/tests/corpus/custom-hand-errors", &[".mlir"]),
            ]
            .concat(),
        ),
        "pdl" => read(
            [
                files(&format!("{corpus}/pdl"), &[".mlir"]),
                files(&format!("{corpus}/pdl-errors"), &[".mlir"]),
            ]
            .concat(),
        ),
        "pdll" => read(
            [
                files(&format!("{corpus}/pdll"), &[".pdll"]),
                files(&format!("{corpus}/pdll-errors"), &[".pdll"]),
            ]
            .concat(),
        ),
        "pdl_interp" => read(
            [
                files(&format!("{corpus}/pdl"), &[".interp.mlir"]),
                files(&format!("{corpus}/apply-lowered"), &[".mlir"]),
            ]
            .concat(),
        )
        .into_iter()
        .filter(|(n, _)| !n.ends_with(".expected.mlir"))
        .collect(),
        "transform" => read(files(&format!("{corpus}/transform"), &[".mlir"])),
        "apply" => read(
            [
                files(&format!("{corpus}/apply"), &[".mlir"]),
                files(&format!("{corpus}/apply-errors"), &[".mlir"]),
                files(&format!("{corpus}/apply-lowered"), &[".mlir"]),
                // Payloads of registered operations: folding, dead code, constants,
                // region simplification decide the output.
                files(&format!("{corpus}/apply-registered"), &[".mlir"]),
                files(&format!("{corpus}/pdl-bytecode"), &[".mlir"]),
            ]
            .concat(),
        )
        .into_iter()
        .filter(|(n, _)| !n.ends_with(".expected.mlir"))
        .collect(),
        "tokens" => read(files(&format!("{corpus}/pdll"), &[".pdll"]))
            .into_iter()
            .map(|(n, b)| (n, [b"pub struct Patterns;\n".as_slice(), &b].concat()))
            .collect(),
        "agree" => (0..pdl_native_tests::random_sets::NUM_SETS)
            .map(|set| {
                let mut bytes = vec![set as u8];
                bytes.extend(pdl_native_tests::agree::seed_payload(set).into_bytes());
                (format!("set_{set}.mlir"), bytes)
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The findings kept for target `name` (file name, bytes): `fuzz/regressions/NAME/*`.
pub fn regressions(name: &str) -> Vec<(String, Vec<u8>)> {
    let dir = format!("fuzz/regressions/{name}");
    files(&dir, &[""])
        .into_iter()
        .filter_map(|p| {
            let bytes = std::fs::read(&p).ok()?;
            Some((p.file_name()?.to_string_lossy().into_owned(), bytes))
        })
        .collect()
}
