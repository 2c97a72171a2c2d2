%x = "test.c"() : () -> i32
%0 = "arith.cmpi"(%x, %x) {predicate = 3 : i32} : (i32, i32) -> i1
