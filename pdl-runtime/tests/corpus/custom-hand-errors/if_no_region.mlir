func.func @f(%x: i1) {
  scf.if %x -> (i32)
  return
}
