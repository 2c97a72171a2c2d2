//! The operations the server knows, for hover and completion: ODS definitions first (MLIR
//! 22's core dialects from pdl-ods's committed table; more as a document's `.td` includes
//! provide them), then the operations registered in pdl-runtime that ODS did not give.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use pdl_ods::{Arity, OdsOp, OdsValue};
use pdl_runtime::ir::{OpDef, Registry};

/// What the server shows of one operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// The full name (`arith.addi`).
    pub name: String,
    /// One line (the ODS summary, or where the definition comes from).
    pub summary: String,
    /// The hover text (Markdown): operands, results, attributes, traits, format.
    pub markdown: String,
}

/// The known operations, by name.
#[derive(Clone, Debug, Default)]
pub struct OpCatalog {
    ops: BTreeMap<String, OpInfo>,
}

impl OpCatalog {
    /// The core dialects: the ODS table of MLIR 22's core dialects, then pdl-runtime's
    /// registered operations it lacks.
    pub fn core() -> Self {
        let mut catalog = OpCatalog::default();
        if let Ok(table) = pdl_ods::core_table() {
            catalog.add_ods(&table.ops);
        }
        catalog.add_registered(&pdl_runtime::dialects::core());
        catalog
    }

    /// Adds ODS definitions (replacing what was known of the same names): what an ODS
    /// import of `.td` files gives.
    pub fn add_ods(&mut self, ops: &[OdsOp]) {
        for op in ops {
            self.ops.insert(op.name.clone(), ods_info(op));
        }
    }

    /// Adds the operations of `registry` not known yet.
    pub fn add_registered(&mut self, registry: &Registry) {
        for def in registry.ops() {
            if !self.ops.contains_key(&*def.name) {
                self.ops.insert(def.name.to_string(), opdef_info(def));
            }
        }
    }

    /// The operation named `name`.
    pub fn get(&self, name: &str) -> Option<&OpInfo> {
        self.ops.get(name)
    }

    /// Every known operation, by name.
    pub fn iter(&self) -> impl Iterator<Item = &OpInfo> {
        self.ops.values()
    }
}

fn arity(a: Arity) -> &'static str {
    match a {
        Arity::Single => "",
        Arity::Optional => " (optional)",
        Arity::Variadic => " (variadic)",
        Arity::VariadicOfVariadic => " (variadic of variadic)",
    }
}

fn runtime_arity(a: pdl_runtime::ir::Arity) -> &'static str {
    use pdl_runtime::ir::Arity as A;
    arity(match a {
        A::Single => Arity::Single,
        A::Optional => Arity::Optional,
        A::Variadic => Arity::Variadic,
        A::VariadicOfVariadic => Arity::VariadicOfVariadic,
    })
}

fn ods_values(out: &mut String, title: &str, values: &[OdsValue]) {
    if values.is_empty() {
        return;
    }
    let _ = writeln!(out, "\n**{title}:**");
    for v in values {
        let name = if v.name.is_empty() { "_" } else { &v.name };
        let _ = writeln!(out, "- `{name}`: {}{}", v.constraint, arity(v.arity));
    }
}

/// The hover text of an ODS definition.
fn ods_info(op: &OdsOp) -> OpInfo {
    let mut md = format!("```mlir\n{}\n```\n", op.name);
    if !op.summary.is_empty() {
        let _ = writeln!(md, "{}", op.summary);
    }
    ods_values(&mut md, "Operands", &op.operands);
    ods_values(&mut md, "Results", &op.results);
    if !op.attributes.is_empty() {
        let _ = writeln!(md, "\n**Attributes:**");
        for a in &op.attributes {
            let optional = if a.optional { " (optional)" } else { "" };
            let _ = writeln!(md, "- `{}`: {}{optional}", a.name, a.constraint);
        }
    }
    ods_values(&mut md, "Regions", &op.regions);
    ods_values(&mut md, "Successors", &op.successors);
    if !op.traits.is_empty() {
        let _ = writeln!(md, "\n**Traits:** {}", op.traits.join(", "));
    }
    if let Some(f) = &op.assembly_format {
        let _ = writeln!(md, "\n**Format:**\n```\n{}\n```", f.trim());
    }
    let _ = write!(md, "\n*ODS record `{}`*", op.record);
    OpInfo {
        name: op.name.clone(),
        summary: op.summary.clone(),
        markdown: md,
    }
}

/// The hover text of an operation registered in pdl-runtime (no ODS definition known).
fn opdef_info(def: &OpDef) -> OpInfo {
    let mut md = format!("```mlir\n{}\n```\n", def.name);
    if let Some(syntax) = &def.syntax {
        for (title, args) in [
            ("Operands", &syntax.operands),
            ("Results", &syntax.results),
            ("Regions", &syntax.regions),
            ("Successors", &syntax.successors),
        ] {
            if !args.is_empty() {
                let _ = writeln!(md, "\n**{title}:**");
                for a in args {
                    let _ = writeln!(md, "- `{}`{}", a.name, runtime_arity(a.arity));
                }
            }
        }
        if !syntax.attributes.is_empty() {
            let _ = writeln!(md, "\n**Attributes:**");
            for a in &syntax.attributes {
                let optional = if a.optional { " (optional)" } else { "" };
                let _ = writeln!(md, "- `{}`{optional}", a.name);
            }
        }
    }
    let _ = writeln!(md, "\n**Traits:** {:?}", def.traits);
    let _ = write!(md, "\n*registered in pdl-runtime*");
    OpInfo {
        name: def.name.to_string(),
        summary: "registered in pdl-runtime".into(),
        markdown: md,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn core_ops_come_from_ods_then_the_registry() {
        let catalog = OpCatalog::core();
        let addi = catalog.get("arith.addi").expect("arith.addi");
        assert_eq!(addi.summary, "integer addition operation");
        assert!(addi.markdown.contains("- `lhs`: "), "{}", addi.markdown);
        assert!(
            addi.markdown.contains("- `overflowFlags`: "),
            "{}",
            addi.markdown
        );
        // MLIR's test dialect is registered in pdl-runtime, not in the ODS table.
        let registered = catalog.iter().find(|o| o.name.starts_with("test."));
        assert!(registered.is_some_and(|o| o.markdown.contains("registered in pdl-runtime")));
    }
}
