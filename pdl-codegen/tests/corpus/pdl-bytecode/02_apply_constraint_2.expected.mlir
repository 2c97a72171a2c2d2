"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() {test_attr} : () -> ()
    "test.replaced_by_pattern"() : () -> ()
  }) {test.apply_constraint_2} : () -> ()
}) : () -> ()

