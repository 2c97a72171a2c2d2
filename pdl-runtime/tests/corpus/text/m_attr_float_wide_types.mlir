// attr float wide types
"test.a"() {q = 2.0 : f80, r = 0.1 : f128, s = -3.75 : f128} : () -> ()
