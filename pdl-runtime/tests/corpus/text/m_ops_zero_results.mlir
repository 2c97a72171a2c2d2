// ops zero results
"test.a"() : () -> ()
"test.b"() {x} : () -> ()
