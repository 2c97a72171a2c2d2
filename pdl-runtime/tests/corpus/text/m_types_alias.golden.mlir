"builtin.module"() ({
  %0 = "test.a"() : () -> tensor<4xf32>
  %1 = "test.b"(%0) : (tensor<4xf32>) -> !foo.bar<i32>
}) : () -> ()

