module {
  module @ir {
    func.func @test_45_base(%arg0: i64) -> i64 {
      %c-1_i64 = arith.constant -1 : i64
      %0 = arith.muli %arg0, %c-1_i64 : i64
      return %0 : i64
    }
    func.func @test_45_base_com1(%arg0: i64) -> i64 {
      %c-1_i64 = arith.constant -1 : i64
      %0 = arith.muli %arg0, %c-1_i64 : i64
      return %0 : i64
    }
    func.func @test_45_base_com2(%arg0: i64) -> i64 {
      %c-1_i64 = arith.constant -1 : i64
      %0 = arith.muli %arg0, %c-1_i64 : i64
      return %0 : i64
    }
    func.func @test_45_type(%arg0: i32) -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = arith.xori %arg0, %c-1_i32 : i32
      %1 = arith.addi %0, %c1_i32 : i32
      return %1 : i32
    }
  }
}

