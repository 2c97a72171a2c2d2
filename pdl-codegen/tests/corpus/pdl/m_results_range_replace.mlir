// results range replace
module @patterns {
  pdl.pattern @p : benefit(1) {
    %ts = pdl.types
    %a = pdl.operation "test.a" -> (%ts : !pdl.range<type>)
    %rs = pdl.results of %a
    %op = pdl.operation "test.b"(%rs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %op {
      pdl.replace %op with (%rs : !pdl.range<value>)
    }
  }
}
