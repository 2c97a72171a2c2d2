//! Op definitions: what MLIR's ODS gives a registered operation, held by the [`Context`].
//!
//! An operation whose name has no [`OpDef`] is *unregistered*, and is treated as MLIR treats
//! unregistered operations: it may have side effects, may be a terminator, is never folded
//! and never trivially dead. Registering a definition ([`Context::register_op`]) gives the
//! operation [`Traits`], its [`MemoryEffects`], and hooks: a [`FoldFn`] (MLIR's `fold`), a
//! [`InferTypesFn`] (MLIR's `InferTypeOpInterface`). A [`DialectDef`]
//! ([`Context::register_dialect`]) gives a dialect its constant materialisation hook (MLIR's
//! `Dialect::materializeConstant`), which the greedy driver calls to turn a folded attribute
//! back into an operation.
//!
//! A definition may also declare the operation's properties (MLIR's inherent attributes,
//! printed `<{...}>`): [`OpDef::property`], [`OpDef::property_default`] (the default as MLIR
//! attribute text, parsed into each context that needs it), or [`OpDef::no_properties`].
//! [`Ir::create_op`] then gives every operation of that name its properties as MLIR's
//! `Operation::create` does (see [`Property`]), whether the text reader, a builder or a
//! rewrite creates it, and [`Ir::set_attr`] of a property's name sets the property.
//!
//! With nothing registered, every operation is unregistered and the IR behaves exactly as
//! before definitions existed. `pdl_runtime::dialects` holds the definitions of MLIR's core
//! dialects; a user declares their own operations the same way (a complete, runnable dialect
//! with a constant, its materialiser, folding binary operations and a PDLL pattern applied by
//! the greedy driver: `cargo run -p pdl-examples --example own_ops`,
//! `examples/examples/own_ops.rs`):
//!
//! ```
//! use pdl_runtime::ir::{Context, Folded, OpDef, OpFoldResult, Traits};
//!
//! let mut ctx = Context::new();
//! // `my.id` is pure and folds to its operand.
//! ctx.register_op(
//!     OpDef::new("my.id")
//!         .traits(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
//!         .pure()
//!         .fold(|ir, op, _constants| {
//!             Some(Folded::Results(vec![OpFoldResult::Value(ir.operand(op, 0))]))
//!         }),
//! );
//! let src = "%0 = \"my.def\"() : () -> i32\n%1 = \"my.id\"(%0) : (i32) -> i32\n";
//! let mut ir = pdl_runtime::text::parse_in(ctx, src, "x.mlir").unwrap();
//! let block = ir.root_block();
//! let ops: Vec<_> = ir.block_ops(block).collect();
//! assert!(!ir.is_registered(ops[0]) && ir.op_def(ops[1]).unwrap().is_pure());
//! let def = ir.result(ops[0], 0);
//! assert_eq!(ir.fold_op(ops[1]), Some(Folded::Results(vec![OpFoldResult::Value(def)])));
//! // Unused and pure: trivially dead. The unregistered `my.def` never is.
//! assert!(ir.is_trivially_dead(ops[1]) && !ir.would_be_trivially_dead(ops[0]));
//! //! ```

use std::fmt;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::handles::{Attribute, OpId, Type, Value};
use super::Ir;

/// The traits of a registered operation (MLIR's `OpTrait`s and the interfaces the driver and
/// the pattern lowering consult), as a set of flags.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Traits(u32);

