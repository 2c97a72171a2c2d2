// The payload module comes before the patterns module; a comment mentions module @patterns.
module @ir {
  %0 = "test.op"() {note = "module @patterns {"} : () -> i32
  "test.use"(%0) : (i32) -> ()
}
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
}
