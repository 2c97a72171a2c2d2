// func arg res attrs
func.func private @decl(i32 {arg.a}, f32) -> (i32 {res.b})
func.func @f(%a: i32 {foo.x = 1}, %b: f32) -> (f32 {foo.y}) attributes {foo.z, "my.attr" = [1]} {
  return %b : f32
}
