// In a named module: ops with results, regions and uses of module-level values stay as they were.
module @patterns {
  func.func private @f()
  %0 = "my.other"() : () -> i32
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "my.a"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  "my.after"(%0) ({
    %1 = "my.inner"() : () -> i64
    "my.use"(%1, %0) : (i64, i32) -> ()
  }) {x = 1 : i32} : (i32) -> ()
}
