"builtin.module"() ({
  %0:18 = "test.a"() : () -> (f16, bf16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3FN, f8E4M3, f8E3M4, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E8M0FNU, f4E2M1FN, f6E2M3FN, f6E3M2FN)
}) : () -> ()

