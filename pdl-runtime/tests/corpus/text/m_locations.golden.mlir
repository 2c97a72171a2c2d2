"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  "test.b"(%0) : (i32) -> ()
  "test.c"() ({
  ^bb0(%arg1: i32):
    "test.d"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

