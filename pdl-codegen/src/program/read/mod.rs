//! The `pdl_interp` reader: an already-lowered patterns module, as MLIR's
//! `--convert-pdl-to-pdl-interp` prints it or as MLIR's tests write it by hand, into the
//! matcher [`Program`] the back ends run (the reverse of [`print`]).
//!
//! The input is a module holding `pdl_interp.func @matcher` and `module @rewriters` (the outer
//! module may be named, usually `@patterns`, or not), in custom assembly syntax or in generic
//! form (`"pdl_interp.func"() <{...}> ({...})`); one file is in one form. Custom syntax
//! follows each operation's assembly format in MLIR 22; generic form is read by pdl-runtime's
//! MLIR reader. Constant types and attributes go into [`Program::ctx`].
//!
//! Each `pdl_interp.record_match` is one pattern ([`Program::patterns`], in the order the
//! matches are written), whose rewriter is the function of module `@rewriters` it names;
//! [`Program::rewriters`] are those functions in file order. The program is checked before it
//! is returned: MLIR's verifier rules for `pdl_interp` (terminators, successors, operand and
//! result types, SSA dominance) and what the back ends rely on (a matcher taking one
//! `!pdl.operation`, rewriters taking what their matches pass, loops over operations).
//! Errors carry a location; no input makes the reader panic.
//!
//! ```
//! use pdl_codegen::compile::read_pdl_interp;
//! let src = r#"module @patterns {
//!   pdl_interp.func @matcher(%root: !pdl.operation) {
//!     pdl_interp.check_operation_name of %root is "test.op" -> ^pat, ^end
//!   ^pat:
//!     pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]), root("test.op") -> ^end
//!   ^end:
//!     pdl_interp.finalize
//!   }
//!   module @rewriters {
//!     pdl_interp.func @success(%root: !pdl.operation) {
//!       pdl_interp.erase %root
//!       pdl_interp.finalize
//!     }
//!   }
//! }"#;
//! let prog = read_pdl_interp(src, "patterns.mlir").unwrap();
//! assert_eq!(prog.patterns.len(), 1);
//! assert_eq!(prog.rewriters[prog.patterns[0].rewriter].name, "success");
//! ```
//!
//! [`print`]: crate::program::print

pub(crate) mod builder;
mod custom;
mod decode;
mod generic;

use pdl_runtime::text::{lex, skip_trivia, Tok};

use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::program::Program;

/// Reads a `pdl_interp` patterns module (custom syntax or generic form) into a checked
/// matcher program. `file` names the source in messages of the generic reader.
pub fn parse_pdl_interp(src: &str, file: &str) -> Result<Program, Vec<Diagnostic>> {
    parse_pdl_interp_named(src, file).map(|(p, _)| p)
}

/// [`parse_pdl_interp`], also returning the name of the outermost module, if it has one (the
/// name [`print`](crate::program::print::print) prints the program
/// under).
pub fn parse_pdl_interp_named(
    src: &str,
    file: &str,
) -> Result<(Program, Option<String>), Vec<Diagnostic>> {
    let read = if is_generic(src) {
        generic::read(src, file)
    } else {
        custom::read(src)
    };
    let (mut b, name) = read.map_err(|d| vec![d])?;
    let whole = Span::new(0, src.len());
    let (matcher, patterns) = b.resolve(whole).map_err(|d| vec![d])?;
    super::verify::verify(&b, &matcher).map_err(|d| vec![d])?;
    Ok((b.into_program(matcher, patterns), name))
}

/// Whether the first operation of `src` (past `module @name {` headers and aliases) is
/// written in generic form, `"name"(...)`.
fn is_generic(src: &str) -> bool {
    let b = src.as_bytes();
    let mut p = skip_trivia(b, 0);
    loop {
        let t = lex(b, p);
        let text = &src[t.start..t.end];
        match t.kind {
            Tok::String => return true,
            Tok::BareId if text == "module" || text == "builtin.module" => {}
            Tok::AtId | Tok::LBrace => {}
            Tok::HashId | Tok::BangId if b.get(skip_trivia(b, t.end)) == Some(&b'=') => {
                // An alias definition: skip its line.
                let end = src[t.start..].find('\n').map_or(src.len(), |e| t.start + e);
                p = skip_trivia(b, end);
                continue;
            }
            _ => return false,
        }
        p = skip_trivia(b, t.end);
    }
}

#[cfg(test)]
mod tests;
