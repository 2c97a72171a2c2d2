//! MLIR's declarative assembly format language: an `assemblyFormat` string read into
//! [`Elem`]s whose variables are resolved against the operation's [`OpSyntax`] (operand,
//! result, attribute, region and successor indices), compiled once per syntax and cached.

use std::sync::{Arc, LazyLock, Mutex};

use rustc_hash::FxHashMap;

use smallvec::SmallVec;

use crate::ir::{Context, OpSyntax, Symbol, TypeRelation};

/// What a `type(..)` or `functional-type(..)` directive refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeArg {
    /// The types of operand declaration `i`.
    Operand(usize),
    /// The types of result declaration `i`.
    Result(usize),
    /// The types of all operands (`operands`).
    Operands,
    /// The types of all results (`results`).
    Results,
}

/// An argument of a `custom<Name>(..)` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CustomArg {
    /// `$operand`.
    Operand(usize),
    /// `$attr`.
    Attr(usize),
    /// `type($x)`.
    Type(TypeArg),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `ref(..)` of one of the above (already read or printed elsewhere).
    Ref(Box<CustomArg>),
    /// `attr-dict`.
    AttrDict,
}

/// The element of an optional group that decides whether the group is printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// Operand declaration `i` (present when it has values).
    Operand(usize),
    /// Result declaration `i` (of a `type($r)^`).
    Result(usize),
    /// Attribute declaration `i` (present when set, and not its default).
    Attr(usize),
    /// Region declaration `i` (present when it has blocks).
    Region(usize),
    /// Successor declaration `i`.
    Successor(usize),
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Elem {
    /// A keyword or punctuation literal.
    Literal(Box<str>),
    /// `` (false) or ` ` (true).
    Space(bool),
    /// `\n`.
    Newline,
    /// `$operand`.
    Operand(usize),
    /// `$attr`, and whether `qualified(..)`.
    Attr(usize, bool),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `attr-dict` (false) or `attr-dict-with-keyword` (true).
    AttrDict(bool),
    /// `prop-dict`.
    PropDict,
    /// `type(..)`.
    Type(TypeArg),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeArg, TypeArg),
    /// `operands`.
    Operands,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `( then )?` or `( then ) : ( else )?`.
    Optional {
        /// The elements printed when the anchor is present.
        then: Vec<Elem>,
        /// The elements printed otherwise.
        els: Vec<Elem>,
        /// The anchor.
        anchor: Anchor,
    },
    /// `custom<Name>(args)`.
    Custom(Box<str>, Vec<CustomArg>),
}

/// A compiled format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Format {
    /// The elements, in order.
    pub(crate) elems: Vec<Elem>,
    /// The attributes the format writes (by index), elided from `attr-dict`.
    pub(crate) used_attrs: Vec<usize>,
    /// Whether `operands` appears (all operands written together).
    pub(crate) all_operands: bool,
}

/// What the reader needs of one registered operation with a custom syntax, found once per
/// reader (not once per operation read): its name, its syntax with the compiled format,
/// and the symbols and storage of the format's attributes in the reader's context.
pub(crate) struct RegisteredOp {
    /// The full name (`arith.addi`).
    pub(crate) full: Box<str>,
    /// The same, interned.
    pub(crate) name: Symbol,
    /// The custom syntax (hand-written or a format).
    pub(crate) syntax: Arc<OpSyntax>,
    /// The compiled format, when the syntax has one and no hand-written reader.
    pub(crate) format: Option<Arc<Result<Format, String>>>,
    /// The names of the syntax's attributes, interned, by declaration.
    pub(crate) attr_names: Box<[Symbol]>,
    /// Whether each attribute is a property (else a discardable attribute: an operation
    /// whose definition lists properties without it).
    pub(crate) attr_is_prop: Box<[bool]>,
    /// Whether each attribute gives its type to others (named in a type relation, as
    /// `AllTypesMatch` or as the source of a derived type).
    pub(crate) attr_types_others: Box<[bool]>,
    /// The values each type relation names, by relation (`AllMatch`: its names; `Derived`:
    /// `from` then `to`); `None` for a name the syntax does not declare.
    pub(crate) relations: Box<[SmallVec<[Option<Named>; 3]>]>,
}

