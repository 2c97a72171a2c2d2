// PDLL shape: attribute and type literals in the match and in the rewrite.
// PDLL source:
//   Pattern TypedConstant {
//     let root = op<x.constant> {value = attr<"5 : i32">} -> (type<"i32">);
//     replace root with op<x.five> {value = attr<"\"five\"">} -> (type<"i32">);
//   }
module @patterns {
  pdl.pattern @TypedConstant : benefit(0) {
    %0 = operands
    %1 = attribute = 5 : i32
    %2 = type : i32
    %3 = operation "x.constant"(%0 : !pdl.range<value>) {"value" = %1} -> (%2 : !pdl.type)
    rewrite %3 {
      %4 = attribute = "five"
      %5 = type : i32
      %6 = operation "x.five" {"value" = %4} -> (%5 : !pdl.type)
      replace %3 with %6
    }
  }
}
module @ir {
  %0 = "x.constant"() {value = 5 : i32} : () -> i32
  %1 = "x.constant"() {value = 5 : i64} : () -> i32
  %2 = "x.constant"() {value = 6 : i32} : () -> i32
  "x.use"(%0, %1, %2) : (i32, i32, i32) -> ()
}
