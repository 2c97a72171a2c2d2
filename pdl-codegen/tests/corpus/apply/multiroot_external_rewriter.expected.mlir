"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i32
    "test.op"(%0) {marker} : (i32) -> ()
    "test.success"(%0) : (i32) -> ()
    "test.op"(%1) : (i32) -> ()
    "x.root"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

