// Operations other than patterns in `module @patterns` (a function, an unregistered op, in custom and generic form): MLIR's test pass lowers the patterns and ignores the rest.
module @patterns {
  func.func @helper(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %root = pdl.operation "x.identity"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
  "x.note"() {text = "not a pattern"} : () -> ()
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.identity"(%0) : (i32) -> i32
  "x.use"(%1) : (i32) -> ()
}
