"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: index):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%0, %arg0, %1) ({
      ^bb0(%arg1: index):
        "test.effect"(%arg1) : (index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "test.success"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

