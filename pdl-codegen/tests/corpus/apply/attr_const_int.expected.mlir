"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {v = 42 : i64} : () -> ()
    "test.op"() {v = 42 : i32} : () -> ()
    "test.op"() {v = 43 : i64} : () -> ()
    "test.success"() {v = 42 : i64} : () -> ()
    "test.op"() {w = 42 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()

