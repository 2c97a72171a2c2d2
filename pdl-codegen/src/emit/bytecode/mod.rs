//! The matcher program compiled to bytecode for the VM (`pdl_runtime::vm`).
//!
//! Blocks are laid out in program order; a `foreach` is followed by its body, and `continue`
//! returns to it. Every SSA value gets a memory slot: live ranges are computed by liveness
//! over the control-flow graph (the loop back edges included, so a value read after an
//! iteration stays alive through the whole loop, seed 000 §3), each range is widened to one
//! interval of the layout, and intervals are coloured greedily, so values of unrelated
//! branches share slots. Function arguments take the first slots (the VM passes the root
//! operation, or a match's captured values, there). Constants become MLIR text, bound to
//! each payload at run time. The emitter translates; it decides nothing about matching.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use pdl_runtime::value::Branch;
use pdl_runtime::vm::{self, Addr, Instr, List, NativeCall, SwitchTable};

use super::constants::ConstantPool;
use crate::program::{BlockId, Function, Op, Program, Val};

mod instr;
mod layout;
mod slots;

use layout::Layout;
use slots::Slots;

/// How to name a pattern's location in messages: a function from its span's start offset
/// to `file:line:col`.
pub type Locate<'a> = &'a dyn Fn(u32) -> String;

/// Compiles `prog` to bytecode. `locate` turns a pattern's source offset into a location.
pub fn compile(prog: &Program, locate: Locate<'_>) -> vm::Program {
    let (mut out, matcher_start) = code(prog, locate);
    out.branches = branch_table(prog, &matcher_start);
    out
}

/// [`compile`], the branch table ([`vm::Program::lazy_branches`]) built from `prog` the
/// first time it is asked for (to explain a match failure) rather than now.
pub fn compile_shared(prog: Arc<Program>, locate: Locate<'_>) -> vm::Program {
    let (mut out, matcher_start) = code(&prog, locate);
    out.lazy_branches = vm::LazyBranches::new(move || branch_table(&prog, &matcher_start));
    out
}

/// The matcher's branch table ([`crate::program::explain::branches`]), by the address of
/// each branch point's instruction (`matcher_start`: the address of each matcher block).
fn branch_table(prog: &Program, matcher_start: &FxHashMap<BlockId, Addr>) -> Vec<Branch> {
    let mut table: Vec<Branch> = crate::program::explain::branches(prog)
        .into_iter()
        .filter_map(|b| {
            let start = *matcher_start.get(&b.block)?;
            let len = prog.block(b.block).ops.len() as Addr;
            Some(vm_branch(start + len.saturating_sub(1), b))
        })
        .collect();
    table.sort_by_key(|b| b.id);
    table
}

/// The code of `prog` without its branch table, with the address of each matcher block.
fn code(prog: &Program, locate: Locate<'_>) -> (vm::Program, FxHashMap<BlockId, Addr>) {
    let mut e = Emitter {
        prog,
        out: vm::Program::default(),
        consts: ConstantPool::new(&prog.ctx),
        natives: FxHashMap::default(),
        slots: Slots::default(),
    };
    let matcher = e.function(&prog.matcher);
    let matcher_start: FxHashMap<BlockId, Addr> = matcher
        .order
        .iter()
        .copied()
        .zip(matcher.start.iter().copied())
        .collect();
    let mut rewriter_addr = Vec::with_capacity(prog.rewriters.len());
    for f in &prog.rewriters {
        rewriter_addr.push(e.out.code.len() as Addr);
        e.function(f);
    }
    for p in &prog.patterns {
        let f = &prog.rewriters[p.rewriter];
        let entry = prog.entry(f);
        e.out.patterns.push(vm::Pattern {
            name: p.name.clone(),
            benefit: p.benefit,
            root_kind: None,
            location: locate(p.span.start),
            rewriter: rewriter_addr[p.rewriter],
            num_inputs: prog.block(entry).args.len() as u32,
        });
    }
    for b in &prog.blocks {
        for op in &b.ops {
            if let Op::RecordMatch {
                pattern, root_kind, ..
            } = op
            {
                e.out.patterns[*pattern].root_kind = root_kind.clone();
            }
        }
    }
    let Emitter {
        mut out, consts, ..
    } = e;
    out.names = consts.names;
    out.attrs = consts.attrs;
    out.types = consts.types;
    out.type_lists = consts.type_lists;
    (out, matcher_start)
}

/// A branch point of the matcher as the VM's table holds it.
fn vm_branch(id: Addr, b: crate::program::explain::BranchInfo) -> Branch {
    Branch {
        id,
        what: b.what.into(),
        cases: b
            .cases
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect::<Vec<_>>()
            .into(),
        outcomes: b
            .outcomes
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect::<Vec<_>>()
            .into(),
    }
}

/// What an instruction needs of its function: slots, block addresses, loop depth.
struct Cx<'a> {
    slots: &'a Slots,
    l: &'a Layout,
    depth: u32,
}

