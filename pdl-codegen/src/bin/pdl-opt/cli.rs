//! The command line of `pdl-opt`, read with clap: mlir-opt's flags for this job, and
//! pdl-opt's own.

use clap::{ArgGroup, Parser, ValueEnum};

use pdl_codegen::split::DEFAULT_MARKER;

/// The version line: pdl-opt's, and the MLIR it follows.
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (follows MLIR 22's mlir-opt)");

/// pdl-opt: MLIR's PDL pattern rewriting, as `mlir-opt` runs it, in Rust.
///
/// Without a mode flag, pdl-opt does what `mlir-opt --test-pdl-bytecode-pass` does with a
/// case file: the PDL patterns of its `module @patterns` (or patterns already lowered to
/// `pdl_interp`) are applied with the greedy driver to the body of its `module @ir`, with
/// MLIR's test-pass native functions, and the top-level module is printed without
/// `@patterns`. An input without both modules is read, verified and printed; a file of bare
/// `pdl.pattern`s is read and checked with MLIR's verifier rules for `pdl`, and printed.
///
/// mlir-opt's flags are accepted with one dash or two (`-split-input-file`), as mlir-opt
/// accepts them, so that the RUN lines of MLIR's own tests work unchanged.
#[derive(Parser, Debug)]
#[command(
    name = "pdl-opt",
    version = VERSION,
    about,
    long_about,
    max_term_width = 100,
    group(ArgGroup::new("mode").multiple(false).args([
        "test_pdl_bytecode_pass", "pdll_to_pdl", "convert_pdl_to_pdl_interp",
        "dump_matcher", "emit", "transform_interpreter", "ods_dump",
    ]))
)]
pub struct Cli {
    /// The input file; `-` (the default) reads standard input.
    #[arg(value_name = "FILE", default_value = "-")]
    pub input: String,

    /// Write the output to FILE (`-`: standard output, the default).
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<String>,

    // --- mlir-opt's flags ---
    /// Accepted for mlir-opt compatibility: operations of unknown dialects are always
    /// allowed (read and printed in generic form).
    #[arg(long, help_heading = "mlir-opt options")]
    pub allow_unregistered_dialect: bool,

    /// Run MLIR's PDL bytecode test pass: apply the `@patterns` of the input to its `@ir`.
    /// This is what pdl-opt does without a mode flag.
    #[arg(long, help_heading = "mlir-opt options")]
    pub test_pdl_bytecode_pass: bool,

    /// Print operations in MLIR's generic form (`"dialect.op"(...) : (...) -> ...`) instead
    /// of their custom form.
    #[arg(long, help_heading = "mlir-opt options")]
    pub mlir_print_op_generic: bool,

    /// Print the locations of operations (`loc(...)`). Accepted; pdl-opt does not print
    /// locations yet and says so on standard error.
    #[arg(long, help_heading = "mlir-opt options")]
    pub mlir_print_debuginfo: bool,

    /// Print an execution time report on standard error once the output is written, laid
    /// out as MLIR's (apply mode only): `Parser`, `TestPDLByteCodePass`, `Output`, `Rest`,
    /// `Total`.
    #[arg(long, help_heading = "mlir-opt options")]
    pub mlir_timing: bool,

    /// Run on one thread. By default the greedy driver rewrites the input's functions (its
    /// isolated-from-above operations) on every core, with the same output.
    #[arg(long, help_heading = "mlir-opt options")]
    pub mlir_disable_threading: bool,

