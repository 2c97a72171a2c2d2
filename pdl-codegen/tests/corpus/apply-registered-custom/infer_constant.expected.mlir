module {
  module @ir {
    %c7_i32 = arith.constant 7 : i32
    %0 = "test.src"() : () -> i32
    "test.use"(%c7_i32) : (i32) -> ()
    %1 = arith.addi %0, %0 : i32
    "test.sink"(%1) : (i32) -> ()
  }
}

