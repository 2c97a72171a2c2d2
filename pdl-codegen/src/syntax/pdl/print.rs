//! The PDL printer: a pattern set back to MLIR's `pdl` custom syntax, as MLIR 22's printer
//! writes it (`mlir-opt-22`, `mlir-pdll-22 -x=mlir` without the locations): `pdl` elided
//! inside patterns (their default dialect), values numbered from `%0` in each pattern, a
//! statement with several results named `%N:k` and its results used as `%N#i`, and the
//! spacing of MLIR's generated printers (`with(`, the space before each custom directive).
//!
//! Two additions, where MLIR's own print does not read back: a `pdl.operation` with
//! discardable attributes but neither attribute values nor result types is printed in
//! generic form (the custom form would read its attribute dictionary as the attribute
//! values); and MLIR reads `pdl.replace %a with (%v : !pdl.value)` followed by a statement
//! whose first token is a value name as a replacement by that value (its format's optional
//! `$replOperation`), so such a `replace` gets an empty attribute dictionary `{}`, which MLIR
//! reads as nothing, to end it (`mlir-pdll` avoids this only by the `loc(...)` it prints
//! after every operation).

use rustc_hash::FxHashMap;
use std::fmt::Write as _;

use crate::model::{Kind, Pattern, PatternSet, RewriteAction, Stmt, StmtKind, ValueId};

/// Prints a pattern set as MLIR's `pdl` dialect custom syntax, inside an unnamed `module`,
/// as `mlir-pdll -x=mlir` prints it (without its locations).
pub fn print_pdl(set: &PatternSet) -> String {
    let mut out = print_module(set, None);
    out.push('\n');
    out
}

/// Prints a pattern set as `mlir-opt` prints a pattern file back: inside `module @NAME`
/// when `module_name` is given (else an unnamed `module`), followed by an empty line.
pub fn print_pdl_named(set: &PatternSet, module_name: Option<&str>) -> String {
    let mut out = print_module(set, module_name);
    out.push_str("\n\n");
    out
}

/// The module holding the patterns, up to its closing brace.
fn print_module(set: &PatternSet, module_name: Option<&str>) -> String {
    let mut out = match module_name {
        Some(n) => format!("module @{} {{\n", symbol(n)),
        None => String::from("module {\n"),
    };
    for p in &set.patterns {
        Printer::new(p).pattern(&mut out);
    }
    out.push('}');
    out
}

/// A symbol name as MLIR prints it: bare when it is an identifier, quoted otherwise.
fn symbol(n: &str) -> String {
    if n.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
        && n.chars()
            .next()
            .is_some_and(|c| !c.is_ascii_digit() && c != '.' && c != '$')
    {
        n.to_string()
    } else {
        quote(n)
    }
}

fn quote(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.bytes() {
        match c {
            b'"' => o.push_str("\\22"),
            b'\\' => o.push_str("\\\\"),
            0x20..=0x7E => o.push(c as char),
            _ => {
                let _ = write!(o, "\\{c:02X}");
            }
        }
    }
    o.push('"');
    o
}

/// One pattern's printer: the names of its values.
struct Printer<'p> {
    p: &'p Pattern,
    names: FxHashMap<ValueId, String>,
}

impl<'p> Printer<'p> {
    /// Names the values of `p` in printing order, as MLIR numbers them.
    fn new(p: &'p Pattern) -> Self {
        let mut names = FxHashMap::default();
        let mut next = 0usize;
        let body: &[Stmt] = match &p.rewrite.action {
            RewriteAction::Body(b) => b,
            RewriteAction::External { .. } => &[],
        };
        for s in p.matcher.iter().chain(body) {
            match s.results.as_slice() {
                [] => continue,
                [r] => {
                    names.insert(*r, format!("%{next}"));
                }
                rs => {
                    for (i, r) in rs.iter().enumerate() {
                        names.insert(*r, format!("%{next}#{i}"));
                    }
                }
            }
            next += 1;
        }
        Printer { p, names }
    }

    fn name(&self, v: ValueId) -> String {
        self.names
            .get(&v)
            .cloned()
            .unwrap_or_else(|| format!("%v{}", v.0))
    }

