// error: result count mismatch
%a, %b = "test.a"() : () -> i32
