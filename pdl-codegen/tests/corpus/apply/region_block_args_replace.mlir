// Replacing ops with block arguments of the enclosing region (an unregistered op's entry block and a func's arguments).
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %root = pdl.operation "x.copy"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
}
module @ir {
  "x.scope"() ({
  ^bb0(%a: i32, %b: f32):
    %0 = "x.copy"(%a) : (i32) -> i32
    %1 = "x.copy"(%b) : (f32) -> f32
    "x.yield"(%0, %1) : (i32, f32) -> ()
  }) : () -> ()
  func.func @f(%arg0: index) -> index {
    %0 = "x.copy"(%arg0) : (index) -> index
    %1 = "x.copy"(%0) : (index) -> index
    return %1 : index
  }
}
