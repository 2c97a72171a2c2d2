"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arit.constant"() <{value = 4 : index}> : () -> index
      %2 = "arith.constant"() <{value = 1 , index}> : () -> index
      "scf.for"(%0, %1, %2) ({
      ^bb0(%arg0: index):
        %3 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "test.keep"(%3) : (index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "test.success"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

