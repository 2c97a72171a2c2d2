//! The `pdl_interp` reader: MLIR's own output of `--convert-pdl-to-pdl-interp` (custom
//! syntax) reads to the program whose generic print is MLIR's generic print, byte for byte;
//! generic goldens read back to themselves; hand-written matchers from MLIR's tests read;
//! malformed input gives located diagnostics. One test per golden (the build script lists
//! the corpus files).

use std::path::{Path, PathBuf};

use crate::program::print as interp_text;
use crate::program::read::{parse_pdl_interp, parse_pdl_interp_named};
use crate::program::Op;
use crate::program::Program;

fn dir(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// Files of `dir` whose names end with `suffix`, sorted.
fn files(d: &str, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir(d))
        .unwrap_or_else(|e| panic!("{d}: {e}"))
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(suffix))
        })
        .collect();
    v.sort();
    v
}

fn name_of(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("?")
        .to_string()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Reads `src` and prints it back in generic form; a failure is the rendered diagnostic.
fn reprint(src: &str, name: &str) -> Result<String, String> {
    let (prog, module) = parse_pdl_interp_named(src, name).map_err(|d| d[0].render(name, src))?;
    Ok(interp_text::print(&prog, module.as_deref()))
}

fn dump(stem: &str, text: &str) {
    if let Ok(d) = std::env::var("PDL_INTERP_DUMP") {
        let _ = std::fs::write(Path::new(&d).join(format!("{stem}.ours.mlir")), text);
    }
}

macro_rules! pdl_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDL corpus files, as the build script listed them (checked against the folder
        /// by `pdl_corpus.rs`).
        const PDL_FILES: &[&str] = &[$($file),*];

        /// MLIR's custom print of each file's lowering (`NAME.interp.mlir`) reads to the
        /// program whose generic print is MLIR's (`NAME.interp.generic.mlir`).
        mod custom_syntax_reads_to_mlirs_generic_print {
            $(#[test]
            fn $name() {
                super::custom_syntax_reads_to_mlirs_generic_print($file);
            })*
        }

        /// Each generic golden `NAME.interp.generic.mlir` reads back to itself.
        mod generic_goldens_read_back_to_themselves {
            $(#[test]
            fn $name() {
                super::reads_back_to_itself("tests/corpus/pdl", $file, ".mlir", ".interp.generic.mlir");
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl.rs"));

macro_rules! pdll_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDLL corpus files, as the build script listed them (checked against the folder
        /// by `pdll_corpus.rs`).
        const PDLL_FILES: &[&str] = &[$($file),*];

        /// Each generic golden `NAME.pdll-interp.mlir` reads back to itself.
        mod pdll_interp_goldens_read_back_to_themselves {
            $(#[test]
            fn $name() {
                super::reads_back_to_itself("tests/corpus/pdll", $file, ".pdll", ".pdll-interp.mlir");
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdll.rs"));

/// `NAME.EXT` of `names` as `NAME.NEW_EXT`.
fn with_suffix(names: &[&str], ext: &str, new_ext: &str) -> Vec<String> {
    names
        .iter()
        .map(|n| format!("{}{new_ext}", n.strip_suffix(ext).unwrap_or(n)))
        .collect()
}

#[test]
fn every_lowering_golden_has_its_tests() {
    let names = |fs: Vec<PathBuf>| fs.iter().map(|f| name_of(f)).collect::<Vec<_>>();
    let custom = names(files("tests/corpus/pdl", ".interp.mlir"));
    assert!(custom.len() >= 40, "only {} files", custom.len());
    assert_eq!(custom, with_suffix(PDL_FILES, ".mlir", ".interp.mlir"));
    let generic = names(files("tests/corpus/pdl", ".interp.generic.mlir"));
    assert_eq!(
        generic,
        with_suffix(PDL_FILES, ".mlir", ".interp.generic.mlir")
    );
    let pdll = names(files("tests/corpus/pdll", ".pdll-interp.mlir"));
    assert_eq!(pdll, with_suffix(PDLL_FILES, ".pdll", ".pdll-interp.mlir"));
    assert!(
        generic.len() + pdll.len() >= 70,
        "only {} files",
        generic.len() + pdll.len()
    );
}

fn custom_syntax_reads_to_mlirs_generic_print(file: &str) {
    let stem = file.trim_end_matches(".mlir");
    let f = dir("tests/corpus/pdl").join(format!("{stem}.interp.mlir"));
    let name = name_of(&f);
    let golden_path = f.with_file_name(name.replace(".interp.mlir", ".interp.generic.mlir"));
    let golden = read(&golden_path);
    match reprint(&read(&f), &name) {
        Ok(ours) if ours == golden => {}
        Ok(ours) => {
            dump(&name, &ours);
            panic!("{name}: differs from {}", name_of(&golden_path));
        }
        Err(e) => panic!("{e}"),
    }
}

/// The golden `NAME.NEW_EXT` of corpus file `NAME.EXT` of `folder` reads back to itself.
fn reads_back_to_itself(folder: &str, file: &str, ext: &str, new_ext: &str) {
    let f = dir(folder).join(format!("{}{new_ext}", file.trim_end_matches(ext)));
    let name = name_of(&f);
    let golden = read(&f);
    match reprint(&golden, &name) {
        Ok(ours) if ours == golden => {}
        Ok(ours) => {
            dump(&name, &ours);
            panic!("{name}: does not read back to itself");
        }
        Err(e) => panic!("{e}"),
    }
}

/// All operations of the program's matcher and rewriters, nested regions included.
fn all_ops(prog: &Program) -> Vec<&Op> {
    let mut out = Vec::new();
    let mut regions = vec![prog.matcher.body];
    regions.extend(prog.rewriters.iter().map(|f| f.body));
    while let Some(r) = regions.pop() {
        for &b in &prog.region(r).blocks {
            for op in &prog.block(b).ops {
                if let Op::Foreach { body, .. } = op {
                    regions.push(*body);
                }
                out.push(op);
            }
        }
    }
    out
}

fn parse_file(p: &Path) -> (Program, Option<String>) {
    let src = read(p);
    let name = name_of(p);
    parse_pdl_interp_named(&src, &name).unwrap_or_else(|d| panic!("{}", d[0].render(&name, &src)))
}

#[test]
fn matchers_from_mlirs_bytecode_tests_read() {
    let inputs = files("tests/data/pdl_interp", ".mlir");
    assert!(inputs.len() >= 5, "only {} files", inputs.len());
    for f in &inputs {
        let name = name_of(f);
        let (prog, module) = parse_file(f);
        assert_eq!(module.as_deref(), Some("patterns"), "{name}");
        assert!(!prog.patterns.is_empty(), "{name}: no pattern");
        // The generic print reads back to itself.
        let printed = interp_text::print(&prog, module.as_deref());
        let again = reprint(&printed, &name).unwrap_or_else(|e| panic!("{e}\n{printed}"));
        assert_eq!(again, printed, "{name}");
    }
}

#[test]
fn hand_written_matchers_keep_what_they_say() {
    let data = |n: &str| parse_file(&dir("tests/data/pdl_interp").join(n)).0;

    let prog = data("record_match_benefit.mlir");
    let pats: Vec<(u16, &str)> = prog
        .patterns
        .iter()
        .map(|p| (p.benefit, prog.rewriters[p.rewriter].name.as_str()))
        .collect();
    assert_eq!(pats, [(1, "failure"), (2, "success")]);
    let matched: Vec<(usize, usize)> = all_ops(&prog)
        .into_iter()
        .filter_map(|op| match op {
            Op::RecordMatch {
                pattern, rewriter, ..
            } => Some((*pattern, *rewriter)),
            _ => None,
        })
        .collect();
    assert_eq!(matched, [(0, 0), (1, 1)]);

    let prog = data("branch.mlir");
    assert!(all_ops(&prog)
        .iter()
        .any(|op| matches!(op, Op::Branch { .. })));
    assert!(interp_text::print(&prog, None).contains("\"pdl_interp.branch\"()[^bb"));

    let prog = data("apply_constraint_negated.mlir");
    assert!(all_ops(&prog).iter().any(|op| matches!(
        op,
        Op::ApplyConstraint { negated: true, name, .. } if name == "single_entity_constraint"
    )));

    let prog = data("create_operation_inferred.mlir");
    assert!(all_ops(&prog).iter().any(|op| matches!(
        op,
        Op::CreateOperation { inferred_result_types: true, attributes, types, .. }
            if attributes.len() == 1 && types.is_empty()
    )));

    let prog = data("apply_rewrite_ranges.mlir");
    assert!(all_ops(&prog)
        .iter()
        .any(|op| matches!(op, Op::ApplyRewrite { results, .. } if results.len() == 2)));

    let prog = data("foreach_nested.mlir");
    let loops = all_ops(&prog)
        .iter()
        .filter(|op| matches!(op, Op::Foreach { .. }))
        .count();
    assert_eq!(loops, 2);

    let prog = data("switch_operand_count.mlir");
    let cases: Vec<Vec<u32>> = all_ops(&prog)
        .into_iter()
        .filter_map(|op| match op {
            Op::SwitchOperandCount { cases, dests, .. } => {
                assert_eq!(cases.len(), dests.len());
                Some(cases.clone())
            }
            _ => None,
        })
        .collect();
    assert_eq!(cases, [vec![0, 1], vec![0, 2]]);
}

/// A patterns module whose matcher's entry block holds `body` (from line 3, column 5), then
/// `^end: finalize`, with one rewriter `@success(%root: !pdl.operation)`.
fn module(body: &str) -> String {
    format!(
        r#"module @patterns {{
  pdl_interp.func @matcher(%root: !pdl.operation) {{
    {body}
  ^end:
    pdl_interp.finalize
  }}
  module @rewriters {{
    pdl_interp.func @success(%root: !pdl.operation) {{
      pdl_interp.erase %root
      pdl_interp.finalize
    }}
  }}
}}
"#
    )
}

/// The headline of the first diagnostic for `src`.
fn first_error(src: &str) -> String {
    match parse_pdl_interp(src, "t.mlir") {
        Ok(_) => panic!("accepted:\n{src}"),
        Err(d) => d[0].headline("t.mlir", src),
    }
}

/// `t.mlir:L:C: error: msg` for the first occurrence of `at` (after `after` bytes) in `src`.
fn at(src: &str, needle: &str, after: usize, msg: &str) -> String {
    let off = after
        + src[after..]
            .find(needle)
            .unwrap_or_else(|| panic!("{needle} not in\n{src}"));
    let line = src[..off].matches('\n').count() + 1;
    let col = off - src[..off].rfind('\n').map_or(0, |p| p + 1) + 1;
    format!("t.mlir:{line}:{col}: error: {msg}")
}

#[test]
fn malformed_custom_syntax_gives_located_diagnostics() {
    let check = |body: &str, needle: &str, after: usize, msg: &str| {
        let src = module(body);
        let base = src.find(body).unwrap_or(0);
        assert_eq!(
            first_error(&src),
            at(&src, needle, base + after, msg),
            "{src}"
        );
    };
    // Unknown operation.
    check(
        "pdl_interp.frobnicate of %root -> ^end",
        "pdl_interp.frobnicate",
        0,
        "custom op 'pdl_interp.frobnicate' is unknown (expected a pdl_interp operation)",
    );
    // Missing successor: reported just after the previous token, as MLIR does.
    let body = r#"pdl_interp.check_operation_name of %root is "test.op" -> ^end"#;
    assert_eq!(
        first_error(&module(body)),
        format!("t.mlir:3:{}: error: expected ','", 5 + body.len())
    );
    let body = r#"pdl_interp.check_operation_name of %root is "test.op" -> ^end,"#;
    assert_eq!(
        first_error(&module(&format!("{body}\n    pdl_interp.finalize"))),
        format!("t.mlir:3:{}: error: expected block name", 5 + body.len())
    );
    // Undefined value.
    check(
        "%0 = pdl_interp.get_result 0 of %nope\n    pdl_interp.is_not_null %0 : !pdl.value -> ^end, ^end",
        "%nope",
        0,
        "use of undeclared SSA value name",
    );
    // Undefined block.
    check(
        r#"pdl_interp.check_operation_name of %root is "test.op" -> ^nowhere, ^end"#,
        "^nowhere",
        0,
        "reference to an undefined block",
    );
    // Bad types.
    check(
        "pdl_interp.is_not_null %root : i32 -> ^end, ^end",
        "i32",
        0,
        "expected a PDL type (!pdl.operation, !pdl.value, !pdl.type, !pdl.attribute or !pdl.range<...>), got 'i32'",
    );
    check(
        "pdl_interp.is_not_null %root : !pdl.range<attribute> -> ^end, ^end",
        "!pdl.range",
        0,
        "expected a PDL type (!pdl.operation, !pdl.value, !pdl.type, !pdl.attribute or !pdl.range<...>), got '!pdl.range<attribute>'",
    );
    check(
        "pdl_interp.is_not_null %root : !pdl.value -> ^end, ^end",
        "%root :",
        0,
        "use of value '%root' expects different type than prior uses: '!pdl.value' vs '!pdl.operation'",
    );
    // A value used where it is not defined on every path.
    check(
        "pdl_interp.check_operation_name of %root is \"a\" -> ^a, ^b\n  ^a:\n    %0 = pdl_interp.get_result 0 of %root\n    pdl_interp.branch ^b\n  ^b:\n    pdl_interp.is_not_null %0 : !pdl.value -> ^end, ^end",
        "pdl_interp.is_not_null",
        0,
        "operand #0 does not dominate this use",
    );
    // A block without a terminator.
    check(
        "%0 = pdl_interp.get_result 0 of %root",
        "%0",
        0,
        "block with no terminator, has 'pdl_interp.get_result'",
    );
    // `continue` outside a loop.
    check(
        "pdl_interp.continue",
        "pdl_interp.continue",
        0,
        "'pdl_interp.continue' op expects parent op 'pdl_interp.foreach'",
    );
    // Redefinition.
    check(
        "%0 = pdl_interp.get_result 0 of %root\n    %0 = pdl_interp.get_result 1 of %root\n    pdl_interp.finalize",
        "%0",
        10,
        "redefinition of SSA value '%0'",
    );
    // Rewriters: unknown, or taking other arguments than the match passes.
    check(
        "pdl_interp.record_match @rewriters::@missing(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end",
        "pdl_interp.record_match",
        0,
        "'@rewriters::@missing' does not reference a function of module @rewriters",
    );
    check(
        "pdl_interp.record_match @rewriters::@success : benefit(1), loc([%root]) -> ^end",
        "pdl_interp.record_match",
        0,
        "'pdl_interp.record_match' op passes () to '@rewriters::@success', which takes (!pdl.operation)",
    );
    // Out-of-range benefit.
    check(
        "pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(40000), loc([%root]) -> ^end",
        "40000",
        0,
        "integer value out of range (0 to 32767)",
    );
    // No matcher.
    let src = "module @patterns {\n  module @rewriters {\n  }\n}\n";
    assert_eq!(
        first_error(src),
        "t.mlir:1:1: error: expected a `pdl_interp.func @matcher` (the matcher function)"
    );
    // Something else than a function or a module.
    let src = "module @patterns {\n  func.func @f() {\n  }\n}\n";
    assert_eq!(
        first_error(src),
        "t.mlir:2:3: error: expected `pdl_interp.func` or `module`, found 'func.func'"
    );
}

#[test]
fn malformed_generic_form_gives_located_diagnostics() {
    let golden = read(&dir("tests/corpus/pdl/m_all_forms.interp.generic.mlir"));
    // Replaces `from` by `to`; the error is expected at the first `needle` of the result.
    let check = |from: &str, to: &str, needle: &str, msg: &str| {
        let src = golden.replacen(from, to, 1);
        assert_ne!(src, golden, "{from} not found");
        assert_eq!(
            first_error(&src),
            at(&src, needle, 0, msg),
            "{from} -> {to}"
        );
    };
    check(
        "\"pdl_interp.finalize\"() : () -> ()",
        "\"pdl_interp.frobnicate\"() : () -> ()",
        "\"pdl_interp.frobnicate\"",
        "unknown operation 'pdl_interp.frobnicate' (expected a pdl_interp operation)",
    );
    check(
        "\"pdl_interp.is_not_null\"(%10)[^bb3, ^bb1]",
        "\"pdl_interp.is_not_null\"(%10)[^bb3]",
        "\"pdl_interp.is_not_null\"",
        "'pdl_interp.is_not_null' op expects 2 successors, but has 1",
    );
    let op = "%11 = \"pdl_interp.get_operand\"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value";
    check(
        op,
        &format!("%99 = \"pdl_interp.get_operand\"(%arg8) <{{index = 0 : i32}}> : (!pdl.operation) -> i32\n    {op}"),
        "\"pdl_interp.get_operand\"",
        "expected a PDL type (!pdl.operation, !pdl.value, !pdl.type, !pdl.attribute or !pdl.range<...>), got 'i32'",
    );
    check(
        "\"pdl_interp.get_attribute\"(%arg8) <{name = \"attr\"}>",
        "\"pdl_interp.get_attribute\"(%arg8)",
        "\"pdl_interp.get_attribute\"",
        "'pdl_interp.get_attribute' op requires attribute 'name'",
    );
    check(
        "\"pdl_interp.get_attribute\"(%arg8) <{name = \"attr\"}>",
        "\"pdl_interp.get_attribute\"(%arg8) <{name = \"attr\", extra = 1}>",
        "\"pdl_interp.get_attribute\"",
        "'pdl_interp.get_attribute' op: unsupported attribute 'extra'",
    );
}

#[test]
fn no_input_makes_the_reader_panic() {
    let mut sources: Vec<String> = files("tests/corpus/pdl", ".interp.mlir")
        .iter()
        .take(12)
        .map(|p| read(p))
        .collect();
    sources.extend(
        files("tests/corpus/pdl", ".interp.generic.mlir")
            .iter()
            .take(6)
            .map(|p| read(p)),
    );
    sources.extend(
        files("tests/data/pdl_interp", ".mlir")
            .iter()
            .map(|p| read(p)),
    );
    let mut tried = 0;
    for src in &sources {
        let step = (src.len() / 40).max(1);
        for cut in (0..src.len()).step_by(step) {
            if !src.is_char_boundary(cut) {
                continue;
            }
            // Truncated, and with a piece cut out of the middle.
            let end = (cut + 7).min(src.len());
            let holed = if src.is_char_boundary(end) {
                format!("{}{}", &src[..cut], &src[end..])
            } else {
                continue;
            };
            for text in [&src[..cut], holed.as_str()] {
                tried += 1;
                if let Ok((prog, name)) = parse_pdl_interp_named(text, "t.mlir") {
                    let _ = interp_text::print(&prog, name.as_deref());
                }
            }
        }
    }
    assert!(tried > 1000, "only {tried} inputs");
}

#[test]
fn values_may_be_used_before_the_text_defines_them() {
    // `^a` comes first in the text but runs after `^b`, which defines `%0`.
    let body = "pdl_interp.branch ^b\n  ^a:\n    pdl_interp.is_not_null %0 : !pdl.value -> ^c, ^end\n  ^b:\n    %0 = pdl_interp.get_result 0 of %root\n    pdl_interp.branch ^a\n  ^c:\n    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end";
    let src = module(body);
    let printed = reprint(&src, "t.mlir").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reprint(&printed, "t.mlir"), Ok(printed.clone()));
    // The use fixes the type: a definition of another type is an error at the definition.
    let src = module(&body.replace("get_result 0 of", "get_attribute \"a\" of"));
    assert_eq!(
        first_error(&src),
        at(
            &src,
            "%0 = ",
            0,
            "definition of SSA value '%0#0' has type !pdl.attribute"
        )
    );
    // Results used by number.
    let body = "%0:2 = pdl_interp.apply_rewrite \"two\"(%root : !pdl.operation) : !pdl.value, !pdl.type\n    pdl_interp.is_not_null %0#1 : !pdl.type -> ^end, ^end";
    assert!(parse_pdl_interp(&module(body), "t.mlir").is_ok());
    let src = module(&body.replace("%0#1", "%0#2"));
    assert_eq!(
        first_error(&src),
        at(&src, "%0#2", 0, "reference to invalid result number")
    );
}

/// Runs the matcher of `tests/data/pdl_interp/{file}` on `payload` with the natives of
/// MLIR's `--test-pdl-bytecode-pass` (through the bytecode VM and the greedy driver); returns
/// the printed result.
fn run(file: &str, payload: &str) -> String {
    use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
    use pdl_runtime::value::Natives;
    let path = dir("tests/data/pdl_interp").join(file);
    let src = read(&path);
    let prog =
        parse_pdl_interp(&src, file).unwrap_or_else(|d| panic!("{}", d[0].render(file, &src)));
    let mut natives = Natives::new();
    pdl_runtime::rewrite::register_test_natives(&mut natives);
    let set = crate::compile::program_to_vm(&prog, file, &src, &natives)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut ir = pdl_runtime::text::parse(payload, "payload.mlir").expect("payload");
    let root = ir.root();
    apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default())
        .unwrap_or_else(|e| panic!("{file}: {e:?}"));
    pdl_runtime::text::print_generic(&ir)
}

#[test]
fn hand_written_matchers_run_as_in_mlirs_test() {
    // Payloads and expectations of the same cases in `pdl-bytecode.mlir`.
    let out = run(
        "apply_constraint_negated.mlir",
        "\"test.foo\"() {test_attr} : () -> ()\n\"test.op\"() {test_attr} : () -> ()\n",
    );
    assert_eq!(
        out.matches("\"test.replaced_by_pattern\"").count(),
        1,
        "{out}"
    );
    assert!(
        out.contains("\"test.op\"") && !out.contains("\"test.foo\""),
        "{out}"
    );

    let out = run(
        "apply_rewrite_ranges.mlir",
        "%0 = \"test.producer\"() : () -> i32\n%1 = \"test.op\"(%0) : (i32) -> i32\n\"test.consumer\"(%1) : (i32) -> ()\n",
    );
    assert!(out.contains("\"test.success\"(%0) : (i32) -> i32"), "{out}");
    assert!(
        out.contains("\"test.consumer\"(%0)") && !out.contains("\"test.op\""),
        "{out}"
    );

    for file in ["branch.mlir", "record_match_benefit.mlir"] {
        let out = run(file, "\"test.op\"() : () -> ()\n");
        assert!(
            out.contains("\"test.success\"") && !out.contains("\"test.op\""),
            "{file}: {out}"
        );
    }

    // Both loops find their match on their first iteration.
    let out = run(
        "foreach_nested.mlir",
        "%0 = \"test.op\"() : () -> i32\n%1 = \"test.op\"(%0) : (i32) -> i32\n%2 = \"test.op\"(%1) : (i32) -> i32\n",
    );
    assert_eq!(out.matches("\"test.success\"").count(), 1, "{out}");

    let out = run(
        "switch_operand_count.mlir",
        "%0 = \"test.op_input\"() : () -> i32\n\"test.op\"(%0) : (i32) -> ()\n",
    );
    assert!(
        out.contains("\"test.success\"") && !out.contains("\"test.op\"("),
        "{out}"
    );
}

/// MLIR's own case for nested loops: four matches, found over later iterations of the outer
/// loop.
#[test]
fn nested_foreach_runs_as_in_mlirs_test() {
    let out = run(
        "foreach_nested.mlir",
        "%0 = \"test.op\"() : () -> i32\n%1 = \"test.op\"(%0) : (i32) -> i32\n%2 = \"test.op\"(%1) : (i32) -> i32\n%3 = \"test.op\"(%1) : (i32) -> i32\n%4 = \"test.op\"(%0) : (i32) -> i32\n%5 = \"test.op\"(%4) : (i32) -> i32\n%6 = \"test.op\"(%4) : (i32) -> i32\n",
    );
    assert_eq!(out.matches("\"test.success\"").count(), 4, "{out}");
}
