module {
  module @ir {
    func.func @f(%arg0: i8, %arg1: i32) -> (i8, i64, i32) {
      %0 = arith.extui %arg0 : i8 to i64
      %1 = arith.index_cast %arg1 : i32 to index
      %2 = arith.index_cast %1 : index to i32
      "test.success"() : () -> ()
      return %arg0, %0, %2 : i8, i64, i32
    }
  }
}

