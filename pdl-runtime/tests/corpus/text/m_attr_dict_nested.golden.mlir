"builtin.module"() ({
  "test.a"() {d = {a = true, m = {k = "v"}, z = 1 : i64}, e = {}} : () -> ()
}) : () -> ()

