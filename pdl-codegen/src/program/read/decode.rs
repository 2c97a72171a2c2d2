//! The one decoder of `pdl_interp` operations: an operation in generic form (its name,
//! operands, results, successors and properties) into the [`Op`] of its family. Both
//! readers go through it: the generic form as MLIR's reader gives it, custom syntax once its
//! assembly format is parsed into the same parts. `foreach`, whose body is a region each
//! reader reads its own way, is the exception.

use pdl_runtime::ir::{AttrKind, Attribute, Context, DenseData};

use super::builder::as_bool;
use crate::diag::{Diagnostic, Span};
use crate::program::{BlockId, Op, Val};

type PResult<T> = Result<T, Diagnostic>;

/// An operation in generic form, its operands, results and successors converted (and their
/// numbers checked against [`crate::program::ops`]).
pub(super) struct Generic<'a> {
    /// The constants' context, where `props` live.
    pub ctx: &'a Context,
    /// Its name, `pdl_interp.*`.
    pub name: &'a str,
    /// Where it is, for errors.
    pub span: Span,
    /// Its operands.
    pub operands: Vec<Val>,
    /// Its results.
    pub results: Vec<Val>,
    /// Its successors.
    pub succs: Vec<BlockId>,
    /// Its properties (inherent attributes), by name; the first of a name counts.
    pub props: Vec<(&'a str, Attribute)>,
}

/// A decoded operation.
pub(super) enum Decoded {
    /// An operation.
    Op(Op),
    /// A `record_match`, and the name of its rewriter in module `@rewriters`.
    Match(Op, String),
}

/// Reading properties.
impl Generic<'_> {
    /// The property `key`, if present.
    pub fn attr(&self, key: &str) -> Option<Attribute> {
        self.props.iter().find(|(k, _)| *k == key).map(|&(_, a)| a)
    }

    /// An error at the operation.
    pub fn err(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.span, msg)
    }

    /// The property `key`, which must be present.
    pub fn required(&self, key: &str) -> PResult<Attribute> {
        self.attr(key)
            .ok_or_else(|| self.err(format!("'{}' op requires attribute '{key}'", self.name)))
    }

    /// The string property `key`, which must be present.
    pub fn str_attr(&self, key: &str) -> PResult<String> {
        let a = self.required(key)?;
        let s = match self.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => String::from_utf8(value.to_vec()).ok(),
            _ => None,
        };
        s.ok_or_else(|| {
            self.err(format!(
                "'{}' op attribute '{key}' must be a string",
                self.name
            ))
        })
    }

    /// An optional non-negative integer property no larger than `max`.
    pub fn int_attr(&self, key: &str, max: u64) -> PResult<Option<u64>> {
        let Some(a) = self.attr(key) else {
            return Ok(None);
        };
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { bits, .. } if *bits <= u128::from(max) => Ok(Some(*bits as u64)),
            _ => Err(self.err(format!(
                "'{}' op attribute '{key}' must be an integer from 0 to {max}",
                self.name
            ))),
        }
    }

    /// A non-negative integer property no larger than `max`, which must be present.
    pub fn required_int(&self, key: &str, max: u64) -> PResult<u64> {
        self.required(key)?;
        Ok(self.int_attr(key, max)?.unwrap_or(0))
    }

    /// A unit (or boolean) flag.
    pub fn flag(&self, key: &str) -> PResult<bool> {
        let Some(a) = self.attr(key) else {
            return Ok(false);
        };
        if let Some(b) = as_bool(self.ctx, a) {
            return Ok(b);
        }
        match self.ctx.attr_kind(a) {
            AttrKind::Unit => Ok(true),
            _ => Err(self.err(format!(
                "'{}' op attribute '{key}' must be a unit or bool attribute",
                self.name
            ))),
        }
    }

    /// Operand group sizes (`operandSegmentSizes`), which must add up to `total`.
    pub fn segments(&self, n: usize, total: usize) -> PResult<Vec<usize>> {
        let a = self.required("operandSegmentSizes")?;
        let sizes: Option<Vec<usize>> = match self.ctx.attr_kind(a) {
            AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            }
            | AttrKind::DenseElements {
                data: DenseData::Ints(v),
                ..
            } => v.iter().map(|&x| usize::try_from(x).ok()).collect(),
            _ => None,
        };
        match sizes {
            Some(s) if s.len() == n && s.iter().sum::<usize>() == total => Ok(s),
            _ => Err(self.err(format!(
                "'{}' op operandSegmentSizes must be {n} sizes adding up to the {total} operands",
                self.name
            ))),
        }
    }
}

