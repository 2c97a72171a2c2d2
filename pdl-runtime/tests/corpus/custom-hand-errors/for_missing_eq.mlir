func.func @f(%a: index) {
  scf.for %i %a to %a step %a {
  }
  return
}
