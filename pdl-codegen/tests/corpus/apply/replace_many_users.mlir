// Replacing an op whose result has many users (several uses in one op, uses in later ops): all uses move to the new value.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i32
  "x.a"(%0) : (i32) -> ()
  "x.b"(%0, %0, %0) : (i32, i32, i32) -> ()
  %1 = "x.c"(%0) : (i32) -> i32
  "x.d"(%1, %0) : (i32, i32) -> ()
  "x.e"(%0) : (i32) -> ()
}
