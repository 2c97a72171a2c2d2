//! What ODS says about an operation's custom syntax, as the table keeps it (serialisable
//! mirrors of `pdl_runtime::ir::{AttrSyntax, TypeRelation, TypeTransform}`), and
//! [`OdsOp::to_syntax`], the operation's [`OpSyntax`].

use pdl_runtime::ir::{self, ArgDecl, AttrDecl, AttrSyntax, OpSyntax, TypeRelation, TypeTransform};
use serde::{Deserialize, Serialize};

use crate::{Arity, OdsOp, OdsValue};

/// How an assembly format writes an attribute referred to as `$name`, as MLIR's
/// `OpFormatGen` decides it from the attribute's constraint (see
/// [`pdl_runtime::ir::AttrSyntax`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OdsAttrSyntax {
    /// Written in full (`printAttribute`, or `printStrippedAttrOrType` of a builtin
    /// attribute without a printer of its own).
    #[default]
    Any,
    /// `UnitAttr`.
    Unit,
    /// A string attribute (`StrAttr`).
    Str,
    /// `SymbolNameAttr`: `@name` (`printSymbolName`).
    SymbolName,
    /// `FlatSymbolRefAttr`, `SymbolRefAttr`.
    SymbolRef,
    /// A `TypeAttr`: the type alone.
    Type,
    /// A fixed value type (`printAttributeWithoutType`): the type as MLIR spells it.
    Typed(String),
    /// An integer enumeration (`I64EnumAttr`, `I32EnumAttr`): its integer type and every
    /// case (keyword, value).
    IntEnum {
        /// The integer type (`i64`).
        ty: String,
        /// The cases, in declaration order.
        cases: Vec<(String, i64)>,
    },
    /// A dialect attribute printed without its `#dialect.mnemonic` prefix
    /// (`printStrippedAttrOrType`): its name (`arith.overflow`).
    Stripped(String),
    /// A dense array (`DenseI64ArrayAttr`...): the element type.
    DenseArray(String),
}

/// How one type follows from another (a `TypesMatchWith` transformer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OdsTypeTransform {
    /// `$_self`.
    Same,
    /// `getI1SameShape($_self)`.
    I1SameShape,
    /// `cast<...>($_self).getElementType()`, and `tensor.from_elements`' element type
    /// repeated for each element (as many as the operands written).
    ElementType,
    /// `cast<FunctionType>($_self).getInputs()`: the input types of a function type.
    FunctionInputs,
    /// `cast<FunctionType>($_self).getResults()`: its result types.
    FunctionResults,
    /// Any other C++ transformer, as written.
    Unknown(String),
}

/// A relation between the types of named operands, results and attributes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OdsTypeRelation {
    /// All these have the same type (`AllTypesMatch`, `SameTypeOperands`,
    /// `SameOperandsAndResultType`, expanded to the names they cover).
    AllMatch(Vec<String>),
    /// The type of `to` is `transform` of the type of `from` (`TypesMatchWith`,
    /// `RangedTypesMatchWith`).
    Derived {
        /// The value the type comes from (ODS's `lhs`).
        from: String,
        /// The value whose type follows (ODS's `rhs`).
        to: String,
        /// The transformer.
        transform: OdsTypeTransform,
    },
}

/// Whether transformer `t` (without white space) gives the element type of `$_self`: once,
/// or once per element (`tensor.from_elements`).
fn element_type_of_self(t: &str) -> bool {
    let cast = |t: &str| {
        t.starts_with("::llvm::cast<") || t.starts_with("llvm::cast<") || t.starts_with("cast<")
    };
    (t.ends_with("($_self).getElementType()") && cast(t))
        || (t.starts_with(
            "SmallVector<Type,2>(::llvm::cast<RankedTensorType>($_self).getNumElements(),",
        ) && t.ends_with("($_self).getElementType())"))
}

impl OdsTypeTransform {
    /// The transform of a `TypesMatchWith` transformer written in C++.
    pub fn from_cpp(text: &str) -> Self {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if t == "$_self" {
            OdsTypeTransform::Same
        } else if t == "::getI1SameShape($_self)" || t == "getI1SameShape($_self)" {
            OdsTypeTransform::I1SameShape
        } else if element_type_of_self(&t) {
            OdsTypeTransform::ElementType
        } else if t == "::llvm::cast<FunctionType>($_self).getInputs()" {
            OdsTypeTransform::FunctionInputs
        } else if t == "::llvm::cast<FunctionType>($_self).getResults()" {
            OdsTypeTransform::FunctionResults
        } else {
            OdsTypeTransform::Unknown(text.trim().to_string())
        }
    }

