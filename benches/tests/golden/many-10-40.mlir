module @patterns {
  pdl.pattern @p0 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op0"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done0"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p1 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op1"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done1"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p2 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op2"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done2"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p3 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op3"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done3"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p4 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op4"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done4"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p5 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op5"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done5"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p6 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op6"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done6"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p7 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op7"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done7"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p8 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op8"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done8"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p9 : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op9"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done9"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
}
module @ir {
  %v0 = "test.src"() : () -> i32
  %v1 = "test.op0"(%v0) : (i32) -> i32
  %v2 = "test.op1"(%v1) : (i32) -> i32
  %v3 = "test.op2"(%v2) : (i32) -> i32
  %v4 = "test.op3"(%v3) : (i32) -> i32
  %v5 = "test.op4"(%v4) : (i32) -> i32
  %v6 = "test.op5"(%v5) : (i32) -> i32
  %v7 = "test.op6"(%v6) : (i32) -> i32
  %v8 = "test.op7"(%v7) : (i32) -> i32
  %v9 = "test.op8"(%v8) : (i32) -> i32
  %v10 = "test.op9"(%v9) : (i32) -> i32
  %v11 = "test.op0"(%v10) : (i32) -> i32
  %v12 = "test.op1"(%v11) : (i32) -> i32
  %v13 = "test.op2"(%v12) : (i32) -> i32
  %v14 = "test.op3"(%v13) : (i32) -> i32
  %v15 = "test.op4"(%v14) : (i32) -> i32
  %v16 = "test.op5"(%v15) : (i32) -> i32
  %v17 = "test.op6"(%v16) : (i32) -> i32
  %v18 = "test.op7"(%v17) : (i32) -> i32
  %v19 = "test.op8"(%v18) : (i32) -> i32
  %v20 = "test.op9"(%v19) : (i32) -> i32
  %v21 = "test.op0"(%v20) : (i32) -> i32
  %v22 = "test.op1"(%v21) : (i32) -> i32
  %v23 = "test.op2"(%v22) : (i32) -> i32
  %v24 = "test.op3"(%v23) : (i32) -> i32
  %v25 = "test.op4"(%v24) : (i32) -> i32
  %v26 = "test.op5"(%v25) : (i32) -> i32
  %v27 = "test.op6"(%v26) : (i32) -> i32
  %v28 = "test.op7"(%v27) : (i32) -> i32
  %v29 = "test.op8"(%v28) : (i32) -> i32
  %v30 = "test.op9"(%v29) : (i32) -> i32
  %v31 = "test.op0"(%v30) : (i32) -> i32
  %v32 = "test.op1"(%v31) : (i32) -> i32
  %v33 = "test.op2"(%v32) : (i32) -> i32
  %v34 = "test.op3"(%v33) : (i32) -> i32
  %v35 = "test.op4"(%v34) : (i32) -> i32
  %v36 = "test.op5"(%v35) : (i32) -> i32
  %v37 = "test.op6"(%v36) : (i32) -> i32
  %v38 = "test.op7"(%v37) : (i32) -> i32
  %v39 = "test.op8"(%v38) : (i32) -> i32
  %v40 = "test.op9"(%v39) : (i32) -> i32
}
