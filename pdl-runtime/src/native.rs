//! Support for pattern sets compiled to native Rust (by `pdl!` or a build script through
//! `pdl_codegen::Builder`): what the generated code calls besides the access traits.
//!
//! Generated matchers keep captured values in locals; the helpers here are the few pieces
//! that are the same for every pattern set: binding the set's constant names, types and
//! attributes to a payload ([`Constants`]), operand and result groups as MLIR's bytecode
//! takes them ([`trailing`]), the builtins of PDLL's operators ([`builtin_in_constraint`],
//! [`builtin_in_rewrite`]) and the conversion of a native function's return value
//! ([`NativeReturn`]).
//!
//! # Native functions
//!
//! A native constraint or rewrite named in a pattern is a Rust function in scope at the
//! `pdl!` invocation (or at the [`include_patterns!`](crate::include_patterns) of a build
//! script's output), called with the payload context and one argument per pattern argument:
//!
//! | pattern kind | argument | result |
//! |---|---|---|
//! | `Op` / `!pdl.operation` | `P::Op` | `P::Op` |
//! | `Value` / `!pdl.value` | `P::Value` | `P::Value` |
//! | `ValueRange` / `!pdl.range<value>` | `&[P::Value]` | `Vec<P::Value>` |
//! | `Type` / `!pdl.type` | `P::Type` | `P::Type` |
//! | `TypeRange` / `!pdl.range<type>` | `&[P::Type]` | `Vec<P::Type>` |
//! | `Attr` / `!pdl.attribute` | `P::Attr` | `P::Attr` |
//!
//! A constraint takes `&mut NativeCx<'_, P>` first, a rewrite `&mut Rewriter<'_, P>`. The
//! results are `()`, one value, or a tuple of values, returned as anything implementing
//! [`NativeReturn`]: `bool` or `()` (no results), `Option<T>`, or `Result<T, E>` with `E:
//! Display`. A failed constraint does not match; a failed rewrite is rolled back and reported.
//!
//! ```
//! use pdl_runtime::access::PayloadWrite;
//! use pdl_runtime::value::NativeCx;
//!
//! /// `Constraint HasOneUse(value: Value);`
//! fn HasOneUse<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, value: P::Value) -> bool {
//!     cx.payload().users(value).count() == 1
//! }
//! # let _ = HasOneUse::<pdl_runtime::ir::Ir>;
//! ```

use std::fmt::Display;

use rustc_hash::FxHashMap;
pub use smallvec::{smallvec, SmallVec};

use crate::access::{PayloadRead, PayloadWrite, Segment};
use crate::rewrite::{RewriteError, Rewriter};
use crate::value::{builtin_attrs, Branch, NativeCx, Tracer};

/// A range of values, types or operations held by a generated matcher: no heap allocation
/// up to four elements.
pub type Range<T> = SmallVec<[T; 4]>;

/// The operation handle of payload `P`.
pub type OpOf<P> = <P as PayloadRead>::Op;
/// The value handle of payload `P`.
pub type ValueOf<P> = <P as PayloadRead>::Value;
/// The type handle of payload `P`.
pub type TypeOf<P> = <P as PayloadRead>::Type;
/// The attribute handle of payload `P`.
pub type AttrOf<P> = <P as PayloadRead>::Attr;

/// What a native function may return: its results (`T`: `()`, one value or a tuple), or
/// why it failed.
pub trait NativeReturn<T> {
    /// The results, or the reason of the failure.
    fn into_result(self) -> Result<T, String>;
}

impl NativeReturn<()> for () {
    fn into_result(self) -> Result<(), String> {
        Ok(())
    }
}

impl NativeReturn<()> for bool {
    fn into_result(self) -> Result<(), String> {
        if self {
            Ok(())
        } else {
            Err("the native function returned false".to_string())
        }
    }
}

impl<T> NativeReturn<T> for Option<T> {
    fn into_result(self) -> Result<T, String> {
        self.ok_or_else(|| "the native function returned None".to_string())
    }
}

impl<T, E: Display> NativeReturn<T> for Result<T, E> {
    fn into_result(self) -> Result<T, String> {
        self.map_err(|e| e.to_string())
    }
}

