//! The context: interned identifiers and uniqued types and attributes.
//!
//! Every identifier (operation names, attribute names, symbol names) is interned into a
//! [`Symbol`]; every type and attribute is uniqued into a [`Type`] or [`Attribute`] handle.
//! Comparing two of them is therefore an integer compare, as in MLIR's `MLIRContext`.

use std::borrow::Borrow;
use std::hash::Hash;
use std::sync::Arc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::attributes::{AttrKind, DenseData};
use super::handles::{Attribute, Symbol, Type};
use super::opdef::{ContextDefs, DialectDef, OpDef, PropKind, Registry};
use super::types::TypeKind;

/// A uniquing table: each distinct value is stored once and named by its index. Its first
/// entries may be a frozen part shared with other tables ([`Uniquer::freeze`]): a copy then
/// costs only what was added since (the parallel drivers fork a context per chunk).
#[derive(Clone, Debug)]
pub(crate) struct Uniquer<T: Eq + Hash + Clone> {
    shared: Arc<Part<T>>,
    own: Part<T>,
}

/// Values and their indices (an index counts from the table's first entry).
#[derive(Clone, Debug)]
struct Part<T> {
    items: Vec<T>,
    map: FxHashMap<T, u32>,
}

impl<T> Default for Part<T> {
    fn default() -> Self {
        Part {
            items: Vec::new(),
            map: FxHashMap::default(),
        }
    }
}

impl<T: Eq + Hash + Clone> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer {
            shared: Arc::default(),
            own: Part::default(),
        }
    }
}

impl<T: Eq + Hash + Clone> Uniquer<T> {
    /// The index of a value, if it is in the table.
    pub(crate) fn find<Q>(&self, q: &Q) -> Option<u32>
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        // A value is in one part or the other. The own part first: it is small (a fork's
        // additions, in cache) and holds what a fork's run asks for again and again.
        if !self.own.items.is_empty() {
            if let Some(&id) = self.own.map.get(q) {
                return Some(id);
            }
        }
        if self.shared.items.is_empty() {
            return None;
        }
        self.shared.map.get(q).copied()
    }

    pub(crate) fn intern(&mut self, item: T) -> u32 {
        match self.find(&item) {
            Some(id) => id,
            None => self.push_new(item),
        }
    }

    /// Adds a value the table does not hold.
    fn push_new(&mut self, item: T) -> u32 {
        let id = self.len() as u32;
        self.own.items.push(item.clone());
        self.own.map.insert(item, id);
        id
    }

    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        let (i, frozen) = (id as usize, self.shared.items.len());
        if i < frozen {
            &self.shared.items[i]
        } else {
            &self.own.items[i - frozen]
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.shared.items.len() + self.own.items.len()
    }

    /// Every value, by index.
    fn iter(&self) -> impl Iterator<Item = &T> {
        self.shared.items.iter().chain(&self.own.items)
    }

    /// Makes every entry part of the shared part, so that copies share them. The shared
    /// part is extended in place when no other table shares it (copied otherwise).
    fn freeze(&mut self) {
        if self.own.items.is_empty() {
            return;
        }
        let shared = Arc::make_mut(&mut self.shared);
        if shared.items.is_empty() {
            std::mem::swap(shared, &mut self.own);
        } else {
            shared.items.append(&mut self.own.items);
            shared.map.extend(self.own.map.drain());
        }
    }
}

/// Owns the interned identifiers, types and attributes of one IR.
#[derive(Clone, Debug)]
pub struct Context {
    symbols: Uniquer<Box<str>>,
    types: Uniquer<TypeKind>,
    attrs: Uniquer<AttrKind>,
    empty_dict: Attribute,
    defs: ContextDefs,
    /// Property default values already parsed, by their text.
    prop_defaults: FxHashMap<Box<str>, Attribute>,
    /// The property lists of registered operations as this context uses them, by
    /// operation name (see [`Context::prop_inits`]); emptied when the registry changes.
    prop_inits: FxHashMap<Symbol, Option<Box<[PropInit]>>>,
    /// Small dictionaries already interned, by their entries as given (see
    /// [`Context::intern_dict`]).
    small_dicts: FxHashMap<SmallDict, Attribute>,
}

/// The entries of a small dictionary, in the order given.
type SmallDict = SmallVec<[(Symbol, Attribute); 2]>;

