// A pattern creates ops that a second pattern then rewrites: "x.double"(v) -> two "x.inc", each "x.inc" -> "x.add_one".
module @patterns {
  pdl.pattern @expand : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.double"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %i1 = pdl.operation "x.inc"(%v : !pdl.value) -> (%t : !pdl.type)
      %r1 = pdl.result 0 of %i1
      %i2 = pdl.operation "x.inc"(%r1 : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %i2
    }
  }
  pdl.pattern @lower : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.inc"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %one = pdl.attribute = 1 : i64
      %n = pdl.operation "x.add_one"(%v : !pdl.value) {"amount" = %one} -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.double"(%0) : (i32) -> i32
  %2 = "x.double"(%1) : (i32) -> i32
  "x.use"(%2) : (i32) -> ()
}
