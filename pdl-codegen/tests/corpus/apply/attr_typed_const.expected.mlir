"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {v = 1 : i8} : () -> ()
    "test.success"() {v = -128 : i8} : () -> ()
    "test.op"() {v = 1 : i16} : () -> ()
    "test.op"() {v = 1 : si8} : () -> ()
  }) : () -> ()
}) : () -> ()

