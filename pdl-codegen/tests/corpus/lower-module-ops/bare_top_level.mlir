// Patterns and other ops at the top of the file, in no module.
"my.first"() : () -> ()
pdl.pattern @p : benefit(2) {
  %root = pdl.operation "my.a"
  pdl.rewrite %root {
    pdl.erase %root
  }
}
"my.middle"() : () -> ()
pdl.pattern @q : benefit(1) {
  %root = pdl.operation "my.b"
  pdl.rewrite %root {
    pdl.erase %root
  }
}
"my.last"() {s = "}"} : () -> ()
