// expected-error@+1 {{custom op 'foo' is unknown}}
foo
// -----
// expected-error@below {{never}}
"test.a"() : () -> ()
// -----
"test.b"() : () -> (
// -----
// expected-warning@+1 {{expected non-function type}}
"test.c"() : () -> (
// -----
// expected-error-re@+1 {{expected {{[a-z-]+}} type}}
"test.d"() : () -> (
// -----
"test.e"() : () -> (  // expected-error {{expected non-function}}
// -----
// expected-error@+1 {{unterminated
"test.f"() : () -> ()
