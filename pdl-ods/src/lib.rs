//! Op definitions read from MLIR's ODS, with LLVM's own TableGen.
//!
//! MLIR defines its operations in TableGen `.td` files (ODS). This crate does not evaluate
//! TableGen: it runs `llvm-tblgen-22 --dump-json` (Debian package `llvm-22`; the MLIR `.td`
//! files come with `libmlir-22-dev`) as a process ([`run_tblgen`]), reads the JSON record dump
//! ([`read_dump`]) into one [`OdsOp`] per operation (name, operands, results, attributes and
//! properties with their defaults, regions, successors, traits, memory effects, assembly
//! format), and maps each onto a [`pdl_runtime::ir::OpDef`] ([`OdsOp::to_opdef`]): traits,
//! effects, properties with defaults, `ZeroResults`/`VariadicResults`, and the custom syntax
//! ([`OdsOp::to_syntax`]: operands and results with their buildable types, attributes with
//! how a format writes them as MLIR's `OpFormatGen` decides it, type relations, the assembly
//! format). Hooks (fold, result type inference, constant materialisation) and the
//! hand-written syntax of C++ parsers stay hand-written.
//!
//! [`generate_all`] writes the core dialects' syntax table as Rust source for `pdl-runtime`
//! (`pdl-runtime/src/dialects/ods/`, by `ods-dump --rust`).
//!
//! The core dialects of MLIR 22 (`builtin`, `func`, `arith`, `cf`, `scf`, `math`, `memref`,
//! `tensor`) are imported once by `tools/ods/gen-core.sh` into a committed table,
//! [`core_table`], which needs no LLVM.
//!
//! ```
//! let table = pdl_ods::core_table().unwrap();
//! let addi = table.op("arith.addi").unwrap();
//! assert_eq!(addi.assembly_format.as_deref().map(str::trim).map(|s| &s[..4]), Some("$lhs"));
//! let def = addi.to_opdef();
//! assert!(def.is_pure() && def.has(pdl_runtime::ir::Traits::COMMUTATIVE));
//! ```

use std::fmt;
use std::path::Path;
use std::process::Command;

use serde::{Deserialize, Serialize};

mod dump;
mod dump_syntax;
mod opdef;
mod pdll;
mod records;
mod rust_gen;
mod syntax;

pub use dump::{read_dump, read_dump_all};
pub use opdef::{memory_effects, prop_kind, trait_flag};
pub use pdll::{
    import_for_pdll, read_pdll_dump, OdsConstraint, OdsConstraintKind, PdllImport, PdllOp,
};
pub use rust_gen::{
    generate_all, generate_dialect, generate_mod, generated_dialects, GENERATED_DIR,
};
pub use syntax::{OdsAttrSyntax, OdsTypeRelation, OdsTypeTransform};

/// How many values an operand, result, region or successor stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`, `VariadicRegion`, `VariadicSuccessor`).
    Variadic,
    /// Groups of any number (`VariadicOfVariadic<...>`).
    VariadicOfVariadic,
}

impl Arity {
    /// Whether the count is not fixed (optional or variadic).
    pub fn is_variable(self) -> bool {
        self != Arity::Single
    }
}

/// An operand, result, region or successor of an operation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdsValue {
    /// Its name in ODS (`lhs`), possibly empty.
    pub name: String,
    /// The constraint: the TableGen record name (`SignlessIntegerOrIndexLike`), or the
    /// constraint's summary for an anonymous record.
    pub constraint: String,
    /// Single, optional or variadic.
    pub arity: Arity,
    /// The memory effects declared on an operand or result (`Arg<..., [MemRead]>`): `Read`,
    /// `Write`, `Allocate`, `Free`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<String>,
    /// For an operand or result whose constraint fixes its type (`I1`, `Index`,
    /// `Variadic<Index>`): that type as MLIR spells it (`i1`, `index`), from the TableGen
    /// type's `builderCall`. A format may leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buildable_type: Option<String>,
}

