// switch on constant attribute values of one attribute name
module @patterns {
  pdl.pattern @one : benefit(1) {
    %a = pdl.attribute = 1 : i32
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op with "one"
  }
  pdl.pattern @two : benefit(1) {
    %a = pdl.attribute = 2 : i32
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op with "two"
  }
  pdl.pattern @str : benefit(2) {
    %a = pdl.attribute = "s"
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op {
      %b = pdl.attribute = "t"
      %n = pdl.operation "test.op" {"value" = %b}
      pdl.replace %op with %n
    }
  }
  pdl.pattern @one_i64 : benefit(1) {
    %a = pdl.attribute = 1 : i64
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op with "one_i64"
  }
  pdl.pattern @unit : benefit(1) {
    %a = pdl.attribute = unit
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op with "unit"
  }
  pdl.pattern @typed : benefit(0) {
    %t = pdl.type : i32
    %a = pdl.attribute : %t
    %op = pdl.operation "test.op" {"value" = %a}
    pdl.rewrite %op with "typed"(%a : !pdl.attribute)
  }
  pdl.pattern @two_attrs : benefit(3) {
    %a = pdl.attribute = 2 : i32
    %b = pdl.attribute = "s"
    %op = pdl.operation "test.op" {"value" = %a, "other" = %b}
    pdl.rewrite %op with "two_attrs"
  }
}
