// scf.while with and without loop-carried values, an `after` region with its arguments,
// attributes; scf.execute_region with results, `no_inline`, several blocks. Cut from MLIR's
// test/Dialect/SCF/ops.mlir.
func.func @while() {
  %0 = "u.get_some_value"() : () -> i32
  %1 = "u.get_some_value"() : () -> f32
  %2:2 = scf.while (%arg0 = %0, %arg1 = %1) : (i32, f32) -> (i64, f64) {
    %3:2 = "u.some_operation"(%arg0, %arg1) : (i32, f32) -> (i64, f64)
    %4 = "u.some_condition"(%arg0, %arg1) : (i32, f32) -> i1
    "scf.condition"(%4, %3#0, %3#1) : (i1, i64, f64) -> ()
  } do {
  ^bb0(%arg2: i64, %arg3: f64):
    %5:2 = "u.some_operation"(%arg2, %arg3): (i64, f64) -> (i32, f32)
    "scf.yield"(%5#0, %5#1) : (i32, f32) -> ()
  } attributes {foo="bar"}
  return
}
func.func @infinite_while() {
  %true = arith.constant true
  scf.while : () -> () {
    "scf.condition"(%true) : (i1) -> ()
  } do {
    "scf.yield"() : () -> ()
  }
  return
}
func.func @execute_region() -> i64 {
  %res = scf.execute_region -> i64 {
    %c1 = arith.constant 1 : i64
    "scf.yield"(%c1) : (i64) -> ()
  }
  %res2:2 = scf.execute_region -> (i64, i64) {
    %c1 = arith.constant 1 : i64
    "scf.yield"(%c1, %c1) : (i64, i64) -> ()
  }
  %res3 = scf.execute_region -> i32 no_inline {
    %c2 = arith.constant 2 : i32
    "scf.yield"(%c2) : (i32) -> ()
  } {u.mark}
  return %res : i64
}
