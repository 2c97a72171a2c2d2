// pdl.erase of ops whose results exist but have no users; the pattern is limited to ops named "x.unused" with one result.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.unused" -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.unused"() : () -> i32
  %1 = "x.unused"() : () -> tensor<4xf32>
  %2 = "x.keep"() : () -> i32
}
