// A rewrite replaces the only user of an arith.subi: the subi becomes trivially dead and is erased.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.use"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32, %arg1: i32) {
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.use"(%0) : (i32) -> ()
    return
  }
}
