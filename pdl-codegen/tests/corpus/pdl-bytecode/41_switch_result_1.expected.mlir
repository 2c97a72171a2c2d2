"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_result_1} : () -> ()
}) : () -> ()

