//! The payload access traits: how matchers and rewriters see and change a payload IR.
//!
//! Generated matchers and the VM are generic over these traits and monomorphise, so a user's
//! own IR can be matched and rewritten by the same patterns as pdl-rs's [`Ir`](crate::ir::Ir),
//! at no cost. [`PayloadRead`] gives read access (names, operands, results, defining ops,
//! users with operand indices, types, attributes); [`PayloadWrite`] the changes a rewrite
//! makes (create, replace, erase, set attribute), each of which the rewriter can undo.
//!
//! ```
//! use pdl_runtime::access::PayloadRead;
//! use pdl_runtime::text::parse;
//! let ir = parse("%0 = \"test.a\"() : () -> i32\n\"test.b\"(%0, %0) : (i32, i32) -> ()\n", "x.mlir").unwrap();
//! // Generic code sees the IR only through the trait.
//! fn users_of_first_result<P: PayloadRead>(p: &P, op: P::Op) -> Vec<usize> {
//!     let v = p.result(op, 0);
//!     p.users(v).map(|(_, index)| index).collect()
//! }
//! let a = ir.block_ops(ir.region_blocks(ir.region(ir.root(), 0))[0]).next().unwrap();
//! assert_eq!(users_of_first_result(&ir, a), vec![1, 0]); // most recent use first
//! ```

use std::fmt::Debug;
use std::hash::Hash;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// The bytes of an MLIR string literal's body: `\\`, `\"`, `\n`, `\t` and two-digit hex
/// escapes resolved; `None` when an escape is malformed.
fn unescape(body: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len());
    let mut bytes = body.bytes();
    while let Some(b) = bytes.next() {
        if b != b'\\' {
            out.push(b);
            continue;
        }
        match bytes.next()? {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            c @ (b'\\' | b'"') => out.push(c),
            h => {
                let l = bytes.next()?;
                let digit = |c: u8| (c as char).to_digit(16);
                out.push((digit(h)? * 16 + digit(l)?) as u8);
            }
        }
    }
    Some(out)
}

/// A place in a source file, `file:line:col` as MLIR prints it: the line and the column
/// (in bytes) count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceLoc {
    /// The file's name, as given to the reader.
    pub file: std::sync::Arc<str>,
    /// The line, from 1.
    pub line: u32,
    /// The column in bytes, from 1.
    pub col: u32,
}

impl std::fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// A payload that does not verify: what [`PayloadRead::verify_payload`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The name of the operation at fault.
    pub op_name: String,
    /// What is wrong (MLIR's wording where MLIR has one).
    pub message: String,
    /// Where the operation was read from: a byte offset in the payload's source text, if the
    /// payload keeps one (render it with the file's text, e.g. with
    /// [`ParseError::render`](crate::text::ParseError::render)).
    pub offset: Option<usize>,
    /// The same place as `file:line:col`, if the payload knows its source
    /// ([`PayloadRead::op_location`]).
    pub location: Option<SourceLoc>,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.location {
            Some(at) => write!(f, "{at}: error: {}", self.message),
            None => write!(f, "`{}`: {}", self.op_name, self.message),
        }
    }
}

impl std::error::Error for Violation {}

/// The operations a rewrite erased so far (given to
/// [`Listener::notify_erased`](crate::rewrite::Listener::notify_erased)): a short list
/// searched in turn (a rewrite erases a few operations, and a set would allocate for each
/// rewrite), indexed by a hash set once it grows long.
///
/// ```
/// use pdl_runtime::rewrite::ErasedSet;
/// let mut erased = ErasedSet::new();
/// for op in 0..40u32 {
///     assert!(erased.insert(op));
/// }
/// assert!(!erased.insert(7));
/// assert!((0..40).all(|op| erased.contains(&op)) && !erased.contains(&40));
/// assert_eq!(erased.iter().copied().collect::<Vec<_>>(), (0..40).collect::<Vec<_>>());
/// ```
#[derive(Clone, Debug)]
pub struct ErasedSet<O> {
    items: SmallVec<[O; ERASED_INLINE]>,
    index: FxHashSet<O>,
}

/// Operations an [`ErasedSet`] holds without allocating; past this many, it is indexed.
const ERASED_INLINE: usize = 16;

impl<O> Default for ErasedSet<O> {
    fn default() -> Self {
        ErasedSet {
            items: SmallVec::new(),
            index: FxHashSet::default(),
        }
    }
}

