module {
  module @ir {
    func.func @test_123_base(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @test_123_false(%arg0: i32) -> i32 {
      %c3_i32 = arith.constant 3 : i32
      %0 = arith.divsi %arg0, %c3_i32 : i32
      return %0 : i32
    }
    func.func @test_123_type(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
  }
}

