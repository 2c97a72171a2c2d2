// Near misses on the producer: the operand must come from "x.p" result 0; a block argument, another op, or result 1 do not match.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %p = pdl.operation "x.p" -> (%ts : !pdl.range<type>)
    %r = pdl.result 0 of %p
    %root = pdl.operation "test.op"(%r : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%r : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) {
    %0:2 = "x.p"() : () -> (i32, i32)
    %1 = "x.q"() : () -> i32
    "test.op"(%arg0) : (i32) -> ()
    "test.op"(%1) : (i32) -> ()
    "test.op"(%0#1) : (i32) -> ()
    "test.op"(%0#0) : (i32) -> ()
    return
  }
}
