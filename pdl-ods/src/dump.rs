//! The reader of TableGen's JSON record dump (`llvm-tblgen --dump-json`): every record is an
//! object of its fields plus `!name`, `!superclasses`, `!anonymous`; `!instanceof` lists the
//! records of each class. References to records are `{"kind": "def", "def": NAME}`; dags
//! are `{"kind": "dag", "operator": ..., "args": [[value, name], ...]}`.

use std::collections::HashSet;

use serde_json::Value;

use crate::dump_syntax::{attr_syntax, buildable_type, type_relations};
use crate::records::{
    attr_of_class, constraint_name, dag_args, enumerants, int, is_sub, last_class, last_segment,
    name, string, Record, Records,
};
use crate::{Arity, OdsAttr, OdsDialect, OdsError, OdsOp, OdsTable, OdsValue};

/// The memory effect a decorator or effect record stands for.
fn effect_name(rec: &Record) -> Option<String> {
    if !is_sub(rec, "MemoryEffect") {
        return None;
    }
    string(rec, "effect").map(|e| last_segment(e).to_string())
}

fn arity(rec: &Record) -> Arity {
    if is_sub(rec, "VariadicOfVariadic") {
        Arity::VariadicOfVariadic
    } else if is_sub(rec, "Variadic")
        || is_sub(rec, "VariadicRegion")
        || is_sub(rec, "VariadicSuccessor")
    {
        Arity::Variadic
    } else if is_sub(rec, "Optional") {
        Arity::Optional
    } else {
        Arity::Single
    }
}

/// One argument or result: the constraint record (through `Arg`/`Res`) and its effects.
fn unwrap_var<'a>(r: &Records<'a>, rec: &'a Record) -> (&'a Record, Vec<String>) {
    if !is_sub(rec, "OpVariable") {
        return (rec, Vec::new());
    }
    let effects = rec
        .get("decorators")
        .and_then(Value::as_array)
        .map(|ds| {
            ds.iter()
                .filter_map(|d| r.deref(d).and_then(effect_name))
                .collect()
        })
        .unwrap_or_default();
    let inner = rec
        .get("constraint")
        .and_then(|c| r.deref(c))
        .unwrap_or(rec);
    (inner, effects)
}

/// The MLIR text of a C++ default value, where it is known how to write it.
fn default_text(r: &Records<'_>, rec: &Record, cpp: &str, storage: &str) -> Option<String> {
    let cpp = cpp.trim();
    if let Some(e) = attr_of_class(r, rec, "EnumAttr") {
        let attr_name = string(e, "attrName")?;
        let info = e.get("enum").and_then(|d| r.deref(d))?;
        let sym = last_segment(cpp);
        let case = enumerants(r, info)
            .into_iter()
            .find(|c| string(c, "symbol") == Some(sym))?;
        return Some(format!("#{attr_name}<{}>", string(case, "str")?));
    }
    if let Some(e) = attr_of_class(r, rec, "IntEnumAttr") {
        let sym = last_segment(cpp);
        let case = enumerants(r, e)
            .into_iter()
            .find(|c| string(c, "symbol") == Some(sym))?;
        return Some(format!("{} : i{}", int(case, "value"), int(e, "bitwidth")));
    }
    match storage {
        "::mlir::IntegerAttr" => {
            let v: i128 = cpp.parse().ok()?;
            let ty = rec.get("valueType").and_then(|t| r.deref(t)).map(name)?;
            let ty = match ty {
                "Index" => "index".to_string(),
                t => {
                    let w: u32 = t.strip_prefix('I')?.parse().ok()?;
                    format!("i{w}")
                }
            };
            Some(format!("{v} : {ty}"))
        }
        "::mlir::BoolAttr" if cpp == "true" || cpp == "false" => Some(cpp.to_string()),
        "::mlir::StringAttr" if cpp.starts_with('"') && cpp.ends_with('"') => Some(cpp.to_string()),
        _ => None,
    }
}

fn read_attr(r: &Records<'_>, rec: &Record, attr_name: &str) -> OdsAttr {
    let is_property = is_sub(rec, "Property");
    let storage = string(rec, "storageType").unwrap_or("").trim().to_string();
    let optional = if is_property {
        is_sub(rec, "OptionalProp")
    } else {
        int(rec, "isOptional") != 0
    };
    let default_cpp = string(rec, "defaultValue")
        .filter(|s| !s.trim().is_empty())
        .map(str::to_string);
    // An operation is created with the default of a required attribute only (MLIR's
    // `populateDefaultAttrs`); a property is always initialised with it.
    let print_default = default_cpp
        .as_deref()
        .and_then(|cpp| default_text(r, rec, cpp, &storage));
    let default = match &default_cpp {
        Some(_) if is_property || !optional => print_default.clone(),
        _ => None,
    };
    let dialect_attr = attr_of_class(r, rec, "EnumAttr")
        .and_then(|e| string(e, "attrName"))
        .map(str::to_string);
    let int_enum = attr_of_class(r, rec, "IntEnumAttr")
        .map(|e| (int(e, "bitwidth") as u32, enumerants(r, e).len() as u32));
    OdsAttr {
        name: attr_name.to_string(),
        constraint: constraint_name(rec),
        storage,
        summary: string(rec, "summary").unwrap_or("").trim().to_string(),
        is_property,
        optional,
        default_cpp,
        default,
        dialect_attr,
        int_enum,
        syntax: attr_syntax(r, rec),
        print_default,
    }
}

