func.func @f() {
  %0 = arith.constant
  return
}