impl Traits {
    /// No trait.
    pub const NONE: Traits = Traits(0);
    /// `ConstantLike`: the operation materialises a constant; its fold hook returns the value.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 0);
    /// `Commutative`: constant operands are moved to the end when folding.
    pub const COMMUTATIVE: Traits = Traits(1 << 1);
    /// `IsTerminator`.
    pub const TERMINATOR: Traits = Traits(1 << 2);
    /// `IsolatedFromAbove`: regions see no value defined outside; the scope of constant
    /// deduplication and of parallel application.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 3);
    /// `NoTerminator`: the blocks of its regions need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 4);
    /// `AttrSizedOperandSegments`: `operandSegmentSizes` splits the operands into groups.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: Traits = Traits(1 << 5);
    /// `AttrSizedResultSegments`: `resultSegmentSizes` splits the results into groups.
    pub const ATTR_SIZED_RESULT_SEGMENTS: Traits = Traits(1 << 6);
    /// `HasRecursiveMemoryEffects`: the effects are those of the nested operations.
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 7);
    /// `SymbolOpInterface`: defines a symbol; never trivially dead.
    pub const SYMBOL: Traits = Traits(1 << 8);
    /// `BranchOpInterface`: the operands forwarded to each successor are known, so region
    /// dead-code elimination may drop unused successor arguments.
    pub const BRANCH: Traits = Traits(1 << 9);
    /// `ReturnLike`.
    pub const RETURN_LIKE: Traits = Traits(1 << 10);
    /// `SameOperandsAndResultType`.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 11);
    /// `SameTypeOperands`.
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 12);
    /// `Involution`: `f(f(x)) = x`, folded.
    pub const INVOLUTION: Traits = Traits(1 << 13);
    /// `Idempotent`: `f(f(x)) = f(x)`, folded.
    pub const IDEMPOTENT: Traits = Traits(1 << 14);
    /// `InferTypeOpInterface`: result types follow from operands and attributes.
    pub const INFER_TYPE: Traits = Traits(1 << 15);
    /// `SingleBlock`.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 16);
    /// `IsIsolatedFromAbove`-like symbol tables (`SymbolTable` trait).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 17);
    /// `RegionBranchOpInterface`: control flow between the operation and its regions is
    /// known.
    pub const REGION_BRANCH: Traits = Traits(1 << 18);
    /// `Elementwise` (with `Scalarizable`, `Vectorizable`, `Tensorizable`).
    pub const ELEMENTWISE: Traits = Traits(1 << 19);
    /// `ZeroResults`: the operation never has results. Without it or
    /// [`VARIADIC_RESULTS`](Self::VARIADIC_RESULTS), a registered operation has a fixed
    /// number of results, at least one: a rewrite must then give or infer its result types
    /// (MLIR's `pdl.operation` verifier).
    pub const ZERO_RESULTS: Traits = Traits(1 << 20);
    /// `VariadicResults`: the operation has a variable number of results.
    pub const VARIADIC_RESULTS: Traits = Traits(1 << 21);
    /// `HasOnlyGraphRegion`: its regions are graph regions, without SSA dominance.
    pub const HAS_ONLY_GRAPH_REGION: Traits = Traits(1 << 22);

    const NAMES: [&'static str; 23] = [
        "ConstantLike",
        "Commutative",
        "IsTerminator",
        "IsolatedFromAbove",
        "NoTerminator",
        "AttrSizedOperandSegments",
        "AttrSizedResultSegments",
        "HasRecursiveMemoryEffects",
        "SymbolOpInterface",
        "BranchOpInterface",
        "ReturnLike",
        "SameOperandsAndResultType",
        "SameTypeOperands",
        "Involution",
        "Idempotent",
        "InferTypeOpInterface",
        "SingleBlock",
        "SymbolTable",
        "RegionBranchOpInterface",
        "Elementwise",
        "ZeroResults",
        "VariadicResults",
        "HasOnlyGraphRegion",
    ];

    /// Every single trait, with its MLIR name, in flag order.
    pub fn each() -> impl Iterator<Item = (&'static str, Traits)> {
        Self::NAMES
            .iter()
            .enumerate()
            .map(|(i, n)| (*n, Traits(1 << i)))
    }

    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets.
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    /// The trait named as in MLIR (`"Commutative"`, `"IsTerminator"`...), for definitions
    /// read from text (ODS).
    pub fn from_mlir_name(name: &str) -> Option<Traits> {
        Self::NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Traits(1 << i))
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

impl std::ops::BitOrAssign for Traits {
    fn bitor_assign(&mut self, rhs: Traits) {
        *self = self.union(rhs);
    }
}

impl fmt::Debug for Traits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut set = f.debug_set();
        for (n, t) in Self::each() {
            if self.contains(t) {
                set.entry(&n);
            }
        }
        set.finish()
    }
}

/// The memory effects of a registered operation (MLIR's `MemoryEffectOpInterface`), as far
/// as deciding whether an unused operation can be erased needs them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MemoryEffects {
    /// No interface: the operation is assumed to have any effect (MLIR's default for an
    /// operation without `MemoryEffectOpInterface`, such as `func.call`).
    #[default]
    Unknown,
    /// No effect at all (`Pure`, `NoMemoryEffect`).
    None,
    /// Only reads memory.
    Read,
    /// Only allocates its own results (and possibly reads).
    Allocate,
    /// Writes or frees memory, or another effect that must be kept.
    Write,
}

