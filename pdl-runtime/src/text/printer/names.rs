//! Value names in custom form, as MLIR's `SSANameState` gives them when it does not print
//! the generic form: names from the operations' [`ResultNamesFn`](crate::ir::ResultNamesFn)
//! hooks (`%c0_i32`, `%cst`), made unique with MLIR's `_N` suffixes (one conflict counter),
//! entry-block arguments named `%argN`, and numbers that restart in each region from where
//! the enclosing region's numbering stopped (sibling regions reuse the same numbers).

use std::fmt::Write as _;

use rustc_hash::FxHashSet;

use super::Printer;
use crate::ir::{Ir, OpId, RegionId, Value, ValueDef};

/// The name of a value (or of the first value of a result group) in custom form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum SsaName {
    /// Not numbered (not in the printed operation).
    #[default]
    Unknown,
    /// `%N`.
    Num(u32),
    /// `%name`.
    Named(Box<str>),
}

/// The counters MLIR saves with each region it will number.
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The numbering under way: counters and the scoped set of names in use.
struct Numbering {
    next: Counters,
    /// The names in use, one set per open region scope (the outermost first).
    used: Vec<FxHashSet<Box<str>>>,
}

impl Numbering {
    fn is_used(&self, name: &str) -> bool {
        self.used.iter().any(|s| s.contains(name))
    }

    /// MLIR's `uniqueValueName`: the name sanitised, with `_N` appended (N from the conflict
    /// counter) until it is not in use; then marked used.
    fn unique(&mut self, name: &str) -> Box<str> {
        let name = sanitize_identifier(name);
        let chosen: Box<str> = if !self.is_used(&name) {
            name.into()
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                let _ = write!(probe, "{name}_{}", self.next.conflict);
                self.next.conflict += 1;
                if !self.is_used(&probe) {
                    break probe.into();
                }
            }
        };
        if let Some(s) = self.used.last_mut() {
            s.insert(chosen.clone());
        }
        chosen
    }
}

/// MLIR's `sanitizeIdentifier` (allowed punctuation `$._-`): a name starting with a digit or
/// an invalid character gets a `_` prefix; invalid characters become their hex code (a
/// space, `_`).
fn sanitize_identifier(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let bytes = name.as_bytes();
    let Some(&first) = bytes.first() else {
        return String::new();
    };
    let prefix = first.is_ascii_digit() || (!valid(first) && first != b' ');
    if !prefix && bytes.iter().all(|&c| valid(c)) {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len() + 1);
    if prefix {
        out.push('_');
    }
    for &c in bytes {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{c:X}");
        }
    }
    out
}

