//! The hand-written definitions of `pdl_runtime::dialects` against the committed table
//! imported from MLIR 22's ODS (`pdl-ods/data/core.json`): for every core operation, the
//! traits, memory effects, properties (names, kinds, defaults) and result-count flags must
//! agree. Needs no LLVM.

use pdl_ods::OdsOp;
use pdl_runtime::ir::{MemoryEffects, OpDef, Traits};

/// The dialects with hand-written definitions.
const HAND_WRITTEN: [&str; 6] = ["builtin", "func", "arith", "cf", "scf", "math"];

/// Every disagreement between one hand-written definition and the table's.
fn compare(hand: &OpDef, ods: &OdsOp) -> Vec<String> {
    let mut out = Vec::new();
    let name = &hand.name;
    let imported = ods.to_opdef();
    let (h, o) = (hand.traits, imported.traits);
    for (n, t) in Traits::each() {
        match (h.contains(t), o.contains(t)) {
            (true, false) => out.push(format!("{name}: trait {n} hand-written, not in ODS")),
            (false, true) => out.push(format!("{name}: trait {n} in ODS, not hand-written")),
            _ => {}
        }
    }
    if ods.custom_effects {
        // ODS declares the interface, the effects are C++: nothing to compare but that the
        // hand-written side knows some.
        if hand.effects == MemoryEffects::Unknown {
            out.push(format!(
                "{name}: effects written in C++ in MLIR, unknown here"
            ));
        }
    } else if hand.effects != imported.effects {
        out.push(format!(
            "{name}: effects {:?} hand-written, {:?} in ODS",
            hand.effects, imported.effects
        ));
    }
    let hp = hand.properties.clone().unwrap_or_default();
    let op = imported.properties.unwrap_or_default();
    let names = |ps: &[pdl_runtime::ir::Property]| -> Vec<String> {
        ps.iter().map(|p| p.name.to_string()).collect()
    };
    if hand.properties.is_none() {
        out.push(format!("{name}: properties not declared hand-written"));
    } else if names(&hp) != names(&op) {
        out.push(format!(
            "{name}: properties {:?} hand-written, {:?} in ODS",
            names(&hp),
            names(&op)
        ));
    }
    for p in &hp {
        let Some(q) = op.iter().find(|q| q.name == p.name) else {
            continue;
        };
        if p.default != q.default {
            out.push(format!(
                "{name}: property {} default {:?} hand-written, {:?} in ODS",
                p.name, p.default, q.default
            ));
        }
        let ods_summary = ods
            .attributes
            .iter()
            .find(|a| *a.name == *p.name)
            .map(|a| a.summary.as_str());
        if ods_summary.is_some_and(|s| s != p.summary()) {
            out.push(format!(
                "{name}: property {} summary {:?} hand-written, {:?} in ODS",
                p.name,
                p.summary(),
                ods_summary.unwrap_or_default()
            ));
        }
        if p.kind != q.kind {
            out.push(format!(
                "{name}: property {} kind {:?} hand-written, {:?} in ODS",
                p.name, p.kind, q.kind
            ));
        }
    }
    match (hand.fold.is_some(), ods.has_folder) {
        (true, false) => out.push(format!("{name}: fold hook hand-written, no folder in ODS")),
        (false, true) => out.push(format!("{name}: folder in ODS, no fold hook hand-written")),
        _ => {}
    }
    out
}

/// Every disagreement between a hand-written dialect and ODS's: constant materialisation,
/// dependent dialects (those `dialects::loaded_dialects` loads with it).
fn compare_dialect(name: &str, ods: &pdl_ods::OdsDialect) -> Vec<String> {
    let mut out = Vec::new();
    let core = pdl_runtime::dialects::core();
    let hand = core
        .dialect(name)
        .is_some_and(|d| d.materialize_constant.is_some());
    if hand != ods.has_constant_materializer {
        out.push(format!(
            "{name}: constant materialisation {hand} hand-written, {} in ODS",
            ods.has_constant_materializer
        ));
    }
    let src = format!("\"{name}.x\"() : () -> ()\n");
    let ir = pdl_runtime::text::parse_in(pdl_runtime::ir::Context::new(), &src, "x.mlir")
        .expect("a generic op reads");
    let mut loaded: Vec<String> = pdl_runtime::dialects::loaded_dialects(&ir)
        .into_iter()
        .filter(|d| d != "builtin" && d != name)
        .collect();
    let mut deps = ods.dependent_namespaces();
    loaded.sort();
    deps.sort();
    if loaded != deps {
        out.push(format!(
            "{name}: dependent dialects {loaded:?} hand-written, {deps:?} in ODS"
        ));
    }
    out
}

/// Every disagreement between the hand-written core dialects and the table.
fn disagreements() -> Vec<String> {
    let table = pdl_ods::core_table().expect("the committed table reads");
    let core = pdl_runtime::dialects::core();
    let mut out = Vec::new();
    for hand in core.ops() {
        if !HAND_WRITTEN.contains(&hand.dialect()) {
            continue;
        }
        match table.op(&hand.name) {
            Some(ods) => out.extend(compare(hand, ods)),
            None => out.push(format!("{}: hand-written, not in MLIR 22's ODS", hand.name)),
        }
    }
    for d in HAND_WRITTEN {
        out.extend(compare_dialect(
            d,
            table.dialect(d).expect("dialect in the table"),
        ));
    }
    for ods in &table.ops {
        if HAND_WRITTEN.contains(&ods.dialect.as_str()) && core.get(&ods.name).is_none() {
            out.push(format!("{}: in MLIR 22's ODS, not hand-written", ods.name));
        }
    }
    out
}

