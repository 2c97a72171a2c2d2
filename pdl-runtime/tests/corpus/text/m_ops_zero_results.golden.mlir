"builtin.module"() ({
  "test.a"() : () -> ()
  "test.b"() {x} : () -> ()
}) : () -> ()

