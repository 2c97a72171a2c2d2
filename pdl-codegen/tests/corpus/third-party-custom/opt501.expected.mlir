module {
  module @ir {
    func.func @test_501_base(%arg0: i64) -> i64 {
      %c0_i64 = arith.constant 0 : i64
      return %c0_i64 : i64
    }
    func.func @test_501_type(%arg0: i32) -> i32 {
      %c0_i32 = arith.constant 0 : i32
      return %c0_i32 : i32
    }
  }
}

