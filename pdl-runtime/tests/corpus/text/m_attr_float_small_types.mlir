// attr float small types
"test.a"() {o = 1.5 : f16, p = 1.5 : bf16, s = 1.0 : tf32, t = 0.5 : f8E5M2, u = 0.5 : f8E4M3FN, aa = 65504.0 : f16} : () -> ()