/// A pattern set's constants bound to one payload: its operation and attribute names
/// interned, its types and attributes uniqued, and the position of every name among them
/// (so a `match` on an operation's name is one lookup whatever the number of cases: an
/// array read when the payload gives names a dense index, [`PayloadRead::name_index`],
/// else one hash lookup).
pub struct Constants<P: PayloadRead> {
    /// Interned names, in the set's order.
    pub names: Vec<P::Name>,
    /// Index of each interned name in `names`.
    pub name_index: FxHashMap<P::Name, u32>,
    /// Index in `names` of each name by its dense index ([`PayloadRead::name_index`]),
    /// `u32::MAX` for names not among them; empty when the payload has no dense index.
    pub name_dense: Vec<u32>,
    /// Uniqued types.
    pub types: Vec<P::Type>,
    /// Uniqued attributes.
    pub attrs: Vec<P::Attr>,
    /// Type lists (indices into `types`), resolved.
    pub type_lists: Vec<Vec<P::Type>>,
    /// The case tables of the set's switches on an attribute ([`with_switches`](Self::with_switches)):
    /// each value to the first case that has it.
    pub attr_switches: Vec<FxHashMap<P::Attr, u32>>,
    /// The case tables of the set's switches on a type.
    pub type_switches: Vec<FxHashMap<P::Type, u32>>,
    /// The case tables of the set's switches on a list of types.
    pub type_list_switches: Vec<FxHashMap<Vec<P::Type>, u32>>,
}

impl<P: PayloadWrite> Constants<P> {
    /// Binds the constants, spelled as MLIR text, to `payload`. Fails if the payload cannot
    /// hold one of the types or attributes.
    pub fn bind(
        payload: &mut P,
        names: &[&str],
        types: &[&str],
        attrs: &[&str],
        type_lists: &[&[u32]],
    ) -> Result<Self, String> {
        let names: Vec<P::Name> = names.iter().map(|n| payload.intern_name(n)).collect();
        let mut name_index = FxHashMap::default();
        for (i, n) in names.iter().enumerate() {
            name_index.entry(*n).or_insert(i as u32);
        }
        let name_dense = dense_names(payload, &names);
        let mut bound_attrs = Vec::with_capacity(attrs.len());
        for a in attrs {
            bound_attrs.push(
                payload
                    .get_attr(a)
                    .ok_or_else(|| format!("the payload cannot hold attribute `{a}`"))?,
            );
        }
        let mut bound_types = Vec::with_capacity(types.len());
        for t in types {
            bound_types.push(
                payload
                    .get_type(t)
                    .ok_or_else(|| format!("the payload cannot hold type `{t}`"))?,
            );
        }
        let type_lists = type_lists
            .iter()
            .map(|l| l.iter().map(|&t| bound_types[t as usize]).collect())
            .collect();
        Ok(Constants {
            names,
            name_index,
            name_dense,
            types: bound_types,
            attrs: bound_attrs,
            type_lists,
            attr_switches: Vec::new(),
            type_switches: Vec::new(),
            type_list_switches: Vec::new(),
        })
    }

    /// The index of `name` among the set's names, if it is one.
    #[inline]
    pub fn index_of(&self, name: P::Name) -> Option<u32> {
        self.name_index.get(&name).copied()
    }
}

impl<P: PayloadRead> Constants<P> {
    /// The index of `name` (a name of `payload`, the payload these constants are bound to)
    /// among the set's names, if it is one: an array read when the payload gives names a
    /// dense index, else [`index_of`](Self::index_of).
    #[inline]
    pub fn name_case(&self, payload: &P, name: P::Name) -> Option<u32> {
        if self.name_dense.is_empty() {
            return self.name_index.get(&name).copied();
        }
        let i = payload.name_index(name)?;
        match self.name_dense.get(i) {
            Some(&k) if k != u32::MAX => Some(k),
            _ => None,
        }
    }
}

/// The table of [`Constants::name_dense`]: the first position of each name in `names` by
/// its dense index; empty when a name has no dense index, or when the indices are too
/// sparse to tabulate (a table longer than 64 entries per name and than 4096).
fn dense_names<P: PayloadRead>(payload: &P, names: &[P::Name]) -> Vec<u32> {
    let mut ix = Vec::with_capacity(names.len());
    for &n in names {
        match payload.name_index(n) {
            Some(i) => ix.push(i),
            None => return Vec::new(),
        }
    }
    let len = ix.iter().max().map_or(0, |&m| m + 1);
    if len > (64 * names.len()).max(4096) {
        return Vec::new();
    }
    let mut table = vec![u32::MAX; len];
    for (k, &i) in ix.iter().enumerate() {
        if table[i] == u32::MAX {
            table[i] = k as u32;
        }
    }
    table
}

