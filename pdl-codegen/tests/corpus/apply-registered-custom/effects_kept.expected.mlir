module {
  module @ir {
    func.func private @ext() -> i32
    func.func @f(%arg0: i1, %arg1: f32) {
      %0 = call @ext() : () -> i32
      cf.assert %arg0, "boom"
      %1 = "test.unknown"() : () -> i32
      "test.success"() : () -> ()
      return
    }
  }
}

