"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() : () -> f64
    %1:2 = "test.success2"() : () -> (i1, memref<4xi8>)
  }) : () -> ()
}) : () -> ()