/// A value an op syntax declares, by kind and index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Named {
    /// Operand declaration `i`.
    Operand(usize),
    /// Result declaration `i`.
    Result(usize),
    /// Attribute declaration `i`.
    Attr(usize),
}

/// The value of `syntax` named `name`.
fn named(syntax: &OpSyntax, name: &str) -> Option<Named> {
    if let Some((i, _)) = syntax.operand_named(name) {
        return Some(Named::Operand(i));
    }
    if let Some((i, _)) = syntax.result_named(name) {
        return Some(Named::Result(i));
    }
    syntax
        .attributes
        .iter()
        .position(|d| &*d.name == name)
        .map(Named::Attr)
}

impl RegisteredOp {
    /// The operation `full` of `ctx`'s registry, if it has a custom syntax.
    pub(crate) fn find(ctx: &mut Context, full: &str) -> Option<RegisteredOp> {
        let def = ctx.registry().get(full)?;
        let syntax = def.syntax.clone()?;
        if syntax.hand_written.is_none() && syntax.format.is_none() {
            return None;
        }
        let attr_is_prop = syntax
            .attributes
            .iter()
            .map(|a| {
                def.properties
                    .as_ref()
                    .is_none_or(|ps| ps.iter().any(|x| x.name == a.name))
            })
            .collect();
        let attr_names = syntax
            .attributes
            .iter()
            .map(|a| ctx.symbol(&a.name))
            .collect();
        let relations: Box<[SmallVec<[Option<Named>; 3]>]> = syntax
            .type_relations
            .iter()
            .map(|rel| match rel {
                TypeRelation::AllMatch(names) => names.iter().map(|n| named(&syntax, n)).collect(),
                TypeRelation::Derived { from, to, .. } => {
                    [from, to].iter().map(|n| named(&syntax, n)).collect()
                }
            })
            .collect();
        let attr_types_others = (0..syntax.attributes.len())
            .map(|i| {
                let a = Some(Named::Attr(i));
                syntax
                    .type_relations
                    .iter()
                    .zip(&*relations)
                    .any(|(rel, names)| match rel {
                        TypeRelation::AllMatch(_) => names.contains(&a),
                        TypeRelation::Derived { .. } => names[0] == a,
                    })
            })
            .collect();
        let format = match (&syntax.hand_written, &syntax.format) {
            (None, Some(_)) => Some(compiled(&syntax)),
            _ => None,
        };
        Some(RegisteredOp {
            full: full.into(),
            name: ctx.symbol(full),
            syntax,
            format,
            attr_names,
            attr_is_prop,
            attr_types_others,
            relations,
        })
    }
}

/// The compiled format of `syntax` (compiled on first use, then cached), or why it cannot
/// be used.
pub(crate) fn compiled(syntax: &Arc<OpSyntax>) -> Arc<Result<Format, String>> {
    type Cache = FxHashMap<usize, (Arc<OpSyntax>, Arc<Result<Format, String>>)>;
    static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));
    let key = Arc::as_ptr(syntax) as usize;
    if let Ok(cache) = CACHE.lock() {
        if let Some((_, f)) = cache.get(&key) {
            return f.clone();
        }
    }
    let result = Arc::new(match &syntax.format {
        Some(text) => compile(text, syntax),
        None => Err("no assembly format".into()),
    });
    if let Ok(mut cache) = CACHE.lock() {
        // The syntax is kept alive with its entry, so that its address is not reused.
        cache.insert(key, (syntax.clone(), result.clone()));
    }
    result
}

