module {
  func.func @while() {
    %0 = "u.get_some_value"() : () -> i32
    %1 = "u.get_some_value"() : () -> f32
    %2:2 = scf.while (%arg0 = %0, %arg1 = %1) : (i32, f32) -> (i64, f64) {
      %3:2 = "u.some_operation"(%arg0, %arg1) : (i32, f32) -> (i64, f64)
      %4 = "u.some_condition"(%arg0, %arg1) : (i32, f32) -> i1
      scf.condition(%4) %3#0, %3#1 : i64, f64
    } do {
    ^bb0(%arg0: i64, %arg1: f64):
      %3:2 = "u.some_operation"(%arg0, %arg1) : (i64, f64) -> (i32, f32)
      scf.yield %3#0, %3#1 : i32, f32
    } attributes {foo = "bar"}
    return
  }
  func.func @infinite_while() {
    %true = arith.constant true
    scf.while : () -> () {
      scf.condition(%true)
    } do {
      scf.yield
    }
    return
  }
  func.func @execute_region() -> i64 {
    %0 = scf.execute_region -> i64 {
      %c1_i64 = arith.constant 1 : i64
      scf.yield %c1_i64 : i64
    }
    %1:2 = scf.execute_region -> (i64, i64) {
      %c1_i64 = arith.constant 1 : i64
      scf.yield %c1_i64, %c1_i64 : i64, i64
    }
    %2 = scf.execute_region -> i32 no_inline {
      %c2_i32 = arith.constant 2 : i32
      scf.yield %c2_i32 : i32
    } {u.mark}
    return %0 : i64
  }
}

