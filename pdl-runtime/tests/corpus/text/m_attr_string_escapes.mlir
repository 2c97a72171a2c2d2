// attr string escapes
"test.a"() {s = "he\"l\nlo\01", t = "tab\there\\", u = "\00\7F", v = ""} : () -> ()
