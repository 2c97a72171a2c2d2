"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.are_equal_1} : () -> ()
}) : () -> ()

