"test.a"() : () -> ()
// ----
"test.b"() : () -> ()
// -----
// expected-warning@below {{never}}
"test.c"() : () -> ()
