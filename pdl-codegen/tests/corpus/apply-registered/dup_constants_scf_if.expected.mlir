"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i1):
      %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.keep"(%1) : (i32) -> ()
      "scf.if"(%arg0) ({
        "test.keep"(%1) : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
        "test.keep"(%0) : (i32) -> ()
        "test.success"() : () -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

