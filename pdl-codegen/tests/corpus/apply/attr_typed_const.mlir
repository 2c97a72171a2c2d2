// pdl.attribute : %t with a constant %t = i8: integer attributes of type i8 match, any value; other widths do not.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i8
    %a = pdl.attribute : %t
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"v" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {v = 1 : i8} : () -> ()
  "test.op"() {v = -128 : i8} : () -> ()
  "test.op"() {v = 1 : i16} : () -> ()
  "test.op"() {v = 1 : si8} : () -> ()
}
