"builtin.module"() <{sym_name = "m"}> ({
  "test.a"() : () -> ()
}) : () -> ()

