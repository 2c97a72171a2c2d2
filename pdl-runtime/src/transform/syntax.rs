//! The custom syntax of the transform dialect's operations, read into the same generic
//! operations (`"transform.include"(%0) <{failure_propagation_mode = 1 : i32, target =
//! @print}> : ...`) that `mlir-opt --mlir-print-op-generic` prints for them.
//!
//! The text reader hands every operation written in custom form whose dialect is
//! `transform` to [`parse_op`] (registered as [`DIALECT`]); it reads the operations this
//! module knows (those of the interpreter, see [`super::ops`]) and rejects the others. Inside the regions of
//! `transform.named_sequence`, `transform.sequence` and `transform.with_pdl_patterns`,
//! `transform` is the default dialect (`yield`, `pdl_match`, `sequence`...), as in MLIR.
//! Operations of user extensions are written in generic form.

use std::ops::{Deref, DerefMut};

use super::defs::{self, Form, PropKind};
use super::script::HandleKind;
use crate::ir::{AttrKind, Attribute, DenseData, OpId, OperationState, Symbol, Type, TypeKind};
use crate::text::parser::{DialectSyntax, PResult, Parser, UseRef};
use crate::text::ParseError;
use crate::text::Tok;

/// The transform dialect's custom syntax, as the text reader registers it.
pub(crate) const DIALECT: DialectSyntax = DialectSyntax {
    name: "transform",
    parse_op,
};

/// Collected pieces of an operation under construction.
struct Build {
    name: &'static str,
    loc: usize,
    operands: Vec<crate::ir::Value>,
    results: Vec<Type>,
    props: Vec<(Symbol, Attribute)>,
    attrs: Vec<(Symbol, Attribute)>,
}

/// The reader while it reads a transform operation: the text reader with this module's
/// helpers.
struct Syntax<'p, 's>(&'p mut Parser<'s>);

impl<'s> Deref for Syntax<'_, 's> {
    type Target = Parser<'s>;
    fn deref(&self) -> &Parser<'s> {
        self.0
    }
}

impl<'s> DerefMut for Syntax<'_, 's> {
    fn deref_mut(&mut self) -> &mut Parser<'s> {
        self.0
    }
}

/// How the part of an operation after its name is read into a [`Build`].
type FormFn<'p, 's> = fn(&mut Syntax<'p, 's>, &mut Build) -> PResult<()>;

/// Reads the transform operation in custom form at the current token: `written` is its
/// name as written, `full` with the `transform.` prefix (the default dialect's) when
/// `written` has none. A name this module does not know is an error.
pub(crate) fn parse_op(p: &mut Parser<'_>, written: &str, full: &str) -> PResult<OpId> {
    Syntax(p).op(written, full)
}

impl<'p, 's> Syntax<'p, 's> {
    /// [`parse_op`]: the name, then the form of the operation it names, then its region.
    fn op(&mut self, written: &str, full: &str) -> PResult<OpId> {
        let t = self.tok;
        let Some(def) = defs::find::<crate::ir::Ir>(full) else {
            let tried = if written == full {
                String::new()
            } else {
                format!(" (tried '{full}' as well)")
            };
            return Err(ParseError::new(
                t.start,
                format!("custom op '{written}' is unknown{tried}"),
            ));
        };
        self.bump();
        let (name, loc) = (def.name, t.start);
        let mut b = Build {
            name,
            loc,
            operands: Vec::new(),
            results: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
        };
        let (form, regions): (FormFn<'p, 's>, bool) = match def.form {
            Form::Function => return self.parse_function_like(loc, name, "transform"),
            Form::Yield => (Self::yield_op, false),
            Form::Include => (Self::include, false),
            Form::SymbolInRoot => (Self::symbol_in_root, false),
            Form::ForeachMatch => (Self::foreach_match, false),
            Form::MergeHandles => (Self::merge_handles, false),
            Form::MatchOperationName => (Self::match_operation_name, false),
            Form::NumberedNeighbour => (Self::numbered_neighbour, false),
            Form::Positions => (Self::positions, false),
            Form::OneOperand => (Self::one_operand, false),
            Form::SplitHandle => (Self::split_handle, false),
            Form::ParamConstant => (Self::param_constant, false),
            Form::Cmpi => (Self::cmpi, false),
            Form::EmitRemarkAt => (Self::emit_remark_at, false),
            Form::EmitParamAsRemark => (Self::emit_param_as_remark, false),
            Form::Annotate => (Self::annotate, false),
            Form::TestConsumeOperand => (Self::test_consume_operand, false),
            Form::Sequence => (Self::sequence, true),
            Form::WithPdlPatterns => (Self::with_pdl_patterns, true),
        };
        form(self, &mut b)?;
        self.finish(b, regions)
    }

