// Constant float attributes: 1.5 : f32 and a negative f64 with an exponent; 1.5 : f64 does not match 1.5 : f32.
module @patterns {
  pdl.pattern @f32 : benefit(1) {
    %a = pdl.attribute = 1.5 : f32
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success_f32" {"v" = %a}
      pdl.replace %root with %n
    }
  }
  pdl.pattern @f64 : benefit(1) {
    %a = pdl.attribute = -2.5e-3 : f64
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success_f64" {"v" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {v = 1.5 : f32} : () -> ()
  "test.op"() {v = 1.5 : f64} : () -> ()
  "test.op"() {v = -0.0025 : f64} : () -> ()
  "test.op"() {v = 2.5e-3 : f64} : () -> ()
}