/// Each key of `cases` (constant indices, case by case) to its first case.
fn case_table<K: Copy + Eq + std::hash::Hash, V: Clone + Eq + std::hash::Hash>(
    consts: &[K],
    cases: &[u32],
    value: impl Fn(K) -> V,
) -> FxHashMap<V, u32> {
    let mut table = FxHashMap::default();
    for (k, &c) in cases.iter().enumerate() {
        if let Some(&key) = consts.get(c as usize) {
            table.entry(value(key)).or_insert(k as u32);
        }
    }
    table
}

impl<P: PayloadRead> Constants<P> {
    /// These constants with the case tables of the set's switches, bound once: the cases
    /// of each switch on an attribute (`attrs`), a type (`types`) or a list of types
    /// (`type_lists`), as indices into the set's attributes, types and type lists. A switch
    /// is then one hash lookup whatever its number of cases
    /// ([`attr_case`](Self::attr_case), ...); the first of two equal cases wins, as in a
    /// chain of checks.
    pub fn with_switches(
        mut self,
        attrs: &[&[u32]],
        types: &[&[u32]],
        type_lists: &[&[u32]],
    ) -> Self {
        self.attr_switches = attrs
            .iter()
            .map(|cases| case_table(&self.attrs, cases, |a| a))
            .collect();
        self.type_switches = types
            .iter()
            .map(|cases| case_table(&self.types, cases, |t| t))
            .collect();
        let lists: Vec<usize> = (0..self.type_lists.len()).collect();
        self.type_list_switches = type_lists
            .iter()
            .map(|cases| case_table(&lists, cases, |i| self.type_lists[i].clone()))
            .collect();
        self
    }

    /// The case of attribute switch `switch` that `attr` takes, if any.
    #[inline]
    pub fn attr_case(&self, switch: usize, attr: P::Attr) -> Option<u32> {
        self.attr_switches.get(switch)?.get(&attr).copied()
    }

    /// The case of type switch `switch` that `ty` takes, if any.
    #[inline]
    pub fn type_case(&self, switch: usize, ty: P::Type) -> Option<u32> {
        self.type_switches.get(switch)?.get(&ty).copied()
    }

    /// The case of type-list switch `switch` that `types` takes, if any.
    #[inline]
    pub fn type_list_case(&self, switch: usize, types: &[P::Type]) -> Option<u32> {
        self.type_list_switches.get(switch)?.get(types).copied()
    }
}

/// The separators of an encoded branch table ([`decode_branches`]): between branches,
/// between a branch's fields, between the cases of a switch. No text of a branch holds them.
pub const BRANCH_SEPARATORS: [char; 3] = ['\u{1e}', '\u{1f}', '\u{1d}'];

/// A generated matcher's branch table ([`Branch`], to explain match failures) from the one
/// string literal it is written as, so that a set costs the compiler one literal, not one
/// constant expression per branch, and the table is built only when a listener asks for
/// explanations. The text holds one record per branch, separated by
/// `BRANCH_SEPARATORS[0]`; a record's fields, separated by `BRANCH_SEPARATORS[1]`, are its
/// id, what it tests, its cases (a count, then each case after `BRANCH_SEPARATORS[2]`)
/// and its outcomes (a count, then each outcome's patterns, comma-separated, after `;`).
/// A malformed record is skipped.
///
/// ```
/// let table = pdl_runtime::native::decode_branches(
///     "0\u{1f}the root has 1 operand\u{1f}0\u{1f}2;0,1;\u{1e}\
///      1\u{1f}the name of the root\u{1f}2\u{1d}\"a.b\"\u{1d}\"a.c\"\u{1f}3;0;1;",
/// );
/// assert_eq!(table.len(), 2);
/// assert_eq!(table[0].what, "the root has 1 operand");
/// assert_eq!(table[0].outcomes.as_ref(), [vec![0, 1], vec![]]);
/// assert_eq!(table[1].cases.as_ref(), ["\"a.b\"", "\"a.c\""]);
/// ```
pub fn decode_branches(text: &str) -> Vec<Branch> {
    let [branch_sep, field_sep, case_sep] = BRANCH_SEPARATORS;
    text.split(branch_sep)
        .filter(|r| !r.is_empty())
        .filter_map(|record| {
            let mut fields = record.split(field_sep);
            let id = fields.next()?.parse().ok()?;
            let what = fields.next()?.to_string();
            let mut cases = fields.next()?.split(case_sep);
            let n: usize = cases.next()?.parse().ok()?;
            let cases: Vec<std::borrow::Cow<'static, str>> =
                cases.take(n).map(|c| c.to_string().into()).collect();
            let mut outcomes = fields.next()?.split(';');
            let n: usize = outcomes.next()?.parse().ok()?;
            let outcomes: Vec<std::borrow::Cow<'static, [u32]>> = outcomes
                .take(n)
                .map(|o| {
                    o.split(',')
                        .filter_map(|p| p.parse().ok())
                        .collect::<Vec<u32>>()
                        .into()
                })
                .collect();
            Some(Branch {
                id,
                what: what.into(),
                cases: cases.into(),
                outcomes: outcomes.into(),
            })
        })
        .collect()
}