impl<O: Copy + Eq + std::hash::Hash> ErasedSet<O> {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is in the set.
    pub fn contains(&self, op: &O) -> bool {
        if self.index.is_empty() {
            self.items.contains(op)
        } else {
            self.index.contains(op)
        }
    }

    /// Adds `op`; false if it was there.
    pub fn insert(&mut self, op: O) -> bool {
        if self.contains(&op) {
            return false;
        }
        self.items.push(op);
        if !self.index.is_empty() {
            self.index.insert(op);
        } else if self.items.len() > ERASED_INLINE {
            self.index.extend(self.items.iter().copied());
        }
        true
    }

    /// The number of operations in the set.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The operations, in the order they were added.
    pub fn iter(&self) -> std::slice::Iter<'_, O> {
        self.items.iter()
    }
}

impl<O: Copy + Eq + std::hash::Hash> FromIterator<O> for ErasedSet<O> {
    fn from_iter<I: IntoIterator<Item = O>>(iter: I) -> Self {
        let mut set = ErasedSet::default();
        for op in iter {
            set.insert(op);
        }
        set
    }
}

impl<'a, O> IntoIterator for &'a ErasedSet<O> {
    type Item = &'a O;
    type IntoIter = std::slice::Iter<'a, O>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// One operation of a walk ([`PayloadRead::nested_visits`]), with its parent operation and
/// whether it may be `ConstantLike`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Visit<Op> {
    /// The operation.
    pub op: Op,
    /// The operation whose region holds it, as [`PayloadRead::parent_op`] gives it.
    pub parent: Option<Op>,
    /// False only if the operation is certainly not `ConstantLike`
    /// ([`PayloadWrite::is_constant_like`]).
    pub maybe_constant: bool,
}

/// Read access to a payload IR.
pub trait PayloadRead {
    /// An operation handle.
    type Op: Copy + Eq + Hash + Debug;
    /// A value handle (operation result or block argument).
    type Value: Copy + Eq + Hash + Debug;
    /// A type; equal types compare equal.
    type Type: Copy + Eq + Hash + Debug;
    /// An attribute; equal attributes compare equal.
    type Attr: Copy + Eq + Hash + Debug;
    /// An interned operation or attribute name.
    type Name: Copy + Eq + Hash + Debug;
    /// Iterator over the uses of a value: (user, operand index), most recent first.
    type Users<'a>: Iterator<Item = (Self::Op, usize)>
    where
        Self: 'a;

    /// Looks up an interned name; `None` when no operation or attribute of this IR can carry
    /// it (so a matcher can skip every check that needs it).
    fn lookup_name(&self, name: &str) -> Option<Self::Name>;
    /// The text of a name.
    fn name_str(&self, name: Self::Name) -> &str;

    /// The operation's name.
    fn op_name(&self, op: Self::Op) -> Self::Name;
    /// Number of operands.
    fn num_operands(&self, op: Self::Op) -> usize;
    /// Operand `i`.
    fn operand(&self, op: Self::Op, i: usize) -> Self::Value;
    /// Number of results.
    fn num_results(&self, op: Self::Op) -> usize;
    /// Result `i`.
    fn result(&self, op: Self::Op, i: usize) -> Self::Value;
    /// The attribute `name` of `op` (inherent or discardable).
    fn attribute(&self, op: Self::Op, name: Self::Name) -> Option<Self::Attr>;
    /// The operation defining `v`, or `None` for a block argument.
    fn defining_op(&self, v: Self::Value) -> Option<Self::Op>;
    /// The type of `v`.
    fn value_type(&self, v: Self::Value) -> Self::Type;
    /// The uses of `v`: (user, operand index), most recent first.
    fn users(&self, v: Self::Value) -> Self::Users<'_>;
    /// The operation whose region holds `op`.
    fn parent_op(&self, op: Self::Op) -> Option<Self::Op>;
    /// A dense index of `op`, for side tables: below the number of operations ever created,
    /// and given to no other operation while `op` lives; once `op` is erased and
    /// [recycled](PayloadWrite::recycle), an operation created later may take it. `None`
    /// (the default) if the payload has none; the greedy driver then keys its worklist by
    /// hashing.
    fn op_index(&self, _op: Self::Op) -> Option<usize> {
        None
    }
    /// A dense index of an interned name, for side tables: below the number of names
    /// interned so far, and never given to another name while the payload lives. `None`
    /// (the default) if the payload has none; compiled matchers then find a name among
    /// their constants by hashing it.
    fn name_index(&self, _name: Self::Name) -> Option<usize> {
        None
    }
    /// Where `op` was read from, as `file:line:col`, if the payload knows (errors of the
    /// drivers carry it). `None` by default.
    fn op_location(&self, _op: Self::Op) -> Option<SourceLoc> {
        None
    }
    /// Whether `op` is isolated from above (MLIR's `IsIsolatedFromAbove` trait, which only
    /// registered operations have). False by default.
    fn is_isolated_from_above(&self, _op: Self::Op) -> bool {
        false
    }
    /// `op` and every operation nested in it, children before parents (MLIR's walk order)
    /// or parents first.
    fn nested_ops(&self, op: Self::Op, post_order: bool) -> Vec<Self::Op>;

