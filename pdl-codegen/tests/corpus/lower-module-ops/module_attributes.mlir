// A module with attributes: kept, with its other ops.
module @m attributes {my.flag, my.n = 3 : i64} {
  pdl.pattern @p : benefit(1) {
    %root = pdl.operation "my.a"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
  "my.op"() : () -> ()
}
