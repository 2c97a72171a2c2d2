// error: operand type mismatch
%0 = "test.a"() : () -> i32
"test.b"(%0) : (f32) -> ()
