// error: bad type keyword
"test.a"() : () -> (foo32)
