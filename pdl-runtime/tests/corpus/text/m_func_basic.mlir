// func basic
func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = "test.x"(%a, %b) : (i32, f32) -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}
