//! The hand-written readers against `mlir-opt-22`'s generic form of
//! `tests/corpus/custom-hand`, through a test-only dialect hook (the terminators
//! `scf.yield` and `scf.condition`, whose custom forms come from their assembly formats,
//! are read here by a stand-in).

use super::hand_syntax::HAND_WRITTEN;
use crate::ir::{Context, Ir, OpId};
use crate::text::parser::{DialectSyntax, PResult, Parser};
use crate::text::{ParseError, Tok};

fn dispatch(p: &mut Parser<'_>, written: &str, full: &str) -> PResult<OpId> {
    if let Some((_, f, _)) = HAND_WRITTEN.iter().find(|(n, _, _)| *n == full) {
        return f(p, written, full);
    }
    match full {
        "arith.constant" => (super::arith_syntax::DIALECT.parse_op)(p, written, full),
        "scf.yield" | "scf.condition" | "memref.atomic_yield" | "memref.alloca_scope.return" => {
            terminator(p, full)
        }
        _ => Err(ParseError::new(
            p.tok.start,
            format!("no reader for {full}"),
        )),
    }
}

/// `scf.yield [%v, ... : T, ...]`, `scf.condition(%c) [%v, ... : T, ...]`.
fn terminator(p: &mut Parser<'_>, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let mut operands = Vec::new();
    if full == "scf.condition" {
        p.expect_tok(Tok::LParen, "'('")?;
        let c = p.parse_use()?;
        p.expect_tok(Tok::RParen, "')'")?;
        let i1 = p.ir.ctx.intern_type(crate::ir::TypeKind::int(1));
        operands.push(p.resolve(&c, i1)?);
    }
    let uses = p.parse_use_list(Tok::Colon)?;
    if !uses.is_empty() {
        p.expect_tok(Tok::Colon, "':'")?;
        let types = p.parse_type_list()?;
        operands.extend(p.resolve_all(&uses, &types)?);
    }
    let op = p.create_custom_op(full, loc, &[], 0);
    p.finish_custom_op(op, loc, &operands, Vec::new())
}

const TEST_DIALECTS: &[DialectSyntax] = &[
    DialectSyntax {
        name: "scf",
        parse_op: dispatch,
    },
    DialectSyntax {
        name: "arith",
        parse_op: dispatch,
    },
    DialectSyntax {
        name: "memref",
        parse_op: dispatch,
    },
];

/// Reads `src` with the core dialects and the test hook.
fn read(src: &str) -> Result<Ir, ParseError> {
    let mut ctx = Context::new();
    super::register_core(&mut ctx);
    let mut p = Parser::with_dialects(src, Ir::with_context(ctx), TEST_DIALECTS);
    p.parse_file()?;
    let ir = p.ir;
    ir.verify().map_err(|e| ParseError::new(0, e.message))?;
    Ok(ir)
}

fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/custom-hand")
}

/// Every file of the corpus (except those using operations outside the hook) reads into
/// what mlir-opt-22 prints in generic form.
#[test]
fn hand_written_readers_match_mlir_generic_form() {
    let mut failures = Vec::new();
    let mut n = 0;
    for entry in std::fs::read_dir(corpus_dir()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if !name.ends_with(".mlir") || name.contains(".custom.") || name.contains(".generic.") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        if src.contains("cf.br") {
            continue;
        }
        n += 1;
        let golden = std::fs::read_to_string(path.with_extension("generic.mlir")).unwrap();
        match read(&src) {
            Ok(ir) => {
                let out = crate::text::print(&ir);
                if out != golden {
                    failures.push(format!("{name}:\n{out}\nexpected:\n{golden}"));
                }
            }
            Err(e) => failures.push(format!("{name}: {}", e.render(&name, &src))),
        }
    }
    assert!(n >= 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every file of `custom-hand-errors` fails to read with mlir-opt-22's first error.
#[test]
fn hand_written_readers_report_mlir_errors() {
    let dir = corpus_dir().with_file_name("custom-hand-errors");
    let mut failures = Vec::new();
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if !name.ends_with(".mlir") {
            continue;
        }
        n += 1;
        let src = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("mlir-error")).unwrap();
        match read(&src) {
            Ok(_) => failures.push(format!("{name}: accepted")),
            Err(e) => {
                let got = e.render(&name, &src);
                let got = got.lines().next().unwrap_or("");
                if got != expected.trim_end() {
                    failures.push(format!(
                        "{name}:\n  got      {got}\n  expected {}",
                        expected.trim_end()
                    ));
                }
            }
        }
    }
    assert!(n >= 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
