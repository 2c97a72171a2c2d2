"builtin.module"() ({
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "g"}> ({
    %0 = "test.fn"() : () -> ((i32) -> i32)
    "func.return"(%0) : ((i32) -> i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: (i32) -> i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

