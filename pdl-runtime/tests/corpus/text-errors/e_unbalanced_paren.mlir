// error: unbalanced paren
"test.a"(() : () -> ()
