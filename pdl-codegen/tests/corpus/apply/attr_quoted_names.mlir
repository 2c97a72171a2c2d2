// Attribute names that need quoting or carry a dialect prefix ("my attr", "x.tag") are matched and created like plain names.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute
    %b = pdl.attribute
    %root = pdl.operation "test.op" {"my attr" = %a, "x.tag" = %b}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"x.tag" = %a, "other name" = %b}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {"my attr" = 1 : i64, x.tag = "t"} : () -> ()
  "test.op"() {my_attr = 1 : i64, x.tag = "t"} : () -> ()
}
