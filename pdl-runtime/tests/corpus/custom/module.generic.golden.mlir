"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() ({
    "t.op"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.attr = 1 : i32} : () -> ()

