"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    "x.keep"(%0) : (i32) -> ()
    %1 = "x.has_result"() {dead} : () -> i32
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

