"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

