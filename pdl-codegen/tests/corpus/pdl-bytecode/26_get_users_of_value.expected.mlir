"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0 = "test.op"() : () -> i32
  }) {test.get_users_of_value} : () -> ()
}) : () -> ()

