//! SSA names: definitions and uses in isolated scopes, forward references resolved when
//! the definition comes, and the names of blocks.

use super::{Def, ForwardRef, IsolatedScope, PResult, Parser, UseRef};
use crate::ir::{Type, Value};
use crate::text::ParseError;

/// The number `N` of a value name `%N` written as a canonical decimal (no leading zero: `%01`
/// and `%1` are different names), if it is one: such names are kept in a dense table
/// indexed by `N` instead of the hash map (a file of a million operations names them so, and
/// the map's entries and growth were a third of the reader's memory).
fn numbered(name: &str) -> Option<usize> {
    let d = name.strip_prefix('%')?.as_bytes();
    if d.is_empty() || d.len() > 9 || (d[0] == b'0' && d.len() > 1) {
        return None;
    }
    d.iter().try_fold(0usize, |n, &b| {
        b.is_ascii_digit().then(|| n * 10 + usize::from(b - b'0'))
    })
}

impl<'s> Parser<'s> {
    fn scope(&mut self) -> &mut IsolatedScope<'s> {
        // The top-level scope is always open; should it not be, open one.
        if self.scopes.is_empty() {
            self.scopes.push(IsolatedScope::default());
        }
        let last = self.scopes.len() - 1;
        &mut self.scopes[last]
    }

    fn lookup(&self, name: &str) -> Option<Def> {
        let scope = self.scopes.last()?;
        if let Some(d) = numbered(name).and_then(|i| scope.numbered.get(i)) {
            if d.count != 0 {
                return Some(*d);
            }
        }
        scope.values.get(name).copied()
    }

    /// Defines `name` as a group of `count` values starting at `first`.
    pub(super) fn define(
        &mut self,
        name: &'s str,
        offset: usize,
        first: Value,
        count: u32,
    ) -> PResult<()> {
        if let Some(prev) = self.lookup(name) {
            return Err(
                ParseError::new(offset, format!("redefinition of SSA value '{name}'"))
                    .with_note(prev.offset, "previously defined here"),
            );
        }
        // Resolve forward references to this name.
        let scope = self.scope();
        let pending: Vec<(u32, ForwardRef)> = if scope.forward.is_empty() {
            Vec::new()
        } else {
            scope.forward.remove(name).unwrap_or_default()
        };
        // A number the definition does not have stays unresolved, as in MLIR: "use of
        // undeclared SSA value name" where the scope ends.
        let (pending, unresolved): (Vec<_>, Vec<_>) =
            pending.into_iter().partition(|(number, _)| *number < count);
        for (number, _) in &pending {
            scope.forward_at.remove(&(name, *number));
        }
        if !unresolved.is_empty() {
            scope.forward.insert(name, unresolved);
        }
        for (number, fref) in pending {
            let real = Value(first.0 + number);
            let (want, got) = (
                self.ir.value_type(fref.placeholder),
                self.ir.value_type(real),
            );
            if want != got {
                let w = crate::text::print_type(&self.ir.ctx, want);
                let g = crate::text::print_type(&self.ir.ctx, got);
                let shown = format!("{name}#{number}");
                return Err(ParseError::new(
                    offset,
                    format!("definition of SSA value '{shown}' has type '{g}'"),
                )
                .with_note(fref.offset, format!("previously used here with type '{w}'")));
            }
            self.ir.replace_all_uses_with(fref.placeholder, real);
        }
        let def = Def {
            first,
            count,
            offset,
        };
        // A name `%N` goes to the dense table if N is within a few times the number of
        // values so far (so that the table stays linear in the input), else to the map.
        let bound = 4 * self.ir.values.len() + 1024;
        let scope = self.scope();
        match numbered(name) {
            Some(i) if i < scope.numbered.len().max(bound) => {
                if i >= scope.numbered.len() {
                    scope.numbered.resize(i + 1, Def::EMPTY);
                }
                scope.numbered[i] = def;
            }
            _ => {
                scope.values.insert(name, def);
            }
        }
        if let Some(Some(defs)) = scope.region_defs.last_mut() {
            defs.push(name);
        }
        Ok(())
    }

    /// Resolves a use of `%name#number` expected to have type `ty`.
    pub(crate) fn resolve(&mut self, u: &UseRef<'s>, ty: Type) -> PResult<Value> {
        if let Some(def) = self.lookup(u.name) {
            if u.number >= def.count {
                return Err(ParseError::new(
                    u.offset,
                    "reference to invalid result number",
                ));
            }
            let v = Value(def.first.0 + u.number);
            let have = self.ir.value_type(v);
            if have != ty {
                let a = crate::text::print_type(&self.ir.ctx, ty);
                let b = crate::text::print_type(&self.ir.ctx, have);
                return Err(ParseError::new(
                    u.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                        u.name
                    ),
                )
                .with_note(def.offset, "prior use here"));
            }
            return Ok(v);
        }
        let known = self
            .scopes
            .last()
            .and_then(|s| s.forward_at.get(&(u.name, u.number)))
            .copied();
        if let Some((v, off)) = known {
            let have = self.ir.value_type(v);
            if have != ty {
                let a = crate::text::print_type(&self.ir.ctx, ty);
                let b = crate::text::print_type(&self.ir.ctx, have);
                return Err(ParseError::new(
                    u.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                        u.name
                    ),
                )
                .with_note(off, "prior use here"));
            }
            return Ok(v);
        }
        let placeholder = self.ir.new_value(ty, crate::ir::NONE, 0);
        self.scope()
            .forward_at
            .insert((u.name, u.number), (placeholder, u.offset));
        self.scope().forward.entry(u.name).or_default().push((
            u.number,
            ForwardRef {
                placeholder,
                offset: u.offset,
            },
        ));
        Ok(placeholder)
    }

    /// Opens a region's names; `track`: whether to list them, to forget when the region
    /// closes (the names of an isolated scope's own region go with the scope).
    pub(super) fn open_region_names(&mut self, track: bool) {
        self.scope().region_defs.push(track.then(Vec::new));
    }

    pub(super) fn close_region_names(&mut self) {
        let scope = self.scope();
        if let Some(Some(names)) = scope.region_defs.pop() {
            for n in names {
                match numbered(n).and_then(|i| scope.numbered.get_mut(i)) {
                    Some(d) if d.count != 0 => *d = Def::EMPTY,
                    _ => {
                        scope.values.remove(&n);
                    }
                }
            }
        }
    }

    pub(super) fn finish_isolated_scope(&mut self) -> PResult<()> {
        let Some(scope) = self.scopes.last() else {
            return Err(self.err_here("no scope is open"));
        };
        if let Some(f) = scope
            .forward
            .values()
            .flatten()
            .map(|(_, f)| (f.offset, ()))
            .min_by_key(|x| x.0)
        {
            return Err(ParseError::new(f.0, "use of undeclared SSA value name"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::text::parse;

    fn err(src: &str) -> String {
        parse(src, "in.mlir")
            .map(|_| ())
            .unwrap_err()
            .render("in.mlir", src)
    }

    #[test]
    fn numbered_names_are_the_names_written() {
        assert_eq!(super::numbered("%12"), Some(12));
        assert_eq!(super::numbered("%0"), Some(0));
        assert_eq!(super::numbered("%01"), None);
        assert_eq!(super::numbered("%1x"), None);
        assert_eq!(super::numbered("%1234567890"), None);
        // `%01` and `%1` are different values.
        let src = "%1 = \"t.a\"() : () -> i32\n%01 = \"t.b\"() : () -> i64\n\
                   \"t.c\"(%1, %01) : (i32, i64) -> ()\n";
        assert!(parse(src, "in.mlir").is_ok());
        // Redefinitions, in the dense table and past its bound.
        for n in ["7", "999999999"] {
            let src = format!("%{n} = \"t.a\"() : () -> i32\n%{n} = \"t.a\"() : () -> i32\n");
            assert!(
                err(&src).contains("error: redefinition of SSA value"),
                "{n}"
            );
        }
        // A name defined in a region is gone when the region closes.
        let src = "\"t.r\"() ({\n  %3 = \"t.a\"() : () -> i32\n}) : () -> ()\n\
                   \"t.u\"(%3) : (i32) -> ()\n";
        assert!(err(src).contains("use of undeclared SSA value name"));
        // Forward references to numbered names resolve.
        let src = "\"t.r\"() ({\n  \"t.u\"(%5) : (i32) -> ()\n  %5 = \"t.a\"() : () -> i32\n}) : () -> ()\n";
        assert!(parse(src, "in.mlir").is_ok());
    }
}
