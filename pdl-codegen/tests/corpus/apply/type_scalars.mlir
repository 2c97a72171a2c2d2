// Constant scalar and other builtin types: index, i1, si8, ui16, f16, bf16, f64, complex, tuple, none, function type; each picks its own pattern.
module @patterns {
  pdl.pattern @index : benefit(1) {
    %t = pdl.type : index
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_index" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @i1 : benefit(1) {
    %t = pdl.type : i1
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_i1" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @si8 : benefit(1) {
    %t = pdl.type : si8
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_si8" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @ui16 : benefit(1) {
    %t = pdl.type : ui16
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_ui16" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @f16 : benefit(1) {
    %t = pdl.type : f16
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_f16" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @bf16 : benefit(1) {
    %t = pdl.type : bf16
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_bf16" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @f64 : benefit(1) {
    %t = pdl.type : f64
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_f64" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @complex : benefit(1) {
    %t = pdl.type : complex<f32>
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_complex" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @tuple : benefit(1) {
    %t = pdl.type : tuple<i32, tuple<f32>>
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_tuple" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @none : benefit(1) {
    %t = pdl.type : none
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_none" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @function : benefit(1) {
    %t = pdl.type : (i32, f32) -> (index)
    %root = pdl.operation "x.s" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.is_function" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
}
module @ir {
  %0 = "x.s"() : () -> index
  %1 = "x.s"() : () -> i1
  %2 = "x.s"() : () -> si8
  %3 = "x.s"() : () -> ui16
  %4 = "x.s"() : () -> f16
  %5 = "x.s"() : () -> bf16
  %6 = "x.s"() : () -> f64
  %7 = "x.s"() : () -> complex<f32>
  %8 = "x.s"() : () -> tuple<i32, tuple<f32>>
  %9 = "x.s"() : () -> none
  %10 = "x.s"() : () -> ((i32, f32) -> index)
  %11 = "x.s"() : () -> i8
  %12 = "x.s"() : () -> f32
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (index, i1, si8, ui16, f16, bf16, f64, complex<f32>, tuple<i32, tuple<f32>>, none, (i32, f32) -> index, i8, f32) -> ()
}
