module {
  module @ir {
    func.func @f(%arg0: i64, %arg1: i64) -> i64 {
      "test.success"() : () -> ()
      return %arg0 : i64
    }
  }
}