    /// Creates the operation read into `b`, then reads its region if it has one.
    fn finish(&mut self, b: Build, regions: bool) -> PResult<OpId> {
        let (name, loc) = (b.name, b.loc);
        let sym = self.ir.ctx.symbol(b.name);
        let mut state = OperationState::with_name(sym)
            .operands(&b.operands)
            .results(&b.results);
        state.loc = Some(b.loc as u32);
        state.attributes = b.attrs;
        if !b.props.is_empty() {
            state.properties = Some(
                self.ir
                    .ctx
                    .intern_attr(AttrKind::Dictionary(b.props.into())),
            );
        }
        let op = self.ir.create_op(state);
        if regions {
            let r = self.ir.add_region(op);
            self.default_dialects.push("transform".into());
            let res = self.parse_region(r, None, false);
            self.default_dialects.pop();
            res?;
            if name == "transform.sequence" {
                self.ensure_yield(op, loc);
            }
        }
        Ok(op)
    }

    /// `transform.yield %a, %b : T, U`.
    fn yield_op(&mut self, b: &mut Build) -> PResult<()> {
        let uses = self.t_uses()?;
        self.t_attr_dict(b)?;
        let types = if !uses.is_empty() {
            self.expect_tok(Tok::Colon, "':'")?;
            self.t_type_list()?
        } else {
            Vec::new()
        };
        self.t_resolve_all(b, &uses, &types)?;
        Ok(())
    }

    /// `transform.include @seq failures(propagate) (%a) : (T) -> U`.
    fn include(&mut self, b: &mut Build) -> PResult<()> {
        let target = self.t_symbol_ref()?;
        self.t_prop(b, "target", target);
        self.t_keyword("failures")?;
        let mode = self.t_failure_mode(b.name)?;
        self.t_prop(b, "failure_propagation_mode", mode);
        self.expect_tok(Tok::LParen, "'('")?;
        let uses = self.parse_use_list(Tok::RParen)?;
        self.expect_tok(Tok::RParen, "')'")?;
        self.t_attr_dict(b)?;
        self.t_functional(b, &uses)?;
        Ok(())
    }

    /// `transform.collect_matching @m in %root : (T) -> U` and `transform.pdl_match @p in %root : ...`.
    fn symbol_in_root(&mut self, b: &mut Build) -> PResult<()> {
        let sym = self.t_symbol_ref()?;
        let key = if b.name == "transform.pdl_match" {
            "pattern_name"
        } else {
            "matcher"
        };
        self.t_prop(b, key, sym);
        self.t_keyword("in")?;
        let root = self.parse_use()?;
        self.t_attr_dict(b)?;
        self.t_functional(b, &[root])?;
        Ok(())
    }

