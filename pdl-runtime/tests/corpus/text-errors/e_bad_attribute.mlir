// error: bad attribute
"test.a"() {x = } : () -> ()
