// error: duplicate block
"test.g"() ({
^bb1:
  "test.a"() : () -> ()
^bb1:
  "test.b"() : () -> ()
}) : () -> ()
