//! What PDLL takes from an ODS file it `#include`s, as `mlir-pdll` takes it (MLIR's
//! `Parser::processTdIncludeRecords`): the operations (with their documentation and C++
//! class), and the records of classes `Attr`, `Type` and `OpInterface` that become native
//! PDLL constraints.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::records::{is_sub, name, string, Record, Records};
use crate::{run_tblgen_with_deps, OdsError, OdsOp};

/// What kind of value an ODS constraint record constrains in PDLL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OdsConstraintKind {
    /// An attribute constraint (a record of class `Attr`): applies to an `Attr`.
    Attr,
    /// A type constraint (a record of class `Type`): applies to a `Type`.
    Type,
    /// An operation interface (a record of class `OpInterface`): applies to an `Op`.
    OpInterface,
}

/// An ODS record that PDLL makes a native constraint of one argument, `self`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsConstraint {
    /// The record's name (`I64Attr`), the constraint's name in PDLL.
    pub name: String,
    /// What it constrains.
    pub kind: OdsConstraintKind,
    /// The record's summary.
    pub summary: String,
    /// The record's description.
    pub description: String,
    /// The C++ class of the value (`::mlir::IntegerAttr`), or the interface's qualified
    /// class (`::mlir::InferTypeOpInterface`).
    pub cpp_class: String,
}

/// An operation as PDLL sees it: the op definition with what PDLL adds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdllOp {
    /// The definition.
    pub op: OdsOp,
    /// Its description.
    pub description: String,
    /// The qualified C++ class (`::mlir::arith::AddIOp`).
    pub cpp_class: String,
}

/// What a `.td` file gives PDLL.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdllImport {
    /// The operations, sorted by record name (as TableGen lists a class's definitions).
    pub ops: Vec<PdllOp>,
    /// The constraints: attribute constraints, then type constraints, then operation
    /// interfaces, each sorted by name; anonymous records and `DeclareInterfaceMethods`
    /// left out.
    pub constraints: Vec<OdsConstraint>,
    /// The files TableGen read (from its dependency file), the `.td` file first.
    pub files: Vec<PathBuf>,
}

/// The names of the records of `class`, sorted.
fn records_of<'a>(all: &'a serde_json::Map<String, Value>, class: &str) -> Vec<&'a str> {
    let mut names: Vec<&str> = all
        .get("!instanceof")
        .and_then(|i| i.get(class))
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    names.sort_unstable();
    names
}

fn anonymous(rec: &Record) -> bool {
    rec.get("!anonymous").and_then(Value::as_bool) == Some(true)
}

fn text(rec: &Record, field: &str) -> String {
    string(rec, field).unwrap_or("").trim().to_string()
}

/// The qualified C++ class of an op record, as MLIR's `Operator` names it: the record
/// name after its dialect prefix (`Arith_AddIOp` gives `AddIOp`), in the op's namespace.
fn op_cpp_class(rec: &Record) -> String {
    let record = name(rec);
    let class = match record.split_once('_') {
        Some(("", _)) | None => record,
        Some((_, "")) => record,
        Some((_, rest)) => rest,
    };
    let ns = string(rec, "cppNamespace").unwrap_or("").trim();
    if ns.is_empty() {
        class.to_string()
    } else {
        format!("{ns}::{class}")
    }
}

/// The constraints of optional and variadic groups named by their base type (`I64` for
/// `Optional<I64>`, as MLIR's `-dump-ods` writes `Optional<I64>`), where the import named
/// them by the anonymous wrapper's summary.
fn base_constraints(r: &Records<'_>, rec: &Record, field: &str, values: &mut [crate::OdsValue]) {
    for (v, n) in crate::records::dag_args(rec, field) {
        let Some(mut arg) = r.deref(v) else { continue };
        if is_sub(arg, "OpVariable") {
            match arg.get("constraint").and_then(|c| r.deref(c)) {
                Some(inner) => arg = inner,
                None => continue,
            }
        }
        let wrapped = ["Optional", "Variadic", "VariadicOfVariadic"]
            .iter()
            .any(|c| is_sub(arg, c));
        let base = arg.get("baseType").and_then(|b| r.deref(b));
        if let (true, Some(base), Some(value)) =
            (wrapped, base, values.iter_mut().find(|x| x.name == n))
        {
            value.constraint = crate::records::constraint_name(base);
        }
    }
}

