// pdl.operation with name, operands, attributes and result types together, in the match and in the rewrite.
module @patterns {
  pdl.pattern @full : benefit(3) {
    %t = pdl.type
    %a = pdl.operand : %t
    %b = pdl.operand : %t
    %k = pdl.attribute
    %root = pdl.operation "x.madd"(%a, %b : !pdl.value, !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    pdl.rewrite %root {
      %tag = pdl.attribute = "fused"
      %n = pdl.operation "x.fma"(%a, %b, %a : !pdl.value, !pdl.value, !pdl.value) {"scale" = %k, "tag" = %tag} -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> f32
  %1 = "x.src"() : () -> f32
  %2 = "x.madd"(%0, %1) {k = 2.0 : f32} : (f32, f32) -> f32
  %3 = "x.madd"(%0, %1) : (f32, f32) -> f32
  "x.use"(%2, %3) : (f32, f32) -> ()
}
