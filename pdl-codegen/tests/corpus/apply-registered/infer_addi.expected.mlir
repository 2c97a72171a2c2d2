"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.src"() : () -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.sink"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

