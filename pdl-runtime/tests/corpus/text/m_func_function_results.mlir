// func function results
func.func @g() -> ((i32) -> i32) {
  %x = "test.fn"() : () -> ((i32) -> i32)
  return %x : (i32) -> i32
}
func.func @h(%f: (i32) -> i32) -> () {
  func.return
}
