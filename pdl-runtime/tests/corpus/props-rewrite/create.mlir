module {
  module @patterns {
    pdl.pattern : benefit(1) {
      %a = pdl.operand
      %t = pdl.type : i32
      %f = pdl.type : f32
      %root = pdl.operation "test.seed"(%a : !pdl.value) -> (%t, %f : !pdl.type, !pdl.type)
      pdl.rewrite %root {
        %v = pdl.attribute = 3 : i32
        %c = pdl.operation "arith.constant" {"value" = %v} -> (%t : !pdl.type)
        %cv = pdl.result 0 of %c
        %add = pdl.operation "arith.addi"(%a, %cv : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %sum = pdl.result 0 of %add
        %one = pdl.attribute = 1
        %two = pdl.attribute = 2
        %mul = pdl.operation "arith.muli"(%sum, %sum : !pdl.value, !pdl.value) {"overflowFlags" = %one, "foo" = %two} -> (%t : !pdl.type)
        %m = pdl.result 0 of %mul
        %fm = pdl.attribute = #arith.fastmath<fast>
        %x = pdl.operation "test.fsrc" -> (%f : !pdl.type)
        %xv = pdl.result 0 of %x
        %neg = pdl.operation "arith.negf"(%xv : !pdl.value) {"fastmath" = %fm} -> (%f : !pdl.type)
        %n = pdl.result 0 of %neg
        pdl.replace %root with (%m, %n : !pdl.value, !pdl.value)
      }
    }
  }
  module @ir {
    func.func @f(%a: i32) -> (i32, f32) {
      %0:2 = "test.seed"(%a) : (i32) -> (i32, f32)
      return %0#0, %0#1 : i32, f32
    }
  }
}
