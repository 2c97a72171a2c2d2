// error: undefined block
func.func @f() {
  "test.jmp"()[^nowhere] : () -> ()
}