impl MemoryEffects {
    /// Whether an operation with these effects and no used result can be erased.
    pub fn removable_when_unused(self) -> bool {
        matches!(
            self,
            MemoryEffects::None | MemoryEffects::Read | MemoryEffects::Allocate
        )
    }
}

/// One result of folding: an existing value, or a constant attribute to materialise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFoldResult {
    /// An existing value replaces the result.
    Value(Value),
    /// A constant replaces the result; the driver materialises it through the dialect.
    Attr(Attribute),
}

/// What a successful fold did (MLIR's `fold` returning success).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// The operation was changed in place (its results stay).
    InPlace,
    /// One replacement per result.
    Results(Vec<OpFoldResult>),
}

/// A fold hook: given the operation and the constant value of each operand (`None` where the
/// operand is not a constant), folds it or returns `None` (MLIR's `failure()`). It may change
/// the operation in place (then it returns [`Folded::InPlace`]) but must not create or
/// erase operations.
pub type FoldFn = fn(&mut Ir, OpId, &[Option<Attribute>]) -> Option<Folded>;

/// A result-type inference hook (MLIR's `InferTypeOpInterface::inferReturnTypes`): the result
/// types of an operation of this name with these operands, attributes (properties and
/// discardable attributes merged into one dictionary) and regions; `None` when they cannot
/// be inferred (MLIR's failure).
pub type InferTypesFn = fn(&mut Ir, &[Value], Attribute) -> Option<Vec<Type>>;

/// The operands a branch forwards to one successor (MLIR's `SuccessorOperands`): a range of
/// the operation's operands, which become the successor block's arguments in order, and the
/// attribute segments that count them (`(attribute, index)`: entry `index` of the dense array
/// attribute, such as `operandSegmentSizes` or `cf.switch`'s `case_operand_segments`), which
/// grow and shrink with the range when region simplification adds or erases operands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// The forwarded operands.
    pub range: std::ops::Range<usize>,
    /// The attribute segments sizing them.
    pub segments: smallvec::SmallVec<[(&'static str, usize); 2]>,
}

impl SuccessorOperands {
    /// The operands `range`, counted by no attribute.
    pub fn new(range: std::ops::Range<usize>) -> Self {
        SuccessorOperands {
            range,
            segments: smallvec::SmallVec::new(),
        }
    }

    /// Adds an attribute segment counting the operands.
    pub fn segment(mut self, attribute: &'static str, index: usize) -> Self {
        self.segments.push((attribute, index));
        self
    }
}

/// The operands a branch forwards to successor `index` (MLIR's
/// `BranchOpInterface::getSuccessorOperands`).
pub type SuccessorOperandsFn = fn(&Ir, OpId, usize) -> SuccessorOperands;

/// A constant materialisation hook (MLIR's `Dialect::materializeConstant`): creates, just
/// before `before`, an operation of the dialect producing `value` as a `ty`, and returns it;
/// `None` if the dialect cannot.
pub type MaterializeFn = fn(&mut Ir, Attribute, Type, OpId) -> Option<OpId>;

/// The definition of one registered operation.
#[derive(Clone)]
pub struct OpDef {
    /// The full name, `dialect.op`.
    pub name: Box<str>,
    /// Its traits.
    pub traits: Traits,
    /// Its memory effects.
    pub effects: MemoryEffects,
    /// The fold hook, if the operation folds.
    pub fold: Option<FoldFn>,
    /// The result-type inference hook, if the operation infers result types.
    pub infer_types: Option<InferTypesFn>,
    /// For a branch (`BranchOpInterface`), the operands forwarded to each successor.
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// Its properties (ODS's inherent attributes), in declaration order. `None` when the
    /// definition does not declare them: a `<{...}>` dictionary is then kept as given (as for
    /// an unregistered operation). `Some` of an empty list for an operation without
    /// properties ([`OpDef::no_properties`]): the reader rejects `<{...}>` on it, as MLIR's
    /// does, and creation drops it.
    pub properties: Option<Vec<Property>>,
    /// Its custom syntax (arguments, assembly format), if it has one: without it, the
    /// operation is read and printed in generic form only.
    pub syntax: Option<std::sync::Arc<super::syntax::OpSyntax>>,
}

impl fmt::Debug for OpDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .field("traits", &self.traits)
            .field("effects", &self.effects)
            .field("fold", &self.fold.is_some())
            .field("infer_types", &self.infer_types.is_some())
            .field("successor_operands", &self.successor_operands.is_some())
            .field("properties", &self.properties)
            .field("syntax", &self.syntax.is_some())
            .finish()
    }
}

