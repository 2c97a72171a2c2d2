"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.get_results_1} : () -> ()
}) : () -> ()

