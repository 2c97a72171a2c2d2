"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0:2 = "test.op"() : () -> (i32, i32)
  }) {test.get_all_users_of_range} : () -> ()
}) : () -> ()

