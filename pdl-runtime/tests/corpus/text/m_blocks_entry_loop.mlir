// blocks entry loop
func.func @f() {
  "test.jmp"()[^bb1] : () -> ()
^bb1:
  "test.loop"()[^bb1, ^bb2] : () -> ()
^bb2:
  return
}