    /// `transform.foreach_match restrict_root in %root, %x @m -> @a, ... : (T) -> U`.
    fn foreach_match(&mut self, b: &mut Build) -> PResult<()> {
        loop {
            if self.at_keyword("restrict_root") || self.at_keyword("flatten_results") {
                let k = self.text(self.tok).to_string();
                self.bump();
                let unit = self.ir.ctx.intern_attr(AttrKind::Unit);
                self.t_prop(b, &k, unit);
            } else {
                break;
            }
        }
        self.t_keyword("in")?;
        let uses = self.parse_use_list(Tok::AtId)?;
        let (mut matchers, mut actions) = (Vec::new(), Vec::new());
        loop {
            matchers.push(self.t_symbol_ref()?);
            self.expect_tok(Tok::Arrow, "'->'")?;
            actions.push(self.t_symbol_ref()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let m = self.ir.ctx.intern_attr(AttrKind::Array(matchers.into()));
        let a = self.ir.ctx.intern_attr(AttrKind::Array(actions.into()));
        self.t_prop(b, "matchers", m);
        self.t_prop(b, "actions", a);
        self.t_attr_dict(b)?;
        self.t_functional(b, &uses)?;
        Ok(())
    }

    /// `transform.merge_handles deduplicate %a, %b : T`.
    fn merge_handles(&mut self, b: &mut Build) -> PResult<()> {
        if self.at_keyword("deduplicate") {
            self.bump();
            let unit = self.ir.ctx.intern_attr(AttrKind::Unit);
            self.t_prop(b, "deduplicate", unit);
        }
        let uses = self.t_uses()?;
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        let types = vec![ty; uses.len()];
        self.t_resolve_all(b, &uses, &types)?;
        b.results.push(ty);
        Ok(())
    }

    /// `transform.match.operation_name %op ["a.b"] : T`.
    fn match_operation_name(&mut self, b: &mut Build) -> PResult<()> {
        let op = self.parse_use()?;
        let names = self.parse_attribute(None)?;
        self.t_prop(b, "op_names", names);
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty = self.t_kinded_type(b, HandleKind::Op)?;
        self.t_resolve_all(b, &[op], &[ty])?;
        Ok(())
    }

    /// `transform.get_producer_of_operand %op[0] : (T) -> U` and `transform.get_consumers_of_result %op[0] : ...`.
    fn numbered_neighbour(&mut self, b: &mut Build) -> PResult<()> {
        let op = self.parse_use()?;
        self.expect_tok(Tok::LSquare, "'['")?;
        let n = self.t_integer()?;
        self.expect_tok(Tok::RSquare, "']'")?;
        let key = if b.name == "transform.get_producer_of_operand" {
            "operand_number"
        } else {
            "result_number"
        };
        let v = self.t_int_attr(n, 64);
        self.t_prop(b, key, v);
        self.t_attr_dict(b)?;
        self.t_functional(b, &[op])?;
        Ok(())
    }

    /// `transform.get_operand %op[except(0)] : (T) -> U` and `transform.get_result %op[all] : ...`.
    fn positions(&mut self, b: &mut Build) -> PResult<()> {
        let op = self.parse_use()?;
        self.expect_tok(Tok::LSquare, "'['")?;
        self.t_match_dims(b)?;
        self.expect_tok(Tok::RSquare, "']'")?;
        self.t_attr_dict(b)?;
        self.t_functional(b, &[op])?;
        Ok(())
    }

    /// `transform.get_defining_op %v : (T) -> U`, likewise `num_associations`, `get_parent_op`, and `transform.select "name" in %op : ...`.
    fn one_operand(&mut self, b: &mut Build) -> PResult<()> {
        if b.name == "transform.select" {
            let s = self.t_string()?;
            let a = self.string_attr(&s);
            self.t_prop(b, "op_name", a);
            self.t_keyword("in")?;
        }
        let op = self.parse_use()?;
        self.t_attr_dict(b)?;
        self.t_functional(b, &[op])?;
        Ok(())
    }

    /// `transform.split_handle %op : (T) -> (U, V)`.
    fn split_handle(&mut self, b: &mut Build) -> PResult<()> {
        let op = self.parse_use()?;
        self.t_attr_dict(b)?;
        self.t_functional(b, &[op])?;
        Ok(())
    }

    /// `transform.param.constant 3 : i64 -> !transform.param<i64>`.
    fn param_constant(&mut self, b: &mut Build) -> PResult<()> {
        let v = self.parse_attribute(None)?;
        self.t_prop(b, "value", v);
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Arrow, "'->'")?;
        let ty = self.parse_type()?;
        b.results.push(ty);
        Ok(())
    }

    /// `transform.match.param.cmpi le %p, %r : T`.
    fn cmpi(&mut self, b: &mut Build) -> PResult<()> {
        let at = self.tok.start;
        let pred = self.t_bare()?;
        let n: u128 = match pred.as_str() {
            "eq" => 0,
            "ne" => 1,
            "lt" => 2,
            "le" => 3,
            "gt" => 4,
            "ge" => 5,
            _ => {
                return Err(ParseError::new(
                    at,
                    format!("expected one of [eq, ne, lt, le, gt, ge] for match comparison predicate, got {pred}"),
                ))
            }
        };
        let v = self.t_int_attr(n as i128, 32);
        self.t_prop(b, "predicate", v);
        let uses = self.t_uses()?;
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty = self.t_kinded_type(b, HandleKind::Param)?;
        let types = vec![ty; uses.len()];
        self.t_resolve_all(b, &uses, &types)?;
        Ok(())
    }

    /// `transform.debug.emit_remark_at %op, "message" : T`.
    fn emit_remark_at(&mut self, b: &mut Build) -> PResult<()> {
        let op = self.parse_use()?;
        self.expect_tok(Tok::Comma, "','")?;
        let s = self.t_string()?;
        let a = self.string_attr(&s);
        self.t_prop(b, "message", a);
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        self.t_resolve_all(b, &[op], &[ty])?;
        Ok(())
    }

    /// `transform.debug.emit_param_as_remark %p, "message" at %op : T, U`.
    fn emit_param_as_remark(&mut self, b: &mut Build) -> PResult<()> {
        let param = self.parse_use()?;
        if self.eat(Tok::Comma) {
            let s = self.t_string()?;
            let a = self.string_attr(&s);
            self.t_prop(b, "message", a);
        }
        let mut uses = vec![param];
        if self.at_keyword("at") {
            self.bump();
            uses.push(self.parse_use()?);
        }
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        // Only the first type: an optional operand's type is read as any type.
        let types = self.t_kinded_types(b, &[HandleKind::Param])?;
        self.t_resolve_all(b, &uses, &types)?;
        Ok(())
    }

    /// `transform.annotate %op "name" = %param : T, U`.
    fn annotate(&mut self, b: &mut Build) -> PResult<()> {
        let target = self.parse_use()?;
        let s = self.t_string()?;
        let a = self.string_attr(&s);
        self.t_prop(b, "name", a);
        let mut uses = vec![target];
        if self.eat(Tok::Equal) {
            uses.push(self.parse_use()?);
        }
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        // Only the first type: an optional operand's type is read as any type.
        let types = self.t_kinded_types(b, &[HandleKind::Op])?;
        self.t_resolve_all(b, &uses, &types)?;
        Ok(())
    }

    /// `transform.test_consume_operand %a, %b : T, U`.
    fn test_consume_operand(&mut self, b: &mut Build) -> PResult<()> {
        let uses = self.t_uses()?;
        self.t_attr_dict(b)?;
        self.expect_tok(Tok::Colon, "':'")?;
        let types = self.t_type_list()?;
        self.t_resolve_all(b, &uses, &types)?;
        Ok(())
    }

    /// `transform.sequence %root : T -> U failures(propagate) attributes {...} { region }` (the region is read after).
    fn sequence(&mut self, b: &mut Build) -> PResult<()> {
        let uses = self.t_uses()?;
        if !uses.is_empty() {
            self.expect_tok(Tok::Colon, "':'")?;
            let types = self.t_type_list()?;
            self.t_resolve_all(b, &uses, &types)?;
        }
        let segments = [
            u32::from(!uses.is_empty()),
            uses.len().saturating_sub(1) as u32,
        ];
        if self.eat(Tok::Arrow) {
            b.results = self.t_type_list()?;
        }
        self.t_keyword("failures")?;
        let mode = self.t_failure_mode(b.name)?;
        self.t_prop(b, "failure_propagation_mode", mode);
        let seg = self.t_segments(&segments);
        self.t_prop(b, "operandSegmentSizes", seg);
        self.t_attr_dict_with_keyword(b)?;
        Ok(())
    }

    /// `transform.with_pdl_patterns %root : T attributes {...} { region }` (the region is read after).
    fn with_pdl_patterns(&mut self, b: &mut Build) -> PResult<()> {
        if self.at(Tok::PercentId) {
            let root = self.parse_use()?;
            self.expect_tok(Tok::Colon, "':'")?;
            let ty = self.parse_type()?;
            self.t_resolve_all(b, &[root], &[ty])?;
        }
        self.t_attr_dict_with_keyword(b)?;
        Ok(())
    }

    /// Adds the implicit `transform.yield` of a single-block region that lacks one.
    fn ensure_yield(&mut self, op: OpId, loc: usize) {
        let r = self.ir.region(op, 0);
        let block = match self.ir.region_blocks(r).first() {
            Some(&b) => b,
            None => {
                let b = self.ir.create_block(&[]);
                self.ir.append_block(r, b);
                b
            }
        };
        let last = self.ir.last_op(block);
        if last.is_some_and(|l| self.ir.op_name_str(l) == "transform.yield") {
            return;
        }
        let sym = self.ir.ctx.symbol("transform.yield");
        let mut state = OperationState::with_name(sym);
        state.loc = Some(loc as u32);
        let y = self.ir.create_op(state);
        self.ir.append_op(block, y);
    }

    fn t_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.at_keyword(kw) {
            self.bump();
            Ok(())
        } else {
            Err(self.err_here(format!("expected '{kw}'")))
        }
    }

