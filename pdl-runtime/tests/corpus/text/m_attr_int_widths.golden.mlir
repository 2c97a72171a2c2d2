"builtin.module"() ({
  "test.a"() {a = true, b = false, c = 127 : si8, d = -128 : si8, e = 255 : ui8, f = -1 : i8, g = 3 : i3, h = 5 : index, i = -9223372036854775808 : i64, j = -1 : i64} : () -> ()
}) : () -> ()

