// attr array dense
"test.a"() {g = array<i1: true, false>, h = array<f64: 1.0, 2.5>, o = array<i64>, w = array<i32: 1, 2, -3>, x = array<i8: 127>, y = array<f32: 0.1>} : () -> ()