    fn t_bare(&mut self) -> PResult<String> {
        let t = self.expect_tok(Tok::BareId, "keyword")?;
        Ok(self.text(t).to_string())
    }

    fn t_string(&mut self) -> PResult<String> {
        let t = self.tok;
        if !self.at(Tok::String) {
            return Err(self.err_here("expected string"));
        }
        let v = self.string_value(t)?;
        self.bump();
        String::from_utf8(v).map_err(|_| ParseError::new(t.start, "string is not valid UTF-8"))
    }

    fn t_integer(&mut self) -> PResult<i64> {
        let neg = self.eat(Tok::Minus);
        let t = self.expect_tok(Tok::Integer, "integer value")?;
        let v: i64 = self
            .text(t)
            .parse()
            .map_err(|_| ParseError::new(t.start, "integer value too large"))?;
        Ok(if neg { -v } else { v })
    }

    fn t_int_attr(&mut self, v: impl Into<i128>, width: u32) -> Attribute {
        let v: i128 = v.into();
        let ty = self.ir.ctx.intern_type(TypeKind::int(width));
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        self.ir.ctx.intern_attr(AttrKind::Integer {
            ty,
            bits: (v as u128) & mask,
        })
    }

    fn t_segments(&mut self, seg: &[u32]) -> Attribute {
        let element = self.ir.ctx.intern_type(TypeKind::int(32));
        let data = DenseData::Ints(seg.iter().map(|&s| u128::from(s)).collect());
        self.ir
            .ctx
            .intern_attr(AttrKind::DenseArray { element, data })
    }

