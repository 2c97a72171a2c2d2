// error: non function type
"test.a"() : i32
