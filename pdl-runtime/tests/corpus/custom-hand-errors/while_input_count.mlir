func.func @f(%x: i32) {
  scf.while (%a = %x) : () -> () {
    "u.c"() : () -> ()
  } do {
    "u.c"() : () -> ()
  }
  return
}
