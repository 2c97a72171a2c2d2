"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.success"() : () -> (bf16, bf16)
    %1:2 = "test.success"() : () -> (tuple<i1, f64>, tuple<i1, f64>)
    "test.use"(%0#1, %1#1) : (bf16, tuple<i1, f64>) -> ()
  }) : () -> ()
}) : () -> ()

