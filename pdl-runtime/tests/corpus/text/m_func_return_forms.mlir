// func return forms
func.func @f(%a: i32) -> i32 {
  func.return %a : i32
}
func.func @g() {
  return
}
func.func @h(%a: i32, %b: i64) -> (i32, i64) {
  return %a, %b : i32, i64
}