/// The disagreements known and kept, each with the reason it stays.
const KNOWN: &[&str] = &[
    // MLIR folds these through libm (`asinh`, `acosh`, `atanh`, `erf`, `erfc` of
    // `APFloat`s converted to double); `math_fold` leaves them out (see its docs): an
    // operation without a fold hook is only not folded, which the goldens show.
    "math.acosh: folder in ODS, no fold hook hand-written",
    "math.asinh: folder in ODS, no fold hook hand-written",
    "math.atanh: folder in ODS, no fold hook hand-written",
    "math.erf: folder in ODS, no fold hook hand-written",
    "math.erfc: folder in ODS, no fold hook hand-written",
];

#[test]
fn hand_written_definitions_agree_with_ods() {
    let found = disagreements();
    let unexpected: Vec<&String> = found
        .iter()
        .filter(|d| !KNOWN.contains(&d.as_str()))
        .collect();
    let gone: Vec<&&str> = KNOWN
        .iter()
        .filter(|k| !found.iter().any(|d| d == *k))
        .collect();
    assert!(
        unexpected.is_empty() && gone.is_empty(),
        "disagreements not listed:\n{}\nlisted but gone:\n{}",
        unexpected
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        gone.iter().map(|s| **s).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn a_wrong_definition_is_reported() {
    let table = pdl_ods::core_table().unwrap();
    let addi = table.op("arith.addi").unwrap();
    // No trait, unknown effects, no property, no fold hook.
    let wrong = OpDef::new("arith.addi").no_properties();
    let found = compare(&wrong, addi);
    for expected in [
        "arith.addi: trait Commutative in ODS, not hand-written",
        "arith.addi: trait SameOperandsAndResultType in ODS, not hand-written",
        "arith.addi: trait InferTypeOpInterface in ODS, not hand-written",
        "arith.addi: effects Unknown hand-written, None in ODS",
        "arith.addi: properties [] hand-written, [\"overflowFlags\"] in ODS",
        "arith.addi: folder in ODS, no fold hook hand-written",
    ] {
        assert!(
            found.iter().any(|f| f == expected),
            "{expected} not in {found:#?}"
        );
    }
    // A wrong default is reported too.
    let wrong = OpDef::new("arith.addi").property_default(
        "overflowFlags",
        pdl_runtime::ir::PropKind::Dialect("arith.overflow"),
        "#arith.overflow<nsw>",
    );
    let found = compare(&wrong, addi);
    assert!(found
        .iter()
        .any(|f| f.contains("property overflowFlags default")));
    // A dialect compared with another's definition.
    let found = compare_dialect("builtin", table.dialect("math").unwrap());
    assert_eq!(
        found,
        [
            "builtin: constant materialisation false hand-written, true in ODS",
            "builtin: dependent dialects [] hand-written, [\"arith\"] in ODS"
        ]
    );
}

/// Facts of MLIR 22's `.td` files, read in the table.
#[test]
fn the_table_holds_what_the_td_files_say() {
    let table = pdl_ods::core_table().unwrap();
    let get = |n: &str| table.op(n).unwrap();
    assert_eq!(table.ops.len(), 173);
    for (dialect, n) in [
        ("builtin", 2),
        ("func", 5),
        ("arith", 51),
        ("cf", 4),
        ("scf", 12),
        ("math", 46),
        ("memref", 32),
        ("tensor", 21),
    ] {
        assert_eq!(
            table.ops.iter().filter(|o| o.dialect == dialect).count(),
            n,
            "{dialect}"
        );
    }
    let addi = get("arith.addi");
    assert_eq!(
        addi.assembly_format
            .as_deref()
            .map(|f| f.split_whitespace().collect::<Vec<_>>().join(" ")),
        Some("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)".into())
    );
    assert_eq!(addi.operands.len(), 2);
    assert_eq!(
        addi.attributes[0].default.as_deref(),
        Some("#arith.overflow<none>")
    );
    let cond_br = get("cf.cond_br");
    assert_eq!(cond_br.successors.len(), 2);
    assert_eq!(cond_br.operands[1].arity, pdl_ods::Arity::Variadic);
    let for_op = get("scf.for");
    assert!(for_op.custom_assembly_format && for_op.assembly_format.is_none());
    assert_eq!(for_op.regions[0].name, "region");
    assert!(for_op.has_trait("SingleBlockImplicitTerminator<scf::YieldOp>"));
    // `memref.load` reads through its memref operand (`Arg<AnyMemRef, "...", [MemRead]>`).
    let load = get("memref.load");
    assert_eq!(load.operands[0].effects, ["Read"]);
    assert_eq!(load.to_opdef().effects, MemoryEffects::Read);
    // `memref.alloc` allocates its result.
    assert_eq!(
        get("memref.alloc").to_opdef().effects,
        MemoryEffects::Allocate
    );
    // `cf.assert`'s effects are C++ (`DeclareOpInterfaceMethods<MemoryEffectOpInterface>`).
    assert!(get("cf.assert").custom_effects);
    // `arith.cmpi` infers its `i1` result through `TypesMatchWith`.
    assert!(get("arith.cmpi").has_trait("InferTypeOpInterface"));
    assert!(!get("arith.addui_extended").has_trait("InferTypeOpInterface"));
}
