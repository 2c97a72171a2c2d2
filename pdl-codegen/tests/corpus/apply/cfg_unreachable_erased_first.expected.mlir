"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      %0 = "test.v_done"() : () -> i32
      "test.w_saw_v"(%0) : (i32) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