/// The decoding of each family of operations.
impl Generic<'_> {
    /// Decodes the operation: an [`Op`], or a `record_match` and the name of its rewriter.
    pub(super) fn decode(&self) -> PResult<Decoded> {
        Ok(Decoded::Op(match &self.name["pdl_interp.".len()..] {
            "record_match" => return self.record_match(),
            n if n.starts_with("switch_") => self.switch()?,
            n if n.starts_with("get_") || n == "extract" => self.query()?,
            n if n.starts_with("create_") || n == "erase" || n == "replace" => self.rewrite()?,
            _ => self.control()?,
        }))
    }

    /// The operands, results and successors, and the name.
    fn parts(&self) -> (&str, Vec<Val>, Vec<Val>, Vec<BlockId>) {
        (
            self.name,
            self.operands.clone(),
            self.results.clone(),
            self.succs.clone(),
        )
    }

    /// Checks, `branch`, `continue`, `finalize` and the native calls.
    fn control(&self) -> PResult<Op> {
        let (name, operands, results, succs) = self.parts();
        let i32_max = i32::MAX as u64;
        let two = |succs: &[BlockId]| (succs[0], succs[1]);
        Ok(match &name["pdl_interp.".len()..] {
            "apply_constraint" => Op::ApplyConstraint {
                name: self.str_attr("name")?,
                args: operands,
                results,
                negated: self.flag("isNegated")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "apply_rewrite" => Op::ApplyRewrite {
                name: self.str_attr("name")?,
                args: operands,
                results,
            },
            "are_equal" => Op::AreEqual {
                lhs: operands[0],
                rhs: operands[1],
                then: succs[0],
                otherwise: succs[1],
            },
            "branch" => Op::Branch { dest: succs[0] },
            "check_attribute" => Op::CheckAttribute {
                attr: operands[0],
                value: self.required("constantValue")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_operand_count" | "check_result_count" => {
                let count = self.required_int("count", i32_max)? as u32;
                let at_least = self.flag("compareAtLeast")?;
                let (then, otherwise) = two(&succs);
                let o = operands[0];
                if name.contains("operand") {
                    Op::CheckOperandCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                } else {
                    Op::CheckResultCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                }
            }
            "check_operation_name" => Op::CheckOperationName {
                op: operands[0],
                name: self.str_attr("name")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_type" => Op::CheckType {
                value: operands[0],
                ty: self.required("type")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_types" => Op::CheckTypes {
                value: operands[0],
                types: self.required("types")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "continue" => Op::Continue,
            "finalize" => Op::Finalize,
            _ => Op::IsNotNull {
                value: operands[0],
                then: succs[0],
                otherwise: succs[1],
            },
        })
    }

    /// The queries: `get_*` and `extract`.
    fn query(&self) -> PResult<Op> {
        let (name, operands, results, _) = self.parts();
        let i32_max = i32::MAX as u64;
        let (result, o) = (results[0], operands[0]);
        Ok(match &name["pdl_interp.".len()..] {
            "extract" => Op::Extract {
                result,
                range: o,
                index: self.required_int("index", i32_max)? as u32,
            },
            "get_attribute" => Op::GetAttribute {
                result,
                op: o,
                name: self.str_attr("name")?,
            },
            "get_attribute_type" => Op::GetAttributeType { result, attr: o },
            "get_defining_op" => Op::GetDefiningOp { result, value: o },
            "get_operand" | "get_result" => {
                let index = self.required_int("index", i32_max)? as u32;
                if name.ends_with("operand") {
                    Op::GetOperand {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResult {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_operands" | "get_results" => {
                let index = self.int_attr("index", i32_max)?.map(|i| i as u32);
                if name.ends_with("operands") {
                    Op::GetOperands {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResults {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_users" => Op::GetUsers { result, value: o },
            _ => Op::GetValueType { result, value: o },
        })
    }

    /// The rewriting operations: `create_*`, `erase` and `replace`.
    fn rewrite(&self) -> PResult<Op> {
        let (name, operands, results, _) = self.parts();
        Ok(match &name["pdl_interp.".len()..] {
            "create_attribute" => Op::CreateAttribute {
                result: results[0],
                value: self.required("value")?,
            },
            "create_operation" => self.create_operation(operands, results[0])?,
            "create_range" => Op::CreateRange {
                result: results[0],
                args: operands,
            },
            "create_type" => Op::CreateType {
                result: results[0],
                ty: self.required("value")?,
            },
            "create_types" => Op::CreateTypes {
                result: results[0],
                types: self.required("value")?,
            },
            "erase" => Op::Erase { op: operands[0] },
            _ => {
                if operands.is_empty() {
                    return Err(self.err("'pdl_interp.replace' op expects an operation"));
                }
                Op::Replace {
                    op: operands[0],
                    values: operands[1..].to_vec(),
                }
            }
        })
    }

    fn create_operation(&self, operands: Vec<Val>, result: Val) -> PResult<Op> {
        if self
            .int_attr("numRegions", u64::from(u32::MAX))?
            .is_some_and(|n| n > 0)
        {
            return Err(self.err("'pdl_interp.create_operation' op: creating operations with regions is not supported",
            ));
        }
        let seg = self.segments(3, operands.len())?;
        let names = self.required("inputAttributeNames")?;
        let names = str_array(self.ctx, names)
            .filter(|n| n.len() == seg[1])
            .ok_or_else(|| {
                self.err("'pdl_interp.create_operation' op inputAttributeNames must be one string per attribute operand",
                )
            })?;
        let attrs = &operands[seg[0]..seg[0] + seg[1]];
        Ok(Op::CreateOperation {
            result,
            name: self.str_attr("name")?,
            operands: operands[..seg[0]].to_vec(),
            attributes: names.into_iter().zip(attrs.iter().copied()).collect(),
            types: operands[seg[0] + seg[1]..].to_vec(),
            inferred_result_types: self.flag("inferredResultTypes")?,
        })
    }

    /// `record_match`, appended to `blk` with the name of its rewriter.
    fn record_match(&self) -> PResult<Decoded> {
        let (_, operands, _, succs) = self.parts();
        let seg = self.segments(2, operands.len())?;
        let sym = self.required("rewriter")?;
        let rewriter = match self.ctx.attr_kind(sym) {
            AttrKind::SymbolRef { root, nested }
                if self.ctx.str(*root) == "rewriters" && nested.len() == 1 =>
            {
                self.ctx.str(nested[0]).to_string()
            }
            _ => {
                return Err(
                    self.err("'pdl_interp.record_match' op rewriter must be `@rewriters::@name`")
                )
            }
        };
        let root_kind = match self.attr("rootKind") {
            Some(_) => Some(self.str_attr("rootKind")?),
            None => None,
        };
        let generated_ops = match self.attr("generatedOps") {
            Some(a) => Some(str_array(self.ctx, a).ok_or_else(|| {
                self.err("'pdl_interp.record_match' op generatedOps must be an array of strings")
            })?),
            None => None,
        };
        let benefit = self.required_int("benefit", i16::MAX as u64)? as u16;
        let m = Op::RecordMatch {
            inputs: operands[..seg[0]].to_vec(),
            locs: operands[seg[0]..].to_vec(),
            pattern: 0,
            rewriter: 0,
            root_kind,
            generated_ops,
            benefit,
            dest: succs[0],
        };
        Ok(Decoded::Match(m, rewriter))
    }

    /// The switches: the default destination first, then one per case.
    fn switch(&self) -> PResult<Op> {
        let (name, operands, _, succs) = self.parts();
        let ctx = &self.ctx;
        let a = self.required("caseValues")?;
        let (value, default, dests) = (operands[0], succs[0], succs[1..].to_vec());
        let short = &name["pdl_interp.switch_".len()..];
        if short == "operand_count" || short == "result_count" {
            let cases = counts(ctx, a).ok_or_else(|| {
                self.err(format!(
                    "'{name}' op caseValues must be non-negative 32-bit integers"
                ))
            })?;
            return Ok(if short == "operand_count" {
                Op::SwitchOperandCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            } else {
                Op::SwitchResultCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            });
        }
        if short == "operation_name" {
            let cases = str_array(ctx, a).ok_or_else(|| {
                self.err(format!(
                    "'{name}' op caseValues must be an array of strings"
                ))
            })?;
            return Ok(Op::SwitchOperationName {
                op: value,
                cases,
                dests,
                default,
            });
        }
        let cases = match ctx.attr_kind(a) {
            AttrKind::Array(items) => items.to_vec(),
            _ => return Err(self.err(format!("'{name}' op caseValues must be an array"))),
        };
        Ok(match short {
            "attribute" => Op::SwitchAttribute {
                attr: value,
                cases,
                dests,
                default,
            },
            "type" => Op::SwitchType {
                value,
                cases,
                dests,
                default,
            },
            _ => Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            },
        })
    }
}

/// The strings of an array of string attributes.
pub(super) fn str_array(ctx: &Context, a: Attribute) -> Option<Vec<String>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr_kind(i) {
                AttrKind::String { value, .. } => String::from_utf8(value.to_vec()).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The elements of `dense<[...]> : vector<Nxi32>` (or an array of integers), each a
/// non-negative 32-bit count.
pub(super) fn counts(ctx: &Context, a: Attribute) -> Option<Vec<u32>> {
    let fit = |bits: u128| u32::try_from(bits).ok().filter(|&c| c <= i32::MAX as u32);
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ..
        }
        | AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } => v.iter().map(|&b| fit(b)).collect(),
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr_kind(i) {
                AttrKind::Integer { bits, .. } => fit(*bits),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}
