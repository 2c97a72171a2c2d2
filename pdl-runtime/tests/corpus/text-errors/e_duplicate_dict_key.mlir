// error: duplicate dict key
"test.a"() {x = 1, x = 2} : () -> ()
