//! A transform-dialect script run on a payload, as `mlir-opt --transform-interpreter` runs it:
//! a matcher finds the `my.add` operations, `transform.annotate` tags each with a unit
//! attribute and the number of matches.
//!
//! `cargo run -p pdl-examples --example transform_script`

use pdl_runtime::transform::{run_entry, Collect, Interpreter, Registry, Script};

const INPUT: &str = r#"module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.add"(%a, %a) : (i32, i32) -> i32
    %1 = "my.add"(%0, %a) : (i32, i32) -> i32
    func.return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %adds "seen" : !transform.any_op
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %adds "count" = %n : !transform.any_op, !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.add"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut ir = pdl_runtime::dialects::parse_loaded(INPUT, "input.mlir")?;
    let script = Script::from_ir(&ir, INPUT);
    let root = ir.root();
    let (mut diagnostics, registry) = (Collect::default(), Registry::new());
    let mut interpreter = Interpreter::new(&script, &mut ir, &mut diagnostics, &registry);
    let ok = run_entry(&mut interpreter, root, "__transform_main");
    for d in &diagnostics.0 {
        eprintln!("{d:?}");
    }
    if !ok {
        return Err("the transform script failed".into());
    }
    print!("{}", pdl_runtime::text::print(&ir));
    Ok(())
}
