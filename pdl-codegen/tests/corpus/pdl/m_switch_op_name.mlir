// switch on operation name: six root names, two patterns share test.a
module @patterns {
  pdl.pattern @a1 : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.a"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.a_done"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @b : benefit(2) {
    %op = pdl.operation "test.b"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern @c : benefit(1) {
    %t = pdl.type
    %op = pdl.operation "test.c" -> (%t : !pdl.type)
    pdl.rewrite %op with "rewrite_c"
  }
  pdl.pattern @a2 : benefit(4) {
    %t = pdl.type : i32
    %v = pdl.operand : %t
    %op = pdl.operation "test.a"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      pdl.replace %op with (%v : !pdl.value)
    }
  }
  pdl.pattern @d : benefit(3) {
    %v = pdl.operand
    %op = pdl.operation "x.d"(%v : !pdl.value)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern @e : benefit(1) {
    %attr = pdl.attribute
    %op = pdl.operation "x.e" {"k" = %attr}
    pdl.rewrite %op with "rewrite_e"(%attr : !pdl.attribute)
  }
  pdl.pattern @f : benefit(0) {
    %vs = pdl.operands
    %ts = pdl.types
    %op = pdl.operation "y.f"(%vs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %op {
      %n = pdl.operation "y.g"(%vs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %op with %n
    }
  }
}
