%x = "test.c"() : () -> f32
%0 = "arith.truncf"(%x) {roundingmode = 9 : i32} : (f32) -> f16
