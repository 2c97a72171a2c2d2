// error: bad type unclosed
"test.a"() : () -> tensor<4xf32