    /// [`nested_ops`](Self::nested_ops), each operation with what the greedy driver reads of
    /// it while it fills its worklist: its parent operation and whether it may be
    /// `ConstantLike`. A payload that reads each operation anyway while it walks gives these
    /// at no cost, where reading them afterwards is a second pass over every operation (the
    /// most expensive part of filling the worklist of a large payload). The default asks
    /// [`parent_op`](Self::parent_op) and says any operation may be a constant.
    fn nested_visits(&self, op: Self::Op, post_order: bool) -> Vec<Visit<Self::Op>> {
        self.nested_ops(op, post_order)
            .into_iter()
            .map(|o| Visit {
                op: o,
                parent: self.parent_op(o),
                maybe_constant: true,
            })
            .collect()
    }

    /// The type spelled by `text` in MLIR syntax, if some value of this IR could have it.
    fn lookup_type(&self, text: &str) -> Option<Self::Type>;
    /// The attribute spelled by `text`, if this IR holds it.
    fn lookup_attr(&self, text: &str) -> Option<Self::Attr>;
    /// MLIR's spelling of a type (for diagnostics and native functions).
    fn type_to_string(&self, ty: Self::Type) -> String;
    /// MLIR's spelling of an attribute.
    fn attr_to_string(&self, attr: Self::Attr) -> String;
    /// The type of a typed attribute (integers, floats, strings, elements), as MLIR's
    /// `TypedAttr` gives it; `None` for other attributes.
    fn attr_type(&self, attr: Self::Attr) -> Option<Self::Type>;

    /// The value of an integer attribute (`42 : i32`, `-1 : i8`, `true`), as MLIR prints it:
    /// signless and signed integers sign-extended (`index` as 64 bits), unsigned ones and
    /// `i1` (a boolean: `true` is 1) zero-extended. `None` for other attributes and for values beyond `i128`. The
    /// default reads [`attr_to_string`](Self::attr_to_string).
    fn attr_int(&self, attr: Self::Attr) -> Option<i128> {
        let text = self.attr_to_string(attr);
        match text.as_str() {
            "true" => return Some(1),
            "false" => return Some(0),
            _ => {}
        }
        let (value, ty) = text.split_once(" : ")?;
        if !(ty.starts_with('i') || ty.starts_with("si") || ty.starts_with("ui") || ty == "index") {
            return None;
        }
        value.parse().ok()
    }

    /// The value of a float attribute (`1.5 : f32`), converted to `f64`; `None` for other
    /// attributes. The default reads [`attr_to_string`](Self::attr_to_string) (decimal
    /// spellings only).
    fn attr_float(&self, attr: Self::Attr) -> Option<f64> {
        let text = self.attr_to_string(attr);
        let (value, ty) = text.split_once(" : ")?;
        if !(ty.starts_with('f') || ty.starts_with("bf") || ty.starts_with("tf")) {
            return None;
        }
        value.parse().ok()
    }

    /// The bytes of a string attribute (`"text"`, escapes resolved); `None` for other
    /// attributes. The default reads [`attr_to_string`](Self::attr_to_string).
    fn attr_str(&self, attr: Self::Attr) -> Option<Vec<u8>> {
        let text = self.attr_to_string(attr);
        let body = text.strip_prefix('"')?;
        let end = body.rfind('"')?;
        unescape(&body[..end])
    }

    /// The type a type attribute (`i32` as an attribute, MLIR's `TypeAttr`) holds; `None` for
    /// other attributes. The default looks its spelling up with
    /// [`lookup_type`](Self::lookup_type).
    fn attr_as_type(&self, attr: Self::Attr) -> Option<Self::Type> {
        self.lookup_type(&self.attr_to_string(attr))
    }

