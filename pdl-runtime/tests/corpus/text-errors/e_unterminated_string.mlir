// error: unterminated string
"test.a"() {s = "abc} : () -> ()
