//! The PDL printer: a pattern set back to MLIR's `pdl` custom syntax.

use std::fmt::Write as _;

use crate::model::{Kind, Pattern, PatternSet, RewriteAction, Stmt, StmtKind, ValueId};

/// Prints a pattern set as MLIR's `pdl` dialect custom syntax, inside `module @patterns`.
pub fn print_pdl(set: &PatternSet) -> String {
    let mut out = String::from("module @patterns {\n");
    for p in &set.patterns {
        print_pattern(p, &mut out);
    }
    out.push_str("}\n");
    out
}

fn print_pattern(p: &Pattern, out: &mut String) {
    out.push_str("  pdl.pattern ");
    if let Some(n) = &p.name {
        out.push('@');
        if n.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
            && n.chars().next().is_some_and(|c| !c.is_ascii_digit())
        {
            out.push_str(n);
        } else {
            let _ = write!(out, "{n:?}");
        }
        out.push(' ');
    }
    let _ = writeln!(out, ": benefit({}) {{", p.benefit);
    for s in &p.matcher {
        print_stmt(p, s, 4, out);
    }
    out.push_str("    pdl.rewrite");
    for (i, r) in p.rewrite.roots.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        let _ = write!(out, "%{}", r.0);
    }
    match &p.rewrite.action {
        RewriteAction::External { name, args } => {
            let _ = write!(out, " with {}", quote(name));
            typed_list(p, args, out);
            out.push('\n');
        }
        RewriteAction::Body(body) => {
            out.push_str(" {\n");
            for s in body {
                print_stmt(p, s, 6, out);
            }
            out.push_str("    }\n");
        }
    }
    out.push_str("  }\n");
}

fn quote(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.bytes() {
        match c {
            b'"' => o.push_str("\\\""),
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

fn typed_list(p: &Pattern, vals: &[ValueId], out: &mut String) {
    if vals.is_empty() {
        return;
    }
    out.push('(');
    let names: Vec<String> = vals.iter().map(|v| format!("%{}", v.0)).collect();
    out.push_str(&names.join(", "));
    out.push_str(" : ");
    let kinds: Vec<&str> = vals.iter().map(|&v| p.kind(v).mlir()).collect();
    out.push_str(&kinds.join(", "));
    out.push(')');
}

fn print_stmt(p: &Pattern, s: &Stmt, indent: usize, out: &mut String) {
    out.push_str(&" ".repeat(indent));
    if !s.results.is_empty() {
        let names: Vec<String> = s.results.iter().map(|v| format!("%{}", v.0)).collect();
        let _ = write!(out, "{} = ", names.join(", "));
    }
    out.push_str(s.op.mlir_name());
    match &s.op {
        StmtKind::Operand { ty } | StmtKind::Operands { ty } => {
            if let Some(t) = ty {
                let _ = write!(out, " : %{}", t.0);
            }
        }
        StmtKind::Type { constant } => {
            if let Some(c) = constant {
                let _ = write!(out, " : {c}");
            }
        }
        StmtKind::Types { constant } => {
            if let Some(c) = constant {
                let _ = write!(out, " : [{}]", c.join(", "));
            }
        }
        StmtKind::Attribute { ty, value } => {
            if let Some(t) = ty {
                let _ = write!(out, " : %{}", t.0);
            }
            if let Some(v) = value {
                let _ = write!(out, " = {v}");
            }
        }
        StmtKind::Operation {
            name,
            operands,
            attributes,
            types,
        } => {
            if let Some(n) = name {
                let _ = write!(out, " {}", quote(n));
            }
            typed_list(p, operands, out);
            if !attributes.is_empty() {
                let a: Vec<String> = attributes
                    .iter()
                    .map(|(k, v)| format!("{} = %{}", quote(k), v.0))
                    .collect();
                let _ = write!(out, " {{{}}}", a.join(", "));
            }
            if !types.is_empty() {
                out.push_str(" -> ");
                typed_list(p, types, out);
            }
        }
        StmtKind::Result { parent, index } => {
            let _ = write!(out, " {index} of %{}", parent.0);
        }
        StmtKind::Results { parent, index } => match index {
            Some(i) => {
                let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                let _ = write!(out, " {i} of %{} -> {}", parent.0, k.mlir());
            }
            None => {
                let _ = write!(out, " of %{}", parent.0);
            }
        },
        StmtKind::ApplyConstraint { name, args, .. } | StmtKind::ApplyRewrite { name, args } => {
            let _ = write!(out, " {}", quote(name));
            typed_list(p, args, out);
            if !s.results.is_empty() {
                let k: Vec<&str> = s.results.iter().map(|&r| p.kind(r).mlir()).collect();
                let _ = write!(out, " : {}", k.join(", "));
            }
            if let StmtKind::ApplyConstraint { negated: true, .. } = &s.op {
                out.push_str(" {isNegated = true}");
            }
        }
        StmtKind::Range { args } => {
            if args.is_empty() {
                let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                let _ = write!(out, " : {}", k.mlir());
            } else {
                let n: Vec<String> = args.iter().map(|v| format!("%{}", v.0)).collect();
                let k: Vec<&str> = args.iter().map(|&v| p.kind(v).mlir()).collect();
                let _ = write!(out, " {} : {}", n.join(", "), k.join(", "));
            }
        }
        StmtKind::Replace {
            op,
            with_op,
            with_values,
        } => {
            let _ = write!(out, " %{} with", op.0);
            match with_op {
                Some(w) => {
                    let _ = write!(out, " %{}", w.0);
                }
                None if with_values.is_empty() => {}
                None => {
                    out.push(' ');
                    typed_list(p, with_values, out);
                }
            }
        }
        StmtKind::Erase { op } => {
            let _ = write!(out, " %{}", op.0);
        }
    }
    out.push('\n');
}
