// attr float special hex
"test.a"() {j = 0x7FC00000 : f32, v = 0x7C00 : f16, w = 0xFC00 : f16, x = 0x7E00 : f16, y = 0x7FF0000000000000 : f64, z = 0x0000000000000001 : f64} : () -> ()
