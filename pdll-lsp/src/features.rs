//! The answers to requests on a document: hover, definition, completion, symbols.

use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, DocumentSymbol, Hover, HoverContents,
    Location, MarkupContent, MarkupKind, Position, Range, SymbolKind as LspKind, TextEdit,
};
use pdl_codegen::pdll_index::{Symbol, SymbolKind, Target, VarRole};

use crate::document::{file_uri, span_range, Document};
use crate::ops::OpCatalog;

/// PDLL's keywords, as completion offers them.
pub const KEYWORDS: &[&str] = &[
    "Pattern",
    "Constraint",
    "Rewrite",
    "let",
    "replace",
    "with",
    "erase",
    "rewrite",
    "return",
    "not",
    "op",
    "attr",
    "type",
    "benefit",
    "recursion",
];

/// The core constraints (types) of PDLL.
pub const CORE_TYPES: &[&str] = &["Attr", "Op", "Type", "TypeRange", "Value", "ValueRange"];

fn markdown(value: String) -> HoverContents {
    HoverContents::Markup(MarkupContent {
        kind: MarkupKind::Markdown,
        value,
    })
}

/// The hover text of a declaration.
fn symbol_markdown(doc: &Document, i: usize) -> String {
    let symbols = &doc.current.analysis.index.symbols;
    let s = &symbols[i];
    let code = match s.kind {
        SymbolKind::Variable(_) => format!("{}: {}", s.name, s.detail),
        _ => s.detail.clone(),
    };
    let mut md = format!("```pdll\n{code}\n```\n");
    let what = match s.kind {
        SymbolKind::Pattern { benefit, recursion } => {
            let mut w = format!("pattern, benefit {}", benefit.unwrap_or(0));
            if recursion {
                w.push_str(", recursive");
            }
            w
        }
        SymbolKind::Constraint { native: true } => "native constraint".into(),
        SymbolKind::Constraint { native: false } => "constraint (PDLL body)".into(),
        SymbolKind::Rewrite { native: true } => "native rewrite".into(),
        SymbolKind::Rewrite { native: false } => "rewrite (PDLL body)".into(),
        SymbolKind::Variable(role) => {
            let role = match role {
                VarRole::Argument => "argument",
                VarRole::Result => "result",
                VarRole::Let => "variable",
                VarRole::Inline => "variable (declared inline)",
            };
            match s.parent.and_then(|p| symbols.get(p)) {
                Some(p) if !p.name.is_empty() => format!("{role} of `{}`", p.name),
                _ => role.to_string(),
            }
        }
    };
    md.push_str(&format!("*{what}*"));
    if s.span.file != 0 {
        let (name, _) = doc.current.analysis.sources.file(s.span.file);
        md.push_str(&format!(" — declared in `{name}`"));
    }
    md
}

/// `textDocument/hover`.
pub fn hover(doc: &Document, ops: &OpCatalog, pos: Position) -> Option<Hover> {
    let snap = &doc.current;
    let offset = snap.lines.offset(&snap.text, pos);
    let index = &snap.analysis.index;
    if let Some(inc) = index.include_at(offset) {
        let md = match &inc.resolved {
            Some(p) => format!("`#include \"{}\"`\n\n{}", inc.name, p.display()),
            None => format!("`#include \"{}\"`: file not found", inc.name),
        };
        return Some(Hover {
            contents: markdown(md),
            range: Some(span_range(&snap.lines, &snap.text, inc.span)),
        });
    }
    let (span, target) = index.name_at(0, offset)?;
    let md = match target {
        Target::Symbol(i) => symbol_markdown(doc, i),
        Target::Op(name) => match (index.ops.iter().find(|o| o.name == name), ops.get(&name)) {
            (Some(decl), _) => decl.markdown(),
            (None, Some(info)) => info.markdown.clone(),
            (None, None) => format!("```mlir\n{name}\n```\n*operation without a known definition*"),
        },
    };
    Some(Hover {
        contents: markdown(md),
        range: Some(span_range(&snap.lines, &snap.text, span)),
    })
}

/// `textDocument/definition`.
pub fn definition(doc: &Document, pos: Position) -> Option<Location> {
    let snap = &doc.current;
    let offset = snap.lines.offset(&snap.text, pos);
    let index = &snap.analysis.index;
    if let Some(inc) = index.include_at(offset) {
        let uri = file_uri(inc.resolved.as_ref()?)?;
        return Some(Location::new(uri, Range::default()));
    }
    match index.target_at(0, offset)? {
        Target::Symbol(i) => doc.location(index.symbols[i].span),
        // An operation: where an include defines it, when known.
        Target::Op(name) => {
            let decl = index.ops.iter().find(|o| o.name == name)?;
            doc.location(decl.span?)
        }
    }
}

