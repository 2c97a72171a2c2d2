"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {arr = [i32, index, unit], b = false, d = {k = "v"}, i = -7 : i32, s = "s", ty = memref<?xf32>, u = 255 : ui8, x = 0x7FC00000 : f32} : () -> ()
  }) : () -> ()
}) : () -> ()

