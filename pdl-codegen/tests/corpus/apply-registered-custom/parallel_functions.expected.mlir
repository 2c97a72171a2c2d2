module {
  module @ir {
    func.func @f0(%arg0: i32) -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c1_i32 : i32
      return %1 : i32
    }
    func.func @f1(%arg0: i32) -> i32 {
      %c2_i32 = arith.constant 2 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c2_i32 : i32
      return %1 : i32
    }
    func.func @f2(%arg0: i32) -> i32 {
      %c3_i32 = arith.constant 3 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c3_i32 : i32
      return %1 : i32
    }
    "test.marked"() : () -> ()
    module @inner {
      func.func @g(%arg0: i32) -> i32 {
        %0 = "test.once"(%arg0) : (i32) -> i32
        %1 = "test.once"(%0) : (i32) -> i32
        return %1 : i32
      }
      func.func @h(%arg0: i32) -> i32 {
        %c7_i32 = arith.constant 7 : i32
        %0 = arith.addi %arg0, %c7_i32 : i32
        return %0 : i32
      }
    }
    func.func @f3(%arg0: i32) -> i32 {
      %c4_i32 = arith.constant 4 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c4_i32 : i32
      return %1 : i32
    }
    func.func @f4(%arg0: i32) -> i32 {
      %c5_i32 = arith.constant 5 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c5_i32 : i32
      return %1 : i32
    }
    func.func @f5(%arg0: i32) -> i32 {
      %c6_i32 = arith.constant 6 : i32
      %0 = "test.once"(%arg0) : (i32) -> i32
      %1 = arith.addi %0, %c6_i32 : i32
      return %1 : i32
    }
  }
}

