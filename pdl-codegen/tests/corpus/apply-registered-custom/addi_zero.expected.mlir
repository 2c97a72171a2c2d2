module {
  module @ir {
    func.func @f(%arg0: i32) -> i32 {
      "test.success"() : () -> ()
      return %arg0 : i32
    }
  }
}

