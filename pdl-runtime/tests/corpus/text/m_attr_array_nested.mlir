// attr array nested
"test.a"() {arr = [1, "x", i32, [2.5, [true]], 3 : i32, 1.0 : f32], e = []} : () -> ()
