// Constant array and dictionary attributes (nested, mixed element kinds) match only equal attributes.
module @patterns {
  pdl.pattern @array : benefit(1) {
    %a = pdl.attribute = [1, "two", [3.0 : f32]]
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success_array" {"v" = %a}
      pdl.replace %root with %n
    }
  }
  pdl.pattern @dict : benefit(1) {
    %a = pdl.attribute = {b = 2 : i8, a = {nested = unit}}
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success_dict" {"v" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {v = [1, "two", [3.0 : f32]]} : () -> ()
  "test.op"() {v = [1, "two"]} : () -> ()
  "test.op"() {v = {a = {nested}, b = 2 : i8}} : () -> ()
  "test.op"() {v = {a = {nested}, b = 2 : i16}} : () -> ()
  "test.op"() {v = []} : () -> ()
}
