"builtin.module"() ({
  "test.a"() {g = array<i1: true, false>, h = array<f64: 1.000000e+00, 2.500000e+00>, o = array<i64>, w = array<i32: 1, 2, -3>, x = array<i8: 127>, y = array<f32: 1.000000e-01>} : () -> ()
}) : () -> ()

