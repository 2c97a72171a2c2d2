// switch on a constant result type: i32, f32, i64 (and a constant operand type)
module @patterns {
  pdl.pattern @i32 : benefit(1) {
    %v = pdl.operand
    %t = pdl.type : i32
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "from_i32"(%v : !pdl.value)
  }
  pdl.pattern @f32 : benefit(1) {
    %v = pdl.operand
    %t = pdl.type : f32
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "from_f32"(%v : !pdl.value)
  }
  pdl.pattern @i64 : benefit(2) {
    %v = pdl.operand
    %t = pdl.type : i64
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.cvt64"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @index : benefit(1) {
    %v = pdl.operand
    %t = pdl.type : index
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "from_index"
  }
  pdl.pattern @f32_from_i32 : benefit(3) {
    %ti = pdl.type : i32
    %v = pdl.operand : %ti
    %t = pdl.type : f32
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "i32_to_f32"(%v : !pdl.value)
  }
  pdl.pattern @any : benefit(0) {
    %v = pdl.operand
    %t = pdl.type
    %op = pdl.operation "test.cvt"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "any"(%t : !pdl.type)
  }
}