/// A trait's name as [`OdsOp::traits`] lists it.
fn trait_name(rec: &Record) -> String {
    if let Some(i) = string(rec, "cppInterfaceName") {
        return i.to_string();
    }
    if let Some(t) = string(rec, "trait") {
        let t = t
            .strip_suffix("::Impl")
            .or_else(|| t.strip_suffix("::Trait"))
            .unwrap_or(t);
        return t.to_string();
    }
    last_class(rec).to_string()
}

/// The traits of an op record, flattened as MLIR's `Operator` does (TraitLists expanded,
/// duplicates dropped, interfaces preceded by their base interfaces).
fn flatten_traits<'a>(
    r: &Records<'a>,
    list: &'a Value,
    seen: &mut HashSet<String>,
    out: &mut Vec<&'a Record>,
) {
    let Some(list) = list.as_array() else { return };
    for t in list {
        let Some(rec) = r.deref(t) else { continue };
        if is_sub(rec, "TraitList") {
            // A list expanded once more adds nothing (its traits are already there); marking
            // it also stops a dump that (unlike TableGen's) nests a list in itself.
            if !seen.insert(format!("list {}", name(rec))) {
                continue;
            }
            if let Some(inner) = rec.get("traits") {
                flatten_traits(r, inner, seen, out);
            }
            continue;
        }
        if !seen.insert(name(rec).to_string()) {
            continue;
        }
        if is_sub(rec, "Interface") {
            if let Some(bases) = rec.get("baseInterfaces") {
                flatten_traits(r, bases, seen, out);
            }
        }
        out.push(rec);
    }
}

