// Two operand ranges on an unregistered op (no AttrSizedOperandSegments, an operandSegmentSizes attribute is ignored): group 0 is every operand, group 1 all but the first.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operands
    %b = pdl.operands
    %root = pdl.operation "x.two_groups"(%a, %b : !pdl.range<value>, !pdl.range<value>)
    pdl.rewrite %root {
      %na = pdl.operation "x.group_a"(%a : !pdl.range<value>)
      %nb = pdl.operation "x.group_b"(%b : !pdl.range<value>)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() {n = 0 : i64} : () -> i32
  %1 = "x.src"() {n = 1 : i64} : () -> i32
  %2 = "x.src"() {n = 2 : i64} : () -> i32
  "x.two_groups"(%0, %1, %2) : (i32, i32, i32) -> ()
  "x.two_groups"(%0, %1, %2) {operandSegmentSizes = array<i32: 2, 1>} : (i32, i32, i32) -> ()
  "x.two_groups"() : () -> ()
}
