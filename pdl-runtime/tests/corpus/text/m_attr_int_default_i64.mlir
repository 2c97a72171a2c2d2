// attr int default i64
"test.a"() {x = 42, y = -7, z = 0x10} : () -> ()
