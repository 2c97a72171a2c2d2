module {
  module @ir {
    func.func @impl() -> i32 {
      %c4_i32 = arith.constant 4 : i32
      return %c4_i32 : i32
    }
  }
}