/// Operands (`operands`) or results from `index` on, as MLIR's bytecode takes them from an
/// operation without segment sizes: `None` if `index` is past the end.
pub fn trailing<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: u32,
    operands: bool,
) -> Option<Range<P::Value>> {
    let n = if operands {
        payload.num_operands(op)
    } else {
        payload.num_results(op)
    };
    let start = index as usize;
    if start > n {
        return None;
    }
    Some(
        (start..n)
            .map(|i| {
                if operands {
                    payload.operand(op, i)
                } else {
                    payload.result(op, i)
                }
            })
            .collect(),
    )
}

/// The single operand (`operands`) or result at `index`, when it is the last one (a group
/// of one value), as MLIR's bytecode takes it.
pub fn trailing_one<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: u32,
    operands: bool,
) -> Option<P::Value> {
    let n = if operands {
        payload.num_operands(op)
    } else {
        payload.num_results(op)
    };
    let i = index as usize;
    if i < n && n - i == 1 {
        Some(if operands {
            payload.operand(op, i)
        } else {
            payload.result(op, i)
        })
    } else {
        None
    }
}

/// The positions of operand (`operands`) or result group `index` of `op`, as MLIR's
/// bytecode takes them: every value for no index; with an index, the group the
/// segment-sizes attribute gives an operation with `AttrSizedOperandSegments` or
/// `AttrSizedResultSegments` ([`PayloadRead::operand_segment`]), else every value from
/// `index` on. `None` when there is no such group.
fn group_span<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: Option<u32>,
    operands: bool,
) -> Option<std::ops::Range<usize>> {
    let n = if operands {
        payload.num_operands(op)
    } else {
        payload.num_results(op)
    };
    let Some(index) = index else {
        return Some(0..n);
    };
    let i = index as usize;
    let segment = if operands {
        payload.operand_segment(op, i)
    } else {
        payload.result_segment(op, i)
    };
    match segment {
        Segment::Trailing => (i <= n).then_some(i..n),
        Segment::Range(r) => (r.end <= n && r.start <= r.end).then_some(r),
        Segment::Missing => None,
    }
}

/// Operand (`operands`) or result group `index` of `op` (every value for no index), as
/// `pdl_interp.get_operands`/`get_results` with a range result take it: every value for no
/// index; with an index, the group the segment-sizes attribute gives an operation with
/// `AttrSizedOperandSegments` or `AttrSizedResultSegments`
/// ([`PayloadRead::operand_segment`]), else every value from `index` on. `None` when there
/// is no such group.
pub fn group<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: Option<u32>,
    operands: bool,
) -> Option<Range<P::Value>> {
    let span = group_span(payload, op, index, operands)?;
    Some(
        span.map(|i| {
            if operands {
                payload.operand(op, i)
            } else {
                payload.result(op, i)
            }
        })
        .collect(),
    )
}

/// The single value of operand (`operands`) or result group `index` of `op`, as
/// `pdl_interp.get_operands`/`get_results` with a single-value result take it: `None`
/// unless the group holds exactly one value.
pub fn group_one<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: Option<u32>,
    operands: bool,
) -> Option<P::Value> {
    let span = group_span(payload, op, index, operands)?;
    (span.len() == 1).then(|| {
        if operands {
            payload.operand(op, span.start)
        } else {
            payload.result(op, span.start)
        }
    })
}

/// Creates operation `name` at the rewriter's insertion point with the result types its
/// definition infers ([`PayloadWrite::infer_result_types`]), for
/// `pdl_interp.create_operation ... -> <inferred>`. A failed inference is an error of the
/// rewrite (which is then rolled back).
pub fn create_op_inferred<P: PayloadWrite>(
    rewriter: &mut Rewriter<'_, P>,
    name: &str,
    operands: &[P::Value],
    attributes: &[(&str, P::Attr)],
) -> Result<P::Op, RewriteError> {
    let types = rewriter
        .payload_mut_for_uniquing()
        .infer_result_types(name, operands, attributes)
        .map_err(RewriteError::new)?;
    Ok(rewriter.create_op(name, operands, &types, attributes))
}

