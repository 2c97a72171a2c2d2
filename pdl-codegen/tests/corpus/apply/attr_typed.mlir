// pdl.attribute : %t constrains the attribute's type; %t is captured and becomes the new op's result type.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.attribute : %t
    %root = pdl.operation "x.constant" {"value" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "x.typed_constant" {"value" = %a} -> (%t : !pdl.type)
      pdl.erase %root
    }
  }
}
module @ir {
  "x.constant"() {value = 7 : i16} : () -> ()
  "x.constant"() {value = 2.0 : bf16} : () -> ()
  "x.constant"() {value = dense<0.0> : tensor<2xf32>} : () -> ()
  "x.constant"() {value = "untyped"} : () -> ()
}
