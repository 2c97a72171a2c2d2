"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.producer"() : () -> i32
    %1 = "test.success"(%0) : (i32) -> i32
    "test.consumer"(%0) : (i32) -> ()
  }) {test.apply_rewrite_3} : () -> ()
}) : () -> ()

