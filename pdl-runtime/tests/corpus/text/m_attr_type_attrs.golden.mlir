"builtin.module"() ({
  "test.a"() {a = i32, b = tensor<4xf32>, c = (i32) -> f32, d = !foo.bar, e = none, f = index, g = memref<?xf32>} : () -> ()
}) : () -> ()

