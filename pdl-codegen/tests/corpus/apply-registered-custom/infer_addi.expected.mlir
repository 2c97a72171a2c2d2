module {
  module @ir {
    %0 = "test.src"() : () -> i32
    %1 = arith.addi %0, %0 : i32
    %2 = arith.muli %1, %0 : i32
    "test.sink"(%2) : (i32) -> ()
  }
}

