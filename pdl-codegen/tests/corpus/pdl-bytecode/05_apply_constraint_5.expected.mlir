"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() : () -> ()
    %0:2 = "test.replaced_by_pattern"() : () -> (f32, f32)
  }) {test.apply_constraint_5} : () -> ()
}) : () -> ()

