// error: bad constant type
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type : tensor<4xf32
    %op = pdl.operation "test.a" -> (%t : !pdl.type)
    pdl.rewrite %op with "r"
  }
}
