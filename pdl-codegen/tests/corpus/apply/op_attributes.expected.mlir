"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {x = "two", y = 1 : i64} : () -> ()
    "test.op"() {x = 1 : i64} : () -> ()
    "test.op"() {y = 2.500000e+00 : f32} : () -> ()
    "test.success"() {x, y = [1, 2]} : () -> ()
  }) : () -> ()
}) : () -> ()

