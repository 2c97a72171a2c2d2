"builtin.module"() ({
  "test.a"() {x = 42 : i64, y = -7 : i64, z = 16 : i64} : () -> ()
}) : () -> ()

