"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.scope"() ({
    ^bb0(%arg1: i32, %arg2: f32):
      "x.yield"(%arg1, %arg2) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
    ^bb0(%arg0: index):
      "func.return"(%arg0) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

