"builtin.module"() <{sym_name = "top"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
  ^bb0:
  }) {bar.y} : () -> ()
  "builtin.module"() ({
    "test.x"() : () -> ()
  }) : () -> ()
}) {foo.a, foo.x = 3 : i32} : () -> ()

