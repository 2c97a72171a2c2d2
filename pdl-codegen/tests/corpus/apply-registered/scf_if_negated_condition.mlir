// scf.if on xori(c, true) folds in place to scf.if on c with its regions swapped; xori(true, c) is first commuted.
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
  func.func @f(%arg0: i1) {
    %t = "arith.constant"() <{value = true}> : () -> i1
    %0 = "arith.xori"(%t, %arg0) : (i1, i1) -> i1
    "scf.if"(%0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.b"() : () -> ()
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "scf.if"(%0) ({
      "test.c"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    return
  }
}
