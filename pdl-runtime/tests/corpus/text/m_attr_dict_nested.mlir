// attr dict nested
"test.a"() {d = {z = 1, a = true, m = {k = "v"}}, e = {}} : () -> ()
