//! Whether the matcher records the matches of one operation best first already: then a
//! back end may hand them over as they are found, without the stable sort by benefit
//! MLIR's bytecode does after matching (`PatternSet::for_each_match` in the runtime).
//!
//! The proof is by benefits alone: the patterns that can match one operation (those whose
//! root is named as the operation is, and those whose root may be any operation) all have
//! one benefit, so the stable sort keeps the recorded order. It says nothing about sets
//! where such patterns differ in benefit, even when the tree happens to record the better
//! ones first: those keep the sort.

use std::collections::HashMap;

use crate::program::{Op, Program};

/// Whether every operation's matches are recorded best first (see the module).
pub fn records_best_first(prog: &Program) -> bool {
    let records: Vec<(Option<&str>, u16)> = prog
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter_map(|op| match op {
            Op::RecordMatch {
                root_kind, benefit, ..
            } => Some((root_kind.as_deref(), *benefit)),
            _ => None,
        })
        .collect();
    if records.iter().any(|(root, _)| root.is_none()) {
        // A pattern of any root can match with every other one.
        return records.windows(2).all(|w| w[0].1 == w[1].1);
    }
    let mut by_root: HashMap<&str, u16> = HashMap::new();
    records.iter().all(|&(root, benefit)| {
        *by_root.entry(root.unwrap_or_default()).or_insert(benefit) == benefit
    })
}

#[cfg(test)]
mod tests {
    use super::records_best_first;
    use crate::lower::{lower_with, LowerOptions};

    /// A pattern `@name` of `benefit` replacing an operation named `root` (any operation
    /// for `None`) by `"test.done"`.
    fn pattern(name: &str, benefit: u16, root: Option<&str>) -> String {
        let root = root.map(|r| format!("\"{r}\"")).unwrap_or_default();
        format!(
            "pdl.pattern @{name} : benefit({benefit}) {{\n  %x = pdl.operand\n  \
             %root = pdl.operation {root}(%x : !pdl.value)\n  pdl.rewrite %root {{\n    \
             %new = pdl.operation \"test.done\"(%x : !pdl.value)\n    \
             pdl.replace %root with %new\n  }}\n}}\n"
        )
    }

    fn best_first(patterns: &[(u16, Option<&str>)]) -> bool {
        let src: String = patterns
            .iter()
            .enumerate()
            .map(|(i, &(benefit, root))| pattern(&format!("p{i}"), benefit, root))
            .collect();
        let set = crate::syntax::pdl::parse_pdl(&src).expect("the patterns read");
        let prog = lower_with(&set, LowerOptions::default().for_back_end()).expect("they lower");
        records_best_first(&prog)
    }

    #[test]
    fn one_benefit_per_root_name_is_best_first() {
        assert!(best_first(&[(1, Some("test.a")), (1, Some("test.a"))]));
        assert!(best_first(&[(1, Some("test.a")), (2, Some("test.b"))]));
    }

    #[test]
    fn benefits_differing_on_one_root_are_sorted() {
        assert!(!best_first(&[(1, Some("test.a")), (2, Some("test.a"))]));
        assert!(!best_first(&[(2, Some("test.a")), (1, Some("test.a"))]));
    }

    #[test]
    fn a_pattern_of_any_root_must_agree_with_all() {
        assert!(best_first(&[(1, Some("test.a")), (1, None)]));
        assert!(!best_first(&[(1, Some("test.a")), (2, None)]));
        assert!(!best_first(&[
            (1, Some("test.a")),
            (2, Some("test.b")),
            (1, None)
        ]));
    }
}