/// Reads what PDLL takes from a TableGen JSON record dump.
pub fn read_pdll_dump(json: &str) -> Result<PdllImport, OdsError> {
    let root: Value = serde_json::from_str(json)
        .map_err(|e| OdsError::new(format!("not a TableGen JSON dump: {e}")))?;
    let all = root
        .as_object()
        .ok_or_else(|| OdsError::new("not a TableGen JSON dump: not an object"))?;
    let r = Records { all };
    let mut out = PdllImport::default();
    for n in records_of(all, "Op") {
        let Some(rec) = r.get(n) else { continue };
        let mut op = crate::dump::read_op(&r, rec)?;
        base_constraints(&r, rec, "arguments", &mut op.operands);
        base_constraints(&r, rec, "results", &mut op.results);
        out.ops.push(PdllOp {
            description: text(rec, "description"),
            cpp_class: op_cpp_class(rec),
            op,
        });
    }
    let skipped = |rec: &Record| anonymous(rec) || is_sub(rec, "DeclareInterfaceMethods");
    for (class, kind) in [
        ("Attr", OdsConstraintKind::Attr),
        ("Type", OdsConstraintKind::Type),
    ] {
        for n in records_of(all, class) {
            let Some(rec) = r.get(n).filter(|rec| !skipped(rec)) else {
                continue;
            };
            let cpp = if kind == OdsConstraintKind::Attr {
                text(rec, "storageType")
            } else {
                text(rec, "cppType")
            };
            out.constraints.push(OdsConstraint {
                name: n.to_string(),
                kind,
                summary: text(rec, "summary"),
                description: text(rec, "description"),
                cpp_class: cpp,
            });
        }
    }
    for n in records_of(all, "OpInterface") {
        let Some(rec) = r.get(n).filter(|rec| !skipped(rec)) else {
            continue;
        };
        out.constraints.push(OdsConstraint {
            name: n.to_string(),
            kind: OdsConstraintKind::OpInterface,
            summary: String::new(),
            description: text(rec, "description"),
            cpp_class: format!(
                "{}::{}",
                text(rec, "cppNamespace"),
                text(rec, "cppInterfaceName")
            ),
        });
    }
    Ok(out)
}

/// Imports what PDLL takes from `td` (run through TableGen with `includes`), with the files
/// TableGen read.
pub fn import_for_pdll(td: &Path, includes: &[&Path]) -> Result<PdllImport, OdsError> {
    let (json, files) = run_tblgen_with_deps(td, includes)?;
    let mut import = read_pdll_dump(&json)?;
    import.files = files;
    Ok(import)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_classes_are_qualified_as_mlir_names_them() {
        let rec = |n: &str, ns: &str| -> Record {
            serde_json::from_str(&format!(r#"{{"!name": "{n}", "cppNamespace": "{ns}"}}"#)).unwrap()
        };
        assert_eq!(
            op_cpp_class(&rec("Arith_AddIOp", "::mlir::arith")),
            "::mlir::arith::AddIOp"
        );
        assert_eq!(op_cpp_class(&rec("OpAllEmpty", "")), "OpAllEmpty");
        assert_eq!(op_cpp_class(&rec("_Foo", "x")), "x::_Foo");
    }

    #[test]
    fn a_dump_without_operations_has_constraints_only() {
        let json = r#"{
            "!instanceof": {"Attr": ["I64Attr", "anon_1"], "Type": ["I64"],
                            "OpInterface": ["Iface", "Decl"]},
            "I64Attr": {"!name": "I64Attr", "!anonymous": false, "!superclasses": ["Attr"],
                        "summary": "64-bit", "storageType": "::mlir::IntegerAttr"},
            "anon_1": {"!name": "anon_1", "!anonymous": true, "!superclasses": ["Attr"]},
            "I64": {"!name": "I64", "!superclasses": ["Type"], "cppType": "::mlir::IntegerType"},
            "Iface": {"!name": "Iface", "!superclasses": ["OpInterface"],
                      "cppNamespace": "::x", "cppInterfaceName": "Iface"},
            "Decl": {"!name": "Decl", "!superclasses": ["OpInterface", "DeclareInterfaceMethods"]}
        }"#;
        let import = read_pdll_dump(json).unwrap();
        assert!(import.ops.is_empty());
        let got: Vec<(&str, OdsConstraintKind, &str)> = import
            .constraints
            .iter()
            .map(|c| (c.name.as_str(), c.kind, c.cpp_class.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("I64Attr", OdsConstraintKind::Attr, "::mlir::IntegerAttr"),
                ("I64", OdsConstraintKind::Type, "::mlir::IntegerType"),
                ("Iface", OdsConstraintKind::OpInterface, "::x::Iface"),
            ]
        );
    }
}
