// type constants
module @patterns {
  pdl.pattern @p : benefit(1) {
    %a = pdl.type : i32
    %b = pdl.type : tensor<4x?xf32>
    %c = pdl.type : !foo.bar<"x">
    %op = pdl.operation "test.a" -> (%a, %b, %c : !pdl.type, !pdl.type, !pdl.type)
    pdl.rewrite %op with "r"
  }
}
