module {
  module @ir {
    func.func @test_514_base(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
    func.func @test_514_false(%arg0: i64) -> i64 {
      %c1_i64 = arith.constant 1 : i64
      %0 = arith.subi %arg0, %c1_i64 : i64
      return %0 : i64
    }
    func.func @test_514_Com(%arg0: i64) -> i64 {
      %c0_i64 = arith.constant 0 : i64
      %0 = arith.subi %c0_i64, %arg0 : i64
      return %0 : i64
    }
  }
}

