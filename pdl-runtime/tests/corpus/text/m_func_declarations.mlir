// func declarations
func.func private @decl(i32, f32) -> i32
func.func private @decl2()
func.func nested @decl3(i32) -> (i32, i32)
func.func public @pub() {
  return
}