/// An attribute or property of an operation (an ODS inherent attribute).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdsAttr {
    /// Its name (`overflowFlags`).
    pub name: String,
    /// The constraint: record name, or summary for an anonymous record.
    pub constraint: String,
    /// The C++ storage class (`::mlir::IntegerAttr`, `::mlir::arith::FastMathFlagsAttr`).
    pub storage: String,
    /// The constraint's summary (`Integer overflow arith flags`).
    pub summary: String,
    /// Whether it is an ODS property (`Property`) rather than an attribute (`Attr`).
    pub is_property: bool,
    /// Whether it may be absent (`OptionalAttr`, `UnitAttr`, `DefaultValuedOptionalAttr`).
    pub optional: bool,
    /// The default value as C++ (`::mlir::arith::IntegerOverflowFlags::none`), for
    /// `DefaultValuedAttr` and its kin.
    pub default_cpp: Option<String>,
    /// The default value as MLIR attribute text (`#arith.overflow<none>`), when this crate
    /// knows how to write the C++ default (enumeration attributes, integers, booleans,
    /// strings), and only for a default an operation is given when created (a required
    /// attribute with a default).
    pub default: Option<String>,
    /// For a dialect enumeration attribute, its name (`arith.fastmath`).
    pub dialect_attr: Option<String>,
    /// For an integer enumeration (`I64EnumAttr`): the bit width and the number of cases.
    pub int_enum: Option<(u32, u32)>,
    /// How an assembly format writes it.
    #[serde(default)]
    pub syntax: OdsAttrSyntax,
    /// The default value as MLIR attribute text whether or not an operation is created with
    /// it (a `DefaultValuedOptionalAttr`'s too): the printer leaves an attribute equal to
    /// it out of `attr-dict`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub print_default: Option<String>,
}

/// One operation, as ODS defines it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdsOp {
    /// The full name, `dialect.mnemonic` (`arith.addi`).
    pub name: String,
    /// The dialect's namespace (`arith`).
    pub dialect: String,
    /// The TableGen record (`Arith_AddIOp`).
    pub record: String,
    /// The summary line.
    pub summary: String,
    /// The operands, in order.
    pub operands: Vec<OdsValue>,
    /// The results, in order.
    pub results: Vec<OdsValue>,
    /// The attributes and properties, in declaration order.
    pub attributes: Vec<OdsAttr>,
    /// The regions, in order.
    pub regions: Vec<OdsValue>,
    /// The successors, in order.
    pub successors: Vec<OdsValue>,
    /// The traits in ODS order, TraitLists flattened and interfaces' base interfaces added
    /// as MLIR's `Operator` does: native traits by their C++ name (`IsCommutative`,
    /// `SingleBlockImplicitTerminator<scf::YieldOp>`), interfaces by their interface name
    /// (`InferTypeOpInterface`), predicate traits by their class (`AllTypesMatch`), then the
    /// result-count trait ODS generates (`ZeroResults`, `OneResult`, `NResults<2>`,
    /// `VariadicResults`, `AtLeastNResults<1>`) and `InferTypeOpInterface` when ODS infers
    /// the result types.
    pub traits: Vec<String>,
    /// The memory effects ODS declares (`MemoryEffects<[...]>` traits and effects on
    /// operands and results): `None` when the operation has no `MemoryEffectOpInterface`
    /// from ODS, `Some` of the effect names (`Read`, `Write`, `Allocate`, `Free`; empty for
    /// `NoMemoryEffect`/`Pure`) otherwise.
    pub effects: Option<Vec<String>>,
    /// Whether the operation declares `MemoryEffectOpInterface` with its effects written in
    /// C++ (`DeclareOpInterfaceMethods<MemoryEffectOpInterface>`): ODS cannot tell them.
    pub custom_effects: bool,
    /// The relations between the types of operands, results and attributes that a format
    /// may rely on (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`...), in
    /// trait order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub type_relations: Vec<OdsTypeRelation>,
    /// The declarative assembly format, if any.
    pub assembly_format: Option<String>,
    /// Whether the syntax is written in C++ (`hasCustomAssemblyFormat`).
    pub custom_assembly_format: bool,
    /// Whether the operation has a C++ folder (`hasFolder`).
    pub has_folder: bool,
    /// Whether the operation has canonicalization patterns.
    pub has_canonicalizer: bool,
}

