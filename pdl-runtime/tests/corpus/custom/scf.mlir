// scf terminators (scf.yield, scf.condition) in generic-form region operations.
func.func @loops(%a: i32, %c: i1) -> i32 {
  %0 = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> i32
  %1 = "scf.execute_region"() ({
    scf.yield %0 : i32
  }) : () -> i32
  "scf.execute_region"() ({
    scf.yield
  }) : () -> ()
  return %1 : i32
}
