// expected-error@below {{never1}}
"test.a"() : () -> ()
// -----
"test.b"() : () -> (
// -----
// expected-error@below {{never3}}
"test.a"() : () -> ()
// -----
"test.c"() : () -> (
