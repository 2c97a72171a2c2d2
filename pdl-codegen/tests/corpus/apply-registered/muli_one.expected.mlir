"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({
    ^bb0(%arg0: i64):
      "test.success"() : () -> ()
      "func.return"(%arg0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

