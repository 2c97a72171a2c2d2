//! MLIR's own PDLL test suite (`tests/mlir-pdll`, from `mlir/test/mlir-pdll`) against
//! `mlir-pdll-22 -x=mlir`, chunk by chunk (cut at `// -----` as `-split-input-file` cuts):
//! - a chunk mlir-pdll accepts gives, through our PDLL front end and PDL printer (what
//!   `pdl-opt --pdll-to-pdl` prints), the text mlir-pdll prints, locations aside (our
//!   printer prints none);
//! - a chunk mlir-pdll rejects is rejected, its first error on MLIR's line with MLIR's
//!   message.
//!
//! The goldens are `tests/mlir-pdll/goldens/FILE/NN.{mlir,err,crash}`, made by
//! `tests/mlir-pdll/regen.sh` with MLIR's tools. Chunks that still differ are listed in
//! [`KNOWN_FAILING`] (with the reason) or, when they need ODS `.td` includes and the
//! cargo feature `ods` is off, in `tests/mlir-pdll/ods-chunks.txt`; a listed chunk that agrees fails the test too, so that
//! the lists only shrink and stay true.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use pdl_codegen::compile::{self, Syntax};
use pdl_codegen::split::{split_input, DEFAULT_MARKER};

/// Chunks known to differ from mlir-pdll (`FILE#NN`, NN from 1), with the reason.
const KNOWN_FAILING: &[(&str, &str)] = &[];

/// `tests/mlir-pdll`.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir-pdll")
}

/// The suite's `.pdll` files (relative paths), sorted.
fn suite_files() -> Vec<String> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("suite dir") {
            let path = entry.expect("entry").path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let rel = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            if path.is_dir() {
                if name != "goldens" && name != "include" {
                    walk(&path, &rel, out);
                }
            } else if name.ends_with(".pdll") {
                out.push(rel);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root(), "", &mut out);
    out.sort();
    out
}

/// What mlir-pdll did with a chunk.
enum Golden {
    /// Accepted: the PDL it printed.
    Accepted(String),
    /// Rejected: its diagnostics.
    Rejected(String),
    /// It crashed.
    Crashed,
}

/// The goldens of `file`, by chunk number.
fn goldens(file: &str) -> BTreeMap<usize, Golden> {
    let dir = root().join("goldens").join(file);
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("entry").path();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let n: usize = stem.parse().expect("chunk number");
        let text = std::fs::read_to_string(&path).expect("golden");
        let golden = match path.extension().and_then(|e| e.to_str()) {
            Some("mlir") => Golden::Accepted(text),
            Some("err") => Golden::Rejected(text),
            _ => Golden::Crashed,
        };
        out.insert(n, golden);
    }
    out
}