    /// `(%a, %b : kinds)`, nothing when `vals` is empty.
    fn typed_list(&self, vals: &[ValueId], out: &mut String) {
        if vals.is_empty() {
            return;
        }
        let names: Vec<String> = vals.iter().map(|&v| self.name(v)).collect();
        let kinds: Vec<&str> = vals.iter().map(|&v| self.p.kind(v).mlir()).collect();
        let _ = write!(out, "({} : {})", names.join(", "), kinds.join(", "));
    }

    fn pattern(&self, out: &mut String) {
        let p = self.p;
        out.push_str("  pdl.pattern ");
        if let Some(n) = &p.name {
            let _ = write!(out, "@{} ", symbol(n));
        }
        let _ = write!(out, ": benefit({})", p.benefit);
        attributes_dict(&p.attrs, out);
        out.push_str(" {\n");
        self.stmts(&p.matcher, 4, out);
        out.push_str("    rewrite");
        let roots: Vec<String> = p.rewrite.roots.iter().map(|&r| self.name(r)).collect();
        if !roots.is_empty() {
            let _ = write!(out, " {}", roots.join(", "));
        }
        match &p.rewrite.action {
            RewriteAction::External { name, args } => {
                let _ = write!(out, " with {}", quote(name));
                self.typed_list(args, out);
            }
            RewriteAction::Body(body) => {
                out.push_str(" {\n");
                self.stmts(body, 6, out);
                out.push_str("    }");
            }
        }
        attributes_dict(&p.rewrite.attrs, out);
        out.push('\n');
        out.push_str("  }\n");
    }

    /// A sequence of statements; see the module docs for the `{}` after a `replace`.
    fn stmts(&self, stmts: &[Stmt], indent: usize, out: &mut String) {
        for (i, s) in stmts.iter().enumerate() {
            out.push_str(&" ".repeat(indent));
            self.stmt(s, out);
            let ends_with_values = matches!(
                &s.op,
                StmtKind::Replace { with_op: None, with_values, .. } if !with_values.is_empty()
            );
            if ends_with_values
                && s.attrs.is_empty()
                && stmts.get(i + 1).is_some_and(|n| !n.results.is_empty())
            {
                out.push_str(" {}");
            }
            out.push('\n');
        }
    }

    /// `pdl.operation` in generic form: an operation with discardable attributes only.
    fn generic_operation(
        &self,
        s: &Stmt,
        name: Option<&str>,
        operands: &[ValueId],
        out: &mut String,
    ) {
        let p = self.p;
        // MLIR's custom form would read this attribute dictionary as the operation's
        // attribute list: the generic form says it unambiguously.
        out.truncate(out.len() - "operation".len());
        let names: Vec<String> = operands.iter().map(|&v| self.name(v)).collect();
        let kinds: Vec<&str> = operands.iter().map(|&v| p.kind(v).mlir()).collect();
        let op_name = name
            .map(|n| format!(", opName = {}", quote(n)))
            .unwrap_or_default();
        let entries: Vec<&str> = s.attrs.iter().map(|a| a.1.as_str()).collect();
        let _ = write!(
            out,
            "\"pdl.operation\"({}) <{{attributeValueNames = []{op_name}, operandSegmentSizes = array<i32: {}, 0, 0>}}> {{{}}} : ({}) -> !pdl.operation",
            names.join(", "),
            operands.len(),
            entries.join(", "),
            kinds.join(", ")
        );
    }

    /// `pdl.operation` in custom form.
    fn custom_operation(
        &self,
        name: Option<&str>,
        operands: &[ValueId],
        attributes: &[(String, ValueId)],
        types: &[ValueId],
        out: &mut String,
    ) {
        if let Some(n) = name {
            let _ = write!(out, " {}", quote(n));
        }
        self.typed_list(operands, out);
        // The attribute list is a custom directive: a space before it, and its own
        // ` {...}` when there are attributes.
        out.push(' ');
        if !attributes.is_empty() {
            let a: Vec<String> = attributes
                .iter()
                .map(|(k, v)| format!("{} = {}", quote(k), self.name(*v)))
                .collect();
            let _ = write!(out, " {{{}}}", a.join(", "));
        }
        if !types.is_empty() {
            out.push_str(" -> ");
            self.typed_list(types, out);
        }
    }