impl OdsOp {
    /// Whether the operation has the trait named `name` (as in [`OdsOp::traits`]).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }
}

/// A dialect, as ODS defines it (what the driver needs beyond its operations).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdsDialect {
    /// Its namespace (`arith`).
    pub name: String,
    /// Its C++ namespace (`::mlir::arith`).
    pub cpp_namespace: String,
    /// Whether it materialises constants (`hasConstantMaterializer`).
    pub has_constant_materializer: bool,
    /// The dialects it loads with it (`dependentDialects`), as C++ class names
    /// (`arith::ArithDialect`).
    pub dependent_dialects: Vec<String>,
    /// Whether its inherent attributes are properties (`usePropertiesForAttributes`).
    pub use_properties_for_attributes: bool,
}

impl OdsDialect {
    /// The namespaces of the dependent dialects, from their C++ names (`arith::ArithDialect`
    /// gives `arith`: the namespace segment before the class).
    pub fn dependent_namespaces(&self) -> Vec<String> {
        self.dependent_dialects
            .iter()
            .filter_map(|d| d.trim_start_matches("::").rsplit("::").nth(1))
            .map(str::to_string)
            .collect()
    }
}

/// The dialects and operations read from one or more ODS files.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdsTable {
    /// The dialects.
    pub dialects: Vec<OdsDialect>,
    /// The operations.
    pub ops: Vec<OdsOp>,
}

impl OdsTable {
    /// The operation named `name`.
    pub fn op(&self, name: &str) -> Option<&OdsOp> {
        self.ops.iter().find(|o| o.name == name)
    }

    /// The dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<&OdsDialect> {
        self.dialects.iter().find(|d| d.name == name)
    }

    /// Adds what `other` holds that this table does not (by name).
    pub fn merge(&mut self, other: OdsTable) {
        for d in other.dialects {
            if self.dialect(&d.name).is_none() {
                self.dialects.push(d);
            }
        }
        for o in other.ops {
            if self.op(&o.name).is_none() {
                self.ops.push(o);
            }
        }
    }
}

/// Registers in `ctx` the definition ([`OdsOp::to_opdef`]) of every operation of `ops` that
/// `ctx` does not define yet: hand-written definitions, with their hooks, are kept.
///
/// ```
/// use pdl_runtime::ir::{Context, MemoryEffects};
/// let mut ctx = Context::new();
/// pdl_runtime::dialects::register_core(&mut ctx);
/// let table = pdl_ods::core_table().unwrap();
/// pdl_ods::register_missing(&mut ctx, &table.ops);
/// let load = ctx.registry().get("memref.load").unwrap();
/// assert_eq!(load.effects, MemoryEffects::Read);
/// // `arith.addi` keeps its hand-written fold hook.
/// assert!(ctx.registry().get("arith.addi").unwrap().fold.is_some());
/// ```
pub fn register_missing(ctx: &mut pdl_runtime::ir::Context, ops: &[OdsOp]) {
    for op in ops {
        if ctx.registry().get(&op.name).is_none() {
            ctx.register_op(op.to_opdef());
        }
    }
}

/// An import failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsError {
    /// What went wrong.
    pub message: String,
}

impl OdsError {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        OdsError {
            message: message.into(),
        }
    }
}

impl fmt::Display for OdsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for OdsError {}

/// The TableGen program: `$PDL_TBLGEN` if set, else `llvm-tblgen-22`.
pub fn tblgen_program() -> String {
    std::env::var("PDL_TBLGEN").unwrap_or_else(|_| "llvm-tblgen-22".to_string())
}

