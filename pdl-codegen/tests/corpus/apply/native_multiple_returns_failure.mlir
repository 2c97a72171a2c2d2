// op_multiple_returns_failure always fails (it would return an attribute and a type): the lower-benefit fallback applies instead.
module @patterns {
  pdl.pattern @never : benefit(2) {
    %root = pdl.operation "test.op"
    %a, %t = pdl.apply_native_constraint "op_multiple_returns_failure"(%root : !pdl.operation) : !pdl.attribute, !pdl.type
    pdl.rewrite %root {
      %n = pdl.operation "x.never" {"a" = %a} -> (%t : !pdl.type)
      pdl.erase %root
    }
  }
  pdl.pattern @fallback : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "x.fallback"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
