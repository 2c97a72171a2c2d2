"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() ({
    "t.op"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "quoted name"}> ({
    %0 = "t.op"() : () -> i32
  }) : () -> ()
}) {test.attr = 1 : i32} : () -> ()

