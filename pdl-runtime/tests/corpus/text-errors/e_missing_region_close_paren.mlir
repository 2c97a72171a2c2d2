// error: missing region close paren
"test.a"() ({
}, : () -> ()
