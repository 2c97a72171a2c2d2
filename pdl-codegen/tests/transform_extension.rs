//! User extensions of the transform interpreter: operations implemented in Rust and
//! registered by name (seed 003's `has_operand_satisfying` with a nested matcher body, an
//! operation that erases payload and consumes its operand) and a state extension notified
//! of every association (seed 004). MLIR has no golden for these; the expected remarks are
//! written out here.

use pdl_codegen::transform::{read, run_with};
use pdl_runtime::ir::Ir;
use pdl_runtime::transform::ScriptOpId;
use pdl_runtime::transform::{run_entry, Applied, Failure, Interpreter, TraceEvent};
use pdl_runtime::transform::{Collect, Diag, Loc, Severity};
use pdl_runtime::transform::{Mapped, StateExtension};
use pdl_runtime::transform::{Registry, TransformOpImpl};

/// Seed 003's `transform.match.my.has_operand_satisfying`: succeeds if one operand of the
/// single payload op satisfies the nested matchers; yields the operand's position (an i32
/// parameter) and what the body yields.
struct HasOperandSatisfying;

impl TransformOpImpl<Ir> for HasOperandSatisfying {
    fn apply(&self, it: &mut Interpreter<'_, Ir>, op: ScriptOpId) -> Applied<Ir> {
        let o = it.script.op(op);
        let payload = it.ops(o.operands[0]);
        if payload.len() != 1 {
            return Err(it.silenceable(op, "expected single payload"));
        }
        let Some(body) = o.regions.first() else {
            return Err(it.definite(op, "expected a body"));
        };
        let target = payload[0];
        for i in 0..it.payload.num_operands(target) {
            let operand = it.payload.operand(target, i);
            match it.match_block(body, vec![Mapped::Values(vec![operand])]) {
                Err(Failure::Definite) => return Err(Failure::Definite),
                Err(f) => {
                    let message = format!("failed to match operand #{i}: {}", f.message());
                    it.trace(TraceEvent::Note(message.trim_end().to_string()));
                }
                Ok(yielded) => {
                    let Some(pos) = it.i32_param(i as i64) else {
                        return Err(it.definite(op, "cannot create the position"));
                    };
                    let mut results = vec![Mapped::Params(vec![pos])];
                    results.extend(yielded);
                    return Ok(results);
                }
            }
        }
        Err(it.silenceable(op, "none of the operands satisfied the conditions"))
    }
}

/// `transform.my.erase`: erases its payload ops (unused results only) and consumes the
/// handle, so handles to them become invalid.
struct Erase;

impl TransformOpImpl<Ir> for Erase {
    fn apply(&self, it: &mut Interpreter<'_, Ir>, op: ScriptOpId) -> Applied<Ir> {
        let h = it.script.op(op).operands[0];
        for p in it.ops(h) {
            it.erase_payload_op(p);
        }
        Ok(vec![])
    }
    fn consumed_operands(&self, _op: &pdl_runtime::transform::ScriptOp) -> Vec<usize> {
        vec![0]
    }
    fn is_match_op(&self) -> bool {
        false
    }
}

