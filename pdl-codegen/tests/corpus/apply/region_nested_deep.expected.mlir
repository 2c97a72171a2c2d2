"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "test.success"() {level = 1 : i64} : () -> ()
      "test.graph"() ({
        "test.success"() {level = 2 : i64} : () -> ()
        "test.graph"() ({
          "test.success"() {level = 3 : i64} : () -> ()
        }) : () -> ()
      }) : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
    "test.success"() {level = 0 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()

