module {
  func.func @f(%arg0: index, %arg1: i1) {
    scf.index_switch %arg0 
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
    scf.if %arg1 {
      "u.c"() : () -> ()
    }
    return
  }
}

