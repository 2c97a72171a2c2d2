"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, index, i1) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: index, %arg2: i1):
      "scf.execute_region"() ({
        "cf.assert"(%arg2) <{msg = "kept"}> : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : () -> ()
      "test.success"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

