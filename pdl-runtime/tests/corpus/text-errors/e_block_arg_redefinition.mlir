// error: block arg redefinition
"test.g"() ({
^bb0(%a: i32, %a: i32):
  "test.a"() : () -> ()
}) : () -> ()