    /// Checks the payload's invariants (use lists, dominance, the registered operations'
    /// verifiers), as MLIR's pass manager does after a pass: the drivers call it after
    /// applying patterns unless their configuration turns it off. The default: a payload
    /// with no verifier of its own has nothing to check.
    fn verify_payload(&self) -> Result<(), Violation> {
        Ok(())
    }

    // Registered operations (P3): operand and result groups.

    /// Where operand group `index` of `op` is, for `pdl_interp.get_operands` with an index
    /// (MLIR's `AttrSizedOperandSegments`: the `operandSegmentSizes` attribute sizes the
    /// groups). The default, for an IR without such operations, is [`Segment::Trailing`].
    fn operand_segment(&self, _op: Self::Op, _index: usize) -> Segment {
        Segment::Trailing
    }
    /// Where result group `index` of `op` is, as [`operand_segment`](Self::operand_segment)
    /// (MLIR's `AttrSizedResultSegments`, attribute `resultSegmentSizes`).
    fn result_segment(&self, _op: Self::Op, _index: usize) -> Segment {
        Segment::Trailing
    }
}

/// Write access to a payload IR: what a rewrite does. Every change is undoable by another
/// call (a created op can be erased, an operand set back, an attribute restored), which is
/// what the rewriter's rollback journal relies on; `erase_op` is only called when a rewrite
/// commits.
pub trait PayloadWrite: PayloadRead {
    /// Creates an operation just before `before` and returns it.
    fn create_op(
        &mut self,
        name: &str,
        operands: &[Self::Value],
        result_types: &[Self::Type],
        attributes: &[(&str, Self::Attr)],
        before: Self::Op,
    ) -> Self::Op;
    /// Sets operand `i` of `op` to `v`.
    fn set_operand(&mut self, op: Self::Op, i: usize, v: Self::Value);
    /// Replaces every use of `from` with `to`.
    fn replace_all_uses(&mut self, from: Self::Value, to: Self::Value) {
        let uses: Vec<(Self::Op, usize)> = self.users(from).collect();
        for (op, i) in uses {
            self.set_operand(op, i, to);
        }
    }
    /// Erases `op` (its results must be unused).
    fn erase_op(&mut self, op: Self::Op);
    /// Says that the erased operations `ops` are named by no handle the caller keeps: the
    /// payload may give their storage to operations created later, as MLIR's allocator gives
    /// an erased operation's memory to the next one (the greedy driver calls it after each
    /// rewrite, once the operations it erased have left its worklist). After this, a handle
    /// to one of them may name an operation created later. Does nothing by default;
    /// [`Ir`](crate::ir::Ir) reuses their records ([`Ir::recycle`](crate::ir::Ir::recycle)),
    /// which keeps what a rewrite creates next to what it rewrote.
    fn recycle(&mut self, _ops: &[Self::Op]) {}
    /// Sets (`Some`) or removes (`None`) attribute `name` of `op`.
    fn set_attribute(&mut self, op: Self::Op, name: &str, value: Option<Self::Attr>);
    /// The type spelled by `text`, created if needed; `None` if `text` is not a type.
    fn get_type(&mut self, text: &str) -> Option<Self::Type>;
    /// The attribute spelled by `text`, created if needed; `None` if `text` is not one.
    fn get_attr(&mut self, text: &str) -> Option<Self::Attr>;
    /// Interns an operation or attribute name.
    fn intern_name(&mut self, name: &str) -> Self::Name;
    /// Gives `op` the source location of `from` (MLIR gives an operation a rewrite creates
    /// the location of the matched operations). Does nothing by default.
    fn copy_location(&mut self, _op: Self::Op, _from: Self::Op) {}
    /// Simplifies the regions nested in `op` as MLIR's `simplifyRegions` does at the
    /// `Normal` level (blocks unreachable from their region's entry erased, then region
    /// dead-code elimination); returns whether anything changed. The default knows no
    /// control flow and changes nothing.
    fn simplify_regions(&mut self, _op: Self::Op) -> bool {
        false
    }

