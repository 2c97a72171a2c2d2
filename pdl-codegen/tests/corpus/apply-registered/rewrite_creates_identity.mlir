// A rewrite creates arith.addi x, 0 (a constant it also creates): the addi folds to x and the created constant dies.
module @patterns {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %t = pdl.type : i32
    %root = pdl.operation "test.op"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %z = pdl.attribute = 0 : i32
      %c = pdl.operation "arith.constant" {"value" = %z} -> (%t : !pdl.type)
      %cv = pdl.result 0 of %c
      %add = pdl.operation "arith.addi"(%x, %cv : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %add
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.op"(%arg0) : (i32) -> i32
    return %0 : i32
  }
}
