// Large benefits: the largest benefit MLIR accepts (32767, an i16 that must be non-negative) beats 32766 and 32765, and applies alone too.
module @patterns {
  pdl.pattern @top : benefit(32767) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.top"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @second : benefit(32766) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.second"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @less : benefit(32765) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.less"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @alone : benefit(32767) {
    %root = pdl.operation "test.other"
    pdl.rewrite %root {
      %n = pdl.operation "test.alone_top"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
  "test.other"() : () -> ()
}
