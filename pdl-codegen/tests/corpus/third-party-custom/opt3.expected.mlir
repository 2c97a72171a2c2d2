module {
  module @ir {
    func.func @test3base(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
    func.func @test3Type(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @test3false(%arg0: i64) -> i64 {
      %c1_i64 = arith.constant 1 : i64
      %0 = arith.addi %arg0, %c1_i64 : i64
      return %0 : i64
    }
    func.func @test3Com(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }
}

