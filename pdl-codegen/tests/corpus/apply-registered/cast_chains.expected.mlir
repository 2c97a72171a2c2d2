"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i8, i32) -> (i8, i64, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i8, %arg1: i32):
      %0 = "arith.extui"(%arg0) : (i8) -> i64
      %1 = "arith.index_cast"(%arg1) : (i32) -> index
      %2 = "arith.index_cast"(%1) : (index) -> i32
      "test.success"() : () -> ()
      "func.return"(%arg0, %0, %2) : (i8, i64, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

