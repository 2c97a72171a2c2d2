"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i64
    "x.store"(%0) {part = 0 : i64} : (i64) -> ()
    "x.store"(%0) {part = 1 : i64} : (i64) -> ()
    "x.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

