%x = "test.c"() : () -> i32
%0 = "func.call"(%x) {callee = "g"} : (i32) -> i32
