"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:4 = "test.success"() : () -> (i32, i32, i32, i32)
    %1 = "test.success"() : () -> i32
    %2 = "test.success"() : () -> i32
    "test.consumer"(%0#0, %0#1, %0#2, %0#3, %1) : (i32, i32, i32, i32, i32) -> ()
  }) {test.get_results_2} : () -> ()
}) : () -> ()

