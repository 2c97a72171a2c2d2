"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.five"() {value = "five"} : () -> i32
    %1 = "x.constant"() {value = 5 : i64} : () -> i32
    %2 = "x.constant"() {value = 6 : i32} : () -> i32
    "x.use"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

