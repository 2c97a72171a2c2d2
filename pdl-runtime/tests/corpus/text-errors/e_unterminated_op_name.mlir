// error: unterminated op name
"test.a() : () -> ()
