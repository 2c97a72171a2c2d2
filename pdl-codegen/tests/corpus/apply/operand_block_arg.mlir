// An operand that is a block argument (no defining op) matches a plain pdl.operand; a pattern that requires a defining op does not.
module @patterns {
  pdl.pattern @any_operand : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @defined_operand : benefit(1) {
    %t = pdl.type
    %def = pdl.operation "x.def" -> (%t : !pdl.type)
    %v = pdl.result 0 of %def
    %root = pdl.operation "x.consume"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "x.consumed_def"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg: i32) {
    "test.op"(%arg) : (i32) -> ()
    "x.consume"(%arg) : (i32) -> ()
    %0 = "x.def"() : () -> i32
    "x.consume"(%0) : (i32) -> ()
    return
  }
}
