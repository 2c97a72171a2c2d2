// regions multiple
"test.a"() ({
  "test.x"() : () -> ()
}, {
  "test.y"() : () -> ()
}, {
}) : () -> ()
