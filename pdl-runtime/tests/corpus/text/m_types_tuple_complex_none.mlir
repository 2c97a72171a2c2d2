// types tuple complex none
"test.a"() : () -> (tuple<>, tuple<i32, f32>, tuple<tuple<i1>, none>, complex<f64>, complex<i8>, none)
