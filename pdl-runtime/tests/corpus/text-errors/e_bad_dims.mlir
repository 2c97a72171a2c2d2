// error: bad dims
"test.a"() : () -> tensor<4x>
