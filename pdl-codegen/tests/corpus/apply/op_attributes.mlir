// pdl.operation with two named attributes: both must be present (any value); extra attributes are allowed; the new op gets them swapped.
module @patterns {
  pdl.pattern : benefit(1) {
    %x = pdl.attribute
    %y = pdl.attribute
    %root = pdl.operation "test.op" {"x" = %x, "y" = %y}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"x" = %y, "y" = %x}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {x = 1 : i64, y = "two"} : () -> ()
  "test.op"() {x = 1 : i64} : () -> ()
  "test.op"() {y = 2.5 : f32} : () -> ()
  "test.op"() {x = [1, 2], y = unit, z = 7 : i64} : () -> ()
}