    /// Rewrite the functions on N threads (default: one per core; 1 is
    /// `--mlir-disable-threading`). The output does not depend on N.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// Cut the input into chunks at MARKER (default `// -----`) and process each on its
    /// own, as mlir-opt does: each chunk's errors are reported at the line and column of the
    /// input and processing goes on; the outputs are joined with `--output-split-marker`
    /// lines; the exit status is 1 if a chunk failed.
    #[arg(
        long,
        value_name = "MARKER",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = DEFAULT_MARKER,
        help_heading = "mlir-opt options"
    )]
    pub split_input_file: Option<String>,

    /// The line written between the outputs of two chunks (`--split-input-file`).
    #[arg(
        long,
        value_name = "MARKER",
        default_value = DEFAULT_MARKER,
        help_heading = "mlir-opt options"
    )]
    pub output_split_marker: String,

    /// Check the diagnostics of the run against the `expected-error`, `expected-warning`,
    /// `expected-note` and `expected-remark` annotations of the input (`@+N`, `@-N`,
    /// `@above`, `@below`, `@unknown`; `-re` for regular expressions), as mlir-opt does:
    /// exit 0 when every diagnostic was expected and every expectation met, else report
    /// each mismatch and exit 1. `=only-expected` ignores unexpected diagnostics.
    #[arg(
        long,
        value_name = "WHICH",
        value_enum,
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "all",
        help_heading = "mlir-opt options"
    )]
    pub verify_diagnostics: Option<VerifyWhich>,

    // --- pdl-opt's modes ---
    /// Read a PDLL file and print its patterns as PDL (as `mlir-pdll -x=mlir` does; with
    /// `--mlir-print-op-generic`, in generic form).
    #[arg(long, help_heading = "Modes")]
    pub pdll_to_pdl: bool,

    /// Lower the patterns of a PDL file (or, by its `.pdll` extension, PDLL) to MLIR's
    /// `pdl_interp` matcher and rewriters, and print them in generic form (what `mlir-opt
    /// --convert-pdl-to-pdl-interp` prints, normalised).
    #[arg(long, help_heading = "Modes")]
    pub convert_pdl_to_pdl_interp: bool,

    /// Print the matcher of a pattern file as a Graphviz digraph (`--dump-matcher=dot`).
    #[arg(
        long,
        value_enum,
        value_name = "FORMAT",
        require_equals = true,
        help_heading = "Modes"
    )]
    pub dump_matcher: Option<DumpFormat>,

    /// Print the Rust a build script's `pdl_codegen::Builder` writes for a pattern file
    /// (`--emit=rust`; PDLL by its `.pdll` extension, else PDL).
    #[arg(
        long,
        value_enum,
        value_name = "LANG",
        require_equals = true,
        help_heading = "Modes"
    )]
    pub emit: Option<EmitLang>,

    /// Run the transform script of the input (`transform.named_sequence
    /// @__transform_main`) on its payload, as `mlir-opt --transform-interpreter` does.
    #[arg(long, help_heading = "Modes")]
    pub transform_interpreter: bool,

    /// Import the op definitions of an ODS file through `llvm-tblgen-22` and print what
    /// was read (needs pdl-opt built with the cargo feature `ods`).
    #[arg(long, value_name = "FILE.td", help_heading = "Modes")]
    pub ods_dump: Option<String>,

    /// Import the op definitions of an ODS file through `llvm-tblgen-22` and register
    /// them, with their syntax (assembly formats), beside the core dialects' before the
    /// input is read; a core operation keeps its own definition (needs pdl-opt built with
    /// the cargo feature `ods`).
    #[arg(long, value_name = "FILE.td", help_heading = "Applying patterns")]
    pub ods: Option<String>,

    /// An include directory (repeatable): for `--ods` and `--ods-dump`, and for the
    /// `#include`s of a PDLL input (`.pdll` files, and `.td` files, read through the ODS
    /// import, which needs the cargo feature `ods`), as `mlir-pdll -I` has it.
    #[arg(short = 'I', value_name = "DIR", help_heading = "Modes")]
    pub includes: Vec<String>,

    // --- apply options ---
    /// Apply the patterns of this `.pdl` or `.pdll` file to the whole input, instead of the
    /// input's own `module @patterns`.
    #[arg(long, value_name = "FILE", help_heading = "Applying patterns")]
    pub patterns: Option<String>,

    /// Print to standard error, per visited operation, why each candidate pattern did not
    /// match (the first check that failed), the matches, the rewrites and their changes.
    #[arg(long, help_heading = "Applying patterns")]
    pub trace: bool,

    /// Apply with MLIR's walk driver (one post-order walk, each operation visited once, no
    /// fixpoint, no folding) instead of the greedy driver.
    #[arg(long, help_heading = "Applying patterns")]
    pub walk_driver: bool,

    /// Reproduce MLIR 22 where it is wrong (no equality check for a `pdl.types` value met
    /// twice) when lowering patterns.
    #[arg(long, help_heading = "Applying patterns")]
    pub mlir_compatible: bool,

    /// With `--transform-interpreter`: print how each transform matcher ran.
    #[arg(long, help_heading = "Applying patterns")]
    pub debug_matcher: bool,
}

