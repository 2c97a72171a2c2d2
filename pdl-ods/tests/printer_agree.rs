//! How the imported syntax says a format writes each attribute (`AttrSyntax`) against the
//! printers MLIR's own generator writes (`mlir-tblgen-22 -gen-op-defs`): a `SymbolNameAttr`
//! through `printSymbolName`, an integer enumeration through its `stringify` function, a
//! value of buildable type through `printAttributeWithoutType`, a dialect attribute or a
//! dense array through `printStrippedAttrOrType`. Needs `llvm-tblgen-22`, `mlir-tblgen-22`
//! (`mlir-22-tools`) and MLIR's `.td` files; without them it passes saying it was skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use pdl_runtime::ir::AttrSyntax;

/// The files `tools/ods/gen-core.sh` imports, with their dialect.
const CORE_FILES: [(&str, &str); 8] = [
    ("mlir/IR/BuiltinOps.td", "builtin"),
    ("mlir/Dialect/Func/IR/FuncOps.td", "func"),
    ("mlir/Dialect/Arith/IR/ArithOps.td", "arith"),
    ("mlir/Dialect/ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("mlir/Dialect/SCF/IR/SCFOps.td", "scf"),
    ("mlir/Dialect/Math/IR/MathOps.td", "math"),
    ("mlir/Dialect/MemRef/IR/MemRefOps.td", "memref"),
    ("mlir/Dialect/Tensor/IR/TensorOps.td", "tensor"),
];

/// The include directory, if every tool is there.
fn setup() -> Option<PathBuf> {
    let inc = PathBuf::from(
        std::env::var("PDL_MLIR_INCLUDE").unwrap_or_else(|_| "/usr/lib/llvm-22/include".into()),
    );
    let mlir_tblgen = Command::new("mlir-tblgen-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !pdl_ods::tblgen_available() || !mlir_tblgen || !inc.join("mlir/IR/OpBase.td").is_file() {
        eprintln!("SKIPPED: llvm-tblgen-22, mlir-tblgen-22 or MLIR's .td files not found");
        return None;
    }
    Some(inc)
}

fn mlir_tblgen(gen: &str, td: &Path, inc: &Path) -> String {
    let out = Command::new("mlir-tblgen-22")
        .arg(gen)
        .arg("-I")
        .arg(inc)
        .arg(td)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Each operation's C++ class, by operation name, from the declarations.
fn classes(decls: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let heads: Vec<usize> = decls.match_indices("class ").map(|(i, _)| i).collect();
    for (k, &start) in heads.iter().enumerate() {
        let body = &decls[start..heads.get(k + 1).copied().unwrap_or(decls.len())];
        let line = body.lines().next().unwrap_or("");
        if !line.contains(": public ::mlir::Op<") {
            continue;
        }
        let class = line["class ".len()..].split(' ').next().unwrap_or("");
        let Some(at) = body.find("getOperationName() {") else {
            continue;
        };
        let rest = &body[at..];
        let Some(q) = rest.find("StringLiteral(\"") else {
            continue;
        };
        let name = rest[q + 15..].split('"').next().unwrap_or("");
        out.push((name.to_string(), class.to_string()));
    }
    out
}

/// The body of `CLASS::print` in the definitions.
fn print_body<'a>(defs: &'a str, class: &str) -> Option<&'a str> {
    let head = format!("void {class}::print(::mlir::OpAsmPrinter &_odsPrinter) {{");
    let at = defs.find(&head)?;
    let rest = &defs[at..];
    Some(&rest[..rest.find("\n}\n").unwrap_or(rest.len())])
}

/// ODS's getter name of an attribute (`sym_name` -> `SymName`).
fn getter(name: &str) -> String {
    let mut out = String::new();
    let mut upper = true;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether the generated printer writes `attr` as `syntax` says; `None` when the printer
/// does not write it by itself (in `attr-dict`, as a unit anchor, in a custom directive).
fn agrees(body: &str, attr: &str, syntax: &AttrSyntax) -> Option<bool> {
    let g = getter(attr);
    let call = |method: &str| body.contains(&format!("{method}(get{g}Attr()"));
    let enum_case = body.contains(&format!("auto caseValue = get{g}();"))
        || body.contains(&format!("auto caseValue = *get{g}();"));
    Some(if call("printSymbolName") {
        *syntax == AttrSyntax::SymbolName
    } else if enum_case {
        matches!(syntax, AttrSyntax::IntEnum { .. })
    } else if call("printAttributeWithoutType") {
        matches!(
            syntax,
            AttrSyntax::Typed(_)
                | AttrSyntax::Str
                | AttrSyntax::SymbolRef
                | AttrSyntax::Type
                | AttrSyntax::Unit
                | AttrSyntax::Any
        )
    } else if call("printStrippedAttrOrType") {
        matches!(
            syntax,
            AttrSyntax::Stripped { .. } | AttrSyntax::DenseArray { .. } | AttrSyntax::Any
        )
    } else if call("printAttribute") {
        *syntax == AttrSyntax::Any
    } else {
        return None;
    })
}

#[test]
fn attribute_syntax_agrees_with_mlir_tblgen_printers() {
    let Some(inc) = setup() else {
        return;
    };
    let table = pdl_ods::core_table().unwrap();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (file, dialect) in CORE_FILES {
        let td = inc.join(file);
        let classes = classes(&mlir_tblgen("-gen-op-decls", &td, &inc));
        let defs = mlir_tblgen("-gen-op-defs", &td, &inc);
        for op in table.ops.iter().filter(|o| o.dialect == dialect) {
            if op.assembly_format.is_none() {
                continue;
            }
            let Some((_, class)) = classes.iter().find(|(n, _)| *n == op.name) else {
                wrong.push(format!("{}: no class", op.name));
                continue;
            };
            let Some(body) = print_body(&defs, class) else {
                wrong.push(format!("{}: no printer", op.name));
                continue;
            };
            for a in op.to_syntax().attributes {
                match agrees(body, &a.name, &a.syntax) {
                    Some(true) => checked += 1,
                    Some(false) => wrong.push(format!("{}: {}: {:?}", op.name, a.name, a.syntax)),
                    None => {}
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The attributes the core formats print by themselves.
    assert!(checked > 70, "{checked}");
}
