func.func @f(%a: index, %y: i32) {
  scf.for %i = %a to %a step %a iter_args(%x = %y) -> (i32, i32) {
  }
  return
}
