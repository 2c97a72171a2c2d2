//! A short diff for golden-file tests, shared by `apply_corpus.rs` and the native corpus
//! test (`native_backend/tests/corpus.rs`), which include this file with `#[path]`.

/// The first differing line of `expected` and `actual`, with `context` lines around it on
/// each side, every line indented by `indent` spaces.
pub fn first_difference(expected: &str, actual: &str, context: usize, indent: usize) -> String {
    let pad = " ".repeat(indent);
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut out = format!(
        "{pad}first difference at line {} (expected {} lines, got {}):\n",
        first + 1,
        e.len(),
        a.len()
    );
    let start = first.saturating_sub(context);
    for line in e.iter().take(first).skip(start) {
        out.push_str(&format!("{pad}   {line}\n"));
    }
    for line in e.iter().skip(first).take(context) {
        out.push_str(&format!("{pad}  -{line}\n"));
    }
    for line in a.iter().skip(first).take(context) {
        out.push_str(&format!("{pad}  +{line}\n"));
    }
    if e.len() == a.len() && expected.ends_with('\n') != actual.ends_with('\n') {
        out.push_str(&format!(
            "{pad}  (the outputs differ in the final newline)\n"
        ));
    }
    out
}
