// scf.index_switch: custom<SwitchCases> (cases before the default region, which is region 0), implicit scf.yield added when left out and elided when it says nothing.
func.func @f(%i: index, %c: i1) {
  scf.index_switch %i
  case 2 {
    "u.a"() : () -> ()
    scf.yield
  }
  case -5 {
    scf.yield
  }
  default {
    "u.b"() : () -> ()
  }
  scf.if %c {
    "u.c"() : () -> ()
  }
  return
}
