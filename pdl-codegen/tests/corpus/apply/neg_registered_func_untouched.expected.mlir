"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> i32
      %1 = "test.success"(%0) : (i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

