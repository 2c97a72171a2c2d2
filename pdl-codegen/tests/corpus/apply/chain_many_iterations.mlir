// A counter chain: "x.s3" -> "x.s2" + marker, "x.s2" -> "x.s1" + marker, "x.s1" -> "x.s0"; markers accumulate in order.
module @patterns {
  pdl.pattern @s3 : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.s3"(%v : !pdl.value)
    pdl.rewrite %root {
      %m = pdl.operation "x.mark3"(%v : !pdl.value)
      %n = pdl.operation "x.s2"(%v : !pdl.value)
      pdl.erase %root
    }
  }
  pdl.pattern @s2 : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.s2"(%v : !pdl.value)
    pdl.rewrite %root {
      %m = pdl.operation "x.mark2"(%v : !pdl.value)
      %n = pdl.operation "x.s1"(%v : !pdl.value)
      pdl.erase %root
    }
  }
  pdl.pattern @s1 : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.s1"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "x.s0"(%v : !pdl.value)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "x.s3"(%0) : (i32) -> ()
  "x.s1"(%0) : (i32) -> ()
  "x.s3"(%0) : (i32) -> ()
}
