// toplevel multiple
"test.a"() : () -> ()
module {
}
"test.b"() : () -> ()
