//! The verifier: use-lists agree with operands, nothing refers to erased operations, and in
//! regions with SSA dominance every use is dominated by its definition.

use std::fmt;

use rustc_hash::FxHashMap;

use super::dominance::{Dominators, Order, RegionFacts};
use super::operation::UseRef;
use super::{AttrKind, Ir, OpId, RegionId, ValueDef, NONE};

/// A verification failure, attached to the operation at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The operation at fault.
    pub op: OpId,
    /// What is wrong (MLIR's wording where MLIR has one).
    pub message: String,
    /// A related operation and what it is (e.g. where an operand is defined).
    pub note: Option<(Option<OpId>, String)>,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for VerifyError {}

impl Ir {
    /// Whether `region` is a graph region (no SSA dominance), as MLIR's dominance info
    /// decides: a region with several blocks has SSA dominance; a single block is a graph
    /// region when its operation is not registered (nothing is known of it), or is
    /// registered with [`Traits::HAS_ONLY_GRAPH_REGION`](super::Traits::HAS_ONLY_GRAPH_REGION)
    /// (`builtin.module`); any other registered operation's regions have SSA dominance
    /// (`func.func`, `scf.for`). A region of no operation is a graph region.
    ///
    /// Of `RegionKindInterface`, only its all-graph form (`HasOnlyGraphRegion`) is known:
    /// an operation that chooses the kind region by region is taken as SSA.
    ///
    /// One unregistered operation keeps SSA dominance: `func.func` in an IR whose context
    /// registers nothing ([`crate::text::parse`]), whose reader knows `func.func`'s own
    /// syntax without a definition; MLIR never meets `func.func` unregistered.
    pub fn is_graph_region(&self, region: RegionId) -> bool {
        let Some(owner) = self.region_parent(region) else {
            return true;
        };
        if self.region_blocks(region).len() > 1 {
            return false;
        }
        match self.op_def(owner) {
            Some(d) => d.has(super::Traits::HAS_ONLY_GRAPH_REGION),
            None => self.op_name_str(owner) != "func.func",
        }
    }

    /// Checks the IR's invariants; the first violation found is returned.
    ///
    /// One walk in pre-order checks each operation as it is reached (operations are numbered
    /// within their blocks as the walk goes, which is all same-block dominance needs: a
    /// definition not yet reached comes after its use). At a million operations each pass
    /// over the arenas costs about as much as the checks themselves.
    pub fn verify(&self) -> Result<(), VerifyError> {
        let mut order = Order::for_all(self);
        let links = self.verify_walk(self.root, true, &mut order)?;
        self.use_lists_close(links)
    }

    /// Checks `top` (if `with_top`) and every operation nested in it, in one walk; the
    /// operands counted and the use-list entries found. `order` is a table over every
    /// operation record, numbered as the walk goes: several walks of disjoint bodies may
    /// share it (an operation is only compared with those of its own block).
    fn verify_walk(
        &self,
        top: OpId,
        with_top: bool,
        order: &mut Order,
    ) -> Result<UseLinks, VerifyError> {
        let mut scan = Scan::new(self, order);
        let mut first = Ok(());
        self.walk_pre(top, &mut |op| {
            if first.is_ok() && (with_top || op != top) {
                scan.number(op);
                first = scan.op(op);
            }
        });
        first?;
        Ok(scan.links)
    }

