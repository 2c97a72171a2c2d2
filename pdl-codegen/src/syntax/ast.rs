//! The syntax tree of PDLL, as the parser reads it (before names and kinds are checked).

use crate::diag::Span;

/// A PDLL module: its declarations in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// Top-level declarations.
    pub decls: Vec<Decl>,
}

/// A top-level declaration.
#[derive(Clone, Debug, PartialEq)]
pub enum Decl {
    /// `Pattern [name] [with benefit(N), recursion] { ... }` or `=> stmt;`
    Pattern(PatternDecl),
    /// `Constraint Name(args) [-> results] { ... }` / `[{ code }]` / `;`
    Constraint(CallableDecl),
    /// `Rewrite Name(args) [-> results] { ... }` / `[{ code }]` / `;`
    Rewrite(CallableDecl),
    /// `#include "file.pdll"` (resolved by the file loader).
    Include {
        /// The file named.
        path: String,
        /// Where the directive is.
        span: Span,
    },
    /// The operations an included `.td` file defines (put by the file loader in place of
    /// its `#include`; see `pdll::ods`).
    Ods(Vec<super::pdll::ods::OdsOpDef>),
}

/// A pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternDecl {
    /// Its name, if any.
    pub name: Option<(String, Span)>,
    /// `with benefit(N)`.
    pub benefit: Option<(u64, Span)>,
    /// `with recursion`.
    pub recursion: bool,
    /// The body (the `=>` form is one statement).
    pub body: Vec<Stmt>,
    /// Where the `Pattern` keyword is.
    pub span: Span,
}

/// A user constraint or rewrite.
#[derive(Clone, Debug, PartialEq)]
pub struct CallableDecl {
    /// Its name.
    pub name: String,
    /// Arguments: name and type constraint.
    pub args: Vec<VarDecl>,
    /// Results (named or not) with their type constraints.
    pub results: Vec<VarDecl>,
    /// A PDLL body, or `None` for a native declaration (with or without a code block).
    pub body: Option<Vec<Stmt>>,
    /// Native code, if given in `[{ ... }]`.
    pub code: Option<String>,
    /// Where its name is.
    pub span: Span,
}

/// `name: Constraint` (arguments, results, `let` and inline declarations).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// The name (`_` for none).
    pub name: String,
    /// The type constraints (`Value`, `Op<dialect.name>`, a user constraint, ...).
    pub constraints: Vec<ConstraintRef>,
    /// Where the name is.
    pub span: Span,
}

/// A type constraint on a variable.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstraintRef {
    /// `Attr`, `Op`, `Type`, `TypeRange`, `Value`, `ValueRange`, with an optional `<...>`:
    /// an operation name for `Op`, a type expression for `Value`/`ValueRange`/`Attr`.
    Core {
        /// The keyword.
        kind: String,
        /// `Op<dialect.name>`.
        op_name: Option<String>,
        /// `Value<ty>` / `Attr<ty>`.
        type_expr: Option<Box<Expr>>,
        /// Where it is.
        span: Span,
    },
    /// A user-defined constraint, by name.
    User(String, Span),
    /// An inline constraint `Constraint(v: Value) { ... }` applied to the variable.
    Inline(Box<CallableDecl>, Span),
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `let decl [= expr];`
    Let {
        /// The declared variable.
        var: VarDecl,
        /// Its initializer.
        init: Option<Expr>,
        /// Where `let` is.
        span: Span,
    },
    /// `replace root with value;` / `with (a, b);`
    Replace {
        /// The operation replaced.
        root: Expr,
        /// Replacement values (one operation, or values).
        with: Vec<Expr>,
        /// Whether they were written in parentheses (`with (v, ...)`): an operation there
        /// takes no result types from the root (it is not in MLIR's replacement context).
        listed: bool,
        /// Where `replace` is.
        span: Span,
    },
    /// `erase root;`
    Erase {
        /// The operation erased.
        root: Expr,
        /// Where `erase` is.
        span: Span,
    },
    /// `rewrite root with { ... };`
    Rewrite {
        /// The root operation.
        root: Expr,
        /// The rewrite body.
        body: Vec<Stmt>,
        /// Where `rewrite` is.
        span: Span,
    },
    /// `return expr;`
    Return(Expr, Span),
    /// An expression statement (calls, comparisons that must hold).
    Expr(Expr),
    /// A constraint or rewrite declared inside a body (`Constraint Name(...) { ... };`,
    /// or an anonymous `Constraint(...) { ... };`).
    Decl {
        /// The declaration (an empty name for an anonymous one).
        decl: CallableDecl,
        /// Whether it is a `Rewrite`.
        is_rewrite: bool,
        /// Where the `Constraint`/`Rewrite` keyword is.
        span: Span,
    },
}

