"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.branch_1} : () -> ()
}) : () -> ()