    /// MLIR's `simplifyRegions` at a [`RegionSimplification`] level on the regions nested in
    /// `op`: [`Normal`](RegionSimplification::Normal) erases unreachable blocks and runs
    /// region dead-code elimination, [`Aggressive`](RegionSimplification::Aggressive) also
    /// merges identical blocks. Returns whether anything changed. The default runs
    /// [`simplify_regions`](Self::simplify_regions) unless the level is `Disabled`.
    fn simplify_regions_at(&mut self, op: Self::Op, level: RegionSimplification) -> bool {
        level != RegionSimplification::Disabled && self.simplify_regions(op)
    }

    /// [`simplify_regions_at`](Self::simplify_regions_at), telling `on_change` of each change
    /// that MLIR's `simplifyRegions` makes through the driver's rewriter (and so announces to
    /// its listener): an operation about to be erased (the operations of unreachable or
    /// merged blocks, dead operations; nested operations before their parent), and an
    /// operation modified by a replacement of all uses of a block argument (once per use, as
    /// MLIR's `RewriterBase::replaceAllUsesWith`). Changes MLIR makes without its rewriter
    /// (erased block arguments and successor operands, operands set while merging blocks) are
    /// not announced. The default announces nothing.
    fn simplify_regions_notifying(
        &mut self,
        op: Self::Op,
        level: RegionSimplification,
        on_change: &mut OnRegionChange<'_, Self>,
    ) -> bool {
        let _ = on_change;
        self.simplify_regions_at(op, level)
    }

    /// Erases the blocks of the regions nested in `op` that cannot be reached from their
    /// region's entry (MLIR's `eraseUnreachableBlocks`, which the greedy driver runs before
    /// each pass over the worklist); returns whether a block was erased. The default knows
    /// no control flow and changes nothing.
    ///
    /// `on_erase` hears of each operation of the erased blocks just before it goes (the last
    /// of a block first, nested operations before their parent), with the set of every
    /// operation of the block being erased: MLIR drops the uses of the values they define
    /// first, so those uses no longer count.
    fn erase_unreachable_blocks(
        &mut self,
        _op: Self::Op,
        _on_erase: &mut OnErase<'_, Self>,
    ) -> bool {
        false
    }

    /// Whether `op` has no used result and can be erased (MLIR's `isOpTriviallyDead`). The
    /// default: never, as MLIR treats unregistered operations.
    fn is_trivially_dead(&self, _op: Self::Op) -> bool {
        false
    }

    /// Whether `op` has the `ConstantLike` trait (the greedy driver does not fold such
    /// operations). The default: no.
    fn is_constant_like(&self, _op: Self::Op) -> bool {
        false
    }

    /// The constant `op` materialises (MLIR's `m_Constant`): `None` unless it is
    /// `ConstantLike`. The default: `None`.
    fn constant_value(&mut self, _op: Self::Op) -> Option<Self::Attr> {
        None
    }

    /// Folds `op` (MLIR's `Operation::fold`): `None` when nothing folds. The fold may change
    /// `op` in place (then it returns [`FoldResult::InPlace`]) but creates and erases
    /// nothing. The default: nothing folds.
    fn fold(&mut self, _op: Self::Op) -> Option<FoldResult<Self::Value, Self::Attr>> {
        None
    }

    /// Materialises `value` as a `ty` through the constant hook of `op`'s dialect, just
    /// before `before` (MLIR's `Dialect::materializeConstant`); returns the new constant
    /// operation. The default: `None` (no dialect materialises anything).
    fn materialize_constant(
        &mut self,
        _op: Self::Op,
        _value: Self::Attr,
        _ty: Self::Type,
        _before: Self::Op,
    ) -> Option<Self::Op> {
        None
    }

    /// The dialect of `op` (its name up to the first `.`), which keys constant
    /// deduplication with the constant's value and type.
    fn op_dialect(&self, op: Self::Op) -> &str {
        let name = self.name_str(self.op_name(op));
        name.split_once('.').map_or("", |(d, _)| d)
    }

    /// The region folded constants of `op` go to (MLIR's `OperationFolder` insertion
    /// region): the region holding `op` or the nearest enclosing one whose parent is
    /// unregistered, isolated from above, or top-level; as (parent operation, region index).
    /// The default: `None` (no constant deduplication).
    fn constant_insertion_region(&self, _op: Self::Op) -> Option<(Self::Op, usize)> {
        None
    }

    /// The first operation of the entry block of region `index` of `parent`.
    /// The default: `None`.
    fn region_entry_front(&self, _parent: Self::Op, _index: usize) -> Option<Self::Op> {
        None
    }

