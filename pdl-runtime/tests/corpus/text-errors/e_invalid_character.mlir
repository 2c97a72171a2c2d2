// error: invalid character
"test.a"() : () -> () `
