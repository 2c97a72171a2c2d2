//! The matcher program as a Graphviz digraph (`pdl-opt --dump-matcher=dot`): one node per
//! block listing its operations, one edge per branch, labelled with the branch taken
//! (`yes`/`no` for checks, the case value for switches, `default`, `next`), and each
//! `foreach` body as a cluster. Rewriters are left out: they are straight-line code.

use std::fmt::Write;

use crate::program::{BlockId, Op, Program, RegionId, Val};

/// Renders the matcher of `prog` as a `digraph` in the DOT language.
pub fn matcher_dot(prog: &Program) -> String {
    let mut out = String::from("digraph matcher {\n  node [shape=box, fontname=\"monospace\"];\n");
    let mut clusters = 0usize;
    region(prog, prog.matcher.body, &mut out, &mut clusters, 1);
    out.push_str("}\n");
    out
}

fn region(prog: &Program, r: RegionId, out: &mut String, clusters: &mut usize, indent: usize) {
    let pad = "  ".repeat(indent);
    for &b in &prog.region(r).blocks {
        let mut label = format!("bb{}", b.0);
        let args = &prog.block(b).args;
        if !args.is_empty() {
            let names: Vec<String> = args.iter().map(|a| val(*a)).collect();
            let _ = write!(label, "({})", names.join(", "));
        }
        label.push_str(":\\l");
        for op in &prog.block(b).ops {
            label.push_str(&escape(&describe(prog, op)));
            label.push_str("\\l");
        }
        let _ = writeln!(out, "{pad}bb{} [label=\"{label}\"];", b.0);
        for op in &prog.block(b).ops {
            if let Op::Foreach { body, .. } = op {
                *clusters += 1;
                let _ = writeln!(out, "{pad}subgraph cluster_{} {{", clusters);
                let _ = writeln!(out, "{pad}  label=\"foreach\";");
                region(prog, *body, out, clusters, indent + 1);
                let _ = writeln!(out, "{pad}}}");
                if let Some(&entry) = prog.region(*body).blocks.first() {
                    let _ = writeln!(out, "{pad}bb{} -> bb{} [label=\"each\"];", b.0, entry.0);
                }
            }
        }
        if let Some(last) = prog.block(b).ops.last() {
            for (to, label) in edges(prog, last) {
                let _ = writeln!(
                    out,
                    "{pad}bb{} -> bb{} [label=\"{}\"];",
                    b.0,
                    to.0,
                    escape(&label)
                );
            }
        }
    }
}

fn val(v: Val) -> String {
    format!("%{}", v.0)
}

