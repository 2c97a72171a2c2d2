"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> f16
    %1 = "test.op"() : () -> bf16
    %2 = "test.op"() : () -> tensor<f32>
    %3 = "test.op"() : () -> vector<1xf32>
    %4 = "test.op"() : () -> complex<f32>
    %5 = "test.op"() : () -> i32
    "test.use"(%0, %1, %2, %3, %4, %5) : (f16, bf16, tensor<f32>, vector<1xf32>, complex<f32>, i32) -> ()
  }) : () -> ()
}) : () -> ()

