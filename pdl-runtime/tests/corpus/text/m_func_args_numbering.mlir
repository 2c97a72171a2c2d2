// func args numbering
func.func @f1(%x: i32) {
  "test.a"(%x) : (i32) -> ()
  return
}
func.func @f2(%y: i32, %z: i32) {
  %0 = "test.b"(%y, %z) : (i32, i32) -> i32
  return
}
func.func @f3(%w: f32) {
  "test.r"() ({
  ^bb0(%q: i32):
    "test.u"(%w, %q) : (f32, i32) -> ()
  }) : () -> ()
  return
}
