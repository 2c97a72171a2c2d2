//! Attributes: MLIR's builtin attributes, structurally where the printer must canonicalise
//! them, and everything else (affine maps, dialect attributes, resources) as exact text.

use super::handles::{Attribute, Symbol, Type};

/// The elements of a `dense<...>` or `array<...>` attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer (or `i1`) elements, as their bits truncated to the element width.
    Ints(Box<[u128]>),
    /// Float elements, as their bits in the element type's format.
    Floats(Box<[u128]>),
    /// `complex<iN>` elements: real and imaginary bits, interleaved.
    ComplexInts(Box<[u128]>),
    /// `complex<fN>` elements: real and imaginary bits, interleaved.
    ComplexFloats(Box<[u128]>),
    /// String elements (`dense<"a", "b">` of a dialect element type).
    Strings(Box<[Box<[u8]>]>),
    /// The raw hexadecimal form, `dense<"0x...">`, kept as written.
    Hex(Box<str>),
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `42 : i32`: the bits truncated to the type's width (`index` is 64 bits).
    Integer {
        /// Integer or index type.
        ty: Type,
        /// The value's bits, zero-extended from the width.
        bits: u128,
    },
    /// `1.0 : f32`: the bits in the type's float format.
    Float {
        /// Float type.
        ty: Type,
        /// The value's bits.
        bits: u128,
    },
    /// `true` / `false`: accepted when interning, stored as the `i1` integer 1 or 0.
    Bool(bool),
    /// `"text"`, optionally typed (`"text" : i32`); may hold any bytes.
    String {
        /// The bytes, escapes resolved.
        value: Box<[u8]>,
        /// Optional type.
        ty: Option<Type>,
    },
    /// A unit attribute: a name with no value.
    Unit,
    /// `[a, b, c]`
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Box<[(Symbol, Attribute)]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested::@leaf`
    SymbolRef {
        /// The root symbol.
        root: Symbol,
        /// Nested references.
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : tensor<...>` / `vector<...>`.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// The elements in row-major order; a single element for a splat.
        data: DenseData,
    },
    /// `array<i32: 1, 2>`
    DenseArray {
        /// Element type.
        element: Type,
        /// Elements (never `Hex` or `Strings`).
        data: DenseData,
    },
    /// `strided<[s0, s1], offset: o>` (memref layout); dynamic values are
    /// [`DYNAMIC`](super::types::DYNAMIC).
    Strided {
        /// Strides.
        strides: Box<[i64]>,
        /// Offset.
        offset: i64,
    },
    /// `affine_map<...>`, exact text including the keyword (printed through a `#map` alias).
    AffineMap(Box<str>),
    /// `affine_set<...>`, exact text including the keyword (printed through a `#set` alias).
    IntegerSet(Box<str>),
    /// Any other attribute (`#dialect.attr<...>`, `dense_resource<...>`, `sparse<...>`,
    /// `distinct[..]<...>`...), kept as exact text, with its trailing type if it has one.
    Opaque {
        /// The exact text.
        text: Box<str>,
        /// The `: type` that followed it, if any.
        ty: Option<Type>,
    },
}