/// The storage class of a property: the C++ class ODS keeps it as. Setting a property to an
/// attribute of another class leaves it unset (MLIR's `dyn_cast_or_null` in the generated
/// `setInherentAttr`), except for [`PropKind::Segments`], which ignores such a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PropKind {
    /// Any attribute (`::mlir::Attribute`).
    Any,
    /// `StringAttr`.
    String,
    /// `TypeAttr`.
    Type,
    /// `TypeAttr` holding a function type (ODS's `TypeAttrOf<FunctionType>`): stored as any
    /// `TypeAttr`, but the reader requires a function type.
    FunctionType,
    /// `FlatSymbolRefAttr`: a symbol reference without nested references.
    FlatSymbolRef,
    /// `ArrayAttr`.
    Array,
    /// `ArrayAttr` of dictionaries (ODS's `DictArrayAttr`: argument and result attributes):
    /// stored as any `ArrayAttr`, but the reader requires dictionaries.
    DictArray,
    /// `UnitAttr`.
    Unit,
    /// `IntegerAttr` (also the storage of `I64EnumAttr`s such as `arith.cmpi`'s predicate).
    Integer,
    /// An integer enumeration (ODS's `I32EnumAttr`, `I64EnumAttr`): a signless integer
    /// attribute of `width` bits whose value is one of `0..cases`.
    IntEnum {
        /// The bit width (32 or 64).
        width: u32,
        /// The number of cases, numbered from 0.
        cases: u32,
    },
    /// `TypedAttr`: an attribute with a type (integer, float, string, elements, or any
    /// attribute written with a trailing `: type`).
    Typed,
    /// `DenseI32ArrayAttr` (`array<i32: ...>`).
    DenseI32Array,
    /// `DenseI64ArrayAttr` (`array<i64: ...>`).
    DenseI64Array,
    /// `DenseIntElementsAttr`: `dense<...>` of integer or index elements.
    DenseIntElements,
    /// A dialect attribute whose text starts with `#` and this mnemonic and `<`
    /// (`"arith.fastmath"` for `#arith.fastmath<...>`).
    Dialect(&'static str),
    /// Not an attribute but a fixed array of `n` 32-bit integers (`operandSegmentSizes` of
    /// an `AttrSizedOperandSegments` operation): always present (zeros unless set), set only
    /// from an `array<i32: ...>` of exactly `n` elements; any other value is ignored.
    Segments(usize),
}

impl PropKind {
    /// Whether `value` has this storage class.
    pub fn accepts(self, ctx: &super::Context, value: Attribute) -> bool {
        use super::{AttrKind, DenseData, TypeKind};
        let is_int = |t: Type, w: u32| {
            matches!(ctx.type_kind(t), TypeKind::Integer { width, signedness }
                if *width == w && *signedness == super::types::Signedness::Signless)
        };
        match (self, ctx.attr_kind(value)) {
            (PropKind::Any, _) => true,
            (PropKind::String, AttrKind::String { .. }) => true,
            (PropKind::Type | PropKind::FunctionType, AttrKind::Type(_)) => true,
            (PropKind::FlatSymbolRef, AttrKind::SymbolRef { nested, .. }) => nested.is_empty(),
            (PropKind::Array | PropKind::DictArray, AttrKind::Array(_)) => true,
            (PropKind::Unit, AttrKind::Unit) => true,
            (PropKind::Integer, AttrKind::Integer { .. }) => true,
            (PropKind::IntEnum { width, cases }, AttrKind::Integer { ty, bits }) => {
                is_int(*ty, width) && *bits < u128::from(cases)
            }
            (
                PropKind::Typed,
                AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::String { .. }
                | AttrKind::DenseElements { .. },
            ) => true,
            (PropKind::Typed, AttrKind::Opaque { ty, .. }) => ty.is_some(),
            (PropKind::DenseI32Array, AttrKind::DenseArray { element, .. }) => is_int(*element, 32),
            (PropKind::DenseI64Array, AttrKind::DenseArray { element, .. }) => is_int(*element, 64),
            (PropKind::DenseIntElements, AttrKind::DenseElements { ty, .. }) => {
                let elem = match ctx.type_kind(*ty) {
                    TypeKind::RankedTensor { element, .. }
                    | TypeKind::UnrankedTensor(element)
                    | TypeKind::Vector { element, .. } => *element,
                    _ => return false,
                };
                matches!(
                    ctx.type_kind(elem),
                    TypeKind::Integer { .. } | TypeKind::Index
                )
            }
            (PropKind::Dialect(mnemonic), AttrKind::Opaque { text, .. }) => text
                .strip_prefix('#')
                .and_then(|t| t.strip_prefix(mnemonic))
                .is_some_and(|t| t.starts_with('<')),
            (
                PropKind::Segments(n),
                AttrKind::DenseArray {
                    element,
                    data: DenseData::Ints(v),
                },
            ) => is_int(*element, 32) && v.len() == n,
            _ => false,
        }
    }

