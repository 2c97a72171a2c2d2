// A func.func and unregistered ops beside a pattern: kept, after the matcher and rewriters.
module {
  func.func private @f()
  "my.other"() : () -> ()
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "my.a"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  "my.after"() {x = 1 : i32} : () -> ()
}
