// ops properties
"test.a"() <{p = 1, q = "s"}> : () -> ()
"test.b"() <{}> : () -> ()
"test.c"() <{z = [1]}> {a = 2} : () -> ()
