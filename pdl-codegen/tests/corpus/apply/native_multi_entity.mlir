// multi_entity_constraint(root, def) passes when the second op (the operand's producer) is named "test.op".
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %def = pdl.operation -> (%t : !pdl.type)
    %v = pdl.result 0 of %def
    %root = pdl.operation "x.consumer"(%v : !pdl.value)
    pdl.apply_native_constraint "multi_entity_constraint"(%root, %def : !pdl.operation, !pdl.operation)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i32
  %1 = "test.other"() : () -> i32
  "x.consumer"(%0) : (i32) -> ()
  "x.consumer"(%1) : (i32) -> ()
}