/// ODS's result type inference (MLIR's `Operator::populateTypeInferenceInfo`): whether the
/// result types follow from the operands, attributes and buildable result types through
/// `SameOperandsAndResultType`, `AllTypesMatch` and `TypesMatchWith`.
fn infers_result_types(
    traits: &[&Record],
    args: &[(String, bool, bool)],
    results: &[(String, bool, bool)],
) -> bool {
    // args: (name, is operand, variable length); results: (name, variable length, buildable).
    if results.is_empty() || results.iter().any(|r| r.1) {
        return false;
    }
    let native = |rec: &Record, n: &str| string(rec, "trait") == Some(n);
    if traits
        .iter()
        .any(|t| native(t, "SameOperandsAndResultType"))
    {
        return args.iter().any(|a| a.1 && !a.2);
    }
    // Arguments are indexed from 0, results from -1 down; a name not found is 0.
    let index = |n: &str| -> i64 {
        if let Some(i) = args.iter().position(|a| a.0 == n) {
            return i as i64;
        }
        // The last result of a name wins, as a later insertion into a map would.
        results
            .iter()
            .rposition(|r| r.0 == n)
            .map_or(0, |i| -1 - i as i64)
    };
    let unmap = |i: i64| (-1 - i) as usize;
    let mut inferred: Vec<bool> = results.iter().map(|r| r.2).collect();
    let mut sources: Vec<Vec<i64>> = results
        .iter()
        .enumerate()
        .map(|(i, r)| if r.2 { vec![-1 - i as i64] } else { Vec::new() })
        .collect();
    for t in traits {
        if string(t, "cppInterfaceName") == Some("InferTypeOpInterface") {
            return false;
        }
        if is_sub(t, "TypesMatchWith") {
            let target = index(string(t, "rhs").unwrap_or(""));
            if target >= 0 {
                continue;
            }
            let ri = unmap(target);
            if inferred[ri] {
                continue;
            }
            let src = index(string(t, "lhs").unwrap_or(""));
            sources[ri].push(src);
            inferred[ri] = src >= 0 || inferred[unmap(src)];
            continue;
        }
        if !is_sub(t, "AllTypesMatch") {
            continue;
        }
        let values: Vec<&str> = t
            .get("values")
            .and_then(Value::as_array)
            .map(|v| v.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut full = None;
        let mut result_indices = Vec::new();
        for v in values {
            let i = index(v);
            if i < 0 {
                result_indices.push(unmap(i));
            }
            if i >= 0 || inferred[unmap(i)] {
                full = Some(i);
            }
        }
        match full {
            Some(f) => {
                for &ri in &result_indices {
                    if !inferred[ri] {
                        sources[ri] = vec![f];
                        inferred[ri] = true;
                    }
                }
            }
            None => {
                for &a in &result_indices {
                    for &b in &result_indices {
                        if a != b {
                            sources[a].push(-1 - b as i64);
                        }
                    }
                }
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..results.len() {
            if inferred[i] {
                continue;
            }
            if sources[i].iter().any(|&s| s < 0 && inferred[unmap(s)]) {
                inferred[i] = true;
                changed = true;
            }
        }
    }
    inferred.iter().all(|&b| b)
}

/// The regions or successors (`field`) of op record `rec`.
fn simple_values(r: &Records<'_>, rec: &Record, field: &str) -> Vec<OdsValue> {
    dag_args(rec, field)
        .into_iter()
        .filter_map(|(v, n)| {
            let c = r.deref(v)?;
            Some(OdsValue {
                name: n.to_string(),
                constraint: constraint_name(c),
                arity: arity(c),
                effects: Vec::new(),
                buildable_type: None,
            })
        })
        .collect()
}

/// The trait MLIR's generated class gives an op with these results (`ZeroResults`,
/// `OneResult`, `NResults<N>`, `AtLeastNResults<N>`, `VariadicResults`).
fn result_count_trait(results: &[OdsValue]) -> String {
    let n = results.len();
    let variable = results.iter().filter(|r| r.arity.is_variable()).count();
    match (n, variable) {
        (0, _) => "ZeroResults".to_string(),
        (n, v) if v == n => "VariadicResults".to_string(),
        (n, v) if v > 0 => format!("AtLeastNResults<{}>", n - v),
        (1, _) => "OneResult".to_string(),
        (n, _) => format!("NResults<{n}>"),
    }
}

pub(crate) fn read_op(r: &Records<'_>, rec: &Record) -> Result<OdsOp, OdsError> {
    let record = name(rec).to_string();
    let dialect = rec
        .get("opDialect")
        .and_then(|d| r.deref(d))
        .and_then(|d| string(d, "name"))
        .unwrap_or("")
        .to_string();
    let mnemonic = string(rec, "opName")
        .ok_or_else(|| OdsError::new(format!("op record {record} has no opName")))?;
    let full = if dialect.is_empty() {
        mnemonic.to_string()
    } else {
        format!("{dialect}.{mnemonic}")
    };
    let mut operands = Vec::new();
    let mut attributes = Vec::new();
    let mut args_info = Vec::new();
    let mut all_effects: Vec<String> = Vec::new();
    let mut has_effects = false;
    for (v, n) in dag_args(rec, "arguments") {
        let Some(arg) = r.deref(v) else {
            return Err(OdsError::new(format!(
                "{full}: argument `{n}` is not a record"
            )));
        };
        let (arg, effects) = unwrap_var(r, arg);
        if !effects.is_empty() {
            has_effects = true;
            all_effects.extend(effects.iter().cloned());
        }
        if is_sub(arg, "TypeConstraint") {
            let a = arity(arg);
            args_info.push((n.to_string(), true, a.is_variable()));
            operands.push(OdsValue {
                name: n.to_string(),
                constraint: constraint_name(arg),
                arity: a,
                effects,
                buildable_type: buildable_type(r, arg),
            });
        } else if is_sub(arg, "Attr") || is_sub(arg, "Property") {
            args_info.push((n.to_string(), false, false));
            attributes.push(read_attr(r, arg, n));
        } else {
            return Err(OdsError::new(format!(
                "{full}: argument `{n}` is neither an operand, an attribute nor a property"
            )));
        }
    }
    let mut results = Vec::new();
    let mut results_info = Vec::new();
    for (v, n) in dag_args(rec, "results") {
        let Some(res) = r.deref(v) else {
            return Err(OdsError::new(format!(
                "{full}: result `{n}` is not a record"
            )));
        };
        let (res, effects) = unwrap_var(r, res);
        if !effects.is_empty() {
            has_effects = true;
            all_effects.extend(effects.iter().cloned());
        }
        let a = arity(res);
        let buildable = string(res, "builderCall").is_some_and(|b| !b.is_empty());
        results_info.push((n.to_string(), a.is_variable(), buildable));
        results.push(OdsValue {
            name: n.to_string(),
            constraint: constraint_name(res),
            arity: a,
            effects,
            buildable_type: buildable_type(r, res),
        });
    }
    let regions = simple_values(r, rec, "regions");
    let successors = simple_values(r, rec, "successors");

    let mut trait_recs = Vec::new();
    if let Some(list) = rec.get("traits") {
        flatten_traits(r, list, &mut HashSet::new(), &mut trait_recs);
    }
    let mut custom_effects = false;
    for t in &trait_recs {
        if is_sub(t, "SideEffectsTraitBase")
            && string(t, "trait") == Some("MemoryEffectOpInterface::Trait")
        {
            has_effects = true;
            if let Some(es) = t.get("effects").and_then(Value::as_array) {
                all_effects.extend(es.iter().filter_map(|e| r.deref(e).and_then(effect_name)));
            }
        } else if string(t, "cppInterfaceName") == Some("MemoryEffectOpInterface") {
            custom_effects = true;
        }
    }
    let mut traits: Vec<String> = trait_recs.iter().map(|t| trait_name(t)).collect();
    // Effects on operands or results give the interface too (MLIR's generated class lists it
    // among its traits).
    if has_effects && !traits.iter().any(|t| t == "MemoryEffectOpInterface") {
        traits.push("MemoryEffectOpInterface".to_string());
    }
    traits.push(result_count_trait(&results));
    // As MLIR's `Operator`, only where the `InferTypeOpInterface` record is defined (the
    // file includes `InferTypeOpInterface.td`): otherwise ODS does not infer.
    if r.get("InferTypeOpInterface").is_some()
        && infers_result_types(&trait_recs, &args_info, &results_info)
    {
        traits.push("InferTypeOpInterface".to_string());
    }
    let operand_names: Vec<String> = operands.iter().map(|o| o.name.clone()).collect();
    let result_names: Vec<String> = results.iter().map(|o| o.name.clone()).collect();
    let type_relations = type_relations(&trait_recs, &operand_names, &result_names);
    let effects = has_effects.then(|| {
        let mut seen = HashSet::new();
        all_effects.retain(|e| seen.insert(e.clone()));
        all_effects
    });
    Ok(OdsOp {
        name: full,
        dialect,
        record,
        summary: string(rec, "summary").unwrap_or("").trim().to_string(),
        operands,
        results,
        attributes,
        regions,
        successors,
        traits,
        effects,
        custom_effects,
        type_relations,
        assembly_format: string(rec, "assemblyFormat").map(str::to_string),
        custom_assembly_format: int(rec, "hasCustomAssemblyFormat") != 0,
        has_folder: int(rec, "hasFolder") != 0,
        has_canonicalizer: int(rec, "hasCanonicalizer") != 0
            || int(rec, "hasCanonicalizeMethod") != 0,
    })
}

/// Reads the operations of a TableGen JSON record dump (every record of class `Op`, in the
/// dump's order), keeping only `dialect`'s when given.
pub fn read_dump(json: &str, dialect: Option<&str>) -> Result<Vec<OdsOp>, OdsError> {
    read_dump_all(json, dialect).map(|t| t.ops)
}

/// Reads the dialects (records of class `Dialect`) and operations of a TableGen JSON record
/// dump, keeping only `dialect`'s when given.
pub fn read_dump_all(json: &str, dialect: Option<&str>) -> Result<OdsTable, OdsError> {
    let root: Value = serde_json::from_str(json)
        .map_err(|e| OdsError::new(format!("not a TableGen JSON dump: {e}")))?;
    let all = root
        .as_object()
        .ok_or_else(|| OdsError::new("not a TableGen JSON dump: not an object"))?;
    let r = Records { all };
    let names = all
        .get("!instanceof")
        .and_then(|i| i.get("Op"))
        .and_then(Value::as_array)
        .ok_or_else(|| {
            OdsError::new("the dump has no record of class Op (is OpBase.td included?)")
        })?;
    let mut ops = Vec::new();
    for n in names {
        let Some(rec) = n.as_str().and_then(|n| r.get(n)) else {
            continue;
        };
        let op = read_op(&r, rec)?;
        if dialect.is_none_or(|d| d == op.dialect) {
            ops.push(op);
        }
    }
    let mut dialects = Vec::new();
    let dialect_names = all
        .get("!instanceof")
        .and_then(|i| i.get("Dialect"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for n in dialect_names {
        let Some(rec) = n.as_str().and_then(|n| r.get(n)) else {
            continue;
        };
        let d = OdsDialect {
            name: string(rec, "name").unwrap_or("").to_string(),
            cpp_namespace: string(rec, "cppNamespace").unwrap_or("").to_string(),
            has_constant_materializer: int(rec, "hasConstantMaterializer") != 0,
            dependent_dialects: rec
                .get("dependentDialects")
                .and_then(Value::as_array)
                .map(|v| {
                    v.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default(),
            use_properties_for_attributes: int(rec, "usePropertiesForAttributes") != 0,
        };
        if dialect.is_none_or(|x| x == d.name) {
            dialects.push(d);
        }
    }
    Ok(OdsTable { dialects, ops })
}
