// error: value redefinition
%0 = "test.a"() : () -> i32
%0 = "test.b"() : () -> i32
