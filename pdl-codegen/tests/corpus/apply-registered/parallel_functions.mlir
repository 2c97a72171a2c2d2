// Functions rewritten apart (pdl-opt rewrites them on several threads): a pattern inside each
// body, constants folded and deduplicated per function, a pattern rooted at an operation
// between the functions, and a nested module whose functions are rewritten with it.
module @patterns {
  pdl.pattern @once : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.twice"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.once"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @mark : benefit(1) {
    %root = pdl.operation "test.between"
    pdl.rewrite %root {
      %new = pdl.operation "test.marked"
      pdl.replace %root with %new
    }
  }
}
module @ir {
  func.func @f0(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
  func.func @f1(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
  func.func @f2(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
  "test.between"() : () -> ()
  module @inner {
    func.func @g(%arg0: i32) -> i32 {
      %0 = "test.twice"(%arg0) : (i32) -> i32
      %1 = "test.twice"(%0) : (i32) -> i32
      return %1 : i32
    }
    func.func @h(%arg0: i32) -> i32 {
      %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      return %1 : i32
    }
  }
  func.func @f3(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
  func.func @f4(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
  func.func @f5(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "test.twice"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %6 : i32
  }
}
