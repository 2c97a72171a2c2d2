"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.c"() : () -> i32
    "x.a_saw_b"(%0) : (i32) -> ()
    %1 = "x.c"() : () -> i32
    "x.region"() ({
      "x.a_saw_b"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

