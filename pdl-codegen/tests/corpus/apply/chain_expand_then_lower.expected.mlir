"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.add_one"(%0) {amount = 1 : i64} : (i32) -> i32
    %2 = "x.add_one"(%1) {amount = 1 : i64} : (i32) -> i32
    %3 = "x.add_one"(%2) {amount = 1 : i64} : (i32) -> i32
    %4 = "x.add_one"(%3) {amount = 1 : i64} : (i32) -> i32
    "x.use"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

