"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.const"() {value = 0 : i64} : () -> i32
    "x.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

