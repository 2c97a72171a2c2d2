// Multi-root with two shared operands: "x.add"(a, b) and "x.sub"(a, b) over the same pair become one "x.addsub"; "x.sub"(b, a) is left alone.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand
    %b = pdl.operand
    %add = pdl.operation "x.add"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %sub = pdl.operation "x.sub"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite {
      %n = pdl.operation "x.addsub"(%a, %b : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %s = pdl.result 0 of %n
      %d = pdl.result 1 of %n
      pdl.replace %add with (%s : !pdl.value)
      pdl.replace %sub with (%d : !pdl.value)
    }
  }
}
module @ir {
  func.func @f(%x: f32, %y: f32) -> (f32, f32, f32) {
    %0 = "x.add"(%x, %y) : (f32, f32) -> f32
    %1 = "x.sub"(%y, %x) : (f32, f32) -> f32
    %2 = "x.sub"(%x, %y) : (f32, f32) -> f32
    return %0, %1, %2 : f32, f32, f32
  }
}