    fn t_symbol_ref(&mut self) -> PResult<Attribute> {
        let n = self.parse_sym_name()?;
        let root = self.ir.ctx.symbol(&n);
        Ok(self.ir.ctx.intern_attr(AttrKind::SymbolRef {
            root,
            nested: Box::new([]),
        }))
    }

    /// `(propagate|suppress)` as MLIR's `FailurePropagationMode` (1 or 2, i32).
    fn t_failure_mode(&mut self, op_name: &str) -> PResult<Attribute> {
        self.expect_tok(Tok::LParen, "'('")?;
        let at = self.tok.start;
        let kw = if self.at(Tok::BareId) {
            self.t_bare()?
        } else {
            String::new()
        };
        let v: u128 = match kw.as_str() {
            "propagate" => 1,
            "suppress" => 2,
            _ => {
                return Err(ParseError::new(
                    at,
                    format!("custom op '{op_name}' expected string or keyword containing one of the following enum values for attribute 'failure_propagation_mode' [propagate, suppress]"),
                ))
            }
        };
        self.expect_tok(Tok::RParen, "')'")?;
        Ok(self.t_int_attr(v as i128, 32))
    }

    fn t_prop(&mut self, b: &mut Build, key: &str, v: Attribute) {
        let k = self.ir.ctx.symbol(key);
        b.props.push((k, v));
    }

