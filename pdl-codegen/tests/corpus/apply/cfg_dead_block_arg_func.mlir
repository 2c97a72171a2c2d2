// In a func body: the used block argument stays, the unused one of the second block is dropped by region simplification.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.op"() : () -> i32
    "x.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    "x.br"(%a, %arg0)[^bb2] : (i32, i32) -> ()
  ^bb2(%b: i32, %unused: i32):
    return %b : i32
  }
}
