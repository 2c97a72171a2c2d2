//! The native back end against the VM on one payload: the check shared by the random-set test
//! (`tests/random.rs`) and the `agree` fuzz target (`fuzz/`).
//!
//! For a random set (compiled natively by the build script, [`crate::random::SETS`], and
//! loaded into the VM from the same text, [`vm_sets`]) and a payload:
//!
//! 1. on every operation of the payload, the native matches (patterns, best first, and the
//!    operation whose location created operations take) equal the VM's;
//! 2. after the greedy driver, the outcome (iterations, rewrites, visits, convergence) or the
//!    error (pattern, operation, message) is the same, the printed IR is identical and the
//!    verifier says the same.

use std::sync::OnceLock;

use pdl_codegen::load::load_pdl;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::GreedyConfig;
use pdl_runtime::value::Natives;
use pdl_runtime::vm::PdlPatternSet;

use crate::random::SETS;
use crate::random_sets::{self, NUM_SETS};
use crate::AnySet;

/// Rewrites after which a run that does not converge stops (both back ends alike).
pub const BUDGET: u64 = 300;

/// The VM sets, loaded once from the same text the build script compiled.
///
/// # Panics
///
/// If a set the build script compiled does not load into the VM (a bug this crate's tests
/// exist to find).
pub fn vm_sets() -> &'static [PdlPatternSet<Ir>] {
    static VM_SETS: OnceLock<Vec<PdlPatternSet<Ir>>> = OnceLock::new();
    VM_SETS.get_or_init(|| {
        let natives = Natives::<Ir>::mlir_test_pass();
        (0..NUM_SETS)
            .map(|i| {
                let src = random_sets::pattern_set(i);
                load_pdl(&src, &format!("random_{i}.pdl"), &natives)
                    .unwrap_or_else(|e| panic!("set {i}: {e}\n{src}"))
            })
            .collect()
    })
}

/// What one (set, payload) pair did, for statistics that show a run is not vacuous.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairReport {
    /// Matches found on the operations of the initial payload.
    pub matches: usize,
    /// Of those, matches rooted at registered operations (core dialects).
    pub registered_matches: usize,
    /// Whether the driver rewrote the payload.
    pub rewritten: bool,
    /// Whether the driver ended in an error (the same one in both back ends).
    pub error: bool,
}

/// Checks that random set `set` (`< NUM_SETS`) does the same natively and in the VM on
/// `payload`; `Err` says what differs.
pub fn check_pair(set: usize, payload: &Ir) -> Result<PairReport, String> {
    let native: &dyn AnySet = SETS[set];
    let vm: &dyn AnySet = &vm_sets()[set];

    // 1. Matches on every operation of the initial payload.
    let mut ir = payload.clone();
    let ops = ir.collect_ops(ir.root(), false);
    let m_native = native.matches(&mut ir, &ops)?;
    let m_vm = vm.matches(&mut ir, &ops)?;
    for ((op, n), v) in ops.iter().zip(&m_native).zip(&m_vm) {
        if n != v {
            return Err(format!(
                "matches differ on `{}`: native {n:?}, VM {v:?}",
                ir.op_name_str(*op)
            ));
        }
    }
    let matches = m_native.iter().map(Vec::len).sum();
    let registered_matches = ops
        .iter()
        .zip(&m_native)
        .filter(|(op, _)| ir.is_registered(**op))
        .map(|(_, m)| m.len())
        .sum();

    // 2. The greedy driver.
    let config = GreedyConfig {
        rewrite_budget: Some(BUDGET),
        ..GreedyConfig::default()
    };
    let mut ir_native = payload.clone();
    let mut ir_vm = payload.clone();
    let (scope_n, scope_v) = (ir_native.root(), ir_vm.root());
    let r_native = native.apply(&mut ir_native, scope_n, &config);
    let r_vm = vm.apply(&mut ir_vm, scope_v, &config);
    if r_native != r_vm {
        return Err(format!(
            "outcomes differ:\n  native {r_native:?}\n  VM     {r_vm:?}"
        ));
    }
    let (p_native, p_vm) = (
        pdl_runtime::text::print_generic(&ir_native),
        pdl_runtime::text::print_generic(&ir_vm),
    );
    if p_native != p_vm {
        return Err(format!(
            "rewritten IR differs:\n--- native\n{p_native}--- VM\n{p_vm}"
        ));
    }
    let (v_native, v_vm) = (
        ir_native.verify().map_err(|e| e.message),
        ir_vm.verify().map_err(|e| e.message),
    );
    if v_native != v_vm {
        return Err(format!(
            "verification differs: native {v_native:?}, VM {v_vm:?}"
        ));
    }
    Ok(PairReport {
        matches,
        registered_matches,
        rewritten: matches!(&r_native, Ok(o) if o.rewrites > 0),
        error: r_native.is_err(),
    })
}

/// A payload holding an instance of every pattern of set `set`, in the vocabulary of the
/// random payloads: a seed for fuzzing the pair (read with the core dialects it loads
/// registered, as the fuzz target reads it).
pub fn seed_payload(set: usize) -> String {
    let mut out = String::from("\"r.region\"() ({\n^bb0:\n");
    for seed in random_sets::pattern_seeds(set) {
        for op in seed {
            out.push_str("  ");
            out.push_str(&op.text);
            out.push('\n');
        }
    }
    out.push_str("}) : () -> ()\n");
    out
}
