// error: result number out of range
%0:2 = "test.a"() : () -> (i32, i32)
"test.b"(%0#5) : (i32) -> ()
