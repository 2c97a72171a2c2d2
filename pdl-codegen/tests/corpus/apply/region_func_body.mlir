// Patterns apply inside func.func bodies, to ops reading block arguments, in two functions.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand
    %b = pdl.operand
    %root = pdl.operation "x.sub"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %neg = pdl.operation "x.neg"(%b : !pdl.value) -> (%t : !pdl.type)
      %nb = pdl.result 0 of %neg
      %add = pdl.operation "x.add"(%a, %nb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %add
    }
  }
}
module @ir {
  func.func @f(%arg0: f32, %arg1: f32) -> f32 {
    %0 = "x.sub"(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @g(%arg0: i8) -> i8 {
    %0 = "x.sub"(%arg0, %arg0) : (i8, i8) -> i8
    %1 = "x.sub"(%0, %arg0) : (i8, i8) -> i8
    return %1 : i8
  }
}
