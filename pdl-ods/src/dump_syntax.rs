//! What the records of an operation say about its custom syntax, read as MLIR's
//! `OpFormatGen` reads them: the buildable type of an operand or result
//! (`TypeConstraint::getBuilderCall`), how a format writes an attribute (the generated
//! printer's choice: enum keyword, symbol name, value without type, stripped dialect
//! attribute...), and the type relations a format may rely on to leave types out.

use serde_json::Value;

use crate::records::{attr_of_class, enumerants, int, is_sub, name, string, Record, Records};
use crate::syntax::{OdsAttrSyntax, OdsTypeRelation, OdsTypeTransform};

/// The MLIR spelling of the type a TableGen `builderCall` builds (`$_builder.getIndexType()`
/// gives `index`), when this crate knows it.
pub(crate) fn builder_call_type(call: &str) -> Option<String> {
    let call: String = call.chars().filter(|c| !c.is_whitespace()).collect();
    let inner = call.strip_prefix("$_builder.")?;
    if let Some(args) = inner
        .strip_prefix("getIntegerType(")
        .and_then(|s| s.strip_suffix(')'))
    {
        let mut parts = args.split(',');
        let width: u32 = parts.next()?.parse().ok()?;
        return match parts.next() {
            None => Some(format!("i{width}")),
            Some("/*isSigned=*/true") | Some("true") => Some(format!("si{width}")),
            Some("/*isSigned=*/false") | Some("false") => Some(format!("ui{width}")),
            Some(_) => None,
        };
    }
    let simple = match inner {
        "getIndexType()" => "index",
        "getF16Type()" => "f16",
        "getBF16Type()" => "bf16",
        "getF32Type()" => "f32",
        "getF64Type()" => "f64",
        "getF80Type()" => "f80",
        "getF128Type()" => "f128",
        "getNoneType()" => "none",
        _ => "",
    };
    if !simple.is_empty() {
        return Some(simple.to_string());
    }
    let class = inner
        .strip_prefix("getType<")?
        .strip_suffix(">()")?
        .trim_start_matches("::mlir::");
    Some(match class {
        "NoneType" => "none".to_string(),
        "BFloat16Type" => "bf16".to_string(),
        "FloatTF32Type" => "tf32".to_string(),
        c => format!("f{}", c.strip_prefix("Float")?.strip_suffix("Type")?),
    })
}

/// The buildable type of an operand or result constraint: the one its `builderCall` builds
/// (for `Variadic<...>` and `Optional<...>`, its base type's).
pub(crate) fn buildable_type(r: &Records<'_>, rec: &Record) -> Option<String> {
    let mut base = rec;
    if is_sub(rec, "Variadic") || is_sub(rec, "Optional") || is_sub(rec, "VariadicOfVariadic") {
        base = rec.get("baseType").and_then(|b| r.deref(b))?;
    }
    string(base, "builderCall")
        .filter(|b| !b.trim().is_empty())
        .and_then(builder_call_type)
}

/// The innermost attribute of `rec` (MLIR's `Attribute::getBaseAttr`: through
/// `OptionalAttr`, `DefaultValuedAttr`, `ConfinedAttr`...).
fn base_attr<'a>(r: &Records<'a>, rec: &'a Record) -> &'a Record {
    let mut cur = rec;
    for _ in 0..16 {
        match cur.get("baseAttr").and_then(|b| r.deref(b)) {
            Some(next) => cur = next,
            None => break,
        }
    }
    cur
}

/// The `dialect.mnemonic` of a dialect attribute definition (`AttrDef` with a mnemonic).
fn attr_def_name(r: &Records<'_>, rec: &Record) -> Option<String> {
    if let Some(n) = string(rec, "attrName") {
        return Some(n.to_string());
    }
    if !is_sub(rec, "AttrDef") {
        return None;
    }
    let mnemonic = string(rec, "mnemonic").filter(|m| !m.is_empty())?;
    let dialect = rec
        .get("dialect")
        .and_then(|d| r.deref(d))
        .and_then(|d| string(d, "name"))?;
    Some(format!("{dialect}.{mnemonic}"))
}

