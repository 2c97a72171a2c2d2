//! The ODS import run through LLVM's TableGen. These tests need `llvm-tblgen-22` (Debian
//! package `llvm-22`) and MLIR's `.td` files (`libmlir-22-dev`, under
//! `/usr/lib/llvm-22/include`, or `$PDL_MLIR_INCLUDE`); without them they pass with a message
//! saying they were skipped. `.ci/run` installs the packages.

use std::path::{Path, PathBuf};

use pdl_ods::{Arity, OdsOp};
use pdl_runtime::ir::{MemoryEffects, Traits};

/// The include directory holding `mlir/IR/OpBase.td`, if the tools are there.
fn setup(test: &str) -> Option<PathBuf> {
    let inc = PathBuf::from(
        std::env::var("PDL_MLIR_INCLUDE").unwrap_or_else(|_| "/usr/lib/llvm-22/include".into()),
    );
    if !pdl_ods::tblgen_available() {
        eprintln!(
            "SKIPPED {test}: {} not found (apt-get install llvm-22 libmlir-22-dev)",
            pdl_ods::tblgen_program()
        );
        return None;
    }
    if !inc.join("mlir/IR/OpBase.td").is_file() {
        eprintln!(
            "SKIPPED {test}: {} has no mlir/IR/OpBase.td (apt-get install libmlir-22-dev)",
            inc.display()
        );
        return None;
    }
    Some(inc)
}

fn toy_td() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/toy.td")
}

fn get<'a>(ops: &'a [OdsOp], name: &str) -> &'a OdsOp {
    ops.iter()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("{name} not imported"))
}

#[test]
fn a_dialect_of_our_own_is_imported() {
    let Some(inc) = setup("a_dialect_of_our_own_is_imported") else {
        return;
    };
    let ops = pdl_ods::import(&toy_td(), &[&inc], Some("toy")).unwrap();
    let names: Vec<&str> = ops.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "toy.add",
            "toy.body",
            "toy.br",
            "toy.cmp",
            "toy.constant",
            "toy.load",
            "toy.pair",
            "toy.split",
            "toy.store"
        ]
    );

    let add = get(&ops, "toy.add");
    assert_eq!(
        add.assembly_format.as_deref(),
        Some("$lhs `,` $rhs attr-dict `:` type($result)")
    );
    let attrs: Vec<(&str, bool, Option<&str>)> = add
        .attributes
        .iter()
        .map(|a| (a.name.as_str(), a.optional, a.default.as_deref()))
        .collect();
    assert_eq!(
        attrs,
        [
            ("bias", false, Some("7 : i64")),
            ("tag", true, None),
            ("color", false, Some("2 : i32")),
            ("exact", true, None),
        ]
    );
    assert_eq!(add.attributes[2].int_enum, Some((32, 3)));
    let def = add.to_opdef();
    assert_eq!(
        def.traits,
        Traits::COMMUTATIVE | Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::INFER_TYPE
    );
    assert_eq!(def.effects, MemoryEffects::None);
    let props: Vec<&str> = def
        .properties
        .as_ref()
        .unwrap()
        .iter()
        .map(|p| &*p.name)
        .collect();
    assert_eq!(props, ["bias", "color", "exact", "tag"]);

    // ODS infers result types through AllTypesMatch with an attribute, through
    // TypesMatchWith, not for two unconstrained results.
    assert!(get(&ops, "toy.constant")
        .to_opdef()
        .has(Traits::CONSTANT_LIKE | Traits::INFER_TYPE));
    assert!(get(&ops, "toy.cmp")
        .to_opdef()
        .has(Traits::INFER_TYPE | Traits::SAME_TYPE_OPERANDS));
    let pair = get(&ops, "toy.pair").to_opdef();
    assert!(!pair.has(Traits::INFER_TYPE));
    assert!(!pair.has(Traits::ZERO_RESULTS) && !pair.has(Traits::VARIADIC_RESULTS));

    // Effects: on an operand, from a MemoryEffects trait, none at all.
    let load = get(&ops, "toy.load");
    assert_eq!(load.operands[0].effects, ["Read"]);
    assert_eq!(load.to_opdef().effects, MemoryEffects::Read);
    assert_eq!(
        get(&ops, "toy.store").to_opdef().effects,
        MemoryEffects::Write
    );
    assert_eq!(
        get(&ops, "toy.split").to_opdef().effects,
        MemoryEffects::Unknown
    );

    let br = get(&ops, "toy.br");
    assert_eq!(br.successors.len(), 1);
    assert_eq!(br.operands[0].arity, Arity::Variadic);
    assert_eq!(
        br.to_opdef().traits,
        Traits::TERMINATOR | Traits::BRANCH | Traits::ZERO_RESULTS
    );

    let split = get(&ops, "toy.split");
    let arities: Vec<Arity> = split.operands.iter().map(|o| o.arity).collect();
    assert_eq!(arities, [Arity::Variadic, Arity::Optional, Arity::Single]);
    let def = split.to_opdef();
    assert!(def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS | Traits::VARIADIC_RESULTS));
    let seg = def.property_named("operandSegmentSizes").unwrap();
    assert_eq!(seg.kind, pdl_runtime::ir::PropKind::Segments(3));

    let body = get(&ops, "toy.body");
    let regions: Vec<(&str, Arity)> = body
        .regions
        .iter()
        .map(|r| (r.name.as_str(), r.arity))
        .collect();
    assert_eq!(
        regions,
        [("body", Arity::Single), ("rest", Arity::Variadic)]
    );
    assert_eq!(
        body.to_opdef().traits,
        Traits::ISOLATED_FROM_ABOVE
            | Traits::NO_TERMINATOR
            | Traits::RECURSIVE_MEMORY_EFFECTS
            | Traits::ZERO_RESULTS
    );
}

