// Ops three regions deep (func -> graph -> graph) are rewritten; each level's ops too.
module @patterns {
  pdl.pattern : benefit(1) {
    %lvl = pdl.attribute
    %root = pdl.operation "test.op" {"level" = %lvl}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"level" = %lvl}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f() {
    "test.op"() {level = 1 : i64} : () -> ()
    "test.graph"() ({
      "test.op"() {level = 2 : i64} : () -> ()
      "test.graph"() ({
        "test.op"() {level = 3 : i64} : () -> ()
      }) : () -> ()
    }) : () -> ()
    return
  }
  "test.op"() {level = 0 : i64} : () -> ()
}
