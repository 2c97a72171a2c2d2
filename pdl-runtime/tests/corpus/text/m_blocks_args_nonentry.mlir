// blocks args nonentry
func.func @f(%x: i32) -> i32 {
  "test.jmp"(%x)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  %z = "test.add"(%y, %x) : (i32, i32) -> i32
  "test.jmp"(%z)[^bb2] : (i32) -> ()
^bb2(%w: i32):
  return %w : i32
}
