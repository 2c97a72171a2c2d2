%x = "test.c"() : () -> i32
%0 = "arith.divsi"(%x, %x) {isExact = 1} : (i32, i32) -> i32
