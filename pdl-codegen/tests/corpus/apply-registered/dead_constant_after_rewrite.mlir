// The rewrite erases the only user of a constant: the constant is dead and erased.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.use"(%v : !pdl.value)
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @f() {
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "test.use"(%0) : (i32) -> ()
    return
  }
}
