func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}
