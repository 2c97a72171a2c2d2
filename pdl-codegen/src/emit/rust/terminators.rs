//! The tokens of each terminator: checks, switches, loops and recorded matches.
//!
//! Where the successors' code goes is [`layout`](super::layout)'s choice; a terminator only
//! pushes the [`Task`]s of its successors in output order.

use std::collections::BTreeSet;

use pdl_runtime::ir::Attribute;
use pdl_runtime::text::print_attribute;
use proc_macro2::{Literal, Span as RustSpan, TokenStream, TokenTree};
use quote::{format_ident, quote};

use super::layout::{FnCx, Plan, SwitchArms, Task};
use super::share::{k_str, k_u32, Canon};
use super::{lit_u32, lit_usize, val, Emitter};
use crate::program::{BlockId, Op, Val};

impl Emitter<'_> {
    /// Reports to the tracer that switch `id` took case `k`.
    pub(super) fn switch_taken(&self, id: u32, k: usize) -> TokenStream {
        let id = k_u32(id);
        let k = k_u32(k as u32);
        quote!(tracer.switch(#id, #k);)
    }

    /// A two-way check: `held` computed by `cond` and reported to the tracer, then the
    /// branches.
    pub(super) fn check(
        &self,
        what: &str,
        cond: TokenStream,
        then: BlockId,
        otherwise: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let rt = &self.rt;
        let id = k_u32(self.cur_branch.get());
        let what = k_str(what);
        plan.tokens(quote! {
            let held = #rt::native::check(tracer, #id, #cond);
            #rt::__pdl_trace!(#what, held);
        });
        self.two_way(quote!(held), then, otherwise, f, plan);
    }

    /// The code of `b`'s terminator `op`.
    pub(super) fn terminator(&self, b: BlockId, op: &Op, f: &FnCx, plan: &mut Plan) {
        if let Some(&id) = self.branch_ids.get(&b) {
            self.cur_branch.set(id);
        }
        match op {
            Op::Finalize => plan.tokens(self.finalize(f)),
            Op::Branch { dest } => plan.0.push(Task::Branch(*dest)),
            Op::Continue => match f.loops.last() {
                Some(l) => {
                    let l = syn::Lifetime::new(&format!("'{l}"), RustSpan::call_site());
                    plan.tokens(quote!(continue #l;));
                }
                None => plan.tokens(self.finalize(f)),
            },
            Op::Foreach {
                var,
                range,
                body,
                successor,
            } => {
                let label_name = format_ident!("l{}", body.0);
                let label = syn::Lifetime::new(&format!("'l{}", body.0), RustSpan::call_site());
                let r = val(*range);
                let v = val(*var);
                // 'lN: for &user in <range> { let <var> = Some(user); <body> } <successor>
                match self.lazy_users.get(range) {
                    Some(&value) => {
                        let rt = &self.rt;
                        let v = val(value);
                        plan.tokens(
                            quote!(#label: for user in #rt::native::users_iter(&*payload, #v)),
                        );
                    }
                    None => plan.tokens(quote!(#label: for &user in #r.as_deref().unwrap_or(&[]))),
                }
                plan.0.push(Task::Open);
                plan.tokens(quote!(let #v = Some(user);));
                plan.0.push(Task::PushLoop(label_name));
                if let Some(&e) = self.prog.region(*body).blocks.first() {
                    plan.0.push(Task::Tree(e));
                }
                plan.0.push(Task::PopLoop);
                plan.0.push(Task::Close);
                plan.0.push(Task::Branch(*successor));
            }
            Op::RecordMatch { .. } => self.record_match(b, op, plan),
            Op::ApplyConstraint { .. } => self.apply_constraint(op, f, plan),
            Op::AreEqual { .. }
            | Op::CheckAttribute { .. }
            | Op::CheckOperandCount { .. }
            | Op::CheckResultCount { .. }
            | Op::CheckOperationName { .. }
            | Op::CheckType { .. }
            | Op::CheckTypes { .. }
            | Op::IsNotNull { .. } => self.check_op(op, f, plan),
            Op::SwitchOperationName { .. }
            | Op::SwitchOperandCount { .. }
            | Op::SwitchResultCount { .. }
            | Op::SwitchAttribute { .. }
            | Op::SwitchType { .. }
            | Op::SwitchTypes { .. } => self.switch_op(op, f, plan),
            // Not terminators: written by `op`.
            other => plan.tokens(self.op(other, f)),
        }
    }

    /// `record_match`: the match pushed as its enum variant, then the successor.
    fn record_match(&self, b: BlockId, op: &Op, plan: &mut Plan) {
        let rt = &self.rt;
        let Op::RecordMatch {
            inputs,
            locs,
            pattern,
            dest,
            ..
        } = op
        else {
            return;
        };
        let match_ty = format_ident!("{}Match", self.opts.name);
        let n = self.variants.get(&b).copied().unwrap_or(0);
        let vname = format_ident!("M{}", self.sig_of.get(n).copied().unwrap_or(0));
        let record = k_u32(n as u32);
        let loc = match locs.first() {
            Some(&l) => {
                let id = val(l);
                quote!(#id)
            }
            None => quote!(None),
        };
        let ins = inputs.iter().map(|&v| self.copy_of(v));
        let doc = format!(
            " {} matched (benefit {}).",
            self.pattern_names[*pattern], self.prog.patterns[*pattern].benefit
        );
        let p = k_u32(*pattern as u32);
        let what = k_str(&format!("{} matched", self.pattern_names[*pattern]));
        plan.tokens(quote! {
            #[doc = #doc]
            out.push(#match_ty::#vname(#record, #loc, #(#ins),*));
            tracer.record(#p);
            #rt::__pdl_trace!(#what);
        });
        plan.0.push(Task::Branch(*dest));
    }

    /// `apply_constraint`: the native call, its results stored, then the two-way branch.
    fn apply_constraint(&self, op: &Op, f: &FnCx, plan: &mut Plan) {
        let rt = &self.rt;
        let Op::ApplyConstraint {
            name,
            args,
            results,
            negated,
            then,
            otherwise,
        } = op
        else {
            return;
        };
        let call = self.native_call(name, args, results, false);
        let doc = self.native_doc(name, false);
        let store = self.store_results(results);
        let idl = k_u32(self.cur_branch.get());
        let what = k_str(&format!(
            "{}constraint `{name}`",
            if *negated { "negated " } else { "" }
        ));
        let held = if *negated { quote!(!ok) } else { quote!(ok) };
        plan.tokens(quote! {
            #doc
            let ok: bool = match #call {
                Some(Ok(r)) => {
                    #store
                    true
                }
                Some(Err(reason)) => {
                    tracer.constraint_failed(#idl, &reason);
                    false
                }
                None => {
                    tracer.constraint_failed(#idl, "an argument is null");
                    false
                }
            };
            let held: bool = #held;
            tracer.check(#idl, held);
            #rt::__pdl_trace!(#what, held);
        });
        self.two_way(quote!(held), *then, *otherwise, f, plan);
    }

    /// A check of a value: the condition, reported to the tracer, then the two-way branch.
    fn check_op(&self, op: &Op, f: &FnCx, plan: &mut Plan) {
        let read = self.read(f);
        match op {
            Op::AreEqual {
                lhs,
                rhs,
                then,
                otherwise,
            } => {
                let (l, r) = (val(*lhs), val(*rhs));
                let what = format!("are_equal %{} %{}", lhs.0, rhs.0);
                self.check(&what, quote!(#l == #r), *then, *otherwise, f, plan);
            }
            Op::CheckAttribute {
                attr,
                value,
                then,
                otherwise,
            } => {
                let a = val(*attr);
                let i = self.attr_ix(*value);
                let what = format!(
                    "check_attribute %{} == {}",
                    attr.0,
                    print_attribute(&self.prog.ctx, *value)
                );
                self.check(
                    &what,
                    quote!(#a == Some(c.attrs[#i])),
                    *then,
                    *otherwise,
                    f,
                    plan,
                );
            }
            Op::CheckOperandCount {
                op,
                count,
                at_least,
                then,
                otherwise,
            } => self.count_check(
                *op,
                "operand",
                *count,
                *at_least,
                (*then, *otherwise),
                f,
                plan,
            ),
            Op::CheckResultCount {
                op,
                count,
                at_least,
                then,
                otherwise,
            } => self.count_check(
                *op,
                "result",
                *count,
                *at_least,
                (*then, *otherwise),
                f,
                plan,
            ),
            Op::CheckOperationName {
                op,
                name,
                then,
                otherwise,
            } => {
                let o = val(*op);
                let i = self.name_ix(name);
                let what = format!("check_operation_name %{} == \"{name}\"", op.0);
                let cond = {
                    let rt = &self.rt;
                    quote!(#rt::native::name_is(#read, #o, c.names[#i]))
                };
                self.check(&what, cond, *then, *otherwise, f, plan);
            }
            Op::CheckType {
                value,
                ty,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let i = self.type_ix(*ty);
                let what = format!(
                    "check_type %{} == {}",
                    value.0,
                    print_attribute(&self.prog.ctx, *ty)
                );
                self.check(
                    &what,
                    quote!(#v == Some(c.types[#i])),
                    *then,
                    *otherwise,
                    f,
                    plan,
                );
            }
            Op::CheckTypes {
                value,
                types,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let i = self.type_list_ix(*types);
                let what = format!(
                    "check_types %{} == {}",
                    value.0,
                    print_attribute(&self.prog.ctx, *types)
                );
                let cond = quote!(#v.as_deref() == Some(c.type_lists[#i].as_slice()));
                self.check(&what, cond, *then, *otherwise, f, plan);
            }
            Op::IsNotNull {
                value,
                then,
                otherwise,
            } => {
                let v = val(*value);
                let what = format!("is_not_null %{}", value.0);
                self.check(&what, quote!(#v.is_some()), *then, *otherwise, f, plan);
            }
            _ => {}
        }
    }

    /// A switch: a `match` on a dense number, or a chain of `if`s on constants.
    fn switch_op(&self, op: &Op, f: &FnCx, plan: &mut Plan) {
        let read = self.read(f);
        match op {
            Op::SwitchOperationName {
                op,
                cases,
                dests,
                default,
            } => {
                let o = val(*op);
                let keys = cases
                    .iter()
                    .map(|case| {
                        let i = self.consts.find_name(case).unwrap_or(0);
                        (i, format!(" \"{case}\":"))
                    })
                    .collect();
                let scrutinee = if cases.len() <= SMALL_SWITCH {
                    // A few names: compared in turn, cheaper than hashing.
                    let ix: Vec<TokenStream> = cases.iter().map(|n| self.name_ix(n)).collect();
                    let keys: Vec<Literal> = cases
                        .iter()
                        .map(|n| lit_u32(self.consts.find_name(n).unwrap_or(0)))
                        .collect();
                    quote!(#o.and_then(|o| {
                        let n = Read::op_name(#read, o);
                        #(if n == c.names[#ix] { return Some(#keys); })*
                        None
                    }))
                } else {
                    quote!(#o.and_then(|o| c.name_case(#read, Read::op_name(#read, o))))
                };
                self.match_switch(scrutinee, keys, dests, *default, plan);
            }
            Op::SwitchOperandCount {
                op,
                cases,
                dests,
                default,
            } => self.count_switch(*op, quote!(num_operands), cases, dests, *default, f, plan),
            Op::SwitchResultCount {
                op,
                cases,
                dests,
                default,
            } => self.count_switch(*op, quote!(num_results), cases, dests, *default, f, plan),
            Op::SwitchAttribute {
                attr,
                cases,
                dests,
                default,
            } => {
                let (v, t) = (val(*attr), self.switch_table(op));
                let scrutinee = if cases.len() <= SMALL_SWITCH {
                    let ix: Vec<TokenStream> = cases.iter().map(|&a| self.attr_ix(a)).collect();
                    small_switch(quote!(#v), quote!(c.attrs), &ix, quote!(*x))
                } else {
                    quote!(#v.and_then(|a| c.attr_case(#t, a)))
                };
                self.table_switch(scrutinee, cases, dests, *default, plan);
            }
            Op::SwitchType {
                value,
                cases,
                dests,
                default,
            } => {
                let (v, t) = (val(*value), self.switch_table(op));
                let scrutinee = if cases.len() <= SMALL_SWITCH {
                    let ix: Vec<TokenStream> = cases.iter().map(|&a| self.type_ix(a)).collect();
                    small_switch(quote!(#v), quote!(c.types), &ix, quote!(*x))
                } else {
                    quote!(#v.and_then(|t| c.type_case(#t, t)))
                };
                self.table_switch(scrutinee, cases, dests, *default, plan);
            }
            Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            } => {
                let (v, t) = (val(*value), self.switch_table(op));
                let scrutinee = if cases.len() <= SMALL_SWITCH {
                    let ix: Vec<TokenStream> =
                        cases.iter().map(|&a| self.type_list_ix(a)).collect();
                    small_switch(
                        quote!(#v.as_deref()),
                        quote!(c.type_lists),
                        &ix,
                        quote!(x.as_slice()),
                    )
                } else {
                    quote!(#v.as_deref().and_then(|ts| c.type_list_case(#t, ts)))
                };
                self.table_switch(scrutinee, cases, dests, *default, plan);
            }
            _ => {}
        }
    }

    /// `check_operand_count` or `check_result_count` (`what` is "operand" or "result").
    #[allow(clippy::too_many_arguments)] // The op's fields, the kind, the function context.
    pub(super) fn count_check(
        &self,
        op: Val,
        what: &str,
        count: u32,
        at_least: bool,
        (then, otherwise): (BlockId, BlockId),
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let rt = &self.rt;
        let read = self.read(f);
        let o = val(op);
        let n = lit_u32(count);
        let desc = format!(
            "check_{what}_count %{} {}{count}",
            op.0,
            if at_least { ">= " } else { "== " }
        );
        let operands = what == "operand";
        let cond = quote!(#rt::native::count_is(#read, #o, #operands, #n, #at_least));
        self.check(&desc, cond, then, otherwise, f, plan);
    }

    /// A switch on an operand or result count (`count` names the access method).
    #[allow(clippy::too_many_arguments)] // The op's fields, the access, the contexts.
    pub(super) fn count_switch(
        &self,
        op: Val,
        count: TokenStream,
        cases: &[u32],
        dests: &[BlockId],
        default: BlockId,
        f: &FnCx,
        plan: &mut Plan,
    ) {
        let read = self.read(f);
        let o = val(op);
        let keys = cases.iter().map(|&case| (case, String::new())).collect();
        self.match_switch(
            quote!(#o.map(|o| Read::#count(#read, o))),
            keys,
            dests,
            default,
            plan,
        );
    }

    /// A switch written as a `match` on `scrutinee` (an `Option` of a number): one arm per
    /// distinct key (with `doc` before the patterns it leads to), then the default. The arms
    /// are written first, each in a group of its own; `switch_end` writes the `match`.
    pub(super) fn match_switch(
        &self,
        scrutinee: TokenStream,
        keys: Vec<(u32, String)>,
        dests: &[BlockId],
        default: BlockId,
        plan: &mut Plan,
    ) {
        let sid = self.cur_branch.get();
        let n = keys.len();
        let mut seen = BTreeSet::new();
        let mut kept = Vec::new();
        plan.0.push(Task::Open);
        for (k, ((key, doc), &d)) in keys.into_iter().zip(dests).enumerate() {
            if !seen.insert(key) {
                continue;
            }
            kept.push((key, format!("{doc}{}", self.patterns_doc(d))));
            plan.0.push(Task::Open);
            plan.tokens(self.switch_taken(sid, k));
            plan.0.push(Task::Branch(d));
            plan.0.push(Task::Close);
        }
        plan.0.push(Task::Open);
        plan.tokens(self.switch_taken(sid, n));
        plan.0.push(Task::Branch(default));
        plan.0.push(Task::Close);
        plan.0.push(Task::SwitchEnd(Box::new(SwitchArms {
            scrutinee,
            keys: kept,
        })));
    }

    /// The `match` of a switch whose arms are written (`bodies`: one `{ }` group per key of
    /// `arms`, then the default's). Past `SMALL_SWITCH` arms, when every arm's code is the
    /// same but for its constants (and the names of what it defines), the arms are one,
    /// reading its constants from a table by key (see `share`): one arm, whatever the
    /// number of cases, and no jump table.
    pub(super) fn switch_end(&self, arms: SwitchArms, bodies: Vec<TokenTree>) -> TokenStream {
        let mut bodies: Vec<TokenStream> = bodies
            .into_iter()
            .map(|tt| match tt {
                TokenTree::Group(g) => g.stream(),
                other => other.into(),
            })
            .collect();
        let default = bodies.pop().unwrap_or_default();
        let scrutinee = arms.scrutinee;
        if arms.keys.len() > SMALL_SWITCH && bodies.len() == arms.keys.len() {
            if let Some(ts) = self.shared_arms(&scrutinee, &arms.keys, &bodies, &default) {
                return ts;
            }
        }
        let arm = arms.keys.iter().zip(&bodies).map(|((key, doc), body)| {
            let key = lit_u32(*key);
            quote! {
                #[doc = #doc]
                Some(#key) => { #body }
            }
        });
        quote! {
            match #scrutinee {
                #(#arm)*
                _ => { #default }
            }
        }
    }

    /// The arms of a switch as one arm reading its constants from a table by key, if every
    /// arm has the same code but for its constants.
    fn shared_arms(
        &self,
        scrutinee: &TokenStream,
        keys: &[(u32, String)],
        bodies: &[TokenStream],
        default: &TokenStream,
    ) -> Option<TokenStream> {
        let id = self.arm_tables.borrow().len();
        let (values, labels) = (format!("w{id}_"), format!("c{id}_"));
        let mut shared = None;
        let mut nums = Vec::new();
        let mut strs = Vec::new();
        for body in bodies {
            let mut canon = Canon::local(body, &values, &labels);
            let code = canon.walk(body.clone());
            let text = code.to_string();
            match &shared {
                None => shared = Some((text, code)),
                Some((t, _)) if *t == text => {}
                Some(_) => return None,
            }
            nums.push(canon.nums);
            strs.push(canon.strs);
        }
        let (_, code) = shared?;
        let len = keys.iter().map(|(k, _)| *k as usize + 1).max().unwrap_or(0);
        let mut rows = vec![u32::MAX; len];
        for (row, (key, _)) in keys.iter().enumerate() {
            rows[*key as usize] = row as u32;
        }
        let rows_t = format_ident!("__ROWS_{}", id);
        let rows = rows.iter().map(|&r| lit_u32(r));
        let (tables, load) = super::share::record_tables(&format!("ARMS_{id}"), &nums, &strs, None);
        self.arm_tables.borrow_mut().push(quote! {
            const #rows_t: &'static [u32] = &[#(#rows),*];
            #tables
        });
        let shown: Vec<&str> = keys.iter().take(8).map(|(_, d)| d.trim()).collect();
        let doc = match keys.len() {
            n if n > shown.len() => format!(" {}; and {} more", shown.join("; "), n - shown.len()),
            _ => format!(" {}", shown.join("; ")),
        };
        let records = lit_usize(bodies.len());
        Some(quote! {
            match #scrutinee.and_then(|key| {
                let row = *Self::#rows_t.get(key as usize)? as usize;
                (row < #records).then_some(row)
            }) {
                #[doc = #doc]
                Some(__r) => {
                    #load
                    #code
                }
                _ => { #default }
            }
        })
    }
    /// A switch on an attribute, type or type list: a `match` on the case its table gives
    /// (`scrutinee`, an `Option` of the case's position), one hash lookup whatever the
    /// number of cases.
    pub(super) fn table_switch(
        &self,
        scrutinee: TokenStream,
        cases: &[Attribute],
        dests: &[BlockId],
        default: BlockId,
        plan: &mut Plan,
    ) {
        let keys = cases
            .iter()
            .enumerate()
            .map(|(k, &c)| {
                (
                    k as u32,
                    format!(" {}:", print_attribute(&self.prog.ctx, c)),
                )
            })
            .collect();
        self.match_switch(scrutinee, keys, dests, default, plan);
    }
}

/// Up to this many cases, a switch compares its value with each case in turn (cheaper than
/// hashing it); past it, a switch is one hash lookup whatever its number of cases.
pub(super) const SMALL_SWITCH: usize = 4;

/// The case of a small switch on `value` (an `Option`): the position of the first of the
/// constants `table[ix]` it equals (`x` names the constant, `cmp` the side compared).
fn small_switch(
    value: TokenStream,
    table: TokenStream,
    ix: &[TokenStream],
    cmp: TokenStream,
) -> TokenStream {
    let k = (0..ix.len()).map(|k| Literal::u32_unsuffixed(k as u32));
    quote!(#value.and_then(|v| {
        #(if { let x = &#table[#ix]; v == #cmp } { return Some(#k); })*
        None
    }))
}
