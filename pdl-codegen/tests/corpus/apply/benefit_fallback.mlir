// The high-benefit pattern needs an attribute; where it is missing the low-benefit pattern applies.
module @patterns {
  pdl.pattern @special : benefit(10) {
    %a = pdl.attribute
    %root = pdl.operation "test.op" {"fast" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.fast"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @general : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.slow"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {fast} : () -> ()
  "test.op"() : () -> ()
}
