// error: bad block label
"test.g"() ({
^: 
  "test.a"() : () -> ()
}) : () -> ()
