// error: int out of range
"test.a"() {x = 300 : i8} : () -> ()
