// Discardable attributes on patterns and rewrites (attributes {...} in custom form).
module @patterns {
  pdl.pattern @p : benefit(1) attributes {z, a = "x"} {
    %op = pdl.operation "x.a"
    pdl.rewrite %op {
      pdl.erase %op
    } attributes {rw = 1}
  }
  pdl.pattern : benefit(1) attributes {y} {
    %op = pdl.operation "x.b"
    pdl.rewrite %op with "f"(%op : !pdl.operation) attributes {ext}
  }
  pdl.pattern : benefit(1) {
    %op = pdl.operation "x.c"
    pdl.rewrite %op with "f" attributes {ext}
  }
}
