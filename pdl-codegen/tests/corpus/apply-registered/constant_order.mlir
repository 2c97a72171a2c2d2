// Several distinct constants, some unused: unused ones are erased, the others hoisted to the front of the entry block.
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
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    "test.keep"(%2) : (f32) -> ()
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "test.keep"(%3, %0) : (index, i32) -> ()
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "test.keep"(%4) : (i32) -> ()
    return
  }
}
