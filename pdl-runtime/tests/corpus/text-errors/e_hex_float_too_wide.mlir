// error: hex float too wide
"test.a"() {x = 0x1FFFFFFFF : f32} : () -> ()
