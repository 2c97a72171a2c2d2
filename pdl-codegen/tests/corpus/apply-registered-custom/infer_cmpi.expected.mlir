module {
  module @ir {
    %false = arith.constant false
    %0 = "test.src"() : () -> i32
    %1 = "test.src"() : () -> i32
    %2 = arith.cmpi eq, %0, %1 : i32
    "test.sink"(%2, %false) : (i1, i1) -> ()
  }
}