/// Operand `index` of `op`, if it has one.
#[inline(always)]
pub fn operand<P: PayloadRead>(payload: &P, op: P::Op, index: usize) -> Option<P::Value> {
    (index < payload.num_operands(op)).then(|| payload.operand(op, index))
}

/// Result `index` of `op`, if it has one.
#[inline(always)]
pub fn result<P: PayloadRead>(payload: &P, op: P::Op, index: usize) -> Option<P::Value> {
    (index < payload.num_results(op)).then(|| payload.result(op, index))
}

// The accessors of a null-or-not handle below are what generated matchers call for
// `pdl_interp`'s queries and checks: always inlined (a closure passed to `Option::and_then`
// in a large matcher may be left out of line, one call per check).

/// Operand `index` of `op`, if `op` is not null and has one (`pdl_interp.get_operand`).
#[inline(always)]
pub fn operand_of<P: PayloadRead>(
    payload: &P,
    op: Option<P::Op>,
    index: usize,
) -> Option<P::Value> {
    match op {
        Some(o) => operand(payload, o, index),
        None => None,
    }
}

/// Result `index` of `op`, if `op` is not null and has one (`pdl_interp.get_result`).
#[inline(always)]
pub fn result_of<P: PayloadRead>(payload: &P, op: Option<P::Op>, index: usize) -> Option<P::Value> {
    match op {
        Some(o) => result(payload, o, index),
        None => None,
    }
}

/// The operation defining `value`, if it is not null and has one
/// (`pdl_interp.get_defining_op`).
#[inline(always)]
pub fn defining_op_of<P: PayloadRead>(payload: &P, value: Option<P::Value>) -> Option<P::Op> {
    match value {
        Some(v) => payload.defining_op(v),
        None => None,
    }
}

/// The type of `value`, if it is not null (`pdl_interp.get_value_type`).
#[inline(always)]
#[allow(clippy::manual_map)] // No closure: see above.
pub fn type_of<P: PayloadRead>(payload: &P, value: Option<P::Value>) -> Option<P::Type> {
    match value {
        Some(v) => Some(payload.value_type(v)),
        None => None,
    }
}

/// Whether `op` is not null and named `name` (`pdl_interp.check_operation_name`).
#[inline(always)]
pub fn name_is<P: PayloadRead>(payload: &P, op: Option<P::Op>, name: P::Name) -> bool {
    match op {
        Some(o) => payload.op_name(o) == name,
        None => false,
    }
}

/// Whether `op` is not null and its operand (`operands`) or result count holds: exactly
/// `count`, or at least when `at_least` (`pdl_interp.check_operand_count`,
/// `check_result_count`).
#[inline(always)]
pub fn count_is<P: PayloadRead>(
    payload: &P,
    op: Option<P::Op>,
    operands: bool,
    count: u32,
    at_least: bool,
) -> bool {
    match op {
        Some(o) => count_ok(
            if operands {
                payload.num_operands(o)
            } else {
                payload.num_results(o)
            },
            count,
            at_least,
        ),
        None => false,
    }
}

/// The users of `value` (none for a null value), in use-list order, as the payload gives
/// them: what a matcher's loop over users walks when nothing in it changes the payload
/// (else it walks [`users`], collected first).
#[inline]
pub fn users_iter<P: PayloadRead>(payload: &P, value: Option<P::Value>) -> UsersIter<'_, P> {
    UsersIter(value.map(|v| payload.users(v)))
}

/// The iterator of [`users_iter`]: the payload's users of a value, or none for a null value
/// (one branch per step, where a flattened `Option` would keep two iterators).
pub struct UsersIter<'a, P: PayloadRead + 'a>(Option<P::Users<'a>>);

impl<'a, P: PayloadRead + 'a> Iterator for UsersIter<'a, P> {
    type Item = P::Op;
    #[inline]
    fn next(&mut self) -> Option<P::Op> {
        self.0.as_mut()?.next().map(|(u, _)| u)
    }
}

/// Where a generated matcher records its matches: a list ([`PatternSet::match_op`](crate::rewrite::PatternSet::match_op)),
/// or a function called with each ([`EachMatch`], for
/// [`PatternSet::for_each_match`](crate::rewrite::PatternSet::for_each_match) when the
/// matcher records them best first already).
pub trait MatchSink<M> {
    /// Records `m`.
    fn push(&mut self, m: M);
}

