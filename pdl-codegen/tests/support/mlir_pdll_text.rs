//! Comparing PDL text with `mlir-pdll -x=mlir`'s output.

/// `mlir-pdll -x=mlir` output (or ours) without its locations and blank lines.
pub fn without_locations(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("#loc") || line.trim().is_empty() {
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
