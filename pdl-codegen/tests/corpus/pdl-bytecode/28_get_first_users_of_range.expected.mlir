"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:2 = "test.op"() : () -> (i32, i32)
    %1 = "test.op"(%0#1) : (i32) -> i32
  }) {test.get_first_users_of_range} : () -> ()
}) : () -> ()

