// attr float f32
"test.a"() {a = 2.5 : f32, ab = 0.1 : f32, ac = 16777217.0 : f32, ad = -1.0e-45 : f32, ae = 0.3 : f32} : () -> ()
