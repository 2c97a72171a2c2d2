//! ODS as PDLL sees it: what `#include "file.td"` brings into a PDLL module, as `mlir-pdll`
//! brings it (MLIR's `Parser::parseTdInclude` and `processTdIncludeRecords`).
//!
//! The `.td` file is read by LLVM's own TableGen through the ODS import of `pdl-ods` (cargo
//! feature `ods`; it runs `llvm-tblgen-22`). It gives:
//! - the operations ([`OdsOpDef`]: name, documentation, C++ class, operands and results with
//!   their names and variadicity, attributes, whether the result types can be inferred),
//!   one `Decl::Ods` for the file; `op<dialect.name>` then has the type
//!   `Op<dialect.name>` with that definition (see `pdll_gen::ods_ops`);
//! - one native constraint of one argument `self` per named record of class `Attr` (on an
//!   `Attr`), `Type` (on a `Type`) and `OpInterface` (on an `Op`), unless the name is
//!   already declared: `x: I64Attr` applies `pdl.apply_native_constraint "I64Attr"`.
//!
//! The files TableGen read are added to the module's sources, so that the definitions have
//! locations (`def Name` in its file) and build scripts can watch them.

use std::path::{Path, PathBuf};

use crate::diag::{Diagnostic, SourceFiles, Span};

/// How many values an ODS operand or result stands for (MLIR's `VariableLengthKind`).
#[cfg_attr(not(feature = "ods"), allow(dead_code))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OdsArity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`, `VariadicOfVariadic<...>`).
    Variadic,
}

impl OdsArity {
    /// Whether the count is not fixed (optional or variadic).
    pub fn is_variable(self) -> bool {
        self != OdsArity::Single
    }
}

/// An operand or result of an ODS operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsValueDef {
    /// Its name (`lhs`), possibly empty.
    pub name: String,
    /// Its type constraint (record name, or summary for an anonymous one).
    pub constraint: String,
    /// Single, optional or variadic.
    pub arity: OdsArity,
}

/// An attribute of an ODS operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsAttrDef {
    /// Its name.
    pub name: String,
    /// Its constraint (record name, or summary for an anonymous one).
    pub constraint: String,
    /// Whether it may be absent.
    pub optional: bool,
}

/// An operation defined in ODS, as PDLL sees it (MLIR's `pdll::ods::Operation`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsOpDef {
    /// `dialect.mnemonic`.
    pub name: String,
    /// The summary line.
    pub summary: String,
    /// The description.
    pub description: String,
    /// The qualified C++ class (`::mlir::arith::AddIOp`).
    pub cpp_class: String,
    /// Whether it implements `InferTypeOpInterface` (its result types can be inferred).
    pub infers_result_types: bool,
    /// The operands, in order.
    pub operands: Vec<OdsValueDef>,
    /// The results, in order.
    pub results: Vec<OdsValueDef>,
    /// The attributes, in order.
    pub attributes: Vec<OdsAttrDef>,
    /// Where it is defined (the name after `def` in its `.td` file), or the `#include`.
    pub span: Span,
}

/// An ODS record that PDLL makes a native constraint of one argument, `self`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsConstraintDef {
    /// The record's name (`I64Attr`).
    pub name: String,
    /// The core constraint of `self`: `Attr`, `Type` or `Op`.
    pub kind: &'static str,
    /// The C++ class it checks for (`::mlir::IntegerAttr`).
    pub cpp_class: String,
    /// Where it is defined (or the `#include`).
    pub span: Span,
}

/// What one `.td` include gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OdsImport {
    /// The operations.
    pub ops: Vec<OdsOpDef>,
    /// The constraints (attribute, type, then operation interface records).
    pub constraints: Vec<OdsConstraintDef>,
}

/// The error for a `.td` include when pdl-codegen was built without the ODS import.
#[cfg(not(feature = "ods"))]
pub fn import_td(
    _path: &Path,
    _written: &str,
    _include_dirs: &[PathBuf],
    at: Span,
    _files: &mut SourceFiles,
) -> Result<OdsImport, Diagnostic> {
    Err(Diagnostic::error(
        at,
        "including a `.td` file needs the ODS import: build pdl-codegen with the cargo \
         feature `ods` (it runs `llvm-tblgen-22`, Debian packages llvm-22 and libmlir-22-dev)",
    ))
}

