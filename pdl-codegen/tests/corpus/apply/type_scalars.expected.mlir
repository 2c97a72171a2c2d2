"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.is_index"() : () -> index
    %1 = "x.is_i1"() : () -> i1
    %2 = "x.is_si8"() : () -> si8
    %3 = "x.is_ui16"() : () -> ui16
    %4 = "x.is_f16"() : () -> f16
    %5 = "x.is_bf16"() : () -> bf16
    %6 = "x.is_f64"() : () -> f64
    %7 = "x.is_complex"() : () -> complex<f32>
    %8 = "x.is_tuple"() : () -> tuple<i32, tuple<f32>>
    %9 = "x.is_none"() : () -> none
    %10 = "x.is_function"() : () -> ((i32, f32) -> index)
    %11 = "x.s"() : () -> i8
    %12 = "x.s"() : () -> f32
    "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (index, i1, si8, ui16, f16, bf16, f64, complex<f32>, tuple<i32, tuple<f32>>, none, (i32, f32) -> index, i8, f32) -> ()
  }) : () -> ()
}) : () -> ()

