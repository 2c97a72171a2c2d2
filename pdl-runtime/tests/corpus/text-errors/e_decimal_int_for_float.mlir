// error: decimal int for float
"test.a"() {x = 1 : f32} : () -> ()
