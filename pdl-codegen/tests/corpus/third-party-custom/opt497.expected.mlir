module {
  module @ir {
    func.func @test_497_base(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
    func.func @test_497_com(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
    func.func @test_497_type(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @test_497_need_to_work(%arg0: i64) -> i64 {
      return %arg0 : i64
    }
  }
}

