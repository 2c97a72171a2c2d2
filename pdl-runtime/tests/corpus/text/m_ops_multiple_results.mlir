// ops multiple results
%a, %b = "test.a"() : () -> (i32, f32)
%c:3 = "test.b"() : () -> (i1, i2, i3)
%d, %e:2 = "test.c"() : () -> (i8, i16, i32)
"test.u"(%a, %b, %c#0, %c#2, %d, %e#1) : (i32, f32, i1, i3, i8, i32) -> ()
