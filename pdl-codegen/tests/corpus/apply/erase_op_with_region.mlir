// Erasing an op that holds a region erases everything nested in it.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "x.dead_scope"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  "x.before"() : () -> ()
  "x.dead_scope"() ({
    %0 = "x.inner"() : () -> i32
    "x.scope"() ({
      "x.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "x.after"() : () -> ()
}
