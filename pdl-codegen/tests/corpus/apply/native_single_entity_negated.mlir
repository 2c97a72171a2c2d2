// single_entity_constraint with isNegated = true: every marked op except "test.op" is rewritten.
module @patterns {
  pdl.pattern : benefit(1) {
    %mark = pdl.attribute
    %root = pdl.operation {"mark" = %mark}
    pdl.apply_native_constraint "single_entity_constraint"(%root : !pdl.operation) {isNegated = true}
    pdl.rewrite %root {
      %n = pdl.operation "test.not_test_op"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {mark} : () -> ()
  "test.other"() {mark} : () -> ()
  "x.op"() {mark} : () -> ()
  "x.unmarked"() : () -> ()
}
