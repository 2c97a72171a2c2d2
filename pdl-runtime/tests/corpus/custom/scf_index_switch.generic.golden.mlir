"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    "scf.index_switch"(%arg0) <{cases = array<i64: 2, -5>}> ({
      "u.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "u.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "scf.if"(%arg1) ({
      "u.c"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

