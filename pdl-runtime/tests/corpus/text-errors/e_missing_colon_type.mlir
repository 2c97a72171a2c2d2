// error: missing colon type
"test.a"() {x = 1}
