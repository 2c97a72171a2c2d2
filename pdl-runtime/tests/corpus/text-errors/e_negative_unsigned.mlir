// error: negative unsigned
"test.a"() {x = -1 : ui8} : () -> ()
