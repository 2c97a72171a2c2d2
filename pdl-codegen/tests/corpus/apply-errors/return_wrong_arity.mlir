// The rewrite turns an unregistered terminator into a func.return with one operand in a function returning nothing.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.ret"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "func.return"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) {
    "x.ret"(%arg0) : (i32) -> ()
  }
}
