// An unconstrained pdl.attribute only requires the attribute to be present; its value is copied under a new name.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute
    %root = pdl.operation "test.op" {"old" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"new" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {old = 1 : i64} : () -> ()
  "test.op"() {old = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  "test.op"() {old = #x.opaque<"thing">} : () -> ()
  "test.op"() {other = 1 : i64} : () -> ()
  "test.op"() : () -> ()
}
