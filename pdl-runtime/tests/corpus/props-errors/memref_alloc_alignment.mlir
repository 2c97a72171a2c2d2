%n = "test.c"() : () -> index
%0 = "memref.alloc"(%n) {alignment = "x", operandSegmentSizes = array<i32: 1, 0>} : (index) -> memref<?xf32>