/// The start of the operation name being typed at `offset` (after `op<` or `Op<`), if any.
fn op_name_start(text: &str, offset: usize) -> Option<usize> {
    let before = text.get(..offset)?;
    let word = before
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let rest = before[..word].trim_end();
    let rest = rest.strip_suffix('<')?.trim_end();
    (rest.ends_with("op") || rest.ends_with("Op")).then_some(word)
}

fn item(label: &str, kind: CompletionItemKind, detail: Option<String>) -> CompletionItem {
    CompletionItem {
        label: label.to_string(),
        kind: Some(kind),
        detail,
        ..CompletionItem::default()
    }
}

/// `textDocument/completion`: operation names after `op<`; an operation's results after
/// `root.` ([`crate::members`]); else keywords, core types, the constraints and rewrites in
/// scope and the variables declared before the cursor.
pub fn completion(doc: &Document, ops: &OpCatalog, pos: Position) -> Vec<CompletionItem> {
    let cur = &doc.current;
    let offset = cur.lines.offset(&cur.text, pos);
    if let Some(start) = op_name_start(&cur.text, offset) {
        let range = cur.lines.range(&cur.text, start, offset);
        // The operations the document's includes define, then the others known.
        let declared = &doc.names().analysis.index.ops;
        let known = ops
            .iter()
            .filter(|op| !declared.iter().any(|d| d.name == op.name))
            .map(|op| (&op.name, &op.summary));
        return declared
            .iter()
            .map(|d| (&d.name, &d.summary))
            .chain(known)
            .map(|(name, summary)| CompletionItem {
                text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(range, name.clone()))),
                ..item(name, CompletionItemKind::CLASS, Some(summary.clone()))
            })
            .collect();
    }
    if let Some(items) = crate::members::member_completion(doc, offset) {
        return items;
    }
    let mut items: Vec<CompletionItem> = KEYWORDS
        .iter()
        .map(|k| item(k, CompletionItemKind::KEYWORD, None))
        .chain(
            CORE_TYPES
                .iter()
                .map(|t| item(t, CompletionItemKind::TYPE_PARAMETER, None)),
        )
        .collect();
    let names = doc.names();
    for s in names.analysis.index.visible_at(0, offset) {
        let kind = match s.kind {
            SymbolKind::Variable(_) => CompletionItemKind::VARIABLE,
            _ => CompletionItemKind::FUNCTION,
        };
        if !items.iter().any(|i| i.label == s.name) {
            items.push(item(&s.name, kind, Some(s.detail.clone())));
        }
    }
    items
}

fn lsp_kind(s: &Symbol) -> LspKind {
    match s.kind {
        SymbolKind::Pattern { .. } => LspKind::CLASS,
        SymbolKind::Constraint { .. } | SymbolKind::Rewrite { .. } => LspKind::FUNCTION,
        SymbolKind::Variable(_) => LspKind::VARIABLE,
    }
}

/// `textDocument/documentSymbol`: the patterns, constraints and rewrites of the document,
/// each with its variables (from the last text that parsed, while the current one does not).
pub fn document_symbols(doc: &Document) -> Vec<DocumentSymbol> {
    let snap = doc.names();
    let symbols = &snap.analysis.index.symbols;
    let make = |i: usize, children: Option<Vec<DocumentSymbol>>| {
        let s = &symbols[i];
        let selection = span_range(&snap.lines, &snap.text, s.span);
        let mut range = span_range(&snap.lines, &snap.text, s.extent);
        range.start = range.start.min(selection.start);
        range.end = range.end.max(selection.end);
        let name = if s.name.is_empty() {
            "Pattern".to_string()
        } else {
            s.name.clone()
        };
        #[allow(deprecated)]
        DocumentSymbol {
            name,
            detail: Some(s.detail.clone()),
            kind: lsp_kind(s),
            tags: None,
            deprecated: None,
            range,
            selection_range: selection,
            children,
        }
    };
    snap.analysis
        .index
        .outline(0)
        .into_iter()
        .map(|(i, vars)| make(i, Some(vars.into_iter().map(|v| make(v, None)).collect())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::op_name_start;

    #[test]
    fn op_names_are_completed_after_op_angle() {
        let t = "let x = op<arith.ad";
        assert_eq!(op_name_start(t, t.len()), Some(t.find("arith").unwrap()));
        let t = "let x: Op< ";
        assert_eq!(op_name_start(t, t.len()), Some(t.len()));
        assert_eq!(op_name_start("let x = foo<a", 13), None);
        assert_eq!(op_name_start("let x = ar", 10), None);
        assert_eq!(op_name_start("// é", 5), None);
        assert_eq!(op_name_start("op<é", 5), None);
    }
}
