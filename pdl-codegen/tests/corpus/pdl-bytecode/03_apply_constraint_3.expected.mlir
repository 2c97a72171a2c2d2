"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.replaced_by_pattern"() : () -> ()
    "test.op"() {test_attr} : () -> ()
  }) {test.apply_constraint_3} : () -> ()
}) : () -> ()

