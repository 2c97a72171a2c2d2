"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "ext", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = (i1, f32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: f32):
      %0 = "func.call"() <{callee = @ext}> : () -> i32
      "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> ()
      %1 = "test.unknown"() : () -> i32
      "test.success"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

