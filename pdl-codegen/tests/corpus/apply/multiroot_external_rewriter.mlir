// Two-op pattern with the external "rewriter": the root "x.root"(v) only matches when v has another user, a marked "test.op" (found going up from v and checked by single_entity_constraint).
module @patterns {
  pdl.pattern : benefit(1) {
    %input = pdl.operand
    %m = pdl.attribute
    %other = pdl.operation "test.op"(%input : !pdl.value) {"marker" = %m}
    pdl.apply_native_constraint "single_entity_constraint"(%other : !pdl.operation)
    %root = pdl.operation "x.root"(%input : !pdl.value)
    pdl.rewrite %root with "rewriter"(%input : !pdl.value)
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i32
  "test.op"(%0) {marker} : (i32) -> ()
  "x.root"(%0) : (i32) -> ()
  "test.op"(%1) : (i32) -> ()
  "x.root"(%1) : (i32) -> ()
}
