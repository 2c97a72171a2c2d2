// Equal constants in one function are deduplicated into one, hoisted to the entry block's start.
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
  func.func @f() {
    "test.op"() : () -> ()
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "test.keep"(%0) : (i32) -> ()
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "test.keep"(%1) : (i32) -> ()
    %2 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "test.keep"(%2) : (i64) -> ()
    return
  }
}
