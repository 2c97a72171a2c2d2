// A rewrite inside an scf.if region creates a constant: it is hoisted to the function's entry block.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i64
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %a = pdl.attribute = 11 : i64
      %c = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
      pdl.replace %root with %c
    }
  }
}
module @ir {
  func.func @f(%arg0: i1) {
    "scf.if"(%arg0) ({
      %0 = "test.op"() : () -> i64
      "test.keep"(%0) : (i64) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    return
  }
}
