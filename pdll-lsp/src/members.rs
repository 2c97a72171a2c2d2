//! Completion of a member access, `root.` (as `mlir-pdll-lsp-server` offers it): for a
//! variable of type `Op<name>` whose operation an included `.td` file defines, its results,
//! by index and by name (`0 (field #0)`, `sum (field #0)`), with their kinds.

use lsp_types::{CompletionItem, CompletionItemKind, Documentation, MarkupContent, MarkupKind};
use pdl_codegen::pdll_index::{OpDecl, SymbolKind};

use crate::document::Document;

/// The variable whose member is being typed at byte `offset` of `text` (`root.` or
/// `root.su`), if any.
pub fn member_base(text: &str, offset: usize) -> Option<&str> {
    let before = text.get(..offset)?;
    let word = before
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let base = before[..word].strip_suffix('.')?;
    let start = base
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let var = &base[start..];
    let first = var.chars().next()?;
    (!first.is_ascii_digit()).then_some(var)
}

/// The completion items of a member access at byte `offset` of the document's text: `None`
/// when the text there is not one; no items when the variable's type has no members known
/// (not an operation, or one without an ODS definition).
pub fn member_completion(doc: &Document, offset: usize) -> Option<Vec<CompletionItem>> {
    let var = member_base(&doc.current.text, offset)?;
    let names = doc.names();
    let index = &names.analysis.index;
    let ty = index
        .visible_at(0, offset)
        .into_iter()
        .rev()
        .find(|s| matches!(s.kind, SymbolKind::Variable(_)) && s.name == var)
        .map(|s| s.detail.clone());
    let op = ty
        .as_deref()
        .and_then(|t| t.strip_prefix("Op<")?.strip_suffix('>'))
        .and_then(|name| index.ops.iter().find(|o| o.name == name));
    Some(op.map(result_items).unwrap_or_default())
}

/// The results of `op` as completion items: each by index, and by name if it has one.
fn result_items(op: &OpDecl) -> Vec<CompletionItem> {
    let mut items = Vec::new();
    for (i, (name, constraint)) in op.results.iter().enumerate() {
        // The index writes a result's arity around its constraint, as ODS does.
        let kind = if constraint.starts_with("Variadic<") {
            "ValueRange"
        } else if constraint.starts_with("Optional<") {
            "Value?"
        } else {
            "Value"
        };
        let index = i.to_string();
        let item = CompletionItem {
            label: format!("{i} (field #{i})"),
            kind: Some(CompletionItemKind::FIELD),
            detail: Some(format!("{i}: {kind}")),
            documentation: Some(Documentation::MarkupContent(MarkupContent {
                kind: MarkupKind::Markdown,
                value: format!("`{constraint}`"),
            })),
            insert_text: Some(index.clone()),
            filter_text: Some(index.clone()),
            sort_text: Some(index),
            ..CompletionItem::default()
        };
        if !name.is_empty() {
            let label = format!("{name} (field #{i})");
            items.push(item.clone());
            items.push(CompletionItem {
                filter_text: Some(label.clone()),
                label,
                insert_text: Some(name.clone()),
                ..item
            });
        } else {
            items.push(item);
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::member_base;

    #[test]
    fn a_member_access_is_found_before_the_cursor() {
        let t = "  let x = root.";
        assert_eq!(member_base(t, t.len()), Some("root"));
        let t = "  let x = root.su";
        assert_eq!(member_base(t, t.len()), Some("root"));
        assert_eq!(member_base("let x = 1.", 10), None);
        assert_eq!(member_base("let x = root", 12), None);
        assert_eq!(member_base(".", 1), None);
        assert_eq!(member_base("é.", 3), None);
    }
}
