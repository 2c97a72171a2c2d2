"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() : () -> ()
    %0 = "test.replaced_by_pattern"() : () -> f32
  }) {test.apply_constraint_4} : () -> ()
}) : () -> ()

