// error: result group mismatch
%a:3 = "test.a"() : () -> (i32, i32)
