// The rewrite changes the type of a value that func.return returns (i32 -> i64): the verifier after the pass rejects the func.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i32
    %root = pdl.operation "x.make" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %wide = pdl.type : i64
      %n = pdl.operation "x.make_wide" -> (%wide : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f() -> i32 {
    %0 = "x.make"() : () -> i32
    return %0 : i32
  }
}
