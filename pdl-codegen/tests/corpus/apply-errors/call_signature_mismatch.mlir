// The rewrite changes the type of a func.call argument (f32 -> f64): the call no longer matches the callee's signature.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : f32
    %root = pdl.operation "x.value" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %d = pdl.type : f64
      %n = pdl.operation "x.value64" -> (%d : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func private @callee(f32)
  func.func @f() {
    %0 = "x.value"() : () -> f32
    func.call @callee(%0) : (f32) -> ()
    return
  }
}
