module {
  module @ir {
    func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1, i32, i32) {
      %0 = arith.select %arg0, %arg2, %arg1 : i32
      "test.success"() : () -> ()
      return %arg1, %arg0, %arg1, %0 : i32, i1, i32, i32
    }
  }
}

