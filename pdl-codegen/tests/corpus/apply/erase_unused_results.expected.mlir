"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.keep"() : () -> i32
  }) : () -> ()
}) : () -> ()