    /// As `pdl_runtime`'s type.
    pub fn to_runtime(&self) -> TypeTransform {
        match self {
            OdsTypeTransform::Same => TypeTransform::Same,
            OdsTypeTransform::I1SameShape => TypeTransform::I1SameShape,
            OdsTypeTransform::ElementType => TypeTransform::ElementType,
            OdsTypeTransform::FunctionInputs => TypeTransform::FunctionInputs,
            OdsTypeTransform::FunctionResults => TypeTransform::FunctionResults,
            OdsTypeTransform::Unknown(t) => TypeTransform::Unknown(t.as_str().into()),
        }
    }
}

impl OdsTypeRelation {
    /// As `pdl_runtime`'s type.
    pub fn to_runtime(&self) -> TypeRelation {
        match self {
            OdsTypeRelation::AllMatch(names) => {
                TypeRelation::AllMatch(names.iter().map(|n| n.as_str().into()).collect())
            }
            OdsTypeRelation::Derived {
                from,
                to,
                transform,
            } => TypeRelation::Derived {
                from: from.as_str().into(),
                to: to.as_str().into(),
                transform: transform.to_runtime(),
            },
        }
    }
}

impl OdsAttrSyntax {
    /// As `pdl_runtime`'s type.
    pub fn to_runtime(&self) -> AttrSyntax {
        match self {
            OdsAttrSyntax::Any => AttrSyntax::Any,
            OdsAttrSyntax::Unit => AttrSyntax::Unit,
            OdsAttrSyntax::Str => AttrSyntax::Str,
            OdsAttrSyntax::SymbolName => AttrSyntax::SymbolName,
            OdsAttrSyntax::SymbolRef => AttrSyntax::SymbolRef,
            OdsAttrSyntax::Type => AttrSyntax::Type,
            OdsAttrSyntax::Typed(t) => AttrSyntax::Typed(t.as_str().into()),
            OdsAttrSyntax::IntEnum { ty, cases } => AttrSyntax::IntEnum {
                ty: ty.as_str().into(),
                cases: cases.iter().map(|(k, v)| (k.as_str().into(), *v)).collect(),
            },
            OdsAttrSyntax::Stripped(name) => AttrSyntax::Stripped {
                name: name.as_str().into(),
            },
            OdsAttrSyntax::DenseArray(elem) => AttrSyntax::DenseArray {
                elem: elem.as_str().into(),
            },
        }
    }
}

fn runtime_arity(a: Arity) -> ir::Arity {
    match a {
        Arity::Single => ir::Arity::Single,
        Arity::Optional => ir::Arity::Optional,
        Arity::Variadic => ir::Arity::Variadic,
        Arity::VariadicOfVariadic => ir::Arity::VariadicOfVariadic,
    }
}

/// The declaration of an operand, result, region or successor.
fn arg_decl(v: &OdsValue) -> ArgDecl {
    let decl = ArgDecl::new(&v.name, runtime_arity(v.arity));
    match &v.buildable_type {
        Some(t) => decl.typed(t),
        None => decl,
    }
}

impl OdsOp {
    /// The operation's syntax declarations: arguments (with their buildable types),
    /// attributes (with how a format writes them, optional or not, defaults), type relations
    /// and the assembly format. No hand-written syntax and no result names: only
    /// `pdl_runtime` makes those.
    pub fn to_syntax(&self) -> OpSyntax {
        let mut s = OpSyntax::new();
        s.operands = self.operands.iter().map(arg_decl).collect();
        s.results = self.results.iter().map(arg_decl).collect();
        s.regions = self.regions.iter().map(arg_decl).collect();
        s.successors = self.successors.iter().map(arg_decl).collect();
        s.attributes = self
            .attributes
            .iter()
            .map(|a| {
                let decl = AttrDecl::new(&a.name, a.syntax.to_runtime());
                match (&a.print_default, a.optional || a.default_cpp.is_some()) {
                    (Some(d), _) => decl.default_value(d),
                    (None, true) => decl.optional(),
                    (None, false) => decl,
                }
            })
            .collect();
        s.type_relations = self.type_relations.iter().map(|r| r.to_runtime()).collect();
        s.format = self.assembly_format.as_deref().map(Into::into);
        s
    }
}
