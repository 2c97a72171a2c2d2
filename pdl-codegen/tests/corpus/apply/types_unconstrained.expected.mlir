"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0 = "test.success"() : () -> i1
    %1:4 = "test.success"() : () -> (i1, i2, i3, i4)
    "test.use"(%0, %1#3) : (i1, i4) -> ()
  }) : () -> ()
}) : () -> ()

