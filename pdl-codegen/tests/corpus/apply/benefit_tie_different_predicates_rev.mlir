// As benefit_tie_different_predicates with the patterns declared in the other order: @generic still wins, declaration order does not decide.
module @patterns {
  pdl.pattern @specific : benefit(1) {
    %a = pdl.attribute = 1 : i64
    %root = pdl.operation "test.op" {"k" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.specific"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @generic : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.generic"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {k = 1 : i64} : () -> ()
  "test.op"() {k = 2 : i64} : () -> ()
}
