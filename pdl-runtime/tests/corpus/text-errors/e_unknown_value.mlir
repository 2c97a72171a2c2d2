// error: unknown value
"test.a"(%x) : (i32) -> ()