const SEED_003: &str = r#"module attributes {transform.with_named_sequence} {
  func.func @fc_relu(%lhs: tensor<4x4xf32>, %rhs: tensor<4x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %matmul = "my.matmul"(%lhs, %rhs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %biased = "my.elemwise_binary"(%matmul, %bias) {fun = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %c0f = "my.constant"() {value = 0.0 : f32} : () -> f32
    %relued = "my.elemwise_binary"(%biased, %c0f) {fun = "max_signed"} : (tensor<4x4xf32>, f32) -> tensor<4x4xf32>
    func.return %relued : tensor<4x4xf32>
  }
  func.func @fc_relu_operands_swapped(%lhs: tensor<4x4xf32>, %rhs: tensor<4x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %matmul = "my.matmul"(%lhs, %rhs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %biased = "my.elemwise_binary"(%matmul, %bias) {fun = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %c0f = "my.constant"() {value = 0.0 : f32} : () -> f32
    %relued = "my.elemwise_binary"(%c0f, %biased) {fun = "max_signed"} : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
    func.return %relued : tensor<4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
      @match_matmul_elemwise -> @print_matmul_elemwise
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_matmul_elemwise(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>) {
    transform.match.operation_name %last ["my.elemwise_binary"] : !transform.any_op
    %pos, %middle = "transform.match.my.has_operand_satisfying"(%last) ({
    ^bb0(%operand: !transform.any_value):
      %def = transform.get_defining_op %operand : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %def ["my.elemwise_binary"] : !transform.any_op
      transform.yield %def : !transform.any_op
    }) : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op)
    %matmul = transform.get_producer_of_operand %middle[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %matmul ["my.matmul"] : !transform.any_op
    transform.yield %matmul, %middle, %last, %pos
      : !transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>
  }
  transform.named_sequence @print_matmul_elemwise(
      %matmul: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly},
      %max: !transform.any_op {transform.readonly},
      %pos: !transform.param<i32> {transform.readonly}) {
    transform.debug.emit_param_as_remark %pos, "matmul + add + max, the add at operand" at %max
      : !transform.param<i32>, !transform.any_op
    transform.debug.emit_remark_at %matmul, "the matmul" : !transform.any_op
    transform.yield
  }
}
"#;

fn registry() -> Registry<Ir> {
    let mut r = Registry::new();
    r.register(
        "transform.match.my.has_operand_satisfying",
        HasOperandSatisfying,
    );
    r.register("transform.my.erase", Erase);
    r
}

/// Runs a script; returns (success, rendered diagnostics).
fn run(src: &str) -> (bool, String) {
    let mut f = read(src, "ext.mlir").unwrap_or_else(|e| panic!("{e}"));
    let registry = registry();
    match run_with(
        "ext.mlir", src, &mut f.ir, &f.script, &f.pdl, &registry, false, false,
    ) {
        Ok((_, diags)) => (true, diags),
        Err(diags) => (false, diags),
    }
}

#[test]
fn has_operand_satisfying_matches_either_operand() {
    let (ok, diags) = run(SEED_003);
    assert!(ok, "{diags}");
    let remarks: Vec<&str> = diags.lines().filter(|l| l.contains(": remark: ")).collect();
    assert_eq!(
        remarks,
        vec![
            "ext.mlir:6:15: remark: matmul + add + max, the add at operand 0 : i32",
            "ext.mlir:3:15: remark: the matmul",
            "ext.mlir:13:15: remark: matmul + add + max, the add at operand 1 : i32",
            "ext.mlir:10:15: remark: the matmul",
        ],
        "{diags}"
    );
}

#[test]
fn has_operand_satisfying_fails_silenceably_when_no_operand_holds() {
    // At the top level, the silenceable failure is reported as an error.
    let src = r#"module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0, %0) : (i32, i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %b = transform.collect_matching @match_b in %root : (!transform.any_op) -> !transform.any_op
    %pos, %def = "transform.match.my.has_operand_satisfying"(%b) ({
    ^bb0(%operand: !transform.any_value):
      %d = transform.get_defining_op %operand : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %d ["my.c"] : !transform.any_op
      transform.yield %d : !transform.any_op
    }) : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @match_b(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.b"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
"#;
    let (ok, diags) = run(src);
    assert!(!ok);
    assert!(
        diags.starts_with("ext.mlir:6:18: error: none of the operands satisfied the conditions\n"),
        "{diags}"
    );
}

#[test]
fn custom_op_erasing_payload_invalidates_handles() {
    let src = r#"module attributes {transform.with_named_sequence} {
  "my.dead"() : () -> ()
  "my.kept"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %dead = transform.collect_matching @match_dead in %root : (!transform.any_op) -> !transform.any_op
    %alias = transform.merge_handles %dead : !transform.any_op
    "transform.my.erase"(%dead) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %alias, "gone" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_dead(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.dead"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
"#;
    let (ok, diags) = run(src);
    assert!(!ok);
    assert!(
        diags.starts_with(
            "ext.mlir:8:5: error: op uses a handle invalidated by a previously executed transform op\n"
        ),
        "{diags}"
    );
    assert!(
        diags.contains(
            "ext.mlir:7:5: note: invalidated by this transform op that consumes its operand #0"
        ),
        "{diags}"
    );
    // Without the later use, the op is erased and the rest of the IR printed.
    let src = src.replace(
        "    transform.debug.emit_remark_at %alias, \"gone\" : !transform.any_op\n",
        "",
    );
    let mut f = read(&src, "ext.mlir").unwrap();
    let registry = registry();
    let (printed, _) = run_with(
        "ext.mlir", &src, &mut f.ir, &f.script, &f.pdl, &registry, false, false,
    )
    .unwrap();
    assert!(!printed.contains("\"my.dead\"()"), "{printed}");
    assert!(printed.contains("\"my.kept\"() : () -> ()"), "{printed}");
}

/// A state extension (seed 004) counting the associations made.
#[derive(Default)]
struct Counter {
    sets: usize,
    ops: usize,
}

impl StateExtension<Ir> for Counter {
    fn notify_set(&mut self, _h: u32, m: &Mapped<Ir>) {
        self.sets += 1;
        if let Mapped::Ops(v) = m {
            self.ops += v.len();
        }
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

#[test]
fn state_extensions_are_notified() {
    let src = r#"module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
"#;
    let mut f = read(src, "ext.mlir").unwrap();
    let registry = registry();
    let mut sink = Collect::<Ir>::default();
    let root = f.ir.root();
    let mut it = Interpreter::new(&f.script, &mut f.ir, &mut sink, &registry);
    it.state.add_extension(Counter::default());
    assert!(run_entry(&mut it, root, "__transform_main"));
    let c = it.state.extension_mut::<Counter>().unwrap();
    // %root once; the matcher's argument once per payload op (the module, 2 my.a, the 2
    // named sequences and their 4 ops: 9), its 2 successes' nothing more; %a once (2 ops).
    assert_eq!(c.sets, 1 + 9 + 1, "{} sets", c.sets);
    assert_eq!(c.ops, 1 + 9 + 2);
    drop(it);
    assert!(sink.0.is_empty());
    let d: Diag<Ir> = Diag::at(Severity::Remark, Loc::Script(0), "x");
    assert_eq!(d.message, "x");
}