    /// Whether `value` satisfies the constraint (what MLIR's reader checks of an inherent
    /// attribute written in the discardable dictionary): the storage class, and for
    /// [`PropKind::FunctionType`] and [`PropKind::DictArray`] what they hold.
    pub fn satisfies(self, ctx: &super::Context, value: Attribute) -> bool {
        use super::{AttrKind, TypeKind};
        match (self, ctx.attr_kind(value)) {
            (PropKind::FunctionType, AttrKind::Type(t)) => {
                matches!(ctx.type_kind(*t), TypeKind::Function { .. })
            }
            (PropKind::DictArray, AttrKind::Array(items)) => items
                .iter()
                .all(|&a| matches!(ctx.attr_kind(a), AttrKind::Dictionary(_))),
            _ => self.accepts(ctx, value),
        }
    }

    /// The constraint's summary, as MLIR's verifier names it in its diagnostics.
    pub fn summary(self) -> String {
        if let PropKind::IntEnum { width, cases } = self {
            let list: Vec<String> = (0..cases).map(|c| c.to_string()).collect();
            return format!(
                "allowed {width}-bit signless integer cases: {}",
                list.join(", ")
            );
        }
        match self {
            PropKind::Any => "any attribute",
            PropKind::String => "string attribute",
            PropKind::Type => "type attribute",
            PropKind::FunctionType => "type attribute of function type",
            PropKind::DictArray => "Array of dictionary attributes",
            PropKind::FlatSymbolRef => "flat symbol reference attribute",
            PropKind::Array => "array attribute",
            PropKind::Unit => "unit attribute",
            PropKind::Integer => "integer attribute",
            PropKind::Typed => "TypedAttr instance",
            PropKind::DenseI32Array => "i32 dense array attribute",
            PropKind::DenseI64Array => "i64 dense array attribute",
            PropKind::DenseIntElements => "integer elements attribute",
            PropKind::Dialect("arith.fastmath") => "Floating point fast math flags",
            PropKind::Dialect("arith.overflow") => "Integer overflow arith flags",
            PropKind::Dialect("arith.roundingmode") => "Floating point rounding mode",
            PropKind::Dialect(_) => "dialect attribute",
            PropKind::Segments(_) | PropKind::IntEnum { .. } => "i32 dense array attribute",
        }
        .to_string()
    }
}

/// One property of a registered operation (an ODS inherent attribute).
///
/// When an operation of this name is created (read from text, built, or created by a
/// rewrite), its properties are: first the defaults; then every attribute of the discardable
/// dictionary whose name is a property's moves into the properties (an attribute of the wrong
/// [`PropKind`] leaves the property unset; the text reader rejects it instead when no
/// `<{...}>` was written, as MLIR's parser does); then the entries of the given properties
/// dictionary (`<{...}>`) of known names. Unset properties are not printed, and an operation
/// with no set property prints no `<{...}>`. Setting an attribute of a property's name on a
/// registered operation sets the property instead ([`Ir::set_attr`]).
///
/// ```
/// use pdl_runtime::ir::{Context, OpDef, PropKind};
///
/// let mut ctx = Context::new();
/// ctx.register_op(
///     OpDef::new("my.op")
///         .property_default("mode", PropKind::Integer, "0 : i32")
///         .property("tag", PropKind::String)
///         .property("note", PropKind::String),
/// );
/// let src = "\"my.op\"() {tag = \"t\", x = 1} : () -> ()\n";
/// let ir = pdl_runtime::text::parse_in(ctx, src, "x.mlir").unwrap();
/// let out = pdl_runtime::text::print(&ir);
/// assert!(out.contains(r#""my.op"() <{mode = 0 : i32, tag = "t"}> {x = 1 : i64} : () -> ()"#));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The attribute name (`overflowFlags`).
    pub name: Box<str>,
    /// The storage class.
    pub kind: PropKind,
    /// The default value as MLIR attribute text (`#arith.overflow<none>`), for ODS's
    /// `DefaultValuedAttr`/`DefaultValuedProp`; `None` for a property that starts unset.
    /// Kept as text because a registry is shared between contexts; each context parses it
    /// once, when it first needs it.
    pub default: Option<Box<str>>,
    /// The constraint's summary in diagnostics, when not the kind's ([`PropKind::summary`]).
    pub summary: Option<Box<str>>,
}

