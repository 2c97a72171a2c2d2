// switch on constant type ranges (pdl.types : [...]) of results and operands
module @patterns {
  pdl.pattern @one_i32 : benefit(1) {
    %ts = pdl.types : [i32]
    %op = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %op with "one_i32"
  }
  pdl.pattern @two_i32 : benefit(1) {
    %ts = pdl.types : [i32, i32]
    %op = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %op with "two_i32"
  }
  pdl.pattern @f32_i64 : benefit(2) {
    %ts = pdl.types : [f32, i64]
    %op = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %op {
      %n = pdl.operation "test.new" -> (%ts : !pdl.range<type>)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @none : benefit(1) {
    %ts = pdl.types : []
    %op = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern @operands_i32_f32 : benefit(3) {
    %ts = pdl.types : [i32, f32]
    %vs = pdl.operands : %ts
    %op = pdl.operation "test.op"(%vs : !pdl.range<value>)
    pdl.rewrite %op with "operands_i32_f32"(%vs : !pdl.range<value>)
  }
  pdl.pattern @operands_i64 : benefit(3) {
    %ts = pdl.types : [i64]
    %vs = pdl.operands : %ts
    %op = pdl.operation "test.op"(%vs : !pdl.range<value>)
    pdl.rewrite %op with "operands_i64"(%vs : !pdl.range<value>)
  }
}
