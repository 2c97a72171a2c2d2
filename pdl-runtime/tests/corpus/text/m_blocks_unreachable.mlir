// blocks unreachable
func.func @f() {
  return
^bb1:
  "test.x"() : () -> ()
  return
^bb2(%a: i32, %b: f32):
  "test.use"(%a, %b) : (i32, f32) -> ()
  return
}