impl Property {
    /// The constraint's summary in diagnostics.
    pub fn summary(&self) -> String {
        match &self.summary {
            Some(s) => s.to_string(),
            None => self.kind.summary(),
        }
    }
}

impl OpDef {
    /// A definition of `name` with no trait, unknown effects and no hook.
    pub fn new(name: &str) -> Self {
        OpDef {
            name: name.into(),
            traits: Traits::NONE,
            effects: MemoryEffects::Unknown,
            fold: None,
            infer_types: None,
            successor_operands: None,
            properties: None,
            syntax: None,
        }
    }

    /// Gives the operation a custom syntax.
    pub fn syntax(mut self, syntax: super::syntax::OpSyntax) -> Self {
        self.syntax = Some(std::sync::Arc::new(syntax));
        self
    }

    /// Declares that the operation has no properties (an ODS operation without inherent
    /// attributes).
    pub fn no_properties(mut self) -> Self {
        self.properties.get_or_insert_with(Vec::new);
        self
    }

    /// Declares a property without default (ODS's `OptionalAttr`, or a required attribute):
    /// unset until given.
    pub fn property(mut self, name: &str, kind: PropKind) -> Self {
        self.properties.get_or_insert_with(Vec::new).push(Property {
            name: name.into(),
            kind,
            default: None,
            summary: None,
        });
        self
    }

    /// Declares a property with a default value, written as MLIR attribute text (ODS's
    /// `DefaultValuedAttr`): set to it when an operation is created without it.
    pub fn property_default(mut self, name: &str, kind: PropKind, default: &str) -> Self {
        self.properties.get_or_insert_with(Vec::new).push(Property {
            name: name.into(),
            kind,
            default: Some(default.into()),
            summary: None,
        });
        self
    }

    /// Sets the diagnostic summary of the constraint of the property declared last (ODS's
    /// summary, where it is not the one of its [`PropKind`]).
    pub fn summary(mut self, summary: &str) -> Self {
        if let Some(p) = self.properties.as_mut().and_then(|v| v.last_mut()) {
            p.summary = Some(summary.into());
        }
        self
    }

    /// The property named `name`, if the operation has one.
    pub fn property_named(&self, name: &str) -> Option<&Property> {
        self.properties.as_ref()?.iter().find(|p| &*p.name == name)
    }

    /// Adds traits.
    pub fn traits(mut self, traits: Traits) -> Self {
        self.traits |= traits;
        self
    }

    /// Sets the memory effects.
    pub fn effects(mut self, effects: MemoryEffects) -> Self {
        self.effects = effects;
        self
    }

    /// `Pure`: no memory effect (MLIR's `Pure` also makes the op speculatable).
    pub fn pure(self) -> Self {
        self.effects(MemoryEffects::None)
    }

    /// Sets the fold hook.
    pub fn fold(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }

    /// Sets the result-type inference hook (and the `InferTypeOpInterface` trait).
    pub fn infer_types(mut self, f: InferTypesFn) -> Self {
        self.infer_types = Some(f);
        self.traits |= Traits::INFER_TYPE;
        self
    }

    /// Sets the successor operands hook (and the `BranchOpInterface` trait).
    pub fn successor_operands(mut self, f: SuccessorOperandsFn) -> Self {
        self.successor_operands = Some(f);
        self.traits |= Traits::BRANCH;
        self
    }