/// How a format writes the attribute (or property) of constraint `rec`, following the
/// generated printer of MLIR's `OpFormatGen`: an enumeration as its keyword, a
/// `SymbolNameAttr` as `@name`, an attribute with a buildable value type without its type,
/// an `::mlir::Attribute` in full, anything else through `printStrippedAttrOrType` (dialect
/// attributes and dense arrays without their prefix; builtin attributes in full).
pub(crate) fn attr_syntax(r: &Records<'_>, rec: &Record) -> OdsAttrSyntax {
    if is_sub(rec, "Property") {
        return OdsAttrSyntax::Any;
    }
    let base = base_attr(r, rec);
    if name(base) == "UnitAttr" {
        return OdsAttrSyntax::Unit;
    }
    if let Some(e) = attr_of_class(r, rec, "IntEnumAttr") {
        let cases = enumerants(r, e)
            .into_iter()
            .map(|c| (string(c, "str").unwrap_or("").to_string(), int(c, "value")))
            .collect();
        return OdsAttrSyntax::IntEnum {
            ty: format!("i{}", int(e, "bitwidth")),
            cases,
        };
    }
    if name(base) == "SymbolNameAttr" {
        return OdsAttrSyntax::SymbolName;
    }
    let storage = string(rec, "storageType").unwrap_or("").trim();
    let by_storage = || -> Option<OdsAttrSyntax> {
        Some(match storage {
            "::mlir::StringAttr" => OdsAttrSyntax::Str,
            "::mlir::FlatSymbolRefAttr" | "::mlir::SymbolRefAttr" => OdsAttrSyntax::SymbolRef,
            "::mlir::TypeAttr" => OdsAttrSyntax::Type,
            "::mlir::UnitAttr" => OdsAttrSyntax::Unit,
            _ => return None,
        })
    };
    let value_type = rec
        .get("valueType")
        .and_then(|t| r.deref(t))
        .and_then(|t| string(t, "builderCall"))
        .filter(|b| !b.trim().is_empty());
    if let Some(call) = value_type {
        return match builder_call_type(call).as_deref() {
            // Printed without its type, which for these is `none`: as they are written.
            Some("none") => by_storage().unwrap_or(OdsAttrSyntax::Any),
            Some(t) => OdsAttrSyntax::Typed(t.to_string()),
            None => OdsAttrSyntax::Any,
        };
    }
    if storage == "::mlir::Attribute" {
        return OdsAttrSyntax::Any;
    }
    if let Some(s) = by_storage() {
        return s;
    }
    if let Some(elem) = storage
        .strip_prefix("::mlir::Dense")
        .and_then(|s| s.strip_suffix("ArrayAttr"))
    {
        let elem = match elem {
            "Bool" => "i1".to_string(),
            "F32" => "f32".to_string(),
            "F64" => "f64".to_string(),
            e => match e.strip_prefix('I').map(str::parse::<u32>) {
                Some(Ok(w)) => format!("i{w}"),
                _ => return OdsAttrSyntax::Any,
            },
        };
        return OdsAttrSyntax::DenseArray(elem);
    }
    match attr_def_name(r, base) {
        Some(n) => OdsAttrSyntax::Stripped(n),
        None => OdsAttrSyntax::Any,
    }
}

fn native(rec: &Record, trait_name: &str) -> bool {
    is_sub(rec, "NativeOpTrait") && string(rec, "trait") == Some(trait_name)
}

/// The type relations among an operation's traits (flattened, in order), with the names of
/// its operands and results for the traits that cover them all.
pub(crate) fn type_relations(
    traits: &[&Record],
    operands: &[String],
    results: &[String],
) -> Vec<OdsTypeRelation> {
    let mut out = Vec::new();
    for t in traits {
        if native(t, "SameOperandsAndResultType") {
            let names = operands.iter().chain(results).cloned().collect();
            out.push(OdsTypeRelation::AllMatch(names));
        } else if native(t, "SameTypeOperands") {
            out.push(OdsTypeRelation::AllMatch(operands.to_vec()));
        } else if is_sub(t, "AllTypesMatch") {
            let values = t
                .get("values")
                .and_then(Value::as_array)
                .map(|v| {
                    v.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default();
            out.push(OdsTypeRelation::AllMatch(values));
        } else if is_sub(t, "TypesMatchWith") || is_sub(t, "RangedTypesMatchWith") {
            out.push(OdsTypeRelation::Derived {
                from: string(t, "lhs").unwrap_or("").to_string(),
                to: string(t, "rhs").unwrap_or("").to_string(),
                transform: OdsTypeTransform::from_cpp(string(t, "transformer").unwrap_or("")),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builder_calls() {
        for (call, ty) in [
            ("$_builder.getIntegerType(1)", Some("i1")),
            (
                "$_builder.getIntegerType(32, /*isSigned=*/true)",
                Some("si32"),
            ),
            (
                "$_builder.getIntegerType(8, /*isSigned=*/false)",
                Some("ui8"),
            ),
            ("$_builder.getIndexType()", Some("index")),
            ("$_builder.getF32Type()", Some("f32")),
            ("$_builder.getType<::mlir::NoneType>()", Some("none")),
            ("$_builder.getType<BFloat16Type>()", Some("bf16")),
            ("$_builder.getType<Float8E4M3FNType>()", Some("f8E4M3FN")),
            ("$_builder.getType<FloatTF32Type>()", Some("tf32")),
            ("$_builder.getType<MyType>()", None),
            ("MyType::get($_ctxt)", None),
        ] {
            assert_eq!(builder_call_type(call).as_deref(), ty, "{call}");
        }
    }

    #[test]
    fn transformers() {
        assert_eq!(OdsTypeTransform::from_cpp("$_self"), OdsTypeTransform::Same);
        assert_eq!(
            OdsTypeTransform::from_cpp("::getI1SameShape($_self)"),
            OdsTypeTransform::I1SameShape
        );
        assert_eq!(
            OdsTypeTransform::from_cpp("::llvm::cast<MemRefType>($_self).getElementType()"),
            OdsTypeTransform::ElementType
        );
        assert_eq!(
            OdsTypeTransform::from_cpp("::llvm::cast<FunctionType>($_self).getInputs()"),
            OdsTypeTransform::FunctionInputs
        );
        assert_eq!(
            OdsTypeTransform::from_cpp("::llvm::cast<FunctionType>($_self).getResults()"),
            OdsTypeTransform::FunctionResults
        );
        assert_eq!(
            OdsTypeTransform::from_cpp(
                "SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), \
                 ::llvm::cast<RankedTensorType>($_self).getElementType())"
            ),
            OdsTypeTransform::ElementType
        );
        assert!(matches!(
            OdsTypeTransform::from_cpp("::llvm::cast<ShapedType>($_self).getShape()"),
            OdsTypeTransform::Unknown(_)
        ));
    }
}
