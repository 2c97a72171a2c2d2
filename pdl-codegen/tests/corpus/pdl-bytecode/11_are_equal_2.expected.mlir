"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.not_equal"() : () -> i32
    "test.success"() : () -> ()
  }) {test.are_equal_2} : () -> ()
}) : () -> ()

