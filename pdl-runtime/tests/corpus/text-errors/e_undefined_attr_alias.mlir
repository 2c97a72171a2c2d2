// error: undefined attr alias
"test.a"() {x = #undefined} : () -> ()
