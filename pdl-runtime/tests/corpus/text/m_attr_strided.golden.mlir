"builtin.module"() ({
  %0:3 = "test.a"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[2], offset: 3>>)
}) : () -> ()

