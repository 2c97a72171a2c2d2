"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.p"() {tag = "red"} : () -> i32
    %1 = "x.p"() {tag = "blue"} : () -> i32
    "x.same_tag"(%0) {tag = "red"} : (i32) -> ()
    "x.c"(%1) {tag = "red"} : (i32) -> ()
    "x.same_tag"(%1) {tag = "blue"} : (i32) -> ()
  }) : () -> ()
}) : () -> ()

