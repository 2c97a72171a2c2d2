func.func @f(%x: i32) {
  scf.if %x {
  }
  return
}
