// two patterns same root
module @patterns {
  pdl.pattern @a : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r1"
  }
  pdl.pattern @b : benefit(2) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r2"
  }
}