    /// The operation just before `op` in its block. The default: `None`.
    fn prev_op(&self, _op: Self::Op) -> Option<Self::Op> {
        None
    }

    /// Moves `op` to just before `anchor` (MLIR's `Operation::moveBefore`, which notifies
    /// no listener). The default does nothing.
    fn move_op_before(&mut self, _op: Self::Op, _anchor: Self::Op) {}

    // The block structure, for the walk driver's live walk (MLIR's `walkAndApplyPatterns`
    // iterates the blocks and operations as they are when it reaches them).

    /// The number of regions of `op`; `None` (the default) when the payload does not expose
    /// its blocks, in which case the walk driver visits the operations that existed when it
    /// started. A payload returning `Some` implements [`block_count`](Self::block_count),
    /// [`block_front`](Self::block_front) and [`next_op`](Self::next_op) too.
    fn region_count(&self, _op: Self::Op) -> Option<usize> {
        None
    }

    /// The number of blocks of region `region` of `op`. The default: 0.
    fn block_count(&self, _op: Self::Op, _region: usize) -> usize {
        0
    }

    /// The first operation of block `block` of region `region` of `op`. The default: `None`.
    fn block_front(&self, _op: Self::Op, _region: usize, _block: usize) -> Option<Self::Op> {
        None
    }

    /// The operation just after `op` in its block. The default: `None`.
    fn next_op(&self, _op: Self::Op) -> Option<Self::Op> {
        None
    }

    // Registered operations (P3): result-type inference.

    /// The result types an operation `name` with these operands and attributes infers
    /// (MLIR's `InferTypeOpInterface::inferReturnTypes`), for `pdl_interp.create_operation`
    /// with `-> <inferred>`. An error (the rewrite fails and is rolled back) when the
    /// operation cannot infer them; by default no operation can.
    fn infer_result_types(
        &mut self,
        name: &str,
        _operands: &[Self::Value],
        _attributes: &[(&str, Self::Attr)],
    ) -> Result<Vec<Self::Type>, String> {
        Err(format!(
            "'{name}' cannot infer its result types: this IR knows no result-type inference"
        ))
    }
}

/// The callback of [`PayloadWrite::erase_unreachable_blocks`]: an operation about to be
/// erased, with every operation of its block.
pub type OnErase<'a, P> =
    dyn FnMut(&P, <P as PayloadRead>::Op, &ErasedSet<<P as PayloadRead>::Op>) + 'a;

/// A change region simplification makes (see [`PayloadWrite::simplify_regions_notifying`]).
#[derive(Clone, Copy, Debug)]
pub enum RegionChange<'a, O> {
    /// The operation is about to be erased; the set holds every operation erased with it
    /// (its block's, or its own nested ones), whose uses no longer count.
    Erased(O, &'a ErasedSet<O>),
    /// An operand of the operation was just replaced.
    Modified(O),
}

/// The callback of [`PayloadWrite::simplify_regions_notifying`].
pub type OnRegionChange<'a, P> = dyn FnMut(&P, RegionChange<'_, <P as PayloadRead>::Op>) + 'a;

/// What folding an operation did (MLIR's `fold` returning success), for any payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldResult<V, A> {
    /// The operation was changed in place.
    InPlace,
    /// One replacement per result: an existing value or a constant to materialise.
    Results(Vec<FoldValue<V, A>>),
}

/// One result of a fold: an existing value or a constant (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldValue<V, A> {
    /// An existing value.
    Value(V),
    /// A constant attribute.
    Attr(A),
}

/// How much the greedy driver simplifies regions after each pass over the worklist (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegionSimplification {
    /// No simplification (MLIR's `Disabled`).
    Disabled,
    /// Unreachable blocks erased, region dead-code elimination (MLIR's `Normal`).
    Normal,
    /// `Normal`, plus identical blocks merged (MLIR's `Aggressive`, its default).
    #[default]
    Aggressive,
}

/// Where a group of an operation's operands or results is (see
/// [`PayloadRead::operand_segment`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// The operation's groups are not sized by an attribute: group `index` is every value
    /// from `index` on (MLIR takes it as the trailing variadic group).
    Trailing,
    /// The values of the group, by position.
    Range(std::ops::Range<usize>),
    /// The groups are sized by an attribute, but there is no group `index` (the attribute is
    /// missing, is not an `array<i32: ...>`, is too short, or sizes more values than exist).
    Missing,
}
