//! The constants of a matcher program as both back ends hold them: operation and attribute
//! names, types, attributes and type lists, each numbered once and spelled as MLIR text (the
//! back ends bind the text to a payload at run time).

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context};
use pdl_runtime::text::{print_attribute, print_type};

/// Constants numbered in order of first use, read from the program's context `ctx`.
#[derive(Debug)]
pub struct ConstantPool<'a> {
    ctx: &'a Context,
    /// Operation and attribute names.
    pub names: Vec<String>,
    /// Types, as MLIR text.
    pub types: Vec<String>,
    /// Attributes, as MLIR text.
    pub attrs: Vec<String>,
    /// Type lists, as indices into `types`.
    pub type_lists: Vec<Vec<u32>>,
    name_index: FxHashMap<String, u32>,
    type_index: FxHashMap<String, u32>,
    attr_index: FxHashMap<Attribute, u32>,
    type_list_index: FxHashMap<Attribute, u32>,
    /// The number of each type attribute already seen (types are numbered by their text:
    /// two attributes may spell the same type).
    type_attr_index: FxHashMap<Attribute, u32>,
}

/// MLIR's spelling of the type held by type attribute `a`.
fn type_text(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => print_type(ctx, *t),
        _ => print_attribute(ctx, a),
    }
}

impl<'a> ConstantPool<'a> {
    /// An empty pool for the constants of a program whose context is `ctx`.
    pub fn new(ctx: &'a Context) -> Self {
        ConstantPool {
            ctx,
            names: Vec::new(),
            types: Vec::new(),
            attrs: Vec::new(),
            type_lists: Vec::new(),
            name_index: FxHashMap::default(),
            type_index: FxHashMap::default(),
            attr_index: FxHashMap::default(),
            type_list_index: FxHashMap::default(),
            type_attr_index: FxHashMap::default(),
        }
    }

    /// The number name `n` already has.
    pub fn find_name(&self, n: &str) -> Option<u32> {
        self.name_index.get(n).copied()
    }

    /// The number attribute `a` already has.
    pub fn find_attr(&self, a: Attribute) -> Option<u32> {
        self.attr_index.get(&a).copied()
    }

    /// The number the type held by type attribute `a` already has.
    pub fn find_type(&self, a: Attribute) -> Option<u32> {
        self.type_index.get(&type_text(self.ctx, a)).copied()
    }

    /// The number the type list `a` already has.
    pub fn find_type_list(&self, a: Attribute) -> Option<u32> {
        self.type_list_index.get(&a).copied()
    }

    /// The number of name `n`.
    pub fn name(&mut self, n: &str) -> u32 {
        if let Some(&i) = self.name_index.get(n) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(n.to_string());
        self.name_index.insert(n.to_string(), i);
        i
    }

    /// The number of attribute `a`.
    pub fn attr(&mut self, a: Attribute) -> u32 {
        if let Some(&i) = self.attr_index.get(&a) {
            return i;
        }
        let i = self.attrs.len() as u32;
        self.attrs.push(print_attribute(self.ctx, a));
        self.attr_index.insert(a, i);
        i
    }

    /// The number of the type held by type attribute `a`.
    pub fn ty(&mut self, a: Attribute) -> u32 {
        if let Some(&i) = self.type_attr_index.get(&a) {
            return i;
        }
        let text = type_text(self.ctx, a);
        let i = match self.type_index.get(&text) {
            Some(&i) => i,
            None => {
                let i = self.types.len() as u32;
                self.types.push(text.clone());
                self.type_index.insert(text, i);
                i
            }
        };
        self.type_attr_index.insert(a, i);
        i
    }

    /// The number of the type list held by an array of type attributes.
    pub fn type_list(&mut self, a: Attribute) -> u32 {
        if let Some(&i) = self.type_list_index.get(&a) {
            return i;
        }
        let elems: Vec<Attribute> = match self.ctx.attr_kind(a) {
            AttrKind::Array(es) => es.to_vec(),
            _ => Vec::new(),
        };
        let list: Vec<u32> = elems.into_iter().map(|t| self.ty(t)).collect();
        let i = self.type_lists.len() as u32;
        self.type_lists.push(list);
        self.type_list_index.insert(a, i);
        i
    }
}
