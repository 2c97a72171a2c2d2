"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i1):
      %0 = "arith.constant"() <{value = 11 : i64}> : () -> i64
      "scf.if"(%arg0) ({
        "test.keep"(%0) : (i64) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

