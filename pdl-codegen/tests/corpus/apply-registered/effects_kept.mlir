// Unused operations with effects stay: func.call (unknown effects), cf.assert (writes), an unregistered op; unused pure ones go.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func private @ext() -> i32
  func.func @f(%arg0: i1, %arg1: f32) {
    %0 = "func.call"() <{callee = @ext}> : () -> i32
    "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> ()
    %1 = "test.unknown"() : () -> i32
    %2 = "math.sin"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "test.op"() : () -> ()
    return
  }
}
