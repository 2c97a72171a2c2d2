"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.typed_constant"() {value = 7 : i16} : () -> i16
    %1 = "x.typed_constant"() {value = 2.000000e+00 : bf16} : () -> bf16
    %2 = "x.typed_constant"() {value = dense<0.000000e+00> : tensor<2xf32>} : () -> tensor<2xf32>
    %3 = "x.typed_constant"() {value = "untyped"} : () -> none
  }) : () -> ()
}) : () -> ()

