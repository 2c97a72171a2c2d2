module {
  module @ir {
    func.func @test_392_trunci_base(%arg0: i16) -> i64 {
      %0 = arith.extsi %arg0 : i16 to i64
      return %0 : i64
    }
    func.func @test_392_trunci_constant() -> i64 {
      %c3_i64 = arith.constant 3 : i64
      return %c3_i64 : i64
    }
    func.func @test_392_trunci_type(%arg0: i7) -> i47 {
      %0 = arith.extsi %arg0 : i7 to i47
      return %0 : i47
    }
  }
}

