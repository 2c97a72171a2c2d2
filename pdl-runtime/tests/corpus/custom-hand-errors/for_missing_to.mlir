func.func @f(%a: index) {
  scf.for %i = %a too %a step %a {
  }
  return
}
