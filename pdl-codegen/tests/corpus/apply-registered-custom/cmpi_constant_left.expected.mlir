module {
  module @ir {
    func.func @f(%arg0: i32) -> i1 {
      %c3_i32 = arith.constant 3 : i32
      %0 = arith.cmpi sgt, %arg0, %c3_i32 : i32
      "test.success"() : () -> ()
      return %0 : i1
    }
  }
}