fn vals(vs: &[Val]) -> String {
    vs.iter().map(|&v| val(v)).collect::<Vec<_>>().join(", ")
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The branches of a terminator with their labels.
fn edges(prog: &Program, op: &Op) -> Vec<(BlockId, String)> {
    let attr = |a| pdl_runtime::text::print_attribute(&prog.ctx, a);
    match op {
        Op::SwitchOperationName {
            cases,
            dests,
            default,
            ..
        } => switch(cases.iter().map(|c| format!("\"{c}\"")), dests, *default),
        Op::SwitchOperandCount {
            cases,
            dests,
            default,
            ..
        }
        | Op::SwitchResultCount {
            cases,
            dests,
            default,
            ..
        } => switch(cases.iter().map(u32::to_string), dests, *default),
        Op::SwitchAttribute {
            cases,
            dests,
            default,
            ..
        }
        | Op::SwitchType {
            cases,
            dests,
            default,
            ..
        }
        | Op::SwitchTypes {
            cases,
            dests,
            default,
            ..
        } => switch(cases.iter().map(|&c| attr(c)), dests, *default),
        Op::Foreach { successor, .. } => vec![(*successor, "after".into())],
        Op::RecordMatch { dest, .. } => vec![(*dest, "next".into())],
        other => {
            let s = other.successors();
            if s.len() == 2 {
                vec![(s[0], "yes".into()), (s[1], "no".into())]
            } else {
                s.into_iter().map(|b| (b, String::new())).collect()
            }
        }
    }
}

fn switch(
    cases: impl Iterator<Item = String>,
    dests: &[BlockId],
    default: BlockId,
) -> Vec<(BlockId, String)> {
    let mut v: Vec<(BlockId, String)> = cases
        .zip(dests.iter().copied())
        .map(|(c, d)| (d, c))
        .collect();
    v.push((default, "default".into()));
    v
}

/// A one-line description of an operation.
fn describe(prog: &Program, op: &Op) -> String {
    let attr = |a| pdl_runtime::text::print_attribute(&prog.ctx, a);
    match op {
        Op::ApplyConstraint {
            name,
            args,
            results,
            negated,
            ..
        } => {
            let not = if *negated { "not " } else { "" };
            if results.is_empty() {
                format!("{not}{name}({})?", vals(args))
            } else {
                format!("{} = {not}{name}({})?", vals(results), vals(args))
            }
        }
        Op::ApplyRewrite {
            name,
            args,
            results,
        } => format!("{} = {name}({})", vals(results), vals(args)),
        Op::AreEqual { lhs, rhs, .. } => format!("{} == {}?", val(*lhs), val(*rhs)),
        Op::CheckAttribute { attr: a, value, .. } => {
            format!("{} == {}?", val(*a), attr(*value))
        }
        Op::CheckOperandCount {
            op,
            count,
            at_least,
            ..
        } => format!(
            "operands({}) {} {count}?",
            val(*op),
            if *at_least { ">=" } else { "==" }
        ),
        Op::CheckResultCount {
            op,
            count,
            at_least,
            ..
        } => format!(
            "results({}) {} {count}?",
            val(*op),
            if *at_least { ">=" } else { "==" }
        ),
        Op::CheckOperationName { op, name, .. } => format!("name({}) == \"{name}\"?", val(*op)),
        Op::CheckType { value, ty, .. } => format!("{} == {}?", val(*value), attr(*ty)),
        Op::CheckTypes { value, types, .. } => format!("{} == {}?", val(*value), attr(*types)),
        Op::Branch { .. } => "branch".into(),
        Op::Continue => "continue".into(),
        Op::CreateAttribute { result, value } => format!("{} = {}", val(*result), attr(*value)),
        Op::CreateOperation {
            result,
            name,
            operands,
            ..
        } => format!("{} = create \"{name}\"({})", val(*result), vals(operands)),
        Op::CreateRange { result, args } => format!("{} = range({})", val(*result), vals(args)),
        Op::CreateType { result, ty } => format!("{} = {}", val(*result), attr(*ty)),
        Op::CreateTypes { result, types } => format!("{} = {}", val(*result), attr(*types)),
        Op::Erase { op } => format!("erase {}", val(*op)),
        Op::Extract {
            result,
            range,
            index,
        } => format!("{} = {}[{index}]", val(*result), val(*range)),
        Op::Finalize => "finalize".into(),
        Op::Foreach { var, range, .. } => format!("foreach {} in {}", val(*var), val(*range)),
        Op::GetAttribute { result, op, name } => {
            format!("{} = {}.attr(\"{name}\")", val(*result), val(*op))
        }
        Op::GetAttributeType { result, attr: a } => {
            format!("{} = type({})", val(*result), val(*a))
        }
        Op::GetDefiningOp { result, value } => {
            format!("{} = def({})", val(*result), val(*value))
        }
        Op::GetOperand { result, op, index } => {
            format!("{} = {}.operand({index})", val(*result), val(*op))
        }
        Op::GetOperands { result, op, index } => match index {
            Some(i) => format!("{} = {}.operands({i})", val(*result), val(*op)),
            None => format!("{} = {}.operands", val(*result), val(*op)),
        },
        Op::GetResult { result, op, index } => {
            format!("{} = {}.result({index})", val(*result), val(*op))
        }
        Op::GetResults { result, op, index } => match index {
            Some(i) => format!("{} = {}.results({i})", val(*result), val(*op)),
            None => format!("{} = {}.results", val(*result), val(*op)),
        },
        Op::GetUsers { result, value } => format!("{} = users({})", val(*result), val(*value)),
        Op::GetValueType { result, value } => {
            format!("{} = type({})", val(*result), val(*value))
        }
        Op::IsNotNull { value, .. } => format!("{} != null?", val(*value)),
        Op::RecordMatch {
            inputs,
            pattern,
            benefit,
            ..
        } => {
            let name = prog.patterns[*pattern]
                .name
                .clone()
                .unwrap_or_else(|| format!("#{pattern}"));
            format!("match {name} (benefit {benefit}) with ({})", vals(inputs))
        }
        Op::Replace { op, values } => format!("replace {} with ({})", val(*op), vals(values)),
        Op::SwitchAttribute { attr: a, .. } => format!("switch {}", val(*a)),
        Op::SwitchOperandCount { op, .. } => format!("switch operands({})", val(*op)),
        Op::SwitchOperationName { op, .. } => format!("switch name({})", val(*op)),
        Op::SwitchResultCount { op, .. } => format!("switch results({})", val(*op)),
        Op::SwitchType { value, .. } | Op::SwitchTypes { value, .. } => {
            format!("switch {}", val(*value))
        }
    }
}
