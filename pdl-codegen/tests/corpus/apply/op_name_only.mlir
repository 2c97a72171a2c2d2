// pdl.operation with only a name: MLIR's lowering requires zero operands and zero results, so only the bare "test.op" is erased.
module @patterns {
  pdl.pattern @erase_bare : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  "test.op"() : () -> ()
  "test.op"(%0) : (i32) -> ()
  %1 = "test.op"() : () -> i32
  "test.op"() {a = 1 : i64} : () -> ()
  "test.use"(%1) : (i32) -> ()
}