#[test]
fn imported_definitions_drive_the_ir() {
    let Some(inc) = setup("imported_definitions_drive_the_ir") else {
        return;
    };
    let ops = pdl_ods::import(&toy_td(), &[&inc], Some("toy")).unwrap();
    let mut ctx = pdl_runtime::ir::Context::new();
    for op in &ops {
        ctx.register_op(op.to_opdef());
    }
    let src = "%a = \"toy.constant\"() <{value = 1 : i32}> : () -> i32\n\
               %b = \"toy.add\"(%a, %a) : (i32, i32) -> i32\n";
    let mut ir = pdl_runtime::text::parse_in(ctx, src, "toy.mlir").unwrap();
    let out = pdl_runtime::text::print_generic(&ir);
    // The defaults of the required attributes are given, the optional ones stay unset.
    assert!(
        out.contains("\"toy.add\"(%0, %0) <{bias = 7 : i64, color = 2 : i32}> : (i32, i32) -> i32"),
        "{out}"
    );
    let top = ir.root_block();
    let add = ir.block_ops(top).nth(1).unwrap();
    assert!(ir.is_trivially_dead(add));
}

/// MLIR's own C++ generator (`mlir-tblgen-22 -gen-op-decls`) lists each operation's traits in
/// the class it declares: the import must give the same ones.
fn check_against_mlir_tblgen(td: &Path, inc: &Path, ops: &[OdsOp]) {
    let out = std::process::Command::new("mlir-tblgen-22")
        .arg("-gen-op-decls")
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
    let text = String::from_utf8(out.stdout).unwrap();
    // Each class header `class X : public ::mlir::Op<X, traits...> {`, with the name its
    // `getOperationName` returns.
    let heads: Vec<usize> = text.match_indices("class ").map(|(i, _)| i).collect();
    let mut classes: Vec<(String, String)> = Vec::new();
    for (k, &start) in heads.iter().enumerate() {
        let end = heads.get(k + 1).copied().unwrap_or(text.len());
        let body = &text[start..end];
        let Some(line) = body.lines().next() else {
            continue;
        };
        if !line.contains(": public ::mlir::Op<") {
            continue;
        }
        let Some(at) = body.find("getOperationName() {") else {
            continue;
        };
        let rest = &body[at..];
        let Some(q) = rest.find("StringLiteral(\"") else {
            continue;
        };
        let name = rest[q + 15..].split('"').next().unwrap_or("").to_string();
        let traits = line
            .replace("::mlir::OpTrait::", "")
            .replace("::mlir::", "");
        classes.push((name, traits));
    }
    let checked = [
        "IsCommutative",
        "ConstantLike",
        "IsTerminator",
        "IsIsolatedFromAbove",
        "NoTerminator",
        "AttrSizedOperandSegments",
        "AttrSizedResultSegments",
        "HasRecursiveMemoryEffects",
        "SymbolOpInterface",
        "BranchOpInterface",
        "ReturnLike",
        "SameOperandsAndResultType",
        "SameTypeOperands",
        "IsInvolution",
        "IsIdempotent",
        "InferTypeOpInterface",
        "SingleBlock",
        "SymbolTable",
        "RegionBranchOpInterface",
        "Elementwise",
        "ZeroResults",
        "VariadicResults",
        "MemoryEffectOpInterface",
    ];
    let mut wrong = Vec::new();
    for op in ops {
        let Some((_, line)) = classes.iter().find(|(n, _)| *n == op.name) else {
            wrong.push(format!("{}: not declared by mlir-tblgen-22", op.name));
            continue;
        };
        let list = line.trim_end_matches(" {");
        let list = list.strip_suffix('>').unwrap_or(list);
        let theirs: Vec<&str> = list
            .split(", ")
            .map(|t| t.trim_end_matches("::Trait").trim_end_matches("::Impl"))
            .collect();
        for t in checked {
            let ours = op.traits.iter().any(|x| x.split('<').next() == Some(t));
            if ours != theirs.contains(&t) {
                wrong.push(format!("{}: {t}: ours {ours}, MLIR's {}", op.name, !ours));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn traits_agree_with_mlir_tblgen() {
    let Some(inc) = setup("traits_agree_with_mlir_tblgen") else {
        return;
    };
    let available = std::process::Command::new("mlir-tblgen-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !available {
        eprintln!(
            "SKIPPED traits_agree_with_mlir_tblgen: mlir-tblgen-22 not found (mlir-22-tools)"
        );
        return;
    }
    let ops = pdl_ods::import(&toy_td(), &[&inc], Some("toy")).unwrap();
    check_against_mlir_tblgen(&toy_td(), &inc, &ops);
    for (file, dialect) in CORE_FILES {
        let td = inc.join(file);
        let ops = pdl_ods::import(&td, &[&inc], Some(dialect)).unwrap();
        check_against_mlir_tblgen(&td, &inc, &ops);
    }
}

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

#[test]
fn the_committed_table_is_current() {
    let Some(inc) = setup("the_committed_table_is_current") else {
        return;
    };
    let mut read = pdl_ods::OdsTable::default();
    for (file, dialect) in CORE_FILES {
        read.merge(pdl_ods::import_all(&inc.join(file), &[&inc], Some(dialect)).unwrap());
    }
    let table = pdl_ods::core_table().unwrap();
    assert_eq!(table.dialects.len(), 8);
    assert!(
        read == table,
        "pdl-ods/data/core.json differs from what MLIR's .td files give: run tools/ods/gen-core.sh"
    );
}

#[test]
fn tblgen_errors_are_reported() {
    let Some(inc) = setup("tblgen_errors_are_reported") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("pdl-ods-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.td");
    std::fs::write(
        &bad,
        "include \"mlir/IR/OpBase.td\"\ndef X : Op<NoSuchDialect, \"x\">;\n",
    )
    .unwrap();
    let err = pdl_ods::import(&bad, &[&inc], None).unwrap_err();
    assert!(err.message.contains("bad.td:2:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `data/fmt.json`, the table `tests/custom_syntax.rs` reads, is what `data/fmt.td` gives.
#[test]
fn the_fmt_table_is_fresh() {
    let Some(inc) = setup("the_fmt_table_is_fresh") else {
        return;
    };
    let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fmt.td");
    let table = pdl_ods::import_all(&td, &[&inc], Some("fmt")).unwrap();
    let committed = std::fs::read_to_string(td.with_extension("json")).unwrap();
    assert_eq!(
        pdl_ods::write_table(&table),
        committed,
        "regenerate: ods-dump pdl-ods/tests/data/fmt.td -I INCLUDE --dialect fmt --json"
    );
}
