// error: unknown custom op
"test.g"() ({
  foo.bar
}) : () -> ()
