// unnamed benefits
module @patterns {
  pdl.pattern : benefit(0) {
    %op = pdl.operation "test.a0"
    pdl.rewrite %op with "r"
  }
  pdl.pattern : benefit(1) {
    %op = pdl.operation "test.a1"
    pdl.rewrite %op with "r"
  }
  pdl.pattern : benefit(2) {
    %op = pdl.operation "test.a2"
    pdl.rewrite %op with "r"
  }
  pdl.pattern : benefit(100) {
    %op = pdl.operation "test.a3"
    pdl.rewrite %op with "r"
  }
  pdl.pattern : benefit(32767) {
    %op = pdl.operation "test.a4"
    pdl.rewrite %op with "r"
  }
}