/// Compiles format `text` against `syntax`.
pub(crate) fn compile(text: &str, syntax: &OpSyntax) -> Result<Format, String> {
    let toks = lex(text)?;
    let mut c = Compiler {
        toks: &toks,
        pos: 0,
        syntax,
        used_attrs: Vec::new(),
        all_operands: false,
    };
    let elems = c.elems(false)?;
    if c.pos != toks.len() {
        return Err(format!("unexpected '{}' in format", toks[c.pos].text()));
    }
    Ok(Format {
        elems,
        used_attrs: c.used_attrs,
        all_operands: c.all_operands,
    })
}

/// A token of the format language.
#[derive(Clone, Debug, PartialEq, Eq)]
enum FTok {
    /// `` `text` ``.
    Literal(String),
    /// `$name`.
    Var(String),
    /// A keyword (`attr-dict`, `type`...).
    Word(String),
    /// One punctuation character.
    Punct(char),
}

impl FTok {
    fn text(&self) -> String {
        match self {
            FTok::Literal(s) => format!("`{s}`"),
            FTok::Var(s) => format!("${s}"),
            FTok::Word(s) => s.clone(),
            FTok::Punct(c) => c.to_string(),
        }
    }
}

fn lex(text: &str) -> Result<Vec<FTok>, String> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'`' {
            let end = text[i + 1..]
                .find('`')
                .ok_or("unterminated literal in format")?;
            out.push(FTok::Literal(text[i + 1..i + 1 + end].to_string()));
            i += end + 2;
        } else if c == b'$' || c.is_ascii_alphabetic() || c == b'_' {
            let start = if c == b'$' { i + 1 } else { i };
            let mut j = start;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'-') {
                j += 1;
            }
            let word = text[start..j].to_string();
            out.push(if c == b'$' {
                FTok::Var(word)
            } else {
                FTok::Word(word)
            });
            i = j;
        } else if b"()?^:,<>".contains(&c) {
            out.push(FTok::Punct(c as char));
            i += 1;
        } else {
            return Err(format!("unexpected character '{}' in format", c as char));
        }
    }
    Ok(out)
}

struct Compiler<'a> {
    toks: &'a [FTok],
    pos: usize,
    syntax: &'a OpSyntax,
    used_attrs: Vec<usize>,
    all_operands: bool,
}

/// A variable resolved against the syntax.
enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

