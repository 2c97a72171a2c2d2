// Visiting order of MLIR's greedy driver: "x.a" (later in the block) is visited before its producer "x.b" is rewritten, so it still sees "x.b".
module @patterns {
  pdl.pattern @a_sees_b : benefit(1) {
    %t = pdl.type
    %b = pdl.operation "x.b" -> (%t : !pdl.type)
    %v = pdl.result 0 of %b
    %root = pdl.operation "x.a"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "x.a_saw_b"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @b_to_c : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.b" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.c" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.b"() : () -> i32
  "x.a"(%0) : (i32) -> ()
  %1 = "x.b"() : () -> i32
  "x.region"() ({
    "x.a"(%1) : (i32) -> ()
  }) : () -> ()
}