/// PDL text without MLIR's locations (` loc(...)` suffixes and `#loc` lines).
fn strip_locations(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("#loc") {
            continue;
        }
        let line = match line.rfind(" loc(") {
            Some(at) if line.ends_with(')') => &line[..at],
            _ => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The first error of rendered diagnostics: (line, column, message).
fn first_error(diags: &str) -> Option<(usize, usize, String)> {
    diags.lines().find_map(|l| {
        let (head, message) = l.split_once(": error: ")?;
        // MLIR's verifier reports at a location: `loc("file":line:col)`.
        let head = head
            .strip_prefix("loc(")
            .and_then(|h| h.strip_suffix(')'))
            .unwrap_or(head);
        let mut parts = head.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line = parts.next()?.parse().ok()?;
        Some((line, col, message.to_string()))
    })
}

/// How a chunk compared.
#[derive(Debug, PartialEq)]
enum Outcome {
    /// As mlir-pdll.
    Agrees,
    /// Accepted by both, with other text.
    OtherText(String),
    /// mlir-pdll accepts, we reject.
    WeReject(String),
    /// mlir-pdll rejects, we accept.
    WeAccept,
    /// Rejected by both, on another line (ours, MLIR's).
    OtherLine(String, String),
    /// Rejected by both on MLIR's line, with another message (ours, MLIR's).
    OtherMessage(String, String),
}

/// Our front end on one chunk (`padded`: the chunk at its lines and columns) of `file`.
fn run_ours(file: &str, n: usize, padded: &str) -> Result<String, String> {
    let tmp = std::env::temp_dir().join(format!("pdl-mlir-pdll-suite-{}", std::process::id()));
    let dir = tmp.join(format!("{}-{n}", file.replace('/', "_")));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let name = Path::new(file).file_name().unwrap();
    let path = dir.join(name);
    std::fs::write(&path, padded).expect("chunk");
    let beside = root().join(file).parent().unwrap().to_path_buf();
    let includes = [beside, PathBuf::from("/usr/lib/llvm-22/include")];
    let result = compile::read_file(&path, Syntax::Pdll, &includes, &mut Vec::new());
    let _ = std::fs::remove_dir_all(&dir);
    result
        .map(|c| compile::print_pdl_named(&c.set, c.module_name.as_deref()))
        .map_err(|e| e.message)
}

/// Compares one chunk.
fn compare(ours: Result<String, String>, golden: &Golden) -> Outcome {
    match (golden, ours) {
        (Golden::Accepted(want), Ok(got)) => {
            let want = strip_locations(want);
            let got = format!("{}\n", got.trim_end());
            if want == got {
                Outcome::Agrees
            } else {
                Outcome::OtherText(format!("--- mlir-pdll\n{want}--- ours\n{got}"))
            }
        }
        (Golden::Accepted(_), Err(e)) => Outcome::WeReject(e),
        (Golden::Rejected(_), Ok(_)) => Outcome::WeAccept,
        (Golden::Rejected(want), Err(got)) => {
            let w = first_error(want);
            let g = first_error(&got);
            let show = |e: &Option<(usize, usize, String)>| match e {
                Some((l, c, m)) => format!("{l}:{c}: {m}"),
                None => "no error line".to_string(),
            };
            match (&w, &g) {
                (Some((wl, _, wm)), Some((gl, _, gm))) if wl == gl => {
                    if wm == gm {
                        Outcome::Agrees
                    } else {
                        Outcome::OtherMessage(show(&g), show(&w))
                    }
                }
                _ => Outcome::OtherLine(show(&g), show(&w)),
            }
        }
        (Golden::Crashed, _) => Outcome::Agrees,
    }
}

/// The chunks listed as needing ODS `.td` includes: they differ in a build without the
/// cargo feature `ods` (an `#include` of a `.td` file is then an error), and agree with it
/// (`.ci/run` runs this test with the feature).
fn ods_chunks() -> Vec<String> {
    if cfg!(feature = "ods") {
        return Vec::new();
    }
    std::fs::read_to_string(root().join("ods-chunks.txt"))
        .expect("ods-chunks.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

#[test]
fn mlir_pdll_suite_agrees_with_mlir_pdll_22() {
    let known: BTreeMap<&str, &str> = KNOWN_FAILING.iter().copied().collect();
    let ods = ods_chunks();
    let mut problems = Vec::new();
    // (accepted total, identical), (rejected total, on line, with message).
    let (mut acc, mut acc_ok) = (0, 0);
    let (mut rej, mut rej_line, mut rej_msg, mut rej_col) = (0, 0, 0, 0);
    for file in suite_files() {
        let src = std::fs::read_to_string(root().join(&file)).expect("suite file");
        let split = split_input(&src, DEFAULT_MARKER);
        let goldens = goldens(&file);
        assert_eq!(
            split.chunks.len(),
            goldens.len(),
            "{file}: chunks and goldens differ in number (run regen.sh)"
        );
        for (i, chunk) in split.chunks.iter().enumerate() {
            let n = i + 1;
            let id = format!("{file}#{n}");
            let golden = &goldens[&n];
            if matches!(golden, Golden::Crashed) {
                continue;
            }
            let ours = run_ours(&file, n, &chunk.padded(&src));
            if let (Golden::Rejected(want), Err(got)) = (golden, &ours) {
                let (w, g) = (first_error(want), first_error(got));
                let at = |e: &Option<(usize, usize, String)>| e.as_ref().map(|e| (e.0, e.1));
                rej_col += usize::from(w.is_some() && at(&w) == at(&g));
            }
            let outcome = compare(ours, golden);
            match (golden, &outcome) {
                (Golden::Accepted(_), o) => {
                    acc += 1;
                    acc_ok += usize::from(*o == Outcome::Agrees);
                }
                (_, o) => {
                    rej += 1;
                    let on_line = matches!(o, Outcome::Agrees | Outcome::OtherMessage(..));
                    rej_line += usize::from(on_line);
                    rej_msg += usize::from(*o == Outcome::Agrees);
                }
            }
            let listed = known.contains_key(id.as_str()) || ods.contains(&id);
            match (outcome == Outcome::Agrees, listed) {
                (true, true) => problems.push(format!("{id}: listed as failing, but agrees")),
                (false, false) => problems.push(format!("{id}: {outcome:?}")),
                _ => {}
            }
        }
    }
    eprintln!(
        "mlir-pdll suite: accepted chunks identical {acc_ok}/{acc}; rejected chunks rejected \
         on MLIR's line {rej_line}/{rej}, with MLIR's message {rej_msg}/{rej}, at MLIR's \
         line and column {rej_col}/{rej}"
    );
    assert!(
        problems.is_empty(),
        "{} chunk(s) differ from the lists:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