    /// The dialect: the name up to the first `.`.
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }

    /// Whether the operation has every trait of `t`.
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    /// Whether an operation of this definition has an effect of its own that keeps it
    /// (`Some(true)`: effects that are not only reads or allocations of its results, or no
    /// effect interface and no recursive effects), none (`Some(false)`), or only the effects
    /// of the operations it nests to add (`None`: `HasRecursiveMemoryEffects` and nothing
    /// else keeping it).
    pub(crate) fn own_effects_kept(&self) -> Option<bool> {
        let recursive = self.has(Traits::RECURSIVE_MEMORY_EFFECTS);
        let kept = match self.effects {
            MemoryEffects::Unknown => !recursive,
            e => !e.removable_when_unused(),
        };
        if kept {
            Some(true)
        } else if recursive {
            None
        } else {
            Some(false)
        }
    }

    /// Whether the operation has no memory effect.
    pub fn is_pure(&self) -> bool {
        self.effects == MemoryEffects::None
    }
}

/// The definition of a dialect: what the driver needs beyond its operations.
#[derive(Clone)]
pub struct DialectDef {
    /// The dialect's namespace (`arith`).
    pub name: Box<str>,
    /// The constant materialisation hook.
    pub materialize_constant: Option<MaterializeFn>,
}

impl fmt::Debug for DialectDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DialectDef")
            .field("name", &self.name)
            .field("materialize_constant", &self.materialize_constant.is_some())
            .finish()
    }
}

impl DialectDef {
    /// A dialect with no hook.
    pub fn new(name: &str) -> Self {
        DialectDef {
            name: name.into(),
            materialize_constant: None,
        }
    }

    /// Sets the constant materialisation hook.
    pub fn materialize_constant(mut self, f: MaterializeFn) -> Self {
        self.materialize_constant = Some(f);
        self
    }
}

/// The registered operations and dialects of a context. Shared (`Arc`) between clones of the
/// context; registering copies it on write.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    ops: Vec<OpDef>,
    by_name: FxHashMap<Box<str>, u32>,
    dialects: Vec<DialectDef>,
}

impl Registry {
    /// Adds (or replaces) the definition of an operation; returns its index.
    pub(crate) fn add_op(&mut self, def: OpDef) -> u32 {
        if let Some(&i) = self.by_name.get(&def.name) {
            self.ops[i as usize] = def;
            return i;
        }
        let i = self.ops.len() as u32;
        self.by_name.insert(def.name.clone(), i);
        self.ops.push(def);
        i
    }

    /// Adds (or replaces) a dialect.
    pub(crate) fn add_dialect(&mut self, def: DialectDef) {
        match self.dialects.iter_mut().find(|d| d.name == def.name) {
            Some(d) => *d = def,
            None => self.dialects.push(def),
        }
    }

    /// The index of the definition of `name`.
    pub(crate) fn index_of(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }

    /// The definition of the operation `name`, if registered.
    pub fn get(&self, name: &str) -> Option<&OpDef> {
        self.index_of(name).map(|i| self.op(i))
    }

    /// The definition at `index`.
    pub(crate) fn op(&self, index: u32) -> &OpDef {
        &self.ops[index as usize]
    }

    /// The dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<&DialectDef> {
        self.dialects.iter().find(|d| &*d.name == name)
    }

    /// The definitions of the dialects `keep` accepts (by namespace), operations and dialect
    /// hooks alike.
    pub fn restricted(&self, keep: impl Fn(&str) -> bool) -> Registry {
        let mut registry = Registry::default();
        for def in self.ops().filter(|d| keep(d.dialect())) {
            registry.add_op(def.clone());
        }
        for d in self.dialects.iter().filter(|d| keep(&d.name)) {
            registry.add_dialect(d.clone());
        }
        registry
    }

    /// The names of the registered dialects.
    pub fn dialect_names(&self) -> impl Iterator<Item = &str> {
        self.dialects.iter().map(|d| &*d.name)
    }

    /// Every registered operation, in registration order.
    pub fn ops(&self) -> impl Iterator<Item = &OpDef> {
        self.ops.iter()
    }

    /// Whether nothing is registered.
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty() && self.dialects.is_empty()
    }
}

/// The registry as the context holds it: shared, with a per-symbol index for O(1) lookup.
#[derive(Clone, Debug, Default)]
pub(crate) struct ContextDefs {
    pub(crate) registry: Arc<Registry>,
    /// For each interned symbol, the index of its definition, or `u32::MAX`.
    pub(crate) by_symbol: Vec<u32>,
}
