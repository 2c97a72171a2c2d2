//! An imported operation as a `pdl_runtime` op definition.

use std::sync::Mutex;

use pdl_runtime::ir::{MemoryEffects, OpDef, PropKind, Traits};

use crate::{OdsAttr, OdsOp};

/// The [`Traits`] flag of a trait named as [`OdsOp::traits`] names it.
pub fn trait_flag(name: &str) -> Option<Traits> {
    let base = name.split('<').next().unwrap_or(name);
    Some(match base {
        "ConstantLike" => Traits::CONSTANT_LIKE,
        "IsCommutative" => Traits::COMMUTATIVE,
        "IsTerminator" => Traits::TERMINATOR,
        "IsIsolatedFromAbove" => Traits::ISOLATED_FROM_ABOVE,
        "NoTerminator" => Traits::NO_TERMINATOR,
        "AttrSizedOperandSegments" => Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        "AttrSizedResultSegments" => Traits::ATTR_SIZED_RESULT_SEGMENTS,
        "HasRecursiveMemoryEffects" => Traits::RECURSIVE_MEMORY_EFFECTS,
        "SymbolOpInterface" => Traits::SYMBOL,
        "BranchOpInterface" => Traits::BRANCH,
        "ReturnLike" => Traits::RETURN_LIKE,
        "SameOperandsAndResultType" => Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        "SameTypeOperands" => Traits::SAME_TYPE_OPERANDS,
        "IsInvolution" => Traits::INVOLUTION,
        "IsIdempotent" => Traits::IDEMPOTENT,
        "InferTypeOpInterface" => Traits::INFER_TYPE,
        "SingleBlock" | "SingleBlockImplicitTerminator" => Traits::SINGLE_BLOCK,
        "SymbolTable" => Traits::SYMBOL_TABLE,
        "RegionBranchOpInterface" => Traits::REGION_BRANCH,
        "Elementwise" => Traits::ELEMENTWISE,
        "ZeroResults" => Traits::ZERO_RESULTS,
        "VariadicResults" | "AtLeastNResults" => Traits::VARIADIC_RESULTS,
        "HasOnlyGraphRegion" => Traits::HAS_ONLY_GRAPH_REGION,
        _ => return None,
    })
}

/// A `'static` copy of a dialect attribute's name, for [`PropKind::Dialect`] (each distinct
/// name is leaked once).
fn static_name(s: &str) -> &'static str {
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(n) = names.iter().find(|n| **n == s) {
        return n;
    }
    let n: &'static str = Box::leak(s.to_string().into_boxed_str());
    names.push(n);
    n
}

/// The storage class of an attribute.
pub fn prop_kind(a: &OdsAttr) -> PropKind {
    if let Some(d) = &a.dialect_attr {
        return PropKind::Dialect(static_name(d));
    }
    if let Some((width, cases)) = a.int_enum {
        return PropKind::IntEnum { width, cases };
    }
    match a.storage.as_str() {
        "::mlir::StringAttr" => PropKind::String,
        "::mlir::TypeAttr" if a.summary == "type attribute of function type" => {
            PropKind::FunctionType
        }
        "::mlir::TypeAttr" => PropKind::Type,
        "::mlir::FlatSymbolRefAttr" => PropKind::FlatSymbolRef,
        "::mlir::ArrayAttr" if a.summary == "Array of dictionary attributes" => PropKind::DictArray,
        "::mlir::ArrayAttr" => PropKind::Array,
        "::mlir::UnitAttr" => PropKind::Unit,
        "::mlir::IntegerAttr" => PropKind::Integer,
        "::mlir::TypedAttr" => PropKind::Typed,
        "::mlir::DenseI32ArrayAttr" => PropKind::DenseI32Array,
        "::mlir::DenseI64ArrayAttr" => PropKind::DenseI64Array,
        "::mlir::DenseIntElementsAttr" => PropKind::DenseIntElements,
        _ => PropKind::Any,
    }
}

/// The memory effects of a list of ODS effect names.
pub fn memory_effects(effects: Option<&[String]>) -> MemoryEffects {
    let Some(effects) = effects else {
        return MemoryEffects::Unknown;
    };
    let has = |n: &str| effects.iter().any(|e| e == n);
    if has("Write") || has("Free") {
        MemoryEffects::Write
    } else if has("Allocate") {
        MemoryEffects::Allocate
    } else if has("Read") {
        MemoryEffects::Read
    } else if effects.is_empty() {
        MemoryEffects::None
    } else {
        MemoryEffects::Unknown
    }
}

impl OdsOp {
    /// The [`Traits`] flags of the operation's traits.
    pub fn trait_flags(&self) -> Traits {
        self.traits
            .iter()
            .filter_map(|t| trait_flag(t))
            .fold(Traits::NONE, |a, b| a | b)
    }

    /// The memory effects ODS declares ([`MemoryEffects::Unknown`] without a
    /// `MemoryEffectOpInterface`, or with effects written in C++).
    pub fn memory_effects(&self) -> MemoryEffects {
        if self.custom_effects {
            return MemoryEffects::Unknown;
        }
        memory_effects(self.effects.as_deref())
    }

    /// The operation's properties as MLIR's generated `Properties` hold them: the inherent
    /// attributes sorted by name (with their constraint's summary where it is not their
    /// kind's), then `operandSegmentSizes` and `resultSegmentSizes` for the
    /// `AttrSized*Segments` traits (sized by the number of operand or result groups).
    pub fn properties(&self) -> Vec<pdl_runtime::ir::Property> {
        let mut attrs: Vec<&OdsAttr> = self.attributes.iter().collect();
        attrs.sort_by(|a, b| a.name.cmp(&b.name));
        let mut out: Vec<pdl_runtime::ir::Property> = attrs
            .into_iter()
            .map(|a| {
                let kind = prop_kind(a);
                // The constraint's summary, where diagnostics name it otherwise than the
                // kind's.
                let summary = (!a.summary.is_empty() && a.summary != kind.summary())
                    .then(|| a.summary.as_str().into());
                pdl_runtime::ir::Property {
                    name: a.name.as_str().into(),
                    kind,
                    default: a.default.as_deref().map(Into::into),
                    summary,
                }
            })
            .collect();
        let flags = self.trait_flags();
        let segments = |name: &str, n: usize| pdl_runtime::ir::Property {
            name: name.into(),
            kind: PropKind::Segments(n),
            default: None,
            summary: None,
        };
        if flags.contains(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            out.push(segments("operandSegmentSizes", self.operands.len()));
        }
        if flags.contains(Traits::ATTR_SIZED_RESULT_SEGMENTS) {
            out.push(segments("resultSegmentSizes", self.results.len()));
        }
        out
    }

    /// The operation as an op definition: traits, memory effects, properties (with their
    /// defaults), syntax ([`OdsOp::to_syntax`]); no hook.
    pub fn to_opdef(&self) -> OpDef {
        let mut def = OpDef::new(&self.name)
            .traits(self.trait_flags())
            .effects(self.memory_effects())
            .no_properties()
            .syntax(self.to_syntax());
        def.properties = Some(self.properties());
        def
    }
}
