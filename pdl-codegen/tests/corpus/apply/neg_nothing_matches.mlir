// No op matches any pattern: the payload is printed unchanged.
module @patterns {
  pdl.pattern @a : benefit(1) {
    %root = pdl.operation "test.absent"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
  pdl.pattern @b : benefit(2) {
    %t = pdl.type : i1
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i32
  "test.use"(%0) : (i32) -> ()
  func.func @f() {
    return
  }
}
