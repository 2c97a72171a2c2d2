//! Reading a whole file: its top-level operations, the metadata at its end, and the
//! definitions of type and attribute aliases.

use super::REGION_LEVELS;
use super::{AliasCost, BlockScope, PResult, Parser};
use crate::ir::OpId;
use crate::text::lexer::{Tok, Token};
use crate::text::ParseError;

impl<'s> Parser<'s> {
    /// Reads a whole file: alias definitions and top-level operations.
    pub fn parse_file(&mut self) -> PResult<()> {
        let top = self.ir.create_block(&[]);
        self.block_scopes.push(BlockScope::default());
        // The file's names live as long as the reader: none to forget.
        self.scopes[0].region_defs.push(None);
        // The file's operations are in a module's region (see `enter_region`).
        self.depth += REGION_LEVELS;
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashId | Tok::BangId => self.parse_alias_def()?,
                Tok::FileMetaBegin => self.skip_file_metadata()?,
                _ => {
                    self.at_file_top = true;
                    self.parse_operation(top)?;
                    self.at_file_top = false;
                }
            }
        }
        self.depth -= REGION_LEVELS;
        self.finish_isolated_scope()?;
        // As MLIR's parser finalizes: values first, then the blocks the file's top-level
        // operations name as successors (the first such reference is reported).
        if let Some(scope) = self.block_scopes.pop() {
            if let Some(off) = scope.blocks.values().filter(|v| !v.1).map(|v| v.2).min() {
                return Err(ParseError::new(off, "reference to an undefined block"));
            }
        }
        let ops: Vec<OpId> = self.ir.block_ops(top).collect();
        let old_root = self.ir.root();
        if ops.len() == 1 && self.ir.op_name_str(ops[0]) == "builtin.module" {
            self.ir.detach_op(ops[0]);
            self.ir.set_root(ops[0]);
        } else {
            let block = self.ir.root_block();
            for op in ops {
                self.ir.detach_op(op);
                self.ir.append_op(block, op);
            }
            return Ok(());
        }
        // The default root module is unused now.
        self.ir.erase_op(old_root);
        Ok(())
    }

    fn skip_file_metadata(&mut self) -> PResult<()> {
        let start = self.tok.start;
        match self.src[start..].find("#-}") {
            Some(i) => {
                self.reset_to(start + i + 3);
                Ok(())
            }
            None => Err(ParseError::new(
                start,
                "expected '#-}' to end file metadata",
            )),
        }
    }

    fn parse_alias_def(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = &self.text(t)[1..];
        let is_type = t.kind == Tok::BangId;
        if name.contains('.') {
            return Err(ParseError::new(
                t.start,
                "expected operation name in quotes",
            )); // top-level dialect syntax
        }
        self.bump();
        if !self.at(Tok::Equal) {
            return Err(self.err_here("expected '=' in alias definition"));
        }
        self.bump();
        self.in_alias_def = true;
        let base = self.depth;
        self.def_depth = base;
        self.def_refs = 0;
        self.def_ref_text = 0;
        let start = self.tok.start;
        let r = self.parse_alias_value(t, name, is_type);
        self.in_alias_def = false;
        r?;
        let cost = AliasCost {
            depth: self.def_depth - base,
            weight: ((self.tok.start - start).saturating_sub(self.def_ref_text) as u64)
                .saturating_add(self.def_refs),
        };
        if is_type {
            if let Some(e) = self.type_aliases.get_mut(name) {
                e.1 = cost;
            }
        } else if let Some(e) = self.attr_aliases.get_mut(name) {
            e.1 = cost;
        }
        Ok(())
    }

    /// The value of an alias definition, recorded under `name` (with a cost filled in by the
    /// caller).
    fn parse_alias_value(&mut self, t: Token, name: &str, is_type: bool) -> PResult<()> {
        if is_type {
            if self.type_aliases.contains_key(name) {
                return Err(ParseError::new(
                    t.start,
                    format!("redefinition of type alias id '{name}'"),
                ));
            }
            let ty = self.parse_type()?;
            self.type_aliases
                .insert(name.into(), (ty, AliasCost::default()));
        } else {
            if self.attr_aliases.contains_key(name) {
                return Err(ParseError::new(
                    t.start,
                    format!("redefinition of attribute alias id '{name}'"),
                ));
            }
            let attr = if self.at_keyword("loc") {
                self.skip_loc()?;
                None
            } else {
                Some(self.parse_attribute(None)?)
            };
            self.attr_aliases
                .insert(name.into(), (attr, AliasCost::default()));
        }
        Ok(())
    }
}