    fn stmt(&self, s: &Stmt, out: &mut String) {
        let p = self.p;
        match s.results.as_slice() {
            [] => {}
            [r] => {
                let _ = write!(out, "{} = ", self.name(*r));
            }
            rs => {
                let n = self.name(rs[0]);
                let base = n.split('#').next().unwrap_or(&n);
                let _ = write!(out, "{base}:{} = ", rs.len());
            }
        }
        out.push_str(&s.op.mlir_name()[4..]);
        match &s.op {
            StmtKind::Operand { ty } | StmtKind::Operands { ty } => {
                if let Some(t) = ty {
                    let _ = write!(out, " : {}", self.name(*t));
                }
            }
            StmtKind::Type { constant } => {
                attr_dict(&s.attrs, out);
                if let Some(c) = constant {
                    let _ = write!(out, " : {c}");
                }
                return;
            }
            StmtKind::Types { constant } => {
                attr_dict(&s.attrs, out);
                if let Some(c) = constant {
                    let _ = write!(out, " : [{}]", c.join(", "));
                }
                return;
            }
            StmtKind::Attribute { ty, value } => {
                if let Some(t) = ty {
                    let _ = write!(out, " : {}", self.name(*t));
                }
                if let Some(v) = value {
                    let _ = write!(out, " = {v}");
                }
                attributes_dict(&s.attrs, out);
                return;
            }
            StmtKind::Operation {
                name,
                operands,
                attributes,
                types,
            } if attributes.is_empty() && types.is_empty() && !s.attrs.is_empty() => {
                self.generic_operation(s, name.as_deref(), operands, out);
                return;
            }
            StmtKind::Operation {
                name,
                operands,
                attributes,
                types,
            } => self.custom_operation(name.as_deref(), operands, attributes, types, out),
            StmtKind::Result { parent, index } => {
                let _ = write!(out, " {index} of {}", self.name(*parent));
            }
            StmtKind::Results { parent, index } => {
                let _ = write!(out, " ");
                if let Some(i) = index {
                    let _ = write!(out, "{i} ");
                }
                let _ = write!(out, "of {} ", self.name(*parent));
                if index.is_some() {
                    let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                    let _ = write!(out, " -> {}", k.mlir());
                }
            }
            StmtKind::ApplyConstraint { name, args, .. }
            | StmtKind::ApplyRewrite { name, args } => {
                let _ = write!(out, " {}", quote(name));
                self.typed_list(args, out);
                if !s.results.is_empty() {
                    let k: Vec<&str> = s.results.iter().map(|&r| p.kind(r).mlir()).collect();
                    let _ = write!(out, " : {}", k.join(", "));
                }
                if let StmtKind::ApplyConstraint { negated: true, .. } = &s.op {
                    let mut attrs = s.attrs.clone();
                    attrs.push(("isNegated".into(), "isNegated = true".into()));
                    attrs.sort_by(|a, b| a.0.cmp(&b.0));
                    attr_dict(&attrs, out);
                    return;
                }
            }
            StmtKind::Range { args } => {
                out.push(' ');
                if args.is_empty() {
                    let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                    let _ = write!(out, ": {}", k.mlir());
                } else {
                    let n: Vec<String> = args.iter().map(|&v| self.name(v)).collect();
                    let k: Vec<&str> = args.iter().map(|&v| p.kind(v).mlir()).collect();
                    let _ = write!(out, "{} : {} ", n.join(", "), k.join(", "));
                }
            }
            StmtKind::Replace {
                op,
                with_op,
                with_values,
            } => {
                let _ = write!(out, " {} with", self.name(*op));
                match with_op {
                    Some(w) => {
                        let _ = write!(out, " {}", self.name(*w));
                    }
                    None => self.typed_list(with_values, out),
                }
            }
            StmtKind::Erase { op } => {
                let _ = write!(out, " {}", self.name(*op));
            }
        }
        attr_dict(&s.attrs, out);
    }
}

/// ` attributes {a, b = 1 : i64}` (MLIR's `attr-dict-with-keyword`), nothing when there
/// are no attributes.
fn attributes_dict(attrs: &[(String, String)], out: &mut String) {
    if !attrs.is_empty() {
        out.push_str(" attributes");
        attr_dict(attrs, out);
    }
}

/// ` {a, b = 1 : i64}`: a statement's discardable attributes (nothing when there are none).
fn attr_dict(attrs: &[(String, String)], out: &mut String) {
    if attrs.is_empty() {
        return;
    }
    let entries: Vec<&str> = attrs.iter().map(|a| a.1.as_str()).collect();
    let _ = write!(out, " {{{}}}", entries.join(", "));
}