/// One property of a registered operation, as a context uses it when it creates one: its
/// name interned, its storage class, and its starting value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PropInit {
    /// The property's name.
    pub(crate) name: Symbol,
    /// Its storage class.
    pub(crate) kind: PropKind,
    /// Its value before any is given: the default, or zero sizes for segment sizes.
    pub(crate) start: Option<Attribute>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// Creates an empty context.
    pub fn new() -> Self {
        let mut attrs = Uniquer::default();
        let empty_dict = Attribute(attrs.intern(AttrKind::Dictionary(Box::new([]))));
        let mut ctx = Context {
            symbols: Uniquer::default(),
            types: Uniquer::default(),
            attrs,
            empty_dict,
            defs: ContextDefs::default(),
            prop_defaults: FxHashMap::default(),
            prop_inits: FxHashMap::default(),
            small_dicts: FxHashMap::default(),
        };
        // MLIR's `none`, the type of an untyped string attribute, is always at hand.
        ctx.intern_type(TypeKind::None);
        ctx
    }

    /// Interns an identifier.
    pub fn symbol(&mut self, name: &str) -> Symbol {
        if let Some(id) = self.symbols.find(name) {
            return Symbol(id);
        }
        let id = self.symbols.push_new(name.into());
        let def = self.defs.registry.index_of(name).unwrap_or(u32::MAX);
        self.defs.by_symbol.push(def);
        Symbol(id)
    }

    /// Registers the definition of an operation (replacing an earlier one of that name).
    /// Operations of that name, existing or future, are registered operations from then on.
    pub fn register_op(&mut self, def: OpDef) {
        let name = def.name.clone();
        self.prop_inits.clear();
        let index = std::sync::Arc::make_mut(&mut self.defs.registry).add_op(def);
        if let Some(sym) = self.symbols.find(&*name) {
            self.defs.by_symbol[sym as usize] = index;
        }
    }

    /// Registers a dialect's hooks (replacing an earlier definition of that name).
    pub fn register_dialect(&mut self, def: DialectDef) {
        std::sync::Arc::make_mut(&mut self.defs.registry).add_dialect(def);
    }

    /// Registers every definition of `registry` (shared with it when nothing is registered
    /// yet, so that many contexts can hold one registry).
    pub fn register_all(&mut self, registry: &std::sync::Arc<Registry>) {
        self.prop_inits.clear();
        if self.defs.registry.is_empty() {
            self.defs.registry = registry.clone();
            for (sym, name) in self.symbols.iter().enumerate() {
                self.defs.by_symbol[sym] = registry.index_of(name).unwrap_or(u32::MAX);
            }
            return;
        }
        for def in registry.ops() {
            self.register_op(def.clone());
        }
        for name in registry_dialect_names(registry) {
            if let Some(d) = registry.dialect(&name) {
                self.register_dialect(d.clone());
            }
        }
    }

    /// Keeps only the definitions of the dialects `keep` accepts (by namespace): the other
    /// operations become unregistered. MLIR registers an operation only once its dialect is
    /// loaded; [`crate::dialects::parse_loaded`] uses this to drop the dialects a file never
    /// loaded.
    pub fn retain_dialects(&mut self, keep: impl Fn(&str) -> bool) {
        let old = std::sync::Arc::clone(&self.defs.registry);
        if old.ops().all(|d| keep(d.dialect())) && old.dialect_names().all(&keep) {
            return;
        }
        self.defs.registry = std::sync::Arc::new(old.restricted(keep));
        self.prop_inits.clear();
        for (sym, name) in self.symbols.iter().enumerate() {
            self.defs.by_symbol[sym] = self.defs.registry.index_of(name).unwrap_or(u32::MAX);
        }
    }

    /// The registered operations and dialects.
    pub fn registry(&self) -> &Registry {
        &self.defs.registry
    }

    /// The definition of the operation named `name`, if it is registered.
    #[inline]
    pub fn op_def(&self, name: Symbol) -> Option<&OpDef> {
        match self.defs.by_symbol.get(name.0 as usize) {
            Some(&i) if i != u32::MAX => Some(self.defs.registry.op(i)),
            _ => None,
        }
    }

    /// Whether an operation of this context could be one region DCE erases: some interned
    /// name is that of a registered operation without effects of its own that keep it
    /// (`OpDef::own_effects_kept`), neither a terminator nor a symbol. Every
    /// operation's name is interned, so when this is false no operation is removable. One
    /// look at each interned name.
    pub(crate) fn has_removable_op_name(&self) -> bool {
        use super::Traits;
        self.defs.by_symbol.iter().any(|&i| {
            if i == u32::MAX {
                return false;
            }
            let def = self.defs.registry.op(i);
            def.own_effects_kept() != Some(true)
                && !def.has(Traits::TERMINATOR)
                && !def.has(Traits::SYMBOL)
        })
    }

    /// The attribute written `text` (a property's default value), parsed once per context;
    /// `None` if the text is not an attribute.
    pub(crate) fn default_attr(&mut self, text: &str) -> Option<Attribute> {
        if let Some(&a) = self.prop_defaults.get(text) {
            return Some(a);
        }
        let a = crate::text::parse_attribute(self, text).ok()?;
        self.prop_defaults.insert(text.into(), a);
        Some(a)
    }

    /// The properties of operation `name` with their starting values, if it is registered
    /// with a property list; worked out once per name (a copy of a few words after).
    pub(crate) fn prop_inits(&mut self, name: Symbol) -> Option<SmallVec<[PropInit; 4]>> {
        if let Some(found) = self.prop_inits.get(&name) {
            return found.as_deref().map(SmallVec::from_slice);
        }
        let found: Option<Box<[PropInit]>> = match self.op_def_shared(name) {
            None => None,
            Some((registry, index)) => registry.op(index).properties.as_ref().map(|props| {
                props
                    .iter()
                    .map(|p| PropInit {
                        name: self.symbol(&p.name),
                        kind: p.kind,
                        start: match (&p.default, p.kind) {
                            (Some(text), _) => self.default_attr(text),
                            (None, PropKind::Segments(n)) => {
                                let element = self.intern_type(TypeKind::int(32));
                                Some(self.intern_attr(AttrKind::DenseArray {
                                    element,
                                    data: DenseData::Ints(vec![0; n].into()),
                                }))
                            }
                            _ => None,
                        },
                    })
                    .collect()
            }),
        };
        let copy = found.as_deref().map(SmallVec::from_slice);
        self.prop_inits.insert(name, found);
        copy
    }

    /// The registry and the index in it of the definition of `name`, if registered (to read
    /// a definition while changing the context).
    pub(crate) fn op_def_shared(&self, name: Symbol) -> Option<(std::sync::Arc<Registry>, u32)> {
        match self.defs.by_symbol.get(name.0 as usize) {
            Some(&i) if i != u32::MAX => Some((self.defs.registry.clone(), i)),
            _ => None,
        }
    }

    /// The dialect definition of `dialect`, if registered.
    pub fn dialect_def(&self, dialect: &str) -> Option<&DialectDef> {
        self.defs.registry.dialect(dialect)
    }

    /// Looks up an identifier without interning it: `None` if no one interned it yet (so no
    /// operation or attribute can carry it).
    pub fn lookup_symbol(&self, name: &str) -> Option<Symbol> {
        self.symbols.find(name).map(Symbol)
    }

    /// The text of an interned identifier.
    pub fn str(&self, sym: Symbol) -> &str {
        self.symbols.get(sym.0)
    }

    /// Uniques a type.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// `i1`, or a shaped type of `i1` with the shape of `ty` (MLIR's `getI1SameShape`: the
    /// result type of a comparison).
    pub fn i1_same_shape(&mut self, ty: Type) -> Type {
        let i1 = self.intern_type(TypeKind::int(1));
        let kind = match self.type_kind(ty).clone() {
            TypeKind::RankedTensor {
                shape, encoding, ..
            } => TypeKind::RankedTensor {
                shape,
                element: i1,
                encoding,
            },
            TypeKind::UnrankedTensor(_) => TypeKind::UnrankedTensor(i1),
            TypeKind::Vector {
                shape, scalable, ..
            } => TypeKind::Vector {
                shape,
                scalable,
                element: i1,
            },
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => TypeKind::MemRef {
                shape,
                element: i1,
                layout,
                memory_space,
            },
            _ => return i1,
        };
        self.intern_type(kind)
    }

    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// Uniques an attribute. Dictionaries are sorted by name first, as MLIR does; `true` and
    /// `false` are the `i1` integers 1 and 0, as in MLIR (so `true` and `1 : i1` are one
    /// attribute).
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        let kind = match kind {
            AttrKind::Bool(b) => {
                let ty = self.intern_type(super::types::TypeKind::int(1));
                AttrKind::Integer {
                    ty,
                    bits: u128::from(b),
                }
            }
            AttrKind::Dictionary(entries) => {
                let mut entries = entries.into_vec();
                let names = &self.symbols;
                entries.sort_by(|a, b| names.get(a.0 .0).cmp(names.get(b.0 .0)));
                AttrKind::Dictionary(entries.into_boxed_slice())
            }
            other => other,
        };
        Attribute(self.attrs.intern(kind))
    }

    /// The dictionary of `entries` (distinct names), as [`Context::intern_attr`] interns
    /// it. A dictionary of one or two entries is found by its entries as given, without
    /// building, sorting and hashing its structure: readers make one per operation.
    pub fn intern_dict(&mut self, entries: &[(Symbol, Attribute)]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dict;
        }
        if entries.len() > 2 {
            return self.intern_attr(AttrKind::Dictionary(entries.into()));
        }
        let key = SmallDict::from_slice(entries);
        if let Some(&a) = self.small_dicts.get(&key) {
            return a;
        }
        let a = self.intern_attr(AttrKind::Dictionary(entries.into()));
        self.small_dicts.insert(key, a);
        a
    }

    /// Makes everything interned so far shared with the context's copies: a copy (a
    /// [`fork`](Self::fork)) then copies only what was interned after, and interning keeps
    /// every handle (it is the parallel drivers' first step, once per run).
    pub(crate) fn freeze(&mut self) {
        self.symbols.freeze();
        self.types.freeze();
        self.attrs.freeze();
    }

    /// A copy for a fork: the tables as [`Clone`] copies them (shared up to the last
    /// [`freeze`](Self::freeze)), without the cache of small dictionaries (a fork finds
    /// them again by interning: the handles are the same).
    pub(crate) fn copy_for_fork(&self) -> Context {
        Context {
            symbols: self.symbols.clone(),
            types: self.types.clone(),
            attrs: self.attrs.clone(),
            empty_dict: self.empty_dict,
            defs: self.defs.clone(),
            prop_defaults: self.prop_defaults.clone(),
            prop_inits: self.prop_inits.clone(),
            small_dicts: FxHashMap::default(),
        }
    }

    /// How many identifiers, types and attributes this context holds.
    pub(crate) fn counts(&self) -> (usize, usize, usize) {
        (self.symbols.len(), self.types.len(), self.attrs.len())
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// The type of a typed attribute (`10 : i32`, `1.0 : f32`, `dense<..> : tensor<..>`, a
    /// string or opaque attribute given a type); `None` for the others.
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The empty dictionary attribute `{}`.
    pub fn empty_dict(&self) -> Attribute {
        self.empty_dict
    }

    /// The first type satisfying `pred` (a linear scan, for one-off lookups by spelling).
    pub fn find_type_by(&self, mut pred: impl FnMut(Type) -> bool) -> Option<Type> {
        (0..self.types.len() as u32).map(Type).find(|&t| pred(t))
    }

    /// The first attribute satisfying `pred` (a linear scan).
    pub fn find_attr_by(&self, mut pred: impl FnMut(Attribute) -> bool) -> Option<Attribute> {
        (0..self.attrs.len() as u32)
            .map(Attribute)
            .find(|&a| pred(a))
    }

    /// Number of distinct types, attributes and symbols (for memory statistics).
    pub fn sizes(&self) -> (usize, usize, usize) {
        (self.types.len(), self.attrs.len(), self.symbols.len())
    }
}

