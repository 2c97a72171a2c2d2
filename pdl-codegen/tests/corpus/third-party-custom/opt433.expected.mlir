module {
  module @ir {
    func.func @test_433_trunci_base(%arg0: i64) -> i8 {
      %0 = arith.trunci %arg0 : i64 to i8
      return %0 : i8
    }
    func.func @test_433_trunci_type(%arg0: i999) -> i2 {
      %0 = arith.trunci %arg0 : i999 to i2
      return %0 : i2
    }
  }
}

