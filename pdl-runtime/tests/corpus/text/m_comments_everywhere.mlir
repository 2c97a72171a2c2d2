// comments everywhere
// header comment
// another
"test.a"() // after op name
  {x = 1} // after attrs
  : () -> () // end
// between
%0 = "test.b"() : () -> i32 // trailing
// final
