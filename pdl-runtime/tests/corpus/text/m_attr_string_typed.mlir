// attr string typed
"test.a"() {q = "x" : i32, r = "y" : !foo.bar} : () -> ()
