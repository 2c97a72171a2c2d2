"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.check_operation_name_1} : () -> ()
}) : () -> ()

