// Patterns apply to ops inside the graph region of an unregistered op, including a use before its definition.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.graph"() ({
    "x.use"(%1) : (i32) -> ()
    %1 = "test.op"(%0) : (i32) -> i32
    %0 = "x.src"() : () -> i32
  }) : () -> ()
}
