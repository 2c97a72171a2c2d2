// forward references to values and blocks
"test.g"() ({
  "test.use"(%later) : (i32) -> ()
  %later = "test.def"() : () -> i32
  "test.use2"(%after) : (i64) -> ()
  %after = "test.def2"() : () -> i64
}) : () -> ()
func.func @f() {
  "test.jmp"()[^next] : () -> ()
^next:
  "test.jmp"()[^last] : () -> ()
^last:
  return
}
