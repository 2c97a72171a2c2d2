module {
  module @ir {
    func.func @test_518_base(%arg0: i64, %arg1: i64) -> i64 {
      return %arg1 : i64
    }
    func.func @test_518_false1(%arg0: i64, %arg1: i64) -> i64 {
      %0 = arith.subi %arg0, %arg1 : i64
      %1 = arith.subi %0, %arg0 : i64
      return %1 : i64
    }
    func.func @test_518_false4(%arg0: i64, %arg1: i64) -> i64 {
      %0 = arith.subi %arg1, %arg0 : i64
      %1 = arith.subi %0, %arg0 : i64
      return %1 : i64
    }
    func.func @test_518_false2(%arg0: i64, %arg1: i64) -> i64 {
      %0 = arith.subi %arg1, %arg0 : i64
      %1 = arith.subi %arg0, %0 : i64
      return %1 : i64
    }
    func.func @test_518_false3(%arg0: i64) -> i64 {
      %c2_i64 = arith.constant 2 : i64
      %0 = arith.subi %c2_i64, %arg0 : i64
      %1 = arith.subi %arg0, %0 : i64
      return %1 : i64
    }
  }
}

