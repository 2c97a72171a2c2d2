"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() {attr = "test.str"} : () -> f32
  }) {test.apply_rewrite_4} : () -> ()
}) : () -> ()