    /// [`verify`](Self::verify), with the bodies of `parts` (operations isolated from above,
    /// none nested in another) checked on the threads of the current rayon pool: the same
    /// violation is returned, the first in the walk's order.
    pub(crate) fn verify_in_parallel(&self, parts: &[OpId]) -> Result<(), VerifyError> {
        use rayon::prelude::*;
        let is_part: rustc_hash::FxHashSet<OpId> = parts.iter().copied().collect();
        // Each body in one walk (the part itself is checked with what lies outside), with
        // one order table (the size of the payload) per job shared by the bodies it checks:
        // a few jobs per thread, not as many as rayon would split the bodies into.
        let per_job = parts
            .len()
            .div_ceil(4 * rayon::current_num_threads())
            .max(1);
        let bodies: Vec<Result<UseLinks, VerifyError>> = parts
            .par_iter()
            .with_min_len(per_job)
            .map_init(
                || Order::for_all(self),
                |order, &p| self.verify_walk(p, false, order),
            )
            .collect();
        let body_of: FxHashMap<OpId, usize> =
            parts.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        // What lies outside the bodies, in the walk's order.
        let mut outside = Vec::new();
        let mut stack = vec![self.root];
        while let Some(op) = stack.pop() {
            outside.push(op);
            if is_part.contains(&op) {
                continue;
            }
            let at = stack.len();
            for r in self.regions(op) {
                for &b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[at..].reverse();
        }
        let mut order = Order::of(self, &outside);
        let mut scan = Scan::new(self, &mut order);
        let mut links = UseLinks::default();
        for &op in &outside {
            scan.op(op)?;
            if let Some(&i) = body_of.get(&op) {
                links.add(bodies[i].clone()?);
            }
        }
        links.add(scan.links);
        self.use_lists_close(links)
    }

    /// The end of the use-list check ([`Ir::verify_use_links`]): one list head per value
    /// with uses, and every link answered by one the other way.
    fn use_lists_close(&self, links: UseLinks) -> Result<(), VerifyError> {
        let message = if links.heads != links.with_uses {
            format!(
                "{} use-lists start at an operand but {} values have uses: an operand uses a value defined outside the IR",
                links.heads, links.with_uses
            )
        } else if links.next != links.prev {
            format!(
                "{} operands name a next use but {} a previous one: a use-list is broken",
                links.next, links.prev
            )
        } else {
            return Ok(());
        };
        Err(VerifyError {
            op: self.root,
            message,
            note: None,
        })
    }

    /// Checks the use-list links of operand `i` of `op`, and counts them in `links`.
    ///
    /// Each operand slot is a node of its value's doubly linked use-list. Rather than follow
    /// every list from its head (a chain of dependent loads, each waiting for the last,
    /// which is what the check cost when the records no longer fit in cache), each slot is
    /// checked where the walk finds it: its next use is an operand of the same value that
    /// names it as previous, and a slot without a previous use is its value's first. With
    /// the counts closed at the end ([`Ir::use_lists_close`]: as many first uses as values
    /// with uses, as many next links as previous ones), every list runs from its value's
    /// first use through all its operands, without repeats. What this cannot see is a set
    /// of operands of one value that link to one another in a ring apart from the list:
    /// no operation of the IR builds one (a ring of one, an operand naming itself, is
    /// caught).
    fn verify_use_links(
        &self,
        op: OpId,
        i: usize,
        links: &mut UseLinks,
    ) -> Result<(), VerifyError> {
        let here = UseRef {
            op: op.0,
            index: i as u32,
        };
        let slot = self.ops[op.0 as usize].operands[i];
        let ok = if slot.prev.is_nil() {
            links.heads += 1;
            self.values.get(slot.value.0 as usize).map(|v| v.first_use) == Some(here)
        } else {
            links.prev += 1;
            true
        };
        let ok = ok
            && (slot.next.is_nil() || {
                links.next += 1;
                let n = slot.next;
                n != here
                    && self.links.get(n.op as usize).is_some_and(|l| !l.erased)
                    && self.ops[n.op as usize]
                        .operands
                        .get(n.index as usize)
                        .is_some_and(|o| o.value == slot.value && o.prev == here)
            });
        if ok {
            return Ok(());
        }
        Err(VerifyError {
            op,
            message: format!("operand #{i} is not linked into its value's use-list"),
            note: None,
        })
    }

    /// The rules of the registered operations a payload may hold (`func.*`), with MLIR's
    /// messages.
    fn verify_known_op(&self, op: OpId) -> Result<(), VerifyError> {
        let err = |message: String| VerifyError {
            op,
            message,
            note: None,
        };
        match self.op_name_str(op) {
            "func.func" => {
                if let Some(r) = self.regions(op).next() {
                    if self
                        .region_blocks(r)
                        .iter()
                        .any(|&b| self.first_op(b).is_none())
                    {
                        return Err(err("empty block: expect at least a terminator".into()));
                    }
                    // The entry block's arguments are the signature's inputs.
                    let inputs = match self.func_type(op).map(|t| self.ctx.type_kind(t)) {
                        Some(super::TypeKind::Function { inputs, .. }) => Some(inputs.to_vec()),
                        _ => None,
                    };
                    if let (Some(&entry), Some(inputs)) = (self.region_blocks(r).first(), inputs) {
                        let args = self.block_args(entry);
                        if args.len() != inputs.len() {
                            return Err(err(format!(
                                "'func.func' op entry block must have {} arguments to match function signature",
                                inputs.len()
                            )));
                        }
                        for (i, (&a, &want)) in args.iter().zip(&inputs).enumerate() {
                            let got = self.value_type(a);
                            if got != want {
                                return Err(err(format!(
                                    "'func.func' op type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                                    crate::text::print_type(&self.ctx, got),
                                    crate::text::print_type(&self.ctx, want)
                                )));
                            }
                        }
                    }
                }
            }
            "func.return" => {
                let func = self
                    .parent_op(op)
                    .filter(|&p| self.op_name_str(p) == "func.func");
                let Some(func) = func else {
                    return Err(err("'func.return' op expects parent op 'func.func'".into()));
                };
                if self.next_op(op).is_some() {
                    return Err(err(
                        "'func.return' op must be the last operation in the parent block".into(),
                    ));
                }
                let (name, results) = self.func_signature(func);
                let n = self.num_operands(op);
                if n != results.len() {
                    return Err(err(format!(
                        "'func.return' op has {n} operands, but enclosing function (@{name}) returns {}",
                        results.len()
                    )));
                }
                for (i, &want) in results.iter().enumerate() {
                    let got = self.value_type(self.operand(op, i));
                    if got != want {
                        return Err(err(format!(
                            "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                            crate::text::print_type(&self.ctx, got),
                            crate::text::print_type(&self.ctx, want)
                        )));
                    }
                }
            }
            "func.call" => {
                let callee = self.properties(op).and_then(|d| {
                    self.ctx
                        .lookup_symbol("callee")
                        .and_then(|k| self.dict_get(d, k))
                });
                let Some(AttrKind::SymbolRef { root, .. }) = callee.map(|c| self.ctx.attr_kind(c))
                else {
                    return Err(err("'func.call' op requires attribute 'callee'".into()));
                };
                let callee_name = self.ctx.str(*root).to_string();
                let Some(func) = self.lookup_func(op, &callee_name) else {
                    return Err(err(format!(
                        "'func.call' op '{callee_name}' does not reference a valid function"
                    )));
                };
                let (inputs, results) = match self.func_type(func).map(|t| self.ctx.type_kind(t)) {
                    Some(super::TypeKind::Function { inputs, results }) => {
                        (inputs.to_vec(), results.to_vec())
                    }
                    _ => return Ok(()),
                };
                if inputs.len() != self.num_operands(op) {
                    return Err(err(
                        "'func.call' op incorrect number of operands for callee".into(),
                    ));
                }
                for (i, &want) in inputs.iter().enumerate() {
                    let got = self.value_type(self.operand(op, i));
                    if got != want {
                        return Err(err(format!(
                            "'func.call' op operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                            crate::text::print_type(&self.ctx, want),
                            crate::text::print_type(&self.ctx, got)
                        )));
                    }
                }
                if results.len() != self.num_results(op) {
                    return Err(err(
                        "'func.call' op incorrect number of results for callee".into()
                    ));
                }
                for (i, &want) in results.iter().enumerate() {
                    if self.value_type(self.result(op, i)) != want {
                        return Err(err(format!(
                            "'func.call' op result type mismatch at index {i}"
                        )));
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The `function_type` of a `func.func`.
    fn func_type(&self, func: OpId) -> Option<super::Type> {
        let k = self.ctx.lookup_symbol("function_type")?;
        let d = self.properties(func)?;
        match self.ctx.attr_kind(self.dict_get(d, k)?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// A `func.func`'s name and result types.
    fn func_signature(&self, func: OpId) -> (String, Vec<super::Type>) {
        let name = self
            .ctx
            .lookup_symbol("sym_name")
            .and_then(|k| self.properties(func).and_then(|d| self.dict_get(d, k)))
            .and_then(|a| match self.ctx.attr_kind(a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            })
            .unwrap_or_default();
        let results = match self.func_type(func).map(|t| self.ctx.type_kind(t)) {
            Some(super::TypeKind::Function { results, .. }) => results.to_vec(),
            _ => Vec::new(),
        };
        (name, results)
    }

    /// The `func.func` named `name` in the nearest enclosing `builtin.module` of `from`.
    fn lookup_func(&self, from: OpId, name: &str) -> Option<OpId> {
        let mut cur = self.parent_op(from);
        while let Some(p) = cur {
            if self.op_name_str(p) == "builtin.module" {
                let r = self.regions(p).next()?;
                let b = *self.region_blocks(r).first()?;
                return self.block_ops(b).find(|&o| {
                    self.op_name_str(o) == "func.func" && self.func_signature(o).0 == name
                });
            }
            cur = self.parent_op(p);
        }
        None
    }

    fn verify_operand(
        &self,
        op: OpId,
        i: usize,
        order: &Order,
        regions: &mut RegionFacts,
    ) -> Result<(), VerifyError> {
        let v = self.operand(op, i);
        let fail = |note: Option<(Option<OpId>, String)>| VerifyError {
            op,
            message: format!("operand #{i} does not dominate this use"),
            note,
        };
        let (def_block, def_op) = match self.value_def(v) {
            ValueDef::Result(d, _) => {
                if d.0 == NONE {
                    return Err(VerifyError {
                        op,
                        message: format!("operand #{i} refers to a value with no definition"),
                        note: None,
                    });
                }
                if self.is_erased(d) {
                    return Err(VerifyError {
                        op,
                        message: format!("operand #{i} uses a result of an erased operation"),
                        note: Some((Some(d), "erased operation".into())),
                    });
                }
                match self.parent_block(d) {
                    Some(b) => (b, Some(d)),
                    None => {
                        return Err(fail(Some((
                            Some(d),
                            "operand defined here (detached op)".into(),
                        ))))
                    }
                }
            }
            ValueDef::BlockArg(b, _) => (b, None),
        };
        let Some(def_region) = self.block_parent(def_block) else {
            return Err(fail(None));
        };
        // Find the ancestor of `op` whose block is in the defining region.
        let mut anc = op;
        loop {
            let Some(b) = self.parent_block(anc) else {
                return Err(fail(def_op.map(|d| {
                    (
                        Some(d),
                        "operand defined here (op in a child region)".into(),
                    )
                })));
            };
            if self.block_parent(b) == Some(def_region) {
                break;
            }
            match self.parent_op(anc) {
                Some(p) => anc = p,
                None => {
                    return Err(fail(def_op.map(|d| {
                        (
                            Some(d),
                            "operand defined here (op in a child region)".into(),
                        )
                    })))
                }
            }
        }
        if regions.is_graph(self, def_region) {
            return Ok(());
        }
        let use_block = self.parent_block(anc).unwrap_or(def_block);
        if use_block == def_block {
            match def_op {
                None => return Ok(()),
                Some(d) => {
                    // A definition the walk has not numbered yet comes after the use.
                    let at = order.get(d);
                    if d != anc && at != 0 && at < order.get(anc) {
                        return Ok(());
                    }
                    let where_ = if anc == op {
                        "op in the same block"
                    } else {
                        "op in a parent region"
                    };
                    return Err(fail(Some((
                        Some(d),
                        format!("operand defined here ({where_})"),
                    ))));
                }
            }
        }
        let dom = regions
            .doms
            .entry(def_region)
            .or_insert_with(|| Dominators::compute(self, def_region));
        if dom.dominates(def_block, use_block) {
            Ok(())
        } else {
            Err(fail(def_op.map(|d| {
                (Some(d), "operand defined here (op in another block)".into())
            })))
        }
    }
}

/// The use-list links counted by [`Ir::verify_use_links`], summed over the operations
/// checked.
#[derive(Clone, Copy, Debug, Default)]
struct UseLinks {
    /// Operands without a previous use: the first of their value's list.
    heads: usize,
    /// Values (results, block arguments) with at least one use.
    with_uses: usize,
    /// Operands naming a next use.
    next: usize,
    /// Operands naming a previous use.
    prev: usize,
}

impl UseLinks {
    fn add(&mut self, o: UseLinks) {
        self.heads += o.heads;
        self.with_uses += o.with_uses;
        self.next += o.next;
        self.prev += o.prev;
    }
}

/// The checks of one operation at a time, in the walk's order.
struct Scan<'a> {
    ir: &'a Ir,
    order: &'a mut Order,
    regions: RegionFacts,
    links: UseLinks,
    module: Option<super::Symbol>,
    known: [Option<super::Symbol>; 3],
}

impl<'a> Scan<'a> {
    fn new(ir: &'a Ir, order: &'a mut Order) -> Self {
        Scan {
            ir,
            order,
            regions: RegionFacts::default(),
            links: UseLinks::default(),
            // The names with rules here, compared as symbols (not as text).
            module: ir.ctx.lookup_symbol("builtin.module"),
            known: ["func.func", "func.return", "func.call"].map(|n| ir.ctx.lookup_symbol(n)),
        }
    }

    /// Numbers `op` in its block: the walk has reached it.
    fn number(&mut self, op: OpId) {
        self.order.number(self.ir, op);
    }

    /// Checks `op` (not what it nests) and counts its operands and its values' uses.
    fn op(&mut self, op: OpId) -> Result<(), VerifyError> {
        let ir = self.ir;
        if ir.is_erased(op) {
            return Err(VerifyError {
                op,
                message: "operation was erased but is still in the IR".into(),
                note: None,
            });
        }
        let name = Some(ir.op_name(op));
        if name == self.module {
            if let AttrKind::Dictionary(entries) = ir.ctx.attr_kind(ir.attributes(op)) {
                if let Some((k, _)) = entries.iter().find(|(k, _)| !ir.ctx.str(*k).contains('.')) {
                    return Err(VerifyError {
                        op,
                        message: format!(
                            "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{}'",
                            ir.ctx.str(*k)
                        ),
                        note: None,
                    });
                }
            }
        }
        if self.known.contains(&name) {
            ir.verify_known_op(op)?;
        }
        ir.verify_type_relations(op)?;
        ir.verify_symbol_visibility(op)?;
        for i in 0..ir.num_operands(op) {
            ir.verify_operand(op, i, self.order, &mut self.regions)?;
            ir.verify_use_links(op, i, &mut self.links)?;
        }
        let used = |v: &crate::ir::Value| !ir.use_empty(*v);
        self.links.with_uses += ir.results(op).filter(used).count();
        for r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                self.links.with_uses += ir.block_args(b).iter().filter(|a| used(a)).count();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::dialects::parse_loaded;
    use crate::ir::{Ir, OpId};

    /// The functions of the module, and the first two operations of each body.
    fn funcs(ir: &Ir) -> Vec<(OpId, OpId, OpId)> {
        let top = ir.region_blocks(ir.region(ir.root(), 0))[0];
        ir.block_ops(top)
            .map(|f| {
                let body = ir.region_blocks(ir.region(f, 0))[0];
                let a = ir.first_op(body).unwrap();
                (f, a, ir.next_op(a).unwrap())
            })
            .collect()
    }

    fn in_parallel(ir: &Ir) -> Result<(), super::VerifyError> {
        let parts: Vec<OpId> = funcs(ir).iter().map(|f| f.0).collect();
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(3)
            .build()
            .unwrap();
        pool.install(|| ir.verify_in_parallel(&parts))
    }

    #[test]
    fn the_parallel_verifier_finds_what_the_verifier_finds_first() {
        let src: String = (0..5)
            .map(|i| {
                format!(
                    "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = \"t.a\"(%a) : (i32) -> i32\n  %1 = \"t.b\"(%0) : (i32) -> i32\n  return %1 : i32\n}}\n"
                )
            })
            .collect();
        let mut ir = parse_loaded(&src, "f.mlir").unwrap();
        assert_eq!(in_parallel(&ir), Ok(()));
        let f = funcs(&ir);
        // Uses before definitions in the third and the fifth function: the third's is
        // reported, whichever thread finds which.
        for &k in &[4, 2] {
            let later = ir.result(f[k].2, 0);
            ir.set_operand(f[k].1, 0, later);
        }
        let first = ir.verify().unwrap_err();
        assert_eq!(first.op, f[2].1);
        assert_eq!(in_parallel(&ir), Err(first));
        // An error outside the bodies, before them in the walk, comes first.
        let module_attr = ir.ctx.symbol("nodot");
        let unit = crate::text::parse_attribute(&mut ir.ctx, "unit").unwrap();
        let root = ir.root();
        ir.set_attr(root, module_attr, Some(unit));
        let first = ir.verify().unwrap_err();
        assert_eq!(first.op, root);
        assert_eq!(in_parallel(&ir), Err(first));
    }

    /// `%0` used by three operations in a row (its list: the last user first), and the
    /// operand slot of each use, in list order.
    fn three_uses() -> (Ir, [super::UseRef; 3]) {
        let src = "%0 = \"t.def\"() : () -> i32\n\"t.a\"(%0) : (i32) -> ()\n\"t.b\"(%0) : (i32) -> ()\n\"t.c\"(%0) : (i32) -> ()\n";
        let ir = crate::text::parse(src, "u.mlir").unwrap();
        let v = ir.result(
            ir.block_ops(ir.region_blocks(ir.region(ir.root(), 0))[0])
                .next()
                .unwrap(),
            0,
        );
        let uses: Vec<super::UseRef> = ir
            .users(v)
            .map(|u| super::UseRef {
                op: u.op.0,
                index: u.index,
            })
            .collect();
        assert_eq!(uses.len(), 3);
        assert_eq!(ir.verify(), Ok(()));
        (ir, [uses[0], uses[1], uses[2]])
    }

    fn slot(ir: &mut Ir, u: super::UseRef) -> &mut crate::ir::operation::Operand {
        &mut ir.ops[u.op as usize].operands[u.index as usize]
    }

    /// Each way a use-list can be broken without a ring apart from it is reported: the
    /// links are what the rewriter's bugs would damage, and the check no longer follows them.
    #[test]
    fn broken_use_lists_are_reported() {
        use super::UseRef;
        let message = |ir: &Ir| ir.verify().unwrap_err().message;
        // The first use dropped from the list's head, its own links left.
        let (mut ir, [a, b, _]) = three_uses();
        let v = slot(&mut ir, a).value;
        ir.values[v.0 as usize].first_use = b;
        slot(&mut ir, b).prev = UseRef::NIL;
        assert_eq!(
            message(&ir),
            "operand #0 is not linked into its value's use-list"
        );
        // A next link not answered by the next use's previous link.
        let (mut ir, [_, b, c]) = three_uses();
        slot(&mut ir, b).prev = c;
        assert_eq!(
            message(&ir),
            "operand #0 is not linked into its value's use-list"
        );
        // The list cut short: the second use names no next, the third still its previous.
        let (mut ir, [_, b, _]) = three_uses();
        slot(&mut ir, b).next = UseRef::NIL;
        assert_eq!(
            message(&ir),
            "1 operands name a next use but 2 a previous one: a use-list is broken"
        );
        // An operand naming itself as next.
        let (mut ir, [_, _, c]) = three_uses();
        slot(&mut ir, c).next = c;
        assert_eq!(
            message(&ir),
            "operand #0 is not linked into its value's use-list"
        );
        // A next use that is an erased operation's, or an operand index out of range.
        let (mut ir, [_, b, _]) = three_uses();
        ir.links[b.op as usize].erased = true;
        assert!(ir.verify().is_err());
        let (mut ir, [a, b, _]) = three_uses();
        slot(&mut ir, a).next = UseRef { op: b.op, index: 7 };
        assert_eq!(
            message(&ir),
            "operand #0 is not linked into its value's use-list"
        );
        // A value whose list starts nowhere: its first use forgotten.
        let (mut ir, [a, _, _]) = three_uses();
        let v = slot(&mut ir, a).value;
        ir.values[v.0 as usize].first_use = UseRef::NIL;
        assert_eq!(
            message(&ir),
            "operand #0 is not linked into its value's use-list"
        );
    }
}
