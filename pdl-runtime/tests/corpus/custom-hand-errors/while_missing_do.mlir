func.func @f(%x: i32) {
  scf.while (%a = %x) : (i32) -> () {
    "u.c"() : () -> ()
  } {
    "u.c"() : () -> ()
  }
  return
}
