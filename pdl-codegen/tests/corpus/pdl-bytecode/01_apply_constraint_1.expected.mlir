"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.replaced_by_pattern"() : () -> ()
  }) {test.apply_constraint_1} : () -> ()
}) : () -> ()