fn registry_dialect_names(registry: &Registry) -> Vec<Box<str>> {
    registry.dialect_names().map(Into::into).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frozen_context_is_shared_with_its_forks_and_both_go_on_growing() {
        let mut ctx = Context::new();
        let a = ctx.symbol("a");
        let t = ctx.intern_type(TypeKind::int(7));
        let one = ctx.intern_attr(AttrKind::Integer { ty: t, bits: 1 });
        let dict = ctx.intern_dict(&[(a, one)]);
        ctx.freeze();
        let (mut fork, at) = ctx.fork();
        assert!(Arc::ptr_eq(&ctx.attrs.shared, &fork.attrs.shared));
        assert_eq!(fork.symbol("a"), a);
        assert_eq!(fork.intern_type(TypeKind::int(7)), t);
        // The fork starts without the cache of small dictionaries and finds the same one.
        assert_eq!(fork.intern_dict(&[(a, one)]), dict);
        let b = fork.symbol("b");
        let c = ctx.symbol("c");
        assert_eq!((fork.str(b), ctx.str(c), ctx.str(a)), ("b", "c", "a"));
        // Freezing again while the fork lives copies the shared part: the fork's view stays.
        ctx.freeze();
        assert!(!Arc::ptr_eq(&ctx.symbols.shared, &fork.symbols.shared));
        assert_eq!(fork.lookup_symbol("c"), None);
        assert_eq!(ctx.lookup_symbol("c"), Some(c));
        let remap = ctx.absorb(&fork, at);
        assert_eq!(ctx.str(remap.symbol(b)), "b");
        assert_eq!(ctx.lookup_symbol("b"), Some(remap.symbol(b)));
        // Once the forks are gone, a freeze extends the shared part in place.
        drop(fork);
        let d = ctx.symbol("d");
        let before = Arc::as_ptr(&ctx.symbols.shared);
        ctx.freeze();
        assert_eq!(Arc::as_ptr(&ctx.symbols.shared), before);
        assert_eq!(ctx.str(d), "d");
        assert_eq!(ctx.symbols.own.items.len(), 0);
    }
}