impl Compiler<'_> {
    fn peek(&self) -> Option<&FTok> {
        self.toks.get(self.pos)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.peek() == Some(&FTok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> Result<(), String> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(format!("expected '{c}' in format"))
        }
    }

    fn var(&self, name: &str) -> Result<Var, String> {
        let s = self.syntax;
        let find = |list: &[crate::ir::ArgDecl]| list.iter().position(|d| &*d.name == name);
        if let Some(i) = find(&s.operands) {
            return Ok(Var::Operand(i));
        }
        if let Some(i) = find(&s.results) {
            return Ok(Var::Result(i));
        }
        if let Some(i) = s.attributes.iter().position(|d| &*d.name == name) {
            return Ok(Var::Attr(i));
        }
        if let Some(i) = find(&s.regions) {
            return Ok(Var::Region(i));
        }
        if let Some(i) = find(&s.successors) {
            return Ok(Var::Successor(i));
        }
        Err(format!("format refers to unknown variable '${name}'"))
    }

    /// Elements up to a `)` (inside a group) or the end.
    fn elems(&mut self, in_group: bool) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        while let Some(t) = self.peek() {
            if in_group && *t == FTok::Punct(')') {
                break;
            }
            out.push(self.elem()?.0);
        }
        Ok(out)
    }

    /// One element, and the anchor it declares (`^`), if any.
    fn elem(&mut self) -> Result<(Elem, Option<Anchor>), String> {
        let t = self.peek().cloned().ok_or("unexpected end of format")?;
        self.pos += 1;
        let (elem, anchor) = match t {
            FTok::Literal(s) => {
                let e = match s.as_str() {
                    "" => Elem::Space(false),
                    " " => Elem::Space(true),
                    "\\n" => Elem::Newline,
                    _ => Elem::Literal(s.into()),
                };
                (e, None)
            }
            FTok::Var(name) => match self.var(&name)? {
                Var::Operand(i) => (Elem::Operand(i), Some(Anchor::Operand(i))),
                Var::Attr(i) => {
                    self.used_attrs.push(i);
                    (Elem::Attr(i, false), Some(Anchor::Attr(i)))
                }
                Var::Region(i) => (Elem::Region(i), Some(Anchor::Region(i))),
                Var::Successor(i) => (Elem::Successor(i), Some(Anchor::Successor(i))),
                Var::Result(_) => return Err(format!("result '${name}' outside type(..)")),
            },
            FTok::Punct('(') => return self.group().map(|e| (e, None)),
            FTok::Word(w) => self.directive(&w)?,
            other => return Err(format!("unexpected '{}' in format", other.text())),
        };
        if self.eat_punct('^') {
            let anchor = anchor.ok_or("'^' after an element that cannot anchor a group")?;
            return Ok((elem, Some(anchor)));
        }
        Ok((elem, None))
    }

    fn directive(&mut self, w: &str) -> Result<(Elem, Option<Anchor>), String> {
        Ok(match w {
            "attr-dict" => (Elem::AttrDict(false), None),
            "attr-dict-with-keyword" => (Elem::AttrDict(true), None),
            "prop-dict" => (Elem::PropDict, None),
            "operands" => {
                self.all_operands = true;
                (Elem::Operands, None)
            }
            "regions" => (Elem::Regions, None),
            "successors" => (Elem::Successors, None),
            "type" => {
                self.expect_punct('(')?;
                let (arg, anchor) = self.type_arg()?;
                self.expect_punct(')')?;
                (Elem::Type(arg), anchor)
            }
            "qualified" => {
                self.expect_punct('(')?;
                let (inner, anchor) = self.elem()?;
                self.expect_punct(')')?;
                let e = match inner {
                    Elem::Attr(i, _) => Elem::Attr(i, true),
                    e @ Elem::Type(_) => e,
                    _ => {
                        return Err(
                            "qualified(..) of something else than an attribute or type".into()
                        )
                    }
                };
                (e, anchor)
            }
            "functional-type" => {
                self.expect_punct('(')?;
                let (a, _) = self.type_arg()?;
                self.expect_punct(',')?;
                let (b, _) = self.type_arg()?;
                self.expect_punct(')')?;
                (Elem::FunctionalType(a, b), None)
            }
            "custom" => {
                self.expect_punct('<')?;
                let name = match self.peek().cloned() {
                    Some(FTok::Word(n)) => n,
                    _ => return Err("expected a name in custom<..>".into()),
                };
                self.pos += 1;
                self.expect_punct('>')?;
                self.expect_punct('(')?;
                let mut args = Vec::new();
                if !self.eat_punct(')') {
                    loop {
                        args.push(self.custom_arg()?);
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                    self.expect_punct(')')?;
                }
                (Elem::Custom(name.into(), args), None)
            }
            _ => return Err(format!("unknown directive '{w}' in format")),
        })
    }

    fn custom_arg(&mut self) -> Result<CustomArg, String> {
        let t = self.peek().cloned().ok_or("unexpected end of format")?;
        self.pos += 1;
        Ok(match t {
            FTok::Var(name) => match self.var(&name)? {
                Var::Operand(i) => CustomArg::Operand(i),
                Var::Attr(i) => {
                    self.used_attrs.push(i);
                    CustomArg::Attr(i)
                }
                Var::Region(i) => CustomArg::Region(i),
                Var::Successor(i) => CustomArg::Successor(i),
                Var::Result(_) => return Err(format!("result '${name}' outside type(..)")),
            },
            FTok::Word(w) if w == "type" => {
                self.expect_punct('(')?;
                let (a, _) = self.type_arg()?;
                self.expect_punct(')')?;
                CustomArg::Type(a)
            }
            FTok::Word(w) if w == "ref" => {
                self.expect_punct('(')?;
                let inner = self.custom_arg()?;
                self.expect_punct(')')?;
                CustomArg::Ref(Box::new(inner))
            }
            FTok::Word(w) if w == "attr-dict" => CustomArg::AttrDict,
            other => return Err(format!("unexpected '{}' in custom<..>", other.text())),
        })
    }

    fn type_arg(&mut self) -> Result<(TypeArg, Option<Anchor>), String> {
        let t = self.peek().cloned().ok_or("unexpected end of format")?;
        self.pos += 1;
        let r = match t {
            FTok::Var(name) => match self.var(&name)? {
                Var::Operand(i) => (TypeArg::Operand(i), Some(Anchor::Operand(i))),
                Var::Result(i) => (TypeArg::Result(i), Some(Anchor::Result(i))),
                _ => return Err(format!("type(..) of '${name}', not an operand or result")),
            },
            FTok::Word(w) if w == "operands" => (TypeArg::Operands, None),
            FTok::Word(w) if w == "results" => (TypeArg::Results, None),
            other => return Err(format!("unexpected '{}' in type(..)", other.text())),
        };
        Ok(r)
    }

    /// An optional group, its `(` read.
    fn group(&mut self) -> Result<Elem, String> {
        let mut then = Vec::new();
        let mut anchor = None;
        while self.peek().is_some_and(|t| *t != FTok::Punct(')')) {
            let (e, a) = self.elem_with_anchor()?;
            if let Some(a) = a {
                if anchor.replace(a).is_some() {
                    return Err("optional group with more than one anchor".into());
                }
            }
            then.push(e);
        }
        self.expect_punct(')')?;
        let mut els = Vec::new();
        if self.eat_punct(':') {
            self.expect_punct('(')?;
            els = self.elems(true)?;
            self.expect_punct(')')?;
        }
        self.expect_punct('?')?;
        let anchor = anchor.ok_or("optional group without an anchor ('^')")?;
        if then.is_empty() {
            return Err("empty optional group".into());
        }
        Ok(Elem::Optional { then, els, anchor })
    }

    /// An element of a group: its anchor only when marked with `^`.
    fn elem_with_anchor(&mut self) -> Result<(Elem, Option<Anchor>), String> {
        let start = self.pos;
        let (e, a) = self.elem()?;
        let marked = self.pos > start && self.toks[self.pos - 1] == FTok::Punct('^');
        Ok((e, if marked { a } else { None }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{ArgDecl, Arity, AttrDecl, AttrSyntax};

    #[test]
    fn formats_compile_against_their_syntax() {
        let s = OpSyntax::new()
            .operand(ArgDecl::new("lhs", Arity::Single))
            .operand(ArgDecl::new("rhs", Arity::Single))
            .result(ArgDecl::new("result", Arity::Single))
            .attribute(AttrDecl::new(
                "overflowFlags",
                AttrSyntax::Stripped {
                    name: "arith.overflow".into(),
                },
            ));
        let f = compile(
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            &s,
        )
        .unwrap();
        assert_eq!(f.elems.len(), 7);
        assert_eq!(f.used_attrs, vec![0]);
        assert!(matches!(
            &f.elems[3],
            Elem::Optional { anchor: Anchor::Attr(0), then, .. } if then.len() == 3
        ));
        assert_eq!(f.elems[6], Elem::Type(TypeArg::Result(0)));
        assert!(compile("$nope", &s).is_err());
        assert!(compile("($lhs)?", &s).is_err());
        assert!(compile("`x", &s).is_err());
    }
}
