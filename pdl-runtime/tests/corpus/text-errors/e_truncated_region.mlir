// error: truncated region
"test.a"() ({
  "test.b"() : () -> ()

