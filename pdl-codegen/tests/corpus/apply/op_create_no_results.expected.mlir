"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i64
    "x.log"(%0) : (i64) -> ()
    %1 = "x.stored"(%0) : (i64) -> i1
    "x.use"(%1) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

