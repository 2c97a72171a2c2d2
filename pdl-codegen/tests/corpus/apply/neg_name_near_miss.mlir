// Near misses on the op name: only the exact name "test.op" matches (not test.op2, test.o, Test.op, x.op or op).
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op2"() : () -> ()
  "test.o"() : () -> ()
  "Test.op"() : () -> ()
  "x.op"() : () -> ()
  "test.op"() : () -> ()
}
