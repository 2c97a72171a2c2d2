"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success_array"() {v = [1, "two", [3.000000e+00 : f32]]} : () -> ()
    "test.op"() {v = [1, "two"]} : () -> ()
    "test.success_dict"() {v = {a = {nested}, b = 2 : i8}} : () -> ()
    "test.op"() {v = {a = {nested}, b = 2 : i16}} : () -> ()
    "test.op"() {v = []} : () -> ()
  }) : () -> ()
}) : () -> ()

