// Non-ASCII symbol names and strings through folding, constant CSE and a rewrite's attributes.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %a = pdl.attribute = "héllo→λ"
      %t = pdl.type : i32
      %c2 = pdl.attribute = 2 : i32
      %c = pdl.operation "arith.constant" {"value" = %c2} -> (%t : !pdl.type)
      %n = pdl.operation "test.done" {"s" = %a}
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @"fünf"(%x: i32) -> i32 {
    %c = arith.constant 2 : i32
    %d = arith.constant 2 : i32
    %s = "arith.addi"(%c, %d) {note = "ünïcode ✓"} : (i32, i32) -> i32
    "test.op"() : () -> ()
    return %s : i32
  }
}
