"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "test.src"() : () -> i32
    %2 = "test.src"() : () -> i32
    %3 = "arith.cmpi"(%1, %2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "test.sink"(%3, %0) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

