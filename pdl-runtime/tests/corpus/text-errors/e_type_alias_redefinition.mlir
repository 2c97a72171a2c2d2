// error: type alias redefinition
!t = i32
!t = f32
"test.a"() : () -> !t