/// What `--verify-diagnostics` checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VerifyWhich {
    /// Every diagnostic: expected, unexpected, near misses.
    All,
    /// Only that the expected diagnostics are emitted.
    OnlyExpected,
}

/// The formats of `--dump-matcher`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DumpFormat {
    /// Graphviz.
    Dot,
}

/// The languages of `--emit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EmitLang {
    /// The Rust of a build script's `Builder`.
    Rust,
}

impl Cli {
    /// Whether a pattern-file mode is chosen (one that reads patterns, not a payload).
    pub fn pattern_mode(&self) -> bool {
        self.pdll_to_pdl || self.convert_pdl_to_pdl_interp || self.dump_matcher.is_some()
    }

    /// Whether the mode applies patterns to a payload (the default).
    pub fn apply_mode(&self) -> bool {
        !(self.pattern_mode()
            || self.emit.is_some()
            || self.transform_interpreter
            || self.ods_dump.is_some())
    }
}

/// mlir-opt's long flags accepted with one dash (LLVM's command line takes both): `-name`
/// and `-name=value` become `--name...` when `name` is one of ours. Other arguments are kept.
pub fn normalize(args: impl IntoIterator<Item = String>) -> Vec<String> {
    let cmd = <Cli as clap::CommandFactory>::command();
    let longs: Vec<String> = cmd
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .chain(["help".to_string(), "version".to_string()])
        .collect();
    let mut rest_is_positional = false;
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            if i == 0 || rest_is_positional {
                return a;
            }
            if a == "--" {
                rest_is_positional = true;
                return a;
            }
            match a.strip_prefix('-') {
                Some(name) if !name.starts_with('-') => {
                    let key = name.split('=').next().unwrap_or("");
                    if key.len() > 1 && longs.iter().any(|l| l == key) {
                        format!("-{a}")
                    } else {
                        a
                    }
                }
                _ => a,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        let args = std::iter::once("pdl-opt")
            .chain(args.iter().copied())
            .map(String::from);
        Cli::try_parse_from(normalize(args))
    }

    #[test]
    fn the_cli_is_well_formed() {
        <Cli as clap::CommandFactory>::command().debug_assert();
    }

    #[test]
    fn mlir_opt_run_lines_parse() {
        let c = parse(&["f.mlir", "-split-input-file", "-verify-diagnostics"]).unwrap();
        assert_eq!(c.split_input_file.as_deref(), Some(DEFAULT_MARKER));
        assert_eq!(c.verify_diagnostics, Some(VerifyWhich::All));
        let c = parse(&[
            "-test-pdl-bytecode-pass",
            "f.mlir",
            "--split-input-file=#cut",
        ])
        .unwrap();
        assert!(c.test_pdl_bytecode_pass && c.apply_mode());
        assert_eq!(c.split_input_file.as_deref(), Some("#cut"));
        let c = parse(&["--verify-diagnostics=only-expected", "-o", "x", "-Iinc"]).unwrap();
        assert_eq!(c.verify_diagnostics, Some(VerifyWhich::OnlyExpected));
        assert_eq!(
            (c.output.as_deref(), c.includes.as_slice()),
            (Some("x"), &["inc".to_string()][..])
        );
        assert!(parse(&["--dump-matcher=dot", "--emit=rust"]).is_err());
        assert!(parse(&["--frobnicate"]).is_err());
        // The file after `--` stays a file.
        assert_eq!(parse(&["--", "-trace"]).unwrap().input, "-trace");
    }
}
