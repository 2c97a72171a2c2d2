"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0 = "test.op"() : () -> i32
    %1 = "test.op"(%0) : (i32) -> i32
    %2 = "test.op"(%0) : (i32) -> i32
  }) {test.foreach} : () -> ()
}) : () -> ()

