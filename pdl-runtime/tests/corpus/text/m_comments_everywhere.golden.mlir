"builtin.module"() ({
  "test.a"() {x = 1 : i64} : () -> ()
  %0 = "test.b"() : () -> i32
}) : () -> ()