impl<M> MatchSink<M> for Vec<M> {
    #[inline(always)]
    fn push(&mut self, m: M) {
        Vec::push(self, m);
    }
}

/// A [`MatchSink`] calling its function with each match.
pub struct EachMatch<F>(pub F);

impl<M, F: FnMut(M)> MatchSink<M> for EachMatch<F> {
    #[inline(always)]
    fn push(&mut self, m: M) {
        (self.0)(m);
    }
}

/// The users of `value` (none for a null value), in use-list order.
pub fn users<P: PayloadRead>(payload: &P, value: Option<P::Value>) -> Range<P::Op> {
    match value {
        Some(v) => payload.users(v).map(|(u, _)| u).collect(),
        None => Range::new(),
    }
}

/// Reports check `id`'s outcome to `tracer` and returns it.
#[inline(always)]
pub fn check<T: Tracer>(tracer: &mut T, id: u32, held: bool) -> bool {
    tracer.check(id, held);
    held
}

/// Whether a count holds: exactly `count`, or at least when `at_least`.
#[inline(always)]
pub fn count_ok(n: usize, count: u32, at_least: bool) -> bool {
    if at_least {
        n >= count as usize
    } else {
        n == count as usize
    }
}

/// The users of each value, in order, as a matcher iterates them.
pub fn users_of<P: PayloadRead>(payload: &P, values: &[P::Value]) -> Range<P::Op> {
    values
        .iter()
        .flat_map(|v| payload.users(*v).map(|(u, _)| u))
        .collect()
}

/// A builtin of PDLL's operators (`__builtin_add`, ...) called from a constraint.
pub fn builtin_in_constraint<P: PayloadWrite>(
    cx: &mut NativeCx<'_, P>,
    name: &str,
    args: &[P::Attr],
) -> Result<P::Attr, String> {
    builtin_attrs(cx.payload_mut_for_uniquing(), name, args)
}

/// A builtin of PDLL's operators (`__builtin_add`, ...) called from a rewrite.
pub fn builtin_in_rewrite<P: PayloadWrite>(
    rw: &mut Rewriter<'_, P>,
    name: &str,
    args: &[P::Attr],
) -> Result<P::Attr, String> {
    builtin_attrs(rw.payload_mut_for_uniquing(), name, args)
}

/// Logging of a generated matcher's checks and matches to stderr, compiled in only with
/// this crate's `trace` feature (generated code calls it at every check; without the
/// feature it expands to nothing).
#[cfg(feature = "trace")]
#[macro_export]
#[doc(hidden)]
macro_rules! __pdl_trace {
    ($what:expr, $held:expr) => {
        ::std::eprintln!("[pdl] {}: {}", $what, if $held { "holds" } else { "fails" })
    };
    ($what:expr) => {
        ::std::eprintln!("[pdl] {}", $what)
    };
}

/// Logging of a generated matcher's checks and matches to stderr, compiled in only with
/// this crate's `trace` feature (generated code calls it at every check; without the
/// feature it expands to nothing).
#[cfg(not(feature = "trace"))]
#[macro_export]
#[doc(hidden)]
macro_rules! __pdl_trace {
    ($($arg:tt)*) => {};
}

/// Includes the pattern set a build script generated with `pdl_codegen::Builder`: the
/// file `$OUT_DIR/<name>.rs`.
///
/// ```ignore
/// pdl_runtime::include_patterns!("fc_layer");
/// ```
#[macro_export]
macro_rules! include_patterns {
    ($name:literal) => {
        ::std::include!(::std::concat!(::std::env!("OUT_DIR"), "/", $name, ".rs"));
    };
}

/// A registry of native functions for the VM: the builtins of PDLL's operators, and each
/// function listed, which carries `#[pdl_macros::native]` (the attribute declares the
/// `register` this calls). Paths may be qualified: `natives![HasOneUse, my::natives::IsFoo]`.
///
/// ```ignore
/// let natives: pdl_runtime::value::Natives<pdl_runtime::ir::Ir> =
///     pdl_runtime::natives![HasOneUse, crate::natives::IsConstant];
/// ```
#[macro_export]
macro_rules! natives {
    ($($($segment:ident)::+),* $(,)?) => {{
        let mut natives = $crate::value::Natives::with_builtins();
        $( $($segment)::+ ::register(&mut natives); )*
        natives
    }};
}
