"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "test.src"() : () -> i32
    "test.use"(%0) : (i32) -> ()
    %2 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.sink"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

