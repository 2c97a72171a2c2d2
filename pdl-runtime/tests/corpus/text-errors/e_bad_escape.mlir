// error: bad escape
"test.a"() {s = "bad\q"} : () -> ()
