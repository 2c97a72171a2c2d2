"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {both = 3 : i64} : () -> ()
    "test.op"() {hi = 4 : i64, lo = 3 : i64} : () -> ()
    "test.op"() {hi = 3 : i32, lo = 3 : i64} : () -> ()
    "test.success"() {both = "a"} : () -> ()
  }) : () -> ()
}) : () -> ()

