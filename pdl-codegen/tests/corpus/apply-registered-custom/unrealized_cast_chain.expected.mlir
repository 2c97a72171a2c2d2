module {
  module @ir {
    func.func @f(%arg0: i32) -> (i32, i32, i64) {
      %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
      "test.success"() : () -> ()
      return %arg0, %arg0, %0 : i32, i32, i64
    }
  }
}