/// A binary operator of seed 001.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// Whether the operator is arithmetic (not allowed as a statement of its own).
    pub fn is_arithmetic(self) -> bool {
        matches!(
            self,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem
        )
    }

    /// The name of the builtin native function that implements the operator.
    pub fn builtin_name(self) -> &'static str {
        match self {
            BinOp::Add => "__builtin_add",
            BinOp::Sub => "__builtin_sub",
            BinOp::Mul => "__builtin_mul",
            BinOp::Div => "__builtin_div",
            BinOp::Rem => "__builtin_rem",
            BinOp::Eq => "__builtin_eq",
            BinOp::Ne => "__builtin_ne",
            BinOp::Lt => "__builtin_lt",
            BinOp::Le => "__builtin_le",
            BinOp::Gt => "__builtin_gt",
            BinOp::Ge => "__builtin_ge",
            BinOp::And => "__builtin_and",
            BinOp::Or => "__builtin_or",
        }
    }
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A variable reference (or `_`).
    Ref(String, Span),
    /// An inline variable declaration `name: Constraint` (in operand lists, etc.).
    Decl(VarDecl),
    /// `op<name>(operands) {attrs} -> (types)`; `None` lists are omitted ones.
    Op {
        /// The operation name, if given.
        name: Option<String>,
        /// Operands, if a list was written.
        operands: Option<Vec<Expr>>,
        /// Attributes by name.
        attributes: Vec<(String, Expr)>,
        /// Result types, if a list was written.
        results: Option<Vec<Expr>>,
        /// Where `op` is.
        span: Span,
    },
    /// `attr<"...">`
    Attr(String, Span),
    /// `type<"...">`
    Type(String, Span),
    /// `callee(args)`
    Call {
        /// The constraint or rewrite called.
        callee: String,
        /// Arguments.
        args: Vec<Expr>,
        /// Whether it is negated with `not`.
        negated: bool,
        /// Where the callee is.
        span: Span,
    },
    /// `expr.member` (a result index or a tuple element name).
    Member(Box<Expr>, String, Span),
    /// `(a, b)` / `(name = a, ...)`
    Tuple(Vec<(Option<String>, Expr)>, Span),
    /// A binary operator of seed 001.
    Binary(BinOp, Box<Expr>, Box<Expr>, Span),
    /// Unary `-` (seed 001).
    Neg(Box<Expr>, Span),
    /// Logical `!` (seed 001).
    Not(Box<Expr>, Span),
    /// An inline constraint or rewrite applied at once:
    /// `Constraint(op: Op) { ... }(root)` / `Rewrite(v: Value) -> Op { ... }(v)`.
    Lambda {
        /// The inline declaration (its name is empty).
        decl: Box<CallableDecl>,
        /// Whether it is a `Rewrite`.
        is_rewrite: bool,
        /// The arguments it is applied to.
        args: Vec<Expr>,
        /// Where it starts.
        span: Span,
    },
}

impl Expr {
    /// Where the expression is.
    pub fn span(&self) -> Span {
        match self {
            Expr::Ref(_, s)
            | Expr::Attr(_, s)
            | Expr::Type(_, s)
            | Expr::Member(_, _, s)
            | Expr::Tuple(_, s)
            | Expr::Binary(_, _, _, s)
            | Expr::Neg(_, s)
            | Expr::Not(_, s) => *s,
            Expr::Decl(v) => v.span,
            Expr::Op { span, .. } | Expr::Call { span, .. } | Expr::Lambda { span, .. } => *span,
        }
    }
}
