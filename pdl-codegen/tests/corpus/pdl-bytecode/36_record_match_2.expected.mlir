"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.producer"() : () -> i32
    %1:2 = "test.success"(%0) : (i32) -> (i64, i32)
    "test.consumer"(%1#0, %1#1) : (i64, i32) -> ()
  }) {test.record_match_2} : () -> ()
}) : () -> ()