impl Printer<'_> {
    /// Numbers values and blocks for the custom form (see the module documentation).
    pub(super) fn number_custom(&mut self, ir: &Ir, top: OpId) {
        self.ssa = vec![SsaName::Unknown; ir.values.len()];
        self.block_names = vec![0; ir.blocks.len()];
        self.groups.clear();
        let mut n = Numbering {
            next: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
            used: vec![FxHashSet::default()],
        };
        // Regions to number, with the counters and the depth of the scope of their parent.
        let mut stack: Vec<(RegionId, Counters, usize)> =
            ir.regions(top).map(|r| (r, n.next, 0)).collect::<Vec<_>>();
        self.number_op_custom(ir, top, &mut n);
        while let Some((region, counters, parent_depth)) = stack.pop() {
            n.next = counters;
            n.used.truncate(parent_depth + 1);
            n.used.push(FxHashSet::default());
            let depth = n.used.len() - 1;
            for (i, &b) in ir.region_blocks(region).iter().enumerate() {
                self.block_names[b.0 as usize] = i as u32;
                for &a in ir.block_args(b) {
                    self.ssa[a.0 as usize] = if i == 0 {
                        let name = format!("arg{}", n.next.arg);
                        n.next.arg += 1;
                        SsaName::Named(n.unique(&name))
                    } else {
                        n.next.value += 1;
                        SsaName::Num(n.next.value - 1)
                    };
                }
                for op in ir.block_ops(b) {
                    self.number_op_custom(ir, op, &mut n);
                }
            }
            for &b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    for r in ir.regions(op) {
                        stack.push((r, n.next, depth));
                    }
                }
            }
        }
    }

    /// MLIR's `numberValuesInOp`: the names the operation's hook gives, then a number for
    /// the first result if it has no name.
    fn number_op_custom(&mut self, ir: &Ir, op: OpId, n: &mut Numbering) {
        let nres = ir.num_results(op);
        if nres == 0 {
            return;
        }
        let hook = ir
            .op_def(op)
            .and_then(|d| d.syntax.as_ref())
            .and_then(|s| s.result_names);
        let mut groups: Vec<u32> = vec![0];
        if let Some(hook) = hook {
            for (i, name) in hook(ir, op) {
                if i >= nres {
                    continue;
                }
                let v = ir.result(op, i);
                self.ssa[v.0 as usize] = if name.is_empty() {
                    n.next.value += 1;
                    SsaName::Num(n.next.value - 1)
                } else {
                    SsaName::Named(n.unique(&name))
                };
                if i != 0 {
                    groups.push(i as u32);
                }
            }
        }
        let first = ir.result(op, 0).0 as usize;
        if self.ssa[first] == SsaName::Unknown {
            self.ssa[first] = SsaName::Num(n.next.value);
            n.next.value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.groups.insert(op, groups);
        }
    }

    /// The first value of the result group of `v` and `v`'s number in it if the group has
    /// more than one value (MLIR's `getResultIDAndNumber`).
    fn group_of(&self, ir: &Ir, v: Value) -> (Value, Option<usize>) {
        let ValueDef::Result(op, i) = ir.value_def(v) else {
            return (v, None);
        };
        let i = i as usize;
        let nres = ir.num_results(op);
        if nres == 1 {
            return (v, None);
        }
        let Some(groups) = self.groups.get(&op) else {
            return (ir.result(op, 0), Some(i));
        };
        let k = groups.partition_point(|&g| g as usize <= i);
        let start = groups[k.saturating_sub(1)] as usize;
        let end = groups.get(k).map_or(nres, |&g| g as usize);
        let number = (end - start != 1).then_some(i - start);
        (ir.result(op, start), number)
    }

    fn name_text(&mut self, v: Value) {
        match self.ssa.get(v.0 as usize) {
            Some(SsaName::Num(n)) => {
                let _ = write!(self.out, "%{n}");
            }
            Some(SsaName::Named(s)) => {
                self.out.push('%');
                self.out.push_str(s);
            }
            _ => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Prints a use of `v` in custom form.
    pub(super) fn value_custom(&mut self, ir: &Ir, v: Value) {
        let (head, number) = self.group_of(ir, v);
        self.name_text(head);
        if let Some(k) = number {
            let _ = write!(self.out, "#{k}");
        }
    }

    /// Prints the result names of `op` before ` = ` in custom form: each group's name, with
    /// `:count` for a group of more than one.
    pub(super) fn result_defs_custom(&mut self, ir: &Ir, op: OpId) {
        let nres = ir.num_results(op);
        let groups = self.groups.get(&op).cloned().unwrap_or_else(|| vec![0]);
        for (k, &g) in groups.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            let end = groups.get(k + 1).map_or(nres, |&e| e as usize);
            self.name_text(ir.result(op, g as usize));
            let count = end - g as usize;
            if count > 1 {
                let _ = write!(self.out, ":{count}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn identifiers_are_sanitised_as_mlir() {
        assert_eq!(super::sanitize_identifier("c0_i32"), "c0_i32");
        assert_eq!(super::sanitize_identifier("0x"), "_0x");
        assert_eq!(super::sanitize_identifier("a b"), "a_b");
        assert_eq!(super::sanitize_identifier("a+b"), "a2Bb");
        assert_eq!(super::sanitize_identifier("+"), "_2B");
    }
}
