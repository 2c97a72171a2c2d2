//! Custom-form payloads of the core dialects (`tests/corpus/custom/`): each `X.mlir` is read
//! with the core dialects loaded and printed in custom form (`X.custom.golden.mlir`) and in
//! generic form (`X.generic.golden.mlir`), both printed by `mlir-opt-22
//! --allow-unregistered-dialect [--mlir-print-op-generic] X.mlir`; the custom golden reads
//! back to the same IR.

use std::path::{Path, PathBuf};

use pdl_runtime::dialects::parse_loaded;
use pdl_runtime::text::{print, print_generic};

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/custom");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(".mlir") && !n.ends_with(".golden.mlir")
        })
        .collect();
    files.sort();
    files
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

/// The first line where `a` and `b` differ, for messages.
fn first_diff(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  ours: {x}\n  mlir: {y}", i + 1);
        }
    }
    format!(
        "lengths differ: {} vs {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn custom_payloads_print_as_mlir_opt() {
    let files = inputs();
    assert!(
        files.len() >= 5,
        "only {} custom-form payloads",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let name = f
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let stem = name.trim_end_matches(".mlir");
        let custom = read(&f.with_file_name(format!("{stem}.custom.golden.mlir")));
        let generic = read(&f.with_file_name(format!("{stem}.generic.golden.mlir")));
        let src = read(f);
        let ir = match parse_loaded(&src, &name) {
            Ok(ir) => ir,
            Err(e) => {
                failures.push(e.render(&name, &src));
                continue;
            }
        };
        let out = print(&ir);
        if out != custom {
            failures.push(format!(
                "{name}: custom form\n{}",
                first_diff(&out, &custom)
            ));
        }
        let out = print_generic(&ir);
        if out != generic {
            failures.push(format!(
                "{name}: generic form\n{}",
                first_diff(&out, &generic)
            ));
        }
        match parse_loaded(&custom, &name) {
            Ok(again) => {
                if print(&again) != custom {
                    failures.push(format!("{name}: the custom golden does not print back"));
                }
            }
            Err(e) => failures.push(format!("{name} (golden): {}", e.render(&name, &custom))),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every prefix of the custom-form payloads, and each with one token's worth of text
/// removed, is read without panicking (an error or an IR, never a crash).
#[test]
fn cut_custom_payloads_do_not_panic() {
    for f in inputs() {
        let src = read(&f);
        for k in (0..src.len()).step_by(3) {
            if !src.is_char_boundary(k) {
                continue;
            }
            let _ = parse_loaded(&src[..k], "cut.mlir").map(|ir| print(&ir));
            let end = (k + 4).min(src.len());
            if src.is_char_boundary(end) {
                let holed = format!("{}{}", &src[..k], &src[end..]);
                let _ = parse_loaded(&holed, "hole.mlir").map(|ir| print(&ir));
            }
        }
    }
}
