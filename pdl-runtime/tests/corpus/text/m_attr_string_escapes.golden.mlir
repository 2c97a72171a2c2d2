"builtin.module"() ({
  "test.a"() {s = "he\22l\0Alo\01", t = "tab\09here\\", u = "\00\7F", v = ""} : () -> ()
}) : () -> ()

