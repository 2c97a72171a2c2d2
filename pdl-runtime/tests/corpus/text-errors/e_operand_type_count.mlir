// error: operand type count
%0 = "test.a"() : () -> i32
"test.b"(%0) : () -> ()
