"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.create_type_1} : () -> ()
}) : () -> ()

