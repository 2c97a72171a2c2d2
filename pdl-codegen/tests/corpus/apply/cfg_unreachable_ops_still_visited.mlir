// An operation in a block that a rewrite made unreachable is still visited (MLIR 22's driver checks no reachability while processing the worklist); the block goes at the end of the iteration.
module @patterns {
  pdl.pattern @sw : benefit(1) {
    %t = pdl.type
    %v = pdl.operation "test.v" -> (%t : !pdl.type)
    %r = pdl.result 0 of %v
    %s = pdl.operation "test.sw"(%r : !pdl.value)
    pdl.rewrite %s {
      %n = pdl.operation "test.v2" -> (%t : !pdl.type)
      pdl.replace %v with %n
      pdl.erase %s
    }
  }
  pdl.pattern @mark : benefit(1) {
    %t = pdl.type
    %v = pdl.operation "test.v2" -> (%t : !pdl.type)
    %r = pdl.result 0 of %v
    %m = pdl.operation "test.mark"(%r : !pdl.value)
    pdl.rewrite %m {
      %n = pdl.operation "test.v3" -> (%t : !pdl.type)
      pdl.replace %v with %n
    }
  }
}
module @ir {
  "test.region"() ({
    %v = "test.v"() : () -> i32
    "test.sw"(%v)[^bb1] : (i32) -> ()
  ^bb1:
    "test.mark"(%v) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
}
