// attr unit bool
"test.a"() {u, v = unit, t = true, f = false} : () -> ()
