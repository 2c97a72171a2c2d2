// error: forward ref never defined
"test.g"() ({
  "test.use"(%never) : (i32) -> ()
}) : () -> ()
