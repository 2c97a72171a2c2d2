func.func @f(%c: i1, %a: i32) {
  %0 = arith.select %c, %a : i32
  return
}
