// Each matched test.op is replaced by a new arith.constant 9: the created constants are deduplicated with the existing one.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i32
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %a = pdl.attribute = 9 : i32
      %c = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
      pdl.replace %root with %c
    }
  }
}
module @ir {
  func.func @f() {
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "test.keep"(%0) : (i32) -> ()
    %1 = "test.op"() : () -> i32
    "test.keep"(%1) : (i32) -> ()
    %2 = "test.op"() : () -> i32
    "test.keep"(%2) : (i32) -> ()
    return
  }
}
