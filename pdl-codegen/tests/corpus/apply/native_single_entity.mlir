// Native constraint single_entity_constraint on an unnamed root: only the op named "test.op" passes it.
module @patterns {
  pdl.pattern : benefit(1) {
    %mark = pdl.attribute
    %root = pdl.operation {"mark" = %mark}
    pdl.apply_native_constraint "single_entity_constraint"(%root : !pdl.operation)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {mark} : () -> ()
  "test.other"() {mark} : () -> ()
  "x.op"() {mark} : () -> ()
}
