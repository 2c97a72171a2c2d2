"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
    %1 = "test.op"(%0) : (i32) -> i32
  }) {test.extract_type} : () -> ()
}) : () -> ()