impl Cx<'_> {
    /// The slot of value `v`.
    fn slot(&self, v: Val) -> u32 {
        self.slots.of(v)
    }

    /// The address of block `b`.
    fn at(&self, b: &BlockId) -> Addr {
        self.l.start_of(*b)
    }
}

struct Emitter<'a> {
    prog: &'a Program,
    out: vm::Program,
    consts: ConstantPool<'a>,
    natives: FxHashMap<NativeCall, u32>,
    /// The slot allocator, its buffers reused from function to function.
    slots: Slots,
}

impl Emitter<'_> {
    fn native(&mut self, name: &str, constraint: bool, args: &[Val], results: &[Val]) -> u32 {
        let call = NativeCall {
            name: name.to_string(),
            constraint,
            args: args.iter().map(|&v| self.prog.ty(v)).collect(),
            results: results.iter().map(|&v| self.prog.ty(v)).collect(),
        };
        if let Some(&i) = self.natives.get(&call) {
            return i;
        }
        let i = self.out.natives.len() as u32;
        self.out.natives.push(call.clone());
        self.natives.insert(call, i);
        i
    }

    fn list(&mut self, items: impl IntoIterator<Item = u32>) -> List {
        let start = self.out.pool.len() as u32;
        self.out.pool.extend(items);
        List {
            start,
            len: self.out.pool.len() as u32 - start,
        }
    }

    /// Emits `f`; returns its layout (the start address of each of its blocks).
    fn function(&mut self, f: &Function) -> Layout {
        let prog = self.prog;
        let base = self.out.code.len() as Addr;
        let l = Layout::of(prog, f, base);
        let mut slots = std::mem::take(&mut self.slots);
        let num_slots = slots.allocate(prog, f, &l, base);
        // The function's operations in layout order: one instruction each.
        let linear: Vec<(&Op, u32)> = l
            .order
            .iter()
            .zip(&l.depth)
            .flat_map(|(b, &depth)| prog.block(*b).ops.iter().map(move |op| (op, depth)))
            .collect();
        for (k, &(op, depth)) in linear.iter().enumerate() {
            let cx = Cx {
                slots: &slots,
                l: &l,
                depth,
            };
            let at = self.out.code.len() as Addr;
            let next = |i: usize| linear.get(k + i).map(|&(op, _)| op);
            let fused = self
                .query_run(op, [next(1), next(2), next(3)], at, &cx)
                .or_else(|| self.checked(op, next(1), at, &cx))
                .or_else(|| self.checks(op, next(1), next(2), at, &cx));
            let instr = match fused {
                Some(instr) => instr,
                None => self.instr(op, &cx),
            };
            self.out.code.push(instr);
        }
        // A value's type queried right before a match is recorded: one instruction for
        // both (the record's own stays, for its address).
        for at in base as usize..self.out.code.len().saturating_sub(1) {
            if let (Instr::GetValueType { result, value }, Instr::RecordMatch { record, dest }) =
                (&self.out.code[at], &self.out.code[at + 1])
            {
                self.out.code[at] = Instr::GetValueTypeRecord {
                    result: *result,
                    value: *value,
                    record: *record,
                    dest: *dest,
                };
            }
        }
        self.slots = slots;
        self.out.num_slots = self.out.num_slots.max(num_slots).max(1);
        let loops = l.depth.iter().copied().max().unwrap_or(0);
        self.out.num_loops = self.out.num_loops.max(loops);
        l
    }

    fn switch(&mut self, cases: Vec<u32>, dests: &[BlockId], default: &BlockId, l: &Layout) -> u32 {
        let i = self.out.switches.len() as u32;
        self.out.switches.push(SwitchTable {
            cases,
            dests: dests.iter().map(|d| l.start_of(*d)).collect(),
            default: l.start_of(*default),
        });
        i
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{lower_with, LowerOptions};
    use crate::syntax::pdl::parse_pdl;

    fn program() -> Program {
        let set = parse_pdl(
            r#"
            pdl.pattern @a : benefit(1) {
              %in = pdl.operand
              %def = pdl.operation "test.def"(%in : !pdl.value)
              %x = pdl.result 0 of %def
              %root = pdl.operation "test.use"(%x : !pdl.value)
              pdl.rewrite %root with "r"
            }
            pdl.pattern @b : benefit(2) {
              %root = pdl.operation "test.other"
              pdl.rewrite %root with "r"
            }
            "#,
        )
        .expect("parses");
        lower_with(&set, LowerOptions::default()).expect("lowers")
    }

    #[test]
    fn the_lazy_branch_table_is_the_eager_one() {
        let locate = |offset: u32| format!("x.pdl:{offset}");
        let eager = compile(&program(), &locate);
        let lazy = compile_shared(Arc::new(program()), &locate);
        assert!(!eager.branches.is_empty());
        assert!(lazy.branches.is_empty());
        assert_eq!(lazy.branch_table(), eager.branch_table());
        assert_eq!(eager.code, lazy.code);
        // Built once, then kept.
        assert!(std::ptr::eq(lazy.branch_table(), lazy.branch_table()));
    }
}
