"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:3 = "test.success"() : () -> (i1, index, tensor<2xf32>)
    "test.success"() : () -> ()
    "test.use"(%0#0, %0#1, %0#2) : (i1, index, tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

