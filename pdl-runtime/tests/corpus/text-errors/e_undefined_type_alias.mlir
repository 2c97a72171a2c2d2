// error: undefined type alias
"test.a"() : () -> !undefined
