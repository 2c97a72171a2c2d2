//! `--trace`: what the driver does, printed to standard error.

use pdl_codegen::compile;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::rewrite::{ErasedSet, Listener, PatternRef, RewriteListener};

/// Prints the `--trace` lines to stderr: the driver's listener.
pub struct TracePrinter<'a> {
    file: &'a str,
    src: &'a str,
}

impl<'a> TracePrinter<'a> {
    /// The printer for the input `src`, named `file`.
    pub fn new(file: &'a str, src: &'a str) -> Self {
        TracePrinter { file, src }
    }

    fn op_text(&self, payload: &Ir, op: OpId) -> String {
        let name = payload.name_str(PayloadRead::op_name(payload, op));
        match payload.op_loc(op) {
            Some(off) => {
                let at = compile::location(self.file, self.src, off as usize);
                format!("'{name}' at {at}")
            }
            None => format!("'{name}'"),
        }
    }
}

impl Listener<Ir> for TracePrinter<'_> {
    fn notify_inserted(&mut self, payload: &Ir, op: OpId) {
        let name = payload.name_str(PayloadRead::op_name(payload, op));
        eprintln!("    inserted '{name}'");
    }
    fn notify_modified(&mut self, payload: &Ir, op: OpId) {
        eprintln!("    modified {}", self.op_text(payload, op));
    }
    fn notify_replaced(&mut self, payload: &Ir, op: OpId, with: &[pdl_runtime::ir::Value]) {
        let n = with.len();
        let s = if n == 1 { "" } else { "s" };
        eprintln!("    replaced {} by {n} value{s}", self.op_text(payload, op));
    }
    fn notify_erased(&mut self, payload: &Ir, op: OpId, _erased: &ErasedSet<OpId>) {
        eprintln!("    erased {}", self.op_text(payload, op));
    }
}

impl RewriteListener<Ir> for TracePrinter<'_> {
    const EXPLAIN: bool = true;
    fn visit(&mut self, payload: &Ir, op: OpId) {
        eprintln!("visit {}", self.op_text(payload, op));
    }
    fn match_failure(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>, reason: &str) {
        eprintln!("  no match: {pattern}: {reason}");
    }
    fn match_success(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  matched {pattern} (benefit {})", pattern.benefit);
    }
    fn match_attempt(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  rewriting with {pattern}");
    }
    fn rewrite_applied(&mut self, _: &Ir, _: OpId, pattern: PatternRef<'_>) {
        eprintln!("  applied {pattern}");
    }
}
