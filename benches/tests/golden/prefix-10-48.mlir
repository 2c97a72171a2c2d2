module @patterns {
  pdl.pattern @p0 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 0 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p1 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 1 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p2 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 2 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p3 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 3 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p4 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 4 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p5 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 5 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p6 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 6 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p7 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 7 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p8 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 8 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @p9 : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %k = pdl.attribute = 9 : i32
    %op0 = pdl.operation "test.c"(%x : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.b"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %op1
    %op2 = pdl.operation "test.a"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %op2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.done"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
}
module @ir {
  %src = "test.src"() : () -> i32
  %c0 = "test.c"(%src) {k = 0 : i32} : (i32) -> i32
  %b0 = "test.b"(%c0) : (i32) -> i32
  %a0 = "test.a"(%b0) : (i32) -> i32
  %r0 = "test.root"(%a0) : (i32) -> i32
  %c1 = "test.c"(%src) {k = 1 : i32} : (i32) -> i32
  %b1 = "test.b"(%c1) : (i32) -> i32
  %a1 = "test.a"(%b1) : (i32) -> i32
  %r1 = "test.root"(%a1) : (i32) -> i32
  %c2 = "test.c"(%src) {k = 2 : i32} : (i32) -> i32
  %b2 = "test.b"(%c2) : (i32) -> i32
  %a2 = "test.a"(%b2) : (i32) -> i32
  %r2 = "test.root"(%a2) : (i32) -> i32
  %c3 = "test.c"(%src) {k = 3 : i32} : (i32) -> i32
  %b3 = "test.b"(%c3) : (i32) -> i32
  %a3 = "test.a"(%b3) : (i32) -> i32
  %r3 = "test.root"(%a3) : (i32) -> i32
  %c4 = "test.c"(%src) {k = 4 : i32} : (i32) -> i32
  %b4 = "test.b"(%c4) : (i32) -> i32
  %a4 = "test.a"(%b4) : (i32) -> i32
  %r4 = "test.root"(%a4) : (i32) -> i32
  %c5 = "test.c"(%src) {k = 5 : i32} : (i32) -> i32
  %b5 = "test.b"(%c5) : (i32) -> i32
  %a5 = "test.a"(%b5) : (i32) -> i32
  %r5 = "test.root"(%a5) : (i32) -> i32
  %c6 = "test.c"(%src) {k = 6 : i32} : (i32) -> i32
  %b6 = "test.b"(%c6) : (i32) -> i32
  %a6 = "test.a"(%b6) : (i32) -> i32
  %r6 = "test.root"(%a6) : (i32) -> i32
  %c7 = "test.c"(%src) {k = 7 : i32} : (i32) -> i32
  %b7 = "test.b"(%c7) : (i32) -> i32
  %a7 = "test.a"(%b7) : (i32) -> i32
  %r7 = "test.root"(%a7) : (i32) -> i32
  %c8 = "test.c"(%src) {k = 8 : i32} : (i32) -> i32
  %b8 = "test.b"(%c8) : (i32) -> i32
  %a8 = "test.a"(%b8) : (i32) -> i32
  %r8 = "test.root"(%a8) : (i32) -> i32
  %c9 = "test.c"(%src) {k = 9 : i32} : (i32) -> i32
  %b9 = "test.b"(%c9) : (i32) -> i32
  %a9 = "test.a"(%b9) : (i32) -> i32
  %r9 = "test.root"(%a9) : (i32) -> i32
  %c10 = "test.c"(%src) {k = 0 : i32} : (i32) -> i32
  %b10 = "test.b"(%c10) : (i32) -> i32
  %a10 = "test.a"(%b10) : (i32) -> i32
  %r10 = "test.root"(%a10) : (i32) -> i32
  %c11 = "test.c"(%src) {k = 1 : i32} : (i32) -> i32
  %b11 = "test.b"(%c11) : (i32) -> i32
  %a11 = "test.a"(%b11) : (i32) -> i32
  %r11 = "test.root"(%a11) : (i32) -> i32
}