    fn t_uses(&mut self) -> PResult<Vec<UseRef<'s>>> {
        if self.at(Tok::PercentId) {
            self.parse_use_list(Tok::Colon)
        } else {
            Ok(Vec::new())
        }
    }

    /// A type that must implement the transform type interface of `kind` (ODS's
    /// `type($operand)` of an operand so constrained): anything else is MLIR's
    /// "invalid kind of type specified", at the type.
    fn t_kinded_type(&mut self, b: &Build, kind: HandleKind) -> PResult<Type> {
        let at = self.tok.start;
        let ty = self.parse_type()?;
        let text = crate::text::print_type(&self.ir.ctx, ty);
        let transform = text.starts_with("!transform.") || text.starts_with("!pdl.");
        if !transform || HandleKind::of_type(&text) != kind {
            return Err(ParseError::new(
                at,
                format!("custom op '{}' invalid kind of type specified", b.name),
            ));
        }
        Ok(ty)
    }

    /// A comma-separated list of types, the first ones checked against `kinds` in order.
    fn t_kinded_types(&mut self, b: &Build, kinds: &[HandleKind]) -> PResult<Vec<Type>> {
        let mut types = Vec::new();
        loop {
            let ty = match kinds.get(types.len()) {
                Some(&k) => self.t_kinded_type(b, k)?,
                None => self.parse_type()?,
            };
            types.push(ty);
            if !self.eat(Tok::Comma) {
                return Ok(types);
            }
        }
    }

    fn t_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = Vec::new();
        let paren = self.at(Tok::LParen);
        if paren {
            // `(T, U)` is a list of types unless it is a function type `(T) -> U`.
            let save = self.tok.start;
            let ty = self.parse_type();
            if let Ok(ty) = ty {
                if matches!(self.ir.ctx.type_kind(ty), TypeKind::Function { .. }) {
                    return Ok(vec![ty]);
                }
            }
            self.reset_to(save);
            self.bump();
            if self.eat(Tok::RParen) {
                return Ok(types);
            }
        }
        loop {
            types.push(self.parse_type()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        if paren {
            self.expect_tok(Tok::RParen, "')'")?;
        }
        Ok(types)
    }

    fn t_attr_dict(&mut self, b: &mut Build) -> PResult<()> {
        let at = self.tok.start;
        if self.at(Tok::LBrace) {
            b.attrs = self.parse_attr_dict()?;
        }
        self.t_inherent(b, at)
    }

    /// Moves the operation's inherent attributes (its definition's `props`) from the
    /// attribute dictionary written at `at` into its properties, checking each against its
    /// constraint and adding the defaults of those not written, as MLIR's parser does.
    fn t_inherent(&mut self, b: &mut Build, at: usize) -> PResult<()> {
        let Some(def) = defs::find::<crate::ir::Ir>(b.name) else {
            return Ok(());
        };
        if def.props.is_empty() {
            return Ok(());
        }
        for &(key, kind) in def.props {
            let k = self.ir.ctx.symbol(key);
            if let Some(i) = b.attrs.iter().position(|e| e.0 == k) {
                let (_, v) = b.attrs.remove(i);
                if !self.t_fits(kind, v) {
                    return Err(ParseError::new(
                        at,
                        format!(
                            "custom op '{0}' '{0}' op attribute '{key}' failed to satisfy constraint: {1}",
                            b.name,
                            kind.description()
                        ),
                    ));
                }
                b.props.push((k, v));
                continue;
            }
            let default = match kind {
                PropKind::Bool(Some(v)) => Some(self.ir.ctx.intern_attr(AttrKind::Bool(v))),
                PropKind::I64(Some(v)) | PropKind::PositiveI64(Some(v)) => {
                    Some(self.t_int_attr(v, 64))
                }
                _ => None,
            };
            if let Some(v) = default {
                b.props.push((k, v));
            }
        }
        let ctx = &self.ir.ctx;
        b.props.sort_by(|x, y| ctx.str(x.0).cmp(ctx.str(y.0)));
        Ok(())
    }

    /// Whether `v` satisfies the constraint `kind`.
    fn t_fits(&self, kind: PropKind, v: Attribute) -> bool {
        let ctx = &self.ir.ctx;
        match (kind, ctx.attr_kind(v)) {
            (PropKind::Unit, AttrKind::Unit) | (PropKind::Str, AttrKind::String { .. }) => true,
            (PropKind::Bool(_), AttrKind::Integer { ty, .. }) => {
                *ctx.type_kind(*ty) == TypeKind::int(1)
            }
            (PropKind::I64(_), AttrKind::Integer { ty, .. }) => {
                *ctx.type_kind(*ty) == TypeKind::int(64)
            }
            (PropKind::PositiveI64(_), AttrKind::Integer { ty, bits }) => {
                *ctx.type_kind(*ty) == TypeKind::int(64) && (*bits as u64 as i64) > 0
            }
            _ => false,
        }
    }

    fn t_attr_dict_with_keyword(&mut self, b: &mut Build) -> PResult<()> {
        if self.at_keyword("attributes") {
            self.bump();
            b.attrs = self.parse_attr_dict()?;
        }
        Ok(())
    }

    fn t_resolve_all(&mut self, b: &mut Build, uses: &[UseRef<'s>], types: &[Type]) -> PResult<()> {
        if uses.len() != types.len() {
            let at = uses.first().map_or(self.tok.start, |u| u.offset);
            return Err(ParseError::new(
                at,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in uses.iter().zip(types) {
            let v = self.resolve(u, t)?;
            b.operands.push(v);
        }
        Ok(())
    }

    /// `: (operand types) -> result types`.
    fn t_functional(&mut self, b: &mut Build, uses: &[UseRef<'s>]) -> PResult<()> {
        self.expect_tok(Tok::Colon, "':'")?;
        let at = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ir.ctx.type_kind(fty) {
            TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => return Err(ParseError::new(at, "expected function type")),
        };
        if inputs.len() != uses.len() {
            return Err(ParseError::new(
                at,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    inputs.len()
                ),
            ));
        }
        self.t_resolve_all(b, uses, &inputs)?;
        b.results = results;
        Ok(())
    }

    /// MLIR's `TransformMatchDims`: `all`, `except(1, 2)`, or `1, 2` (`-1` allowed).
    fn t_match_dims(&mut self, b: &mut Build) -> PResult<()> {
        let mut list: Vec<i64> = Vec::new();
        if self.at_keyword("all") {
            self.bump();
            let unit = self.ir.ctx.intern_attr(AttrKind::Unit);
            self.t_prop(b, "is_all", unit);
        } else {
            let inverted = self.at_keyword("except");
            if inverted {
                self.bump();
                self.expect_tok(Tok::LParen, "'('")?;
                let unit = self.ir.ctx.intern_attr(AttrKind::Unit);
                self.t_prop(b, "is_inverted", unit);
            }
            loop {
                list.push(self.t_integer()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if inverted {
                self.expect_tok(Tok::RParen, "')'")?;
            }
        }
        let element = self.ir.ctx.intern_type(TypeKind::int(64));
        let data = DenseData::Ints(list.iter().map(|&v| v as u64 as u128).collect());
        let a = self
            .ir
            .ctx
            .intern_attr(AttrKind::DenseArray { element, data });
        self.t_prop(b, "raw_position_list", a);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
