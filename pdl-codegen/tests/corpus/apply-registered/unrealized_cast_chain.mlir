// builtin.unrealized_conversion_cast folds a round trip A->B->A to the original value and a same-type cast to its operand.
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
  func.func @f(%arg0: i32) -> (i32, i32, i64) {
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
    %2 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i32
    "test.op"() : () -> ()
    return %1, %2, %0 : i32, i32, i64
  }
}
