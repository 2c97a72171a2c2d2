// A rewrite that creates two ops and then erases the (result-less) root; the new ops are inserted where the root was.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.split_store"(%v : !pdl.value)
    pdl.rewrite %root {
      %lo = pdl.attribute = 0 : i64
      %hi = pdl.attribute = 1 : i64
      %a = pdl.operation "x.store"(%v : !pdl.value) {"part" = %lo}
      %b = pdl.operation "x.store"(%v : !pdl.value) {"part" = %hi}
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i64
  "x.split_store"(%0) : (i64) -> ()
  "x.end"() : () -> ()
}
