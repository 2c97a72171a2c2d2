// error: dominance in func
func.func @f() {
  "test.use"(%0) : (i32) -> ()
  %0 = "test.def"() : () -> i32
  return
}
