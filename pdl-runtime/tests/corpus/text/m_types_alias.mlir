// types alias
!t = tensor<4xf32>
!u = !t
!v = !foo.bar<i32>
%0 = "test.a"() : () -> !t
%1 = "test.b"(%0) : (!u) -> !v
