// error: disconnected
module @patterns {
  pdl.pattern @p : benefit(1) {
    %a = pdl.operation "test.a"
    %b = pdl.operation "test.b"
    pdl.rewrite %a with "r"(%b : !pdl.operation)
  }
}
