// rewrite native
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %t = pdl.apply_native_rewrite "make_type"(%op : !pdl.operation) : !pdl.type
      %n = pdl.operation "test.b" -> (%t : !pdl.type)
      pdl.apply_native_rewrite "notify"(%n, %op : !pdl.operation, !pdl.operation)
      pdl.replace %op with %n
    }
  }
}
