//! Types: MLIR's builtin types, structurally, and any other type as exact dialect text.

use super::handles::{Attribute, Type};

/// A dynamic dimension (`?`) in a shape, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of a builtin integer type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The builtin floating-point types MLIR prints by keyword.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
    /// Every float kind with its keyword.
    pub const ALL: [(FloatKind, &'static str); 18] = [
        (FloatKind::F4E2M1FN, "f4E2M1FN"),
        (FloatKind::F6E2M3FN, "f6E2M3FN"),
        (FloatKind::F6E3M2FN, "f6E3M2FN"),
        (FloatKind::F8E5M2, "f8E5M2"),
        (FloatKind::F8E4M3, "f8E4M3"),
        (FloatKind::F8E4M3FN, "f8E4M3FN"),
        (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ"),
        (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ"),
        (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
        (FloatKind::F8E3M4, "f8E3M4"),
        (FloatKind::F8E8M0FNU, "f8E8M0FNU"),
        (FloatKind::BF16, "bf16"),
        (FloatKind::F16, "f16"),
        (FloatKind::TF32, "tf32"),
        (FloatKind::F32, "f32"),
        (FloatKind::F64, "f64"),
        (FloatKind::F80, "f80"),
        (FloatKind::F128, "f128"),
    ];

    /// The keyword MLIR spells this type with.
    pub fn keyword(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map(|(_, s)| *s)
            .unwrap_or("f32")
    }

    /// The float kind spelled by `keyword`.
    pub fn from_keyword(keyword: &str) -> Option<FloatKind> {
        Self::ALL
            .iter()
            .find(|(_, s)| *s == keyword)
            .map(|(k, _)| *k)
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        use FloatKind::*;
        match self {
            F4E2M1FN => 4,
            F6E2M3FN | F6E3M2FN => 6,
            F8E5M2 | F8E4M3 | F8E4M3FN | F8E5M2FNUZ | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E3M4
            | F8E8M0FNU => 8,
            BF16 | F16 => 16,
            TF32 => 19,
            F32 => 32,
            F64 => 64,
            F80 => 80,
            F128 => 128,
        }
    }
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui64`, any width.
    Integer {
        /// Width in bits.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// A builtin float type.
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `tensor<4x?xf32, #encoding>`
    RankedTensor {
        /// Dimensions; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor(Type),
    /// `memref<4x?xf32, layout, memory_space>`
    MemRef {
        /// Dimensions; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Layout attribute (an affine map or `strided<...>`), if not the identity.
        layout: Option<Attribute>,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memory_space>`
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `vector<[4]x8xf32>`
    Vector {
        /// Dimensions (never dynamic).
        shape: Box<[i64]>,
        /// Which dimensions are scalable (`[4]`).
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `tuple<i32, f32>`
    Tuple(Box<[Type]>),
    /// `(i32) -> (f32, f32)`
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// Any other type, kept as its exact text (`!dialect.name<...>`).
    Opaque(Box<str>),
}

impl TypeKind {
    /// The signless integer type `iN`.
    pub fn int(width: u32) -> Self {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }
}