/// Whether the TableGen program can be run.
pub fn tblgen_available() -> bool {
    Command::new(tblgen_program())
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `llvm-tblgen-22 --dump-json` on `td` with the include directories `includes` and
/// returns the JSON record dump.
pub fn run_tblgen(td: &Path, includes: &[&Path]) -> Result<String, OdsError> {
    let program = tblgen_program();
    let mut cmd = Command::new(&program);
    cmd.arg("--dump-json");
    for dir in includes {
        cmd.arg("-I").arg(dir);
    }
    cmd.arg(td);
    let out = cmd.output().map_err(|e| {
        OdsError::new(format!(
            "cannot run {program}: {e} (install the Debian package llvm-22, or set PDL_TBLGEN)"
        ))
    })?;
    if !out.status.success() {
        return Err(OdsError::new(format!(
            "{program} failed on {}:\n{}",
            td.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    String::from_utf8(out.stdout).map_err(|_| OdsError::new("TableGen output is not UTF-8"))
}

/// [`run_tblgen`], also returning the files TableGen read: `td`, then the files of its
/// dependency file (`-d`), in TableGen's order.
pub fn run_tblgen_with_deps(
    td: &Path,
    includes: &[&Path],
) -> Result<(String, Vec<std::path::PathBuf>), OdsError> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let stem = std::env::temp_dir().join(format!(
        "pdl-ods-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let (out, dep) = (stem.with_extension("json"), stem.with_extension("d"));
    let program = tblgen_program();
    let mut cmd = Command::new(&program);
    cmd.arg("--dump-json")
        .arg("-o")
        .arg(&out)
        .arg("-d")
        .arg(&dep);
    for dir in includes {
        cmd.arg("-I").arg(dir);
    }
    cmd.arg(td);
    let status = cmd.output().map_err(|e| {
        OdsError::new(format!(
            "cannot run {program}: {e} (install the Debian package llvm-22, or set PDL_TBLGEN)"
        ))
    });
    let read = status.and_then(|o| {
        if !o.status.success() {
            return Err(OdsError::new(format!(
                "{program} failed on {}:\n{}",
                td.display(),
                String::from_utf8_lossy(&o.stderr)
            )));
        }
        let json = std::fs::read_to_string(&out)
            .map_err(|e| OdsError::new(format!("cannot read TableGen's output: {e}")))?;
        let deps = std::fs::read_to_string(&dep).unwrap_or_default();
        Ok((json, deps))
    });
    let _ = std::fs::remove_file(&out);
    let _ = std::fs::remove_file(&dep);
    let (json, deps) = read?;
    let mut files = vec![td.to_path_buf()];
    files.extend(depfile_inputs(&deps));
    Ok((json, files))
}

/// The inputs of a Make dependency file (`target: a b\ c \\\n d`).
fn depfile_inputs(text: &str) -> Vec<std::path::PathBuf> {
    let Some((_, inputs)) = text.split_once(": ") else {
        return Vec::new();
    };
    let mut files = Vec::new();
    let mut cur = String::new();
    let mut chars = inputs.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&' ') => {
                cur.push(' ');
                chars.next();
            }
            '\\' if chars.peek() == Some(&'\n') => {
                chars.next();
            }
            c if c.is_whitespace() => {
                if !cur.is_empty() {
                    files.push(std::path::PathBuf::from(std::mem::take(&mut cur)));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        files.push(std::path::PathBuf::from(cur));
    }
    files
}

/// Imports the operations defined in `td` (run through TableGen with `includes`); with
/// `dialect`, only that dialect's (a `.td` file also sees the operations of the files it
/// includes).
pub fn import(
    td: &Path,
    includes: &[&Path],
    dialect: Option<&str>,
) -> Result<Vec<OdsOp>, OdsError> {
    read_dump(&run_tblgen(td, includes)?, dialect)
}

/// Imports the dialects and operations defined in `td` (with `dialect`, only that one).
pub fn import_all(
    td: &Path,
    includes: &[&Path],
    dialect: Option<&str>,
) -> Result<OdsTable, OdsError> {
    read_dump_all(&run_tblgen(td, includes)?, dialect)
}

/// The committed table of MLIR 22's core dialects (`pdl-ods/data/core.json`, written by
/// `tools/ods/gen-core.sh`).
pub const CORE_TABLE: &str = include_str!("../data/core.json");

/// The dialects and operations of [`CORE_TABLE`].
pub fn core_table() -> Result<OdsTable, OdsError> {
    read_table(CORE_TABLE)
}

/// Reads a table written by [`write_table`].
pub fn read_table(json: &str) -> Result<OdsTable, OdsError> {
    serde_json::from_str(json).map_err(|e| OdsError::new(format!("bad op table: {e}")))
}

/// Writes a table (pretty JSON, one field a line).
pub fn write_table(table: &OdsTable) -> String {
    let mut s = serde_json::to_string_pretty(table).unwrap_or_default();
    s.push('\n');
    s
}

/// A human-readable description of an operation (what `ods-dump` prints).
pub fn describe(op: &OdsOp) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let values = |vs: &[OdsValue]| -> String {
        let items: Vec<String> = vs
            .iter()
            .map(|v| {
                let mut t = format!("{}: {}", v.name, v.constraint);
                if v.arity != Arity::Single {
                    let _ = write!(t, " ({:?})", v.arity);
                }
                if !v.effects.is_empty() {
                    let _ = write!(t, " [{}]", v.effects.join(", "));
                }
                if let Some(ty) = &v.buildable_type {
                    let _ = write!(t, " (builds {ty})");
                }
                t
            })
            .collect();
        items.join("; ")
    };
    let _ = writeln!(s, "{} ({})", op.name, op.record);
    let _ = writeln!(s, "  operands:   {}", values(&op.operands));
    let _ = writeln!(s, "  results:    {}", values(&op.results));
    for a in &op.attributes {
        let _ = write!(
            s,
            "  {}: {} `{}` ({}{})",
            if a.is_property {
                "property"
            } else {
                "attribute"
            },
            a.name,
            a.constraint,
            a.storage,
            if a.optional { ", optional" } else { "" }
        );
        if let Some(d) = a.default.as_deref().or(a.default_cpp.as_deref()) {
            let _ = write!(s, " = {d}");
        }
        let _ = write!(s, ", written {:?}", a.syntax);
        s.push('\n');
    }
    if !op.regions.is_empty() {
        let _ = writeln!(s, "  regions:    {}", values(&op.regions));
    }
    if !op.successors.is_empty() {
        let _ = writeln!(s, "  successors: {}", values(&op.successors));
    }
    let _ = writeln!(s, "  traits:     {}", op.traits.join(", "));
    if !op.type_relations.is_empty() {
        let relations: Vec<String> = op
            .type_relations
            .iter()
            .map(|r| match r {
                OdsTypeRelation::AllMatch(names) => format!("same type: {}", names.join(", ")),
                OdsTypeRelation::Derived {
                    from,
                    to,
                    transform,
                } => format!("{to} from {from} ({transform:?})"),
            })
            .collect();
        let _ = writeln!(s, "  types:      {}", relations.join("; "));
    }
    let effects = match (&op.effects, op.custom_effects) {
        (_, true) => "written in C++".to_string(),
        (None, _) => "no interface (unknown)".to_string(),
        (Some(e), _) if e.is_empty() => "none".to_string(),
        (Some(e), _) => e.join(", "),
    };
    let _ = writeln!(s, "  effects:    {effects}");
    let _ = writeln!(s, "  as OpDef:   {:?}", op.to_opdef());
    match &op.assembly_format {
        Some(f) => {
            let _ = writeln!(
                s,
                "  format:     {}",
                f.split_whitespace().collect::<Vec<_>>().join(" ")
            );
        }
        None if op.custom_assembly_format => {
            let _ = writeln!(s, "  format:     custom (C++)");
        }
        None => {
            let _ = writeln!(s, "  format:     generic");
        }
    }
    s
}

#[cfg(test)]
mod depfile_tests {
    #[test]
    fn depfile_inputs_keep_escaped_spaces_and_continuations() {
        let files = super::depfile_inputs("out.json: /a/b.td /c\\ d/e.td \\\n /f.td\n");
        let files: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(files, ["/a/b.td", "/c d/e.td", "/f.td"]);
    }
}
