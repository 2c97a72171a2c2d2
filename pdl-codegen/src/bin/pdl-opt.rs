//! `pdl-opt`: reads MLIR text and prints it in generic form, as `mlir-opt
//! --allow-unregistered-dialect --mlir-print-op-generic` does; with `--pdll-to-pdl`, reads
//! PDLL and prints the patterns as PDL (as `mlir-pdll -x=mlir` does; with
//! `--mlir-print-op-generic`, in MLIR's generic form); with `--convert-pdl-to-pdl-interp`,
//! lowers the patterns of a PDL (or, by its `.pdll` extension, PDLL) file to the matcher
//! program and prints it as MLIR's `pdl_interp` in generic form (what `mlir-opt
//! --convert-pdl-to-pdl-interp` prints, normalised); with `--dump-matcher=dot`, prints the
//! matcher as a Graphviz digraph instead.
//!
//! ```text
//! pdl-opt [FILE|-] [-o OUT] [--allow-unregistered-dialect] [--mlir-print-op-generic]
//! pdl-opt --pdll-to-pdl FILE.pdll [-o OUT]
//! pdl-opt --convert-pdl-to-pdl-interp FILE [--mlir-compatible] [-o OUT]
//! pdl-opt --dump-matcher=dot FILE [-o OUT]
//! ```
//!
//! `--mlir-compatible` reproduces MLIR 22 where it is wrong (no equality check for a
//! `pdl.types` value met twice).

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str =
    "usage: pdl-opt [FILE|-] [-o OUT] [--allow-unregistered-dialect] [--mlir-print-op-generic]
       pdl-opt --pdll-to-pdl FILE.pdll
       pdl-opt --convert-pdl-to-pdl-interp FILE.pdl|FILE.pdll [--mlir-compatible]
       pdl-opt --dump-matcher=dot FILE.pdl|FILE.pdll";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut input: Option<String> = None;
    let mut output: Option<String> = None;
    let mut pdll_to_pdl = false;
    let mut generic = false;
    let mut to_interp = false;
    let mut dot = false;
    let mut mlir_compatible = false;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--allow-unregistered-dialect" => {}
            "--mlir-print-op-generic" => generic = true,
            "--pdll-to-pdl" => pdll_to_pdl = true,
            "--convert-pdl-to-pdl-interp" => to_interp = true,
            "--dump-matcher=dot" => dot = true,
            "--mlir-compatible" => mlir_compatible = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            "-o" => {
                output = Some(
                    it.next()
                        .ok_or_else(|| format!("pdl-opt: -o needs a file\n{USAGE}"))?,
                )
            }
            s if s.starts_with("-o") && s.len() > 2 => output = Some(s[2..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(format!("pdl-opt: unknown option '{s}'\n{USAGE}"))
            }
            _ => {
                if input.replace(a).is_some() {
                    return Err(format!("pdl-opt: more than one input file\n{USAGE}"));
                }
            }
        }
    }
    let input = input.unwrap_or_else(|| "-".into());
    let (name, src) = if input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("pdl-opt: cannot read stdin: {e}"))?;
        ("<stdin>".to_string(), s)
    } else {
        let bytes =
            std::fs::read(&input).map_err(|e| format!("pdl-opt: cannot read '{input}': {e}"))?;
        let s = String::from_utf8(bytes).map_err(|e| {
            let off = e.utf8_error().valid_up_to();
            let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
            let (l, c) = pdl_runtime::text::line_col(&text, off);
            format!("{input}:{l}:{c}: error: invalid UTF-8 in source file")
        })?;
        (input.clone(), s)
    };
    let text = if to_interp || dot {
        let (set, module_name) = if input.ends_with(".pdll") {
            (pdll_file_to_model(&input, &name, &src)?, None)
        } else {
            pdl_codegen::syntax::pdl::parse_pdl_named(&src).map_err(|d| {
                pdl_codegen::syntax::diag::render_all(&d, &name, &src)
                    .trim_end()
                    .to_string()
            })?
        };
        let options = if mlir_compatible {
            pdl_codegen::lower::LowerOptions::mlir_compatible()
        } else {
            pdl_codegen::lower::LowerOptions::default()
        };
        let prog = pdl_codegen::lower::lower_with(&set, options).map_err(|d| {
            pdl_codegen::syntax::diag::render_all(&d, &name, &src)
                .trim_end()
                .to_string()
        })?;
        if dot {
            pdl_codegen::emit::dot::matcher_dot(&prog)
        } else {
            pdl_codegen::emit::interp_text::print(&prog, module_name.as_deref())
        }
    } else if pdll_to_pdl {
        let set = pdll_file_to_model(&input, &name, &src)?;
        if generic {
            pdl_codegen::syntax::pdl_generic::print_generic(&set, None)
        } else {
            pdl_codegen::syntax::pdl::print_pdl(&set)
        }
    } else {
        // A file may hold `module @patterns` in PDL syntax beside its payload.
        let case = pdl_codegen::syntax::case_file::read_case_file(&src, &name)?;
        pdl_runtime::text::print(&case.ir)
    };
    match output {
        Some(path) if path != "-" => std::fs::write(&path, text)
            .map_err(|e| format!("pdl-opt: cannot write '{path}': {e}"))?,
        _ => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .map_err(|e| format!("pdl-opt: cannot write output: {e}"))?;
        }
    }
    Ok(())
}

/// Reads PDLL (with its `#include`s when it comes from a file) into checked patterns.
fn pdll_file_to_model(
    input: &str,
    name: &str,
    src: &str,
) -> Result<pdl_codegen::model::PatternSet, String> {
    use pdl_codegen::syntax::{diag, pdll, pdll_gen};
    if input == "-" {
        return pdll_gen::pdll_to_model(src)
            .map_err(|d| diag::render_all(&d, name, src).trim_end().to_string());
    }
    let (module, files) = pdll::load_pdll_file(std::path::Path::new(input), &[]);
    let render = |d: Vec<diag::Diagnostic>| files.render(&d).trim_end().to_string();
    let (set, warnings) = pdll_gen::to_model_with_warnings(&module.map_err(render)?);
    if !warnings.is_empty() {
        eprint!("{}", files.render(&warnings));
    }
    let set = set.map_err(render)?;
    let errors = pdl_codegen::sema::check(&set);
    if errors.is_empty() {
        Ok(set)
    } else {
        Err(render(errors))
    }
}
