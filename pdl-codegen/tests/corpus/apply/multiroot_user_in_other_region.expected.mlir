"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.lo_paired"(%0) : (i32) -> i32
    %2 = "x.hi_paired"(%0) : (i32) -> i32
    "x.region"() ({
      "x.use"(%2) : (i32) -> ()
    }) : () -> ()
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

