//! Preparing a program for a payload: its native calls resolved against a registry
//! ([`resolve`]), its constants and switch tables bound to the payload's handles
//! ([`Bound`]), once per run.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::{Addr, Instr, Program};
use crate::access::{PayloadRead, PayloadWrite};
use crate::native::Constants;
use crate::value::{ConstraintFn, Natives, RewriteFn};

/// A native function resolved for a program's call site.
pub enum Native<P: PayloadWrite> {
    /// A constraint.
    Constraint(Arc<ConstraintFn<P>>),
    /// A rewrite.
    Rewrite(Arc<RewriteFn<P>>),
}

impl<P: PayloadWrite> Clone for Native<P> {
    fn clone(&self) -> Self {
        match self {
            Native::Constraint(f) => Native::Constraint(f.clone()),
            Native::Rewrite(f) => Native::Rewrite(f.clone()),
        }
    }
}

/// Resolves every native call of `program` in `natives`: each name must be registered, as a
/// constraint or a rewrite as the program uses it, with the kinds the program passes and
/// expects. Returns one message per problem.
pub fn resolve<P: PayloadWrite>(
    program: &Program,
    natives: &Natives<P>,
) -> Result<Vec<Native<P>>, Vec<String>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for call in &program.natives {
        let what = if call.constraint {
            "constraint"
        } else {
            "rewrite"
        };
        let sig = if call.constraint {
            natives.constraint(&call.name).map(|c| {
                out.push(Native::Constraint(c.func.clone()));
                &c.signature
            })
        } else {
            natives.rewrite(&call.name).map(|r| {
                out.push(Native::Rewrite(r.func.clone()));
                &r.signature
            })
        };
        let Some(sig) = sig else {
            errors.push(format!(
                "no native {what} named `{}` is registered",
                call.name
            ));
            continue;
        };
        if !sig.accepts(&call.args, &call.results) {
            let call_sig = crate::value::Signature::new(&call.args, &call.results);
            errors.push(format!(
                "native {what} `{}` is registered as {sig} but the pattern calls it as {call_sig}",
                call.name
            ));
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The cases of a switch table, bound to the payload's handles.
pub(super) enum Cases<P: PayloadRead> {
    None,
    /// Up to [`SMALL_SWITCH`] names, compared in turn.
    NameList(Vec<(P::Name, Addr)>),
    /// The destination of every name by its dense index ([`PayloadRead::name_index`]):
    /// the default for names that are no case (and for names interned after binding, whose
    /// indices are past the table's end).
    NameTable(Vec<Addr>),
    /// By hashing, when the payload gives names no dense index.
    Names(FxHashMap<P::Name, Addr>),
    Attrs(FxHashMap<P::Attr, Addr>),
    Types(FxHashMap<P::Type, Addr>),
    Counts(Vec<(u32, Addr)>),
    TypeLists(Vec<(Vec<P::Type>, Addr)>),
}

/// A switch table bound to the payload: its cases and where to go when none is equal.
pub(super) struct BoundSwitch<P: PayloadRead> {
    pub cases: Cases<P>,
    pub default: Addr,
}

impl<P: PayloadRead> BoundSwitch<P> {
    /// Where an operation name leads: an array read by the name's dense index, a few
    /// comparisons for a small switch, one hash probe for a payload without dense indices.
    #[inline]
    pub fn name(&self, payload: &P, key: Option<P::Name>) -> Addr {
        match (&self.cases, key) {
            (Cases::NameTable(t), Some(k)) => payload.name_index(k).and_then(|i| t.get(i).copied()),
            (Cases::NameList(v), Some(k)) => v.iter().find(|(n, _)| *n == k).map(|(_, d)| *d),
            (Cases::Names(m), Some(k)) => m.get(&k).copied(),
            _ => None,
        }
        .unwrap_or(self.default)
    }

    /// Where an attribute leads.
    #[inline]
    pub fn attr(&self, key: Option<P::Attr>) -> Addr {
        match (&self.cases, key) {
            (Cases::Attrs(m), Some(k)) => m.get(&k).copied(),
            _ => None,
        }
        .unwrap_or(self.default)
    }

    /// Where a type leads.
    #[inline]
    pub fn ty(&self, key: Option<P::Type>) -> Addr {
        match (&self.cases, key) {
            (Cases::Types(m), Some(k)) => m.get(&k).copied(),
            _ => None,
        }
        .unwrap_or(self.default)
    }

    /// Where an operand or result count leads.
    #[inline]
    pub fn count(&self, key: Option<usize>) -> Addr {
        match (&self.cases, key) {
            (Cases::Counts(v), Some(k)) => {
                v.iter().find(|(c, _)| *c as usize == k).map(|(_, d)| *d)
            }
            _ => None,
        }
        .unwrap_or(self.default)
    }

    /// Where a type range leads.
    #[inline]
    pub fn types(&self, key: Option<&[P::Type]>) -> Addr {
        match (&self.cases, key) {
            (Cases::TypeLists(v), Some(k)) => {
                v.iter().find(|(c, _)| c.as_slice() == k).map(|(_, d)| *d)
            }
            _ => None,
        }
        .unwrap_or(self.default)
    }
}

/// Switches on a name with at most this many cases compare the name with each in turn (a
/// table or a hash probe costs more than a few compares).
const SMALL_SWITCH: usize = 4;

/// The cases of a switch on an operation name: compared in turn when there are few, else a
/// table by the payload's dense name index (as [`Constants::name_case`] for generated
/// code), else (no dense index, or indices too sparse for a table) a hash map. The first
/// equal case wins.
fn name_cases<P: PayloadRead>(
    payload: &P,
    cases: impl Iterator<Item = (P::Name, Addr)>,
    default: Addr,
) -> Cases<P> {
    let mut list: Vec<(P::Name, Addr)> = Vec::new();
    for (n, d) in cases {
        if !list.iter().any(|(m, _)| *m == n) {
            list.push((n, d));
        }
    }
    if list.len() <= SMALL_SWITCH {
        return Cases::NameList(list);
    }
    let dense: Option<Vec<usize>> = list.iter().map(|(n, _)| payload.name_index(*n)).collect();
    if let Some(dense) = dense {
        let len = dense.iter().max().map_or(0, |&m| m + 1);
        // As `native::dense_names`: no table more than 64 entries per case and 4096.
        if len <= (64 * list.len()).max(4096) {
            let mut table = vec![default; len];
            for (&i, &(_, d)) in dense.iter().zip(&list) {
                table[i] = d;
            }
            return Cases::NameTable(table);
        }
    }
    Cases::Names(list.into_iter().collect())
}

/// A program's constants and switch tables bound to one payload's handles.
pub struct Bound<P: PayloadRead> {
    pub(super) consts: Constants<P>,
    pub(super) switches: Vec<BoundSwitch<P>>,
}

impl<P: PayloadWrite> Bound<P> {
    /// Binds `program` to `payload`: interns its names and uniques its types and attributes
    /// there. Fails if the payload cannot hold one of them.
    pub fn bind(program: &Program, payload: &mut P) -> Result<Self, String> {
        let names: Vec<&str> = program.names.iter().map(String::as_str).collect();
        let types: Vec<&str> = program.types.iter().map(String::as_str).collect();
        let attrs: Vec<&str> = program.attrs.iter().map(String::as_str).collect();
        let type_lists: Vec<&[u32]> = program.type_lists.iter().map(Vec::as_slice).collect();
        let consts = Constants::bind(payload, &names, &types, &attrs, &type_lists)?;
        let Constants {
            names,
            attrs,
            types,
            type_lists,
            ..
        } = &consts;
        let mut switches: Vec<BoundSwitch<P>> = program
            .switches
            .iter()
            .map(|t| BoundSwitch {
                cases: Cases::None,
                default: t.default,
            })
            .collect();
        for instr in &program.code {
            let (table, kind) = match instr {
                Instr::SwitchAttribute { table, .. } => (*table, 0),
                Instr::SwitchOperationName { table, .. } => (*table, 1),
                Instr::SwitchType { table, .. } => (*table, 2),
                Instr::SwitchOperandCount { table, .. }
                | Instr::SwitchResultCount { table, .. } => (*table, 3),
                Instr::SwitchTypes { table, .. } => (*table, 4),
                _ => continue,
            };
            let t = &program.switches[table as usize];
            let cases = t.cases.iter().copied().zip(t.dests.iter().copied());
            // The first equal case wins: later duplicates are not inserted.
            switches[table as usize].cases = match kind {
                0 => {
                    let mut m = FxHashMap::default();
                    for (c, d) in cases {
                        m.entry(attrs[c as usize]).or_insert(d);
                    }
                    Cases::Attrs(m)
                }
                1 => name_cases(
                    &*payload,
                    cases.map(|(c, d)| (names[c as usize], d)),
                    t.default,
                ),
                2 => {
                    let mut m = FxHashMap::default();
                    for (c, d) in cases {
                        m.entry(types[c as usize]).or_insert(d);
                    }
                    Cases::Types(m)
                }
                3 => Cases::Counts(cases.collect()),
                _ => Cases::TypeLists(
                    cases
                        .map(|(c, d)| (type_lists[c as usize].clone(), d))
                        .collect(),
                ),
            };
        }
        Ok(Bound { consts, switches })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::access::PayloadWrite;
    use crate::ir::Ir;

    /// Where each of `names` leads through a switch over `cases` (name, destination),
    /// default 99, and the kind of table the cases were bound to.
    fn lead(cases: &[(&str, Addr)], names: &[&str]) -> (Vec<Addr>, &'static str) {
        let mut ir = Ir::new();
        let bound: Vec<_> = cases.iter().map(|&(n, d)| (ir.intern_name(n), d)).collect();
        let switch = BoundSwitch {
            cases: name_cases(&ir, bound.into_iter(), 99),
            default: 99,
        };
        let kind = match switch.cases {
            Cases::NameList(_) => "list",
            Cases::NameTable(_) => "table",
            Cases::Names(_) => "hash",
            _ => "other",
        };
        let keys: Vec<_> = names.iter().map(|n| ir.intern_name(n)).collect();
        let dests = keys.iter().map(|&k| switch.name(&ir, Some(k))).collect();
        (dests, kind)
    }

    #[test]
    fn a_few_names_are_compared_in_turn_and_the_first_equal_case_wins() {
        let (dests, kind) = lead(&[("a", 1), ("b", 2), ("a", 3)], &["a", "b", "c"]);
        assert_eq!(kind, "list");
        assert_eq!(dests, [1, 2, 99]);
    }

    #[test]
    fn many_names_are_read_from_a_table_by_dense_index_and_the_first_equal_case_wins() {
        let names: Vec<String> = (0..10).map(|i| format!("test.op{i}")).collect();
        let mut cases: Vec<(&str, Addr)> = names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.as_str(), i as Addr))
            .collect();
        cases.push(("test.op3", 50));
        // A name interned after binding is past the table's end: the default.
        let (dests, kind) = lead(&cases, &["test.op3", "test.op9", "test.later"]);
        assert_eq!(kind, "table");
        assert_eq!(dests, [3, 9, 99]);
        // No key (the register held no operation): the default.
        let mut ir = Ir::new();
        let one = ir.intern_name("x");
        let switch = BoundSwitch::<Ir> {
            cases: name_cases(&ir, [(one, 5)].into_iter(), 7),
            default: 7,
        };
        assert_eq!(switch.name(&ir, None), 7);
        assert_eq!(switch.name(&ir, Some(one)), 5);
    }
}
