module {
  module @ir {
    func.func @test_opt_2762_base(%arg0: i64) -> i1 {
      %true = arith.constant true
      %c24_i64 = arith.constant 24 : i64
      %0 = arith.cmpi ne, %arg0, %c24_i64 : i64
      %1 = arith.xori %0, %true : i1
      return %1 : i1
    }
  }
}

