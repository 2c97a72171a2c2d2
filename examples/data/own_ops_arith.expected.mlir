"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "test.arg"() : () -> i32
    %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.print"(%3, %2, %4) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

