// error: unbalanced brace
"test.a"() ({
  "test.b"() : () -> ()
) : () -> ()
