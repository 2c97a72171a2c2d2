"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() {n = 0 : i64} : () -> i32
    %1 = "x.src"() {n = 1 : i64} : () -> i32
    %2 = "x.src"() {n = 2 : i64} : () -> i32
    "x.group_a"(%0, %1, %2) : (i32, i32, i32) -> ()
    "x.group_b"(%1, %2) : (i32, i32) -> ()
    "x.group_a"(%0, %1, %2) : (i32, i32, i32) -> ()
    "x.group_b"(%1, %2) : (i32, i32) -> ()
    "x.two_groups"() : () -> ()
  }) : () -> ()
}) : () -> ()

