// error: float for int
"test.a"() {x = 1.5 : i32} : () -> ()
