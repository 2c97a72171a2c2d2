// toplevel single module named
module @m {
  "test.a"() : () -> ()
}
