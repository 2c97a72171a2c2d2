"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i1, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %1 = "arith.cmpi"(%arg0, %0) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "test.success"() : () -> ()
      "func.return"(%1) : (i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

