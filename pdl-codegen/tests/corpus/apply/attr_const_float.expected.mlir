"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success_f32"() {v = 1.500000e+00 : f32} : () -> ()
    "test.op"() {v = 1.500000e+00 : f64} : () -> ()
    "test.success_f64"() {v = -2.500000e-03 : f64} : () -> ()
    "test.op"() {v = 2.500000e-03 : f64} : () -> ()
  }) : () -> ()
}) : () -> ()

