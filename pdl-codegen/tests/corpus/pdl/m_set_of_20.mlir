// set of 20
module @patterns {
  pdl.pattern @p0 : benefit(0) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op0"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done0"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p1 : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op1"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done1"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p2 : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op2"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done2"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p3 : benefit(3) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op3"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done3"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p4 : benefit(4) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op4"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done4"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p5 : benefit(0) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op5"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done5"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p6 : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op6"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done6"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p7 : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op7"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done7"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p8 : benefit(3) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op8"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done8"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p9 : benefit(4) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op9"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done9"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p10 : benefit(0) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op10"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done10"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p11 : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op11"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done11"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p12 : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op12"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done12"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p13 : benefit(3) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op13"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done13"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p14 : benefit(4) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op14"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done14"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p15 : benefit(0) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op15"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done15"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p16 : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op16"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done16"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p17 : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op17"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done17"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p18 : benefit(3) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op18"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done18"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @p19 : benefit(4) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op19"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.done19"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