/// Imports `path` through TableGen (with `include_dirs`) for the `#include` at `at`, which
/// names it `written`. The files TableGen read are added to `files`.
#[cfg(feature = "ods")]
pub fn import_td(
    path: &Path,
    written: &str,
    include_dirs: &[PathBuf],
    at: Span,
    files: &mut SourceFiles,
) -> Result<OdsImport, Diagnostic> {
    let dirs: Vec<&Path> = include_dirs.iter().map(PathBuf::as_path).collect();
    let import = pdl_ods::import_for_pdll(path, &dirs).map_err(|e| {
        Diagnostic::error(
            at,
            format!(
                "error while processing include file `{written}`: {}",
                tblgen_message(&e.message)
            ),
        )
    })?;
    let defs = definition_spans(&import.files, files);
    let span_of = |record: &str| defs.get(record).copied().unwrap_or(at);
    let ops = import
        .ops
        .iter()
        .map(|p| op_def(p, span_of(&p.op.record)))
        .collect();
    let constraints = import
        .constraints
        .iter()
        .map(|c| OdsConstraintDef {
            name: c.name.clone(),
            kind: match c.kind {
                pdl_ods::OdsConstraintKind::Attr => "Attr",
                pdl_ods::OdsConstraintKind::Type => "Type",
                pdl_ods::OdsConstraintKind::OpInterface => "Op",
            },
            cpp_class: c.cpp_class.clone(),
            span: span_of(&c.name),
        })
        .collect();
    Ok(OdsImport { ops, constraints })
}

/// The message of TableGen's first error (`file:line:col: error: MESSAGE`), or its output.
#[cfg(feature = "ods")]
fn tblgen_message(out: &str) -> String {
    out.lines()
        .find_map(|l| l.split_once(": error: ").map(|(_, m)| m.trim().to_string()))
        .unwrap_or_else(|| out.trim().to_string())
}

#[cfg(feature = "ods")]
fn op_def(p: &pdl_ods::PdllOp, span: Span) -> OdsOpDef {
    let value = |v: &pdl_ods::OdsValue| OdsValueDef {
        name: v.name.clone(),
        constraint: v.constraint.clone(),
        arity: match v.arity {
            pdl_ods::Arity::Single => OdsArity::Single,
            pdl_ods::Arity::Optional => OdsArity::Optional,
            _ => OdsArity::Variadic,
        },
    };
    let op = &p.op;
    OdsOpDef {
        name: op.name.clone(),
        summary: op.summary.clone(),
        description: p.description.clone(),
        cpp_class: p.cpp_class.clone(),
        infers_result_types: op.has_trait("InferTypeOpInterface"),
        operands: op.operands.iter().map(value).collect(),
        results: op.results.iter().map(value).collect(),
        attributes: op
            .attributes
            .iter()
            .filter(|a| !a.is_property)
            .map(|a| OdsAttrDef {
                name: a.name.clone(),
                constraint: a.constraint.clone(),
                optional: a.optional,
            })
            .collect(),
        span,
    }
}

#[cfg_attr(not(feature = "ods"), allow(dead_code))]
/// Where each record is defined (`def NAME` in the files TableGen read, which are added to
/// `files`).
fn definition_spans(
    paths: &[PathBuf],
    files: &mut SourceFiles,
) -> std::collections::HashMap<String, Span> {
    let mut defs = std::collections::HashMap::new();
    for path in paths {
        let Ok(src) = std::fs::read_to_string(path) else {
            continue;
        };
        let file = files.add(&path.display().to_string(), &src);
        for (name, start) in def_names(&src) {
            defs.entry(name.to_string())
                .or_insert_with(|| Span::new(start, start + name.len()).in_file(file));
        }
    }
    defs
}

#[cfg_attr(not(feature = "ods"), allow(dead_code))]
/// The names after the `def` keywords of TableGen text, with their offsets (comments
/// skipped).
fn def_names(src: &str) -> Vec<(&str, usize)> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        let mut base = offset;
        while let Some(i) = rest.find("def") {
            let before_ok = rest[..i].chars().next_back().is_none_or(|c| !is_ident(c));
            let after = &rest[i + 3..];
            let trimmed = after.trim_start();
            let ws = after.len() - trimmed.len();
            let name_len = trimmed
                .find(|c: char| !is_ident(c))
                .unwrap_or(trimmed.len());
            if before_ok && ws > 0 && name_len > 0 {
                out.push((&trimmed[..name_len], base + i + 3 + ws));
            }
            base += i + 3;
            rest = after;
        }
        offset += line.len();
    }
    out
}

/// Whether `path` names an ODS file (`.td`).
pub fn is_td(path: &str) -> bool {
    path.ends_with(".td")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn def_names_are_found_with_their_offsets() {
        let src = "// def Nope\ndef A : B;\nclass C { defvar x = 1; }\n  def  D_e<1>;";
        let got: Vec<(&str, usize)> = def_names(src);
        assert_eq!(got, [("A", 16), ("D_e", 56)]);
        assert_eq!(&src[16..17], "A");
        assert_eq!(&src[56..59], "D_e");
    }
}
