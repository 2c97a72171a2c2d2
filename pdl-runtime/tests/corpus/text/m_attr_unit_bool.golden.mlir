"builtin.module"() ({
  "test.a"() {f = false, t = true, u, v} : () -> ()
}) : () -> ()

