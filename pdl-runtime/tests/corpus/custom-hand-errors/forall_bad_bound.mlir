func.func @f(%a: index) {
  scf.forall (%i, %j) in (%a, x) {
  }
  return
}
